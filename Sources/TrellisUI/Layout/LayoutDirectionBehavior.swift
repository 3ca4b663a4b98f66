// layoutDirectionBehavior(_:): whether a view mirrors in a right-to-left layout.
// `.mirrors` (and `.mirrors(in: .rightToLeft)`) draw the view mirrored horizontally when
// the environment's layout direction is right to left (as
// `flipsForRightToLeftLayoutDirection(true)`); `.mirrors(in: .leftToRight)` mirrors it in a
// left-to-right layout; `.fixed` never mirrors.

/// Whether a view mirrors with the layout direction.
public struct LayoutDirectionBehavior: Hashable, Sendable {
    let mirrorsIn: LayoutDirection?
    /// Never mirrors.
    public static let fixed = LayoutDirectionBehavior(mirrorsIn: nil)
    /// Mirrors in a right-to-left layout.
    public static let mirrors = LayoutDirectionBehavior(mirrorsIn: .rightToLeft)
    /// Mirrors when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirrorsIn: layoutDirection)
    }
}

/// Mirrors its content when the layout direction is the behaviour's.
struct _LayoutDirectionBehaviorModifier: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction
    func body(content: Content) -> some View {
        content.scaleEffect(x: behavior.mirrorsIn == direction ? -1 : 1, y: 1)
    }
}

extension View {
    /// Sets whether this view mirrors with the layout direction.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_LayoutDirectionBehaviorModifier(behavior: behavior))
    }
}
