// Column customization: which of a table's columns show, kept in a value the app owns
// (`Table(…, columnCustomization:)`) and can store, and the column modifiers that take
// part in it (`customizationID`, `defaultVisibility`, `disabledCustomizationBehavior`).
import Foundation

/// The user's (or the app's) choices about a table's columns: which are shown and which
/// hidden, by each column's `customizationID`.
///
/// Give a table a binding to one (`Table(…, columnCustomization: $columns)`) and mark the
/// columns that take part with `customizationID(_:)`. Set `self[visibility: id]` to show
/// or hide a column; the table draws only the columns that are not hidden. The value is
/// `Codable`, so `@AppStorage`/`@SceneStorage` (through `RawRepresentable`) or a file can
/// keep it; only what was changed from the default is stored.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable {
    /// The visibility set for each column identifier (absent: `.automatic`).
    var visibilities: [String: Visibility] = [:]

    /// No choices: every column shows as its `defaultVisibility` says.
    public init() {}

    /// The visibility chosen for the column whose `customizationID` is `id`; `.automatic`
    /// when none was (the column's default visibility then decides).
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Forgets every visibility choice: each column shows as its default says again.
    public mutating func resetVisibility() {
        visibilities = [:]
    }

    /// Whether a column shows: its chosen visibility if it has an identifier and one was
    /// chosen, else its default (only `.hidden` hides).
    func isVisible(_ id: String?, default defaultVisibility: Visibility) -> Bool {
        if let id, let chosen = visibilities[id] { return chosen != .hidden }
        return defaultVisibility != .hidden
    }
}

extension TableColumnCustomization: Codable {
    private enum CodingKeys: String, CodingKey { case visibility }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try c.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
        visibilities = raw.compactMapValues { $0 == "visible" ? .visible : $0 == "hidden" ? .hidden : nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(visibilities.mapValues { $0 == .hidden ? "hidden" : "visible" }, forKey: .visibility)
    }
}

extension TableColumnCustomization: RawRepresentable {
    /// The customization as JSON text (keys sorted, so equal customizations have equal
    /// text), so `@AppStorage` and `@SceneStorage` can keep it.
    public var rawValue: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// Equal when the same choices were made. Declared here so that `==` never falls back
    /// to comparing `rawValue` texts.
    public static func == (a: Self, b: Self) -> Bool { a.visibilities == b.visibilities }

    /// The customization `rawValue` describes (nil when it is not one).
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let decoded = try? JSONDecoder().decode(TableColumnCustomization.self, from: data) else { return nil }
        self = decoded
    }
}

/// What a user may change about a column: its place (`reorder`), its width (`resize`),
/// whether it shows (`visibility`). A column lists what it forbids with
/// `disabledCustomizationBehavior(_:)`.
public struct TableColumnCustomizationBehavior: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No behaviour.
    public init() { rawValue = 0 }
    /// Moving the column among the others.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1)
    /// Changing the column's width.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 2)
    /// Hiding and showing the column.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
    /// Every behaviour.
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
}

extension TableColumnContent {
    /// The identifier these columns are known by in the table's `TableColumnCustomization`;
    /// a column takes part in customization only with one. Keep it the same across
    /// versions of the app, since stored customizations refer to it.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self) { $0.customizationID = id }
    }

    /// Whether these columns show when no customization chose otherwise: `.hidden` leaves
    /// them out until a bound `TableColumnCustomization` shows them.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self) { $0.defaultVisibility = visibility }
    }

    /// What the user may not change about these columns. `.visibility` keeps them out of
    /// the header's menu of columns to show or hide; reordering and resizing are not
    /// offered by Trellis's tables at all (as on iOS).
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self) { $0.disabledCustomization = behavior }
    }
}

extension AppStorage {
    /// A table's column customization kept in the app's storage under `key` (empty until
    /// something is stored), as `@AppStorage("columns") var columns: TableColumnCustomization<Row>`.
    public init<RowValue>(_ key: String) where Value == TableColumnCustomization<RowValue> {
        self.init(wrappedValue: TableColumnCustomization(), key)
    }
}

extension SceneStorage {
    /// A table's column customization kept with the scene under `key` (empty until
    /// something is stored), as `@SceneStorage("columns") var columns: TableColumnCustomization<Row>`.
    public init<RowValue>(_ key: String) where Value == TableColumnCustomization<RowValue> {
        self.init(wrappedValue: TableColumnCustomization(), key)
    }
}
