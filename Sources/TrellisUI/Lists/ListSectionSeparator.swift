// Section separators and list item tints. Trellis's list look (S31) is SwiftUI's default
// iPhone look: a separator under every row, none of the section's own. A section asks
// for its own lines with `listSectionSeparator(.visible)`: a line under its header (top)
// and one after its last row (bottom), each in `listSectionSeparatorTint` or the
// separator grey.

/// What `listSectionSeparator` and `listSectionSeparatorTint` set for a section.
struct SectionSeparators: Equatable {
    var top: Visibility = .automatic
    var bottom: Visibility = .automatic
    var topTint: Color?
    var bottomTint: Color?
}

struct SectionSeparatorsKey: EnvironmentKey { static var defaultValue: SectionSeparators { SectionSeparators() } }
struct ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

extension EnvironmentValues {
    var sectionSeparators: SectionSeparators {
        get { self[SectionSeparatorsKey.self] }
        set { self[SectionSeparatorsKey.self] = newValue }
    }
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

/// A section's modifiers that only pass values down keep it a section of its list.
extension _EnvironmentTransformModifier: _ListRowTransparentModifier {}

/// The tint of a list item's icon (a `Label`'s image in a row).
///
/// Trellis draws every list in one look, so `preferred` is always honoured, like `fixed`
/// (SwiftUI on a Mac may put the user's accent colour first); `monochrome` draws the icon
/// in the secondary grey.
public struct ListItemTint: Equatable, Sendable {
    let color: Color?

    /// Always `tint`, whatever the system's preferences.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// `tint` unless the system prefers another (Trellis has no such preference).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A grey tint for every item.
    public static let monochrome = ListItemTint(color: nil)

    /// The icon's colour.
    var resolved: Color { color ?? .gray }
}

extension View {
    /// Shows or hides the separators of the section this modifies (apply it to a
    /// `Section`): `.visible` draws a line under the header (`.top`) and after the last row
    /// (`.bottom`). Trellis's look has no section lines by default (`.automatic`), so
    /// `.hidden` on the top edge changes nothing, and on the bottom edge it does not remove
    /// the last row's own separator (hide that with `listRowSeparator(.hidden)` on the
    /// row; PlatformDifferences.md).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.sectionSeparators) { s in
            if edges.contains(.top) { s.top = visibility }
            if edges.contains(.bottom) { s.bottom = visibility }
        }
    }

    /// The colour of the section separators on `edges` (nil: the standard grey), for a
    /// section that shows them (`listSectionSeparator(.visible)`).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.sectionSeparators) { s in
            if edges.contains(.top) { s.topTint = color }
            if edges.contains(.bottom) { s.bottomTint = color }
        }
    }

    /// The tint of the icons of list items below (`Label`s in rows); nil leaves them as
    /// they are.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environment(\.listItemTint, tint)
    }

    /// `listItemTint(.fixed(tint))`, or no tint for nil.
    public func listItemTint(_ tint: Color?) -> some View {
        environment(\.listItemTint, tint.map { ListItemTint.fixed($0) })
    }
}

/// A section's own separator: a one-point line 16 points in, as the rows' are. The bottom
/// one is drawn over the last row's separator (one point up), so the section ends with one
/// line in its tint, as SwiftUI draws it.
struct _SectionSeparatorLine: View, _ListRowChrome {
    let color: Color?
    var isBottom = false
    var body: some View {
        Rectangle()
            .fill(color ?? Color.chromeLine)
            .frame(height: 1)
            .padding(.leading, 16)
            .offset(y: isBottom ? -1 : 0)
            .environment(\.listRowContext, nil)
    }
}
