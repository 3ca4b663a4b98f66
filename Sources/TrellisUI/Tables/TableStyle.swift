// tableStyle(_:): how a Table is drawn. The styles an iPhone or iPad has (`.automatic`,
// `.inset`) are the one look Table draws (see `Table`); a custom style wraps it.

/// How a table looks. Write `makeBody(configuration:)` to wrap the table
/// (`configuration.table`) in your own chrome.
public protocol TableStyle {
    associatedtype Body: View
    /// The table, styled.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TableStyleConfiguration
}

/// What a table style gets: the table as Trellis draws it.
public struct TableStyleConfiguration {
    /// The table (its header row and rows).
    public let table: AnyView
}

/// The platform's table look: on an iPad in regular width, the inset style.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// Rows inset from the table's edges (16 points), the header above them.
public struct InsetTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's look.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

struct TableStyleKey: EnvironmentKey {
    static var defaultValue: (any TableStyle)? { nil }
}

extension EnvironmentValues {
    /// The style tables below draw with (nil: automatic).
    var tableStyle: (any TableStyle)? {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the tables below. `.automatic` and `.inset` are the one look Trellis
    /// draws (an iPad's inset table); a custom style's `makeBody` wraps that table.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyle, style)
    }
}

extension TableStyle {
    /// The styled table, type-erased.
    func _makeBody(_ table: AnyView) -> AnyView { AnyView(makeBody(configuration: TableStyleConfiguration(table: table))) }
}
