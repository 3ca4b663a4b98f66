// tableColumnHeaders(_:): whether the tables below draw their row of column titles.

struct TableColumnHeadersKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether the tables below show their column header row (`.hidden`: they do not).
    var _tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Shows (`.visible`, or `.automatic`: the default) or hides (`.hidden`) the row of
    /// column titles of the tables in this view. A hidden header row takes no space and
    /// takes its sort controls with it; section headers among the rows still show.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\._tableColumnHeaders, visibility)
    }
}
