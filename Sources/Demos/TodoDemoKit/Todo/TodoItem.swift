import TrellisUI

/// One entry of the todo list (seed 000's `TodoItem`). Identifiable by a UUID so
/// `List(items)`, `ForEach` and `sheet(item:)` can follow it while titles repeat.
public struct TodoItem: Identifiable, Hashable {
    public let id = UUID()
    public var title: String
    public var created: Date

    public init(title: String, created: Date = Date()) {
        self.title = title
        self.created = created
    }

    /// The three items of seed 000's `ContentView`.
    public static let samples = [
        TodoItem(title: "Item #1"),
        TodoItem(title: "Item #2"),
        TodoItem(title: "Item #3"),
    ]
}

/// Colours shared by the demo's screens: a grouped-list look (white cards on light
/// gray), chosen so panels stand out in the terminal (white window) and in PNGs.
enum Palette {
    static let groupedBackground = Color(white: 0.92)
    static let card = Color.white
    static let panel = Color(red: 0.86, green: 0.91, blue: 1.0)
    static let selected = Color(red: 0.80, green: 0.88, blue: 1.0)
}
