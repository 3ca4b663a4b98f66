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

/// What an accessibility modifier attaches to a view: its accessibility properties and
/// the handlers of its actions, carried by one layout-neutral `effect` node around the
/// view. It is the modifier type of `ModifiedContent` that SwiftUI's accessibility
/// modifiers return, so their results can be named and chained.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let properties: [Property]
    let handlers: AccessibilityHandlers?

    init(_ properties: [Property], handlers: AccessibilityHandlers? = nil) {
        self.properties = properties
        self.handlers = handlers
    }

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if let handlers { node.setHandler(.accessibility(handlers), for: .accessibility) } else { node.setHandler(nil, for: .accessibility) }
        node.renderWrapper(.effect, properties, content: content)
    }
}

extension View {
    /// Attaches accessibility properties (one node; nothing changes in layout or drawing).
    func _accessibility(_ properties: [Property], handlers: AccessibilityHandlers? = nil) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties, handlers: handlers))
    }
}

/// A view whose accessibility comes from another view (`accessibilityRepresentation`,
/// `accessibilityChildren`, `accessibilityActions`): an `overlay` node whose secondary
/// view is the describing one, drawn transparent and never hit, which the daemon reads
/// as the protocol's `accessibilityOverlay` mode says.
public struct _AccessibilityOverlayModifier<Description: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let description: Description
    let mode: AccessibilityOverlay

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderPair(.overlay, alignment: .center, primary: content,
                        secondary: description.opacity(0).allowsHitTesting(false),
                        extra: [.accessibilityOverlay(mode)])
    }
}

extension View {
    /// Replaces what assistive technology reads for this view with `representation`'s
    /// elements, which are not drawn: a custom control read and operated as a standard one
    /// (a drawn dial represented by a `Slider`, a tappable shape by a `Button`). Actions
    /// performed on them run the representation's own actions and bindings.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<Self, _AccessibilityOverlayModifier<V>> {
        modifier(_AccessibilityOverlayModifier(description: representation(), mode: .representation))
    }

    /// Gives this view's element (a container, e.g. with `accessibilityElement(children:
    /// .contain)`) the elements of `children` as its children, in place of none; they are
    /// not drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> ModifiedContent<Self, _AccessibilityOverlayModifier<V>> {
        modifier(_AccessibilityOverlayModifier(description: children(), mode: .children))
    }

    /// Adds the buttons of `content` (not drawn) as custom actions of this view's element,
    /// each named by its label.
    public func accessibilityActions<V: View>(@ViewBuilder _ content: () -> V) -> ModifiedContent<Self, _AccessibilityOverlayModifier<V>> {
        modifier(_AccessibilityOverlayModifier(description: content(), mode: .actions))
    }
}
