// listRowSpacing(_:): the space between the rows of a list (nil: the style's, none in
// Trellis's look), laid out by the list's lazy stack.

struct _ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    var _listRowSpacing: CGFloat? {
        get { self[_ListRowSpacingKey.self] }
        set { self[_ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `spacing` points between the rows of the lists in this view (nil: the list
    /// style's spacing, none in Trellis's look).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\._listRowSpacing, spacing)
    }
}
