// How the accessibility modifiers reach the daemon: each is one layout-neutral `effect`
// node carrying accessibility properties (protocol properties 83–96), and, for actions,
// a handler on the node that hears the daemon's `inputAccessibilityAction`. The daemon
// derives the accessibility tree from them (protocol README §7, "Accessibility").
import TrellisProtocol

/// What a view does when assistive technology asks (the handlers of one node).
struct AccessibilityHandlers {
    /// `accessibilityAction(.default)`: replaces the tap that activation would send.
    var activate: (() -> Void)?
    /// `accessibilityAdjustableAction`, sliders and steppers.
    var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    /// A slider's or stepper's new value from assistive technology.
    var setValue: ((Double) -> Void)?
    /// Custom actions, in the order of the node's `accessibilityActions` names.
    var custom: [() -> Void] = []
}

/// One view's accessibility properties (and handlers): an `effect` node around it.
public struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let properties: [Property]
    let handlers: AccessibilityHandlers?

    init(_ properties: [Property], handlers: AccessibilityHandlers? = nil) {
        self.properties = properties
        self.handlers = handlers
    }

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if handlers != nil || node.extra?.accessibilityHandlers != nil { node.ext.accessibilityHandlers = handlers }
        node.renderWrapper(.effect, properties, content: content)
    }
}

extension ViewGraph {
    /// `inputAccessibilityAction`: runs the handler of the node that declared the action.
    func accessibilityAction(_ id: NodeID, _ action: AccessibilityAction, index: UInt32, value: Double) {
        guard let n = renderOwner[id], n.isAlive, let h = n.extra?.accessibilityHandlers else { return }
        switch action {
        case .activate: h.activate?()
        case .increment: h.adjust?(.increment)
        case .decrement: h.adjust?(.decrement)
        case .custom: if Int(index) < h.custom.count { h.custom[Int(index)]() }
        case .setValue: h.setValue?(value)
        case .escape: break   // reported as the key (inputKey escape), not here
        }
    }
}

extension View {
    /// Attaches accessibility properties (one node; nothing changes in layout or drawing).
    func _accessibility(_ properties: [Property], handlers: AccessibilityHandlers? = nil) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(properties, handlers: handlers))
    }
}
