// focusable(_:): makes a view a keyboard focus target, so Tab reaches it, a click focuses
// it, and the keys typed while it has focus go to its `onKeyPress` handlers (and to the
// keyboard shortcuts of the window).
import TrellisProtocol

/// How a focusable view takes part in focus.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus to receive keys and activation.
    public static let activate = FocusInteractions(rawValue: 1)
    /// Focus to edit content.
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Marks its content as a focus target (render property `focusable`).
public struct _FocusableModifier: ViewModifier {
    public typealias Body = Never
    let isFocusable: Bool
}

extension _FocusableModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.focusable(isFocusable)], content: content)
        if isFocusable { node.installFocus() }
    }
}

extension View {
    /// Makes this view a keyboard focus target (or not).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
    /// Makes this view a focus target for `interactions` (every interaction focuses it).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}
