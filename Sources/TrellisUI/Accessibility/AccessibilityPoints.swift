// Points of an element for assistive technology: where activating it lands, where a drag
// of it starts and where a drop onto it lands. Carried by the protocol's
// `accessibilityPoints` in the view's own frame; the daemon places them in the window.
// An activation point moves the press the daemon performs for AT-SPI's "click" (and
// `injectAccessibilityAction`) from the centre to that point; drag and drop points are
// published as the object attributes `drag-point` and `drop-point` (window points and
// their descriptions) — AT-SPI has no drag-and-drop actions to attach them to.
import Foundation
import TrellisProtocol

extension View {
    /// Where activating the element lands, as a unit point of its frame (a control whose
    /// hot spot is not its centre: a slider's thumb, a switch's knob).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.activation, x: Double(activationPoint.x), y: Double(activationPoint.y), unit: true, label: "")
    }

    /// Where activating the element lands, in its own coordinates.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.activation, x: Double(activationPoint.x), y: Double(activationPoint.y), unit: false, label: "")
    }

    /// The activation point only while `isEnabled` is true.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityActivationPoint(activationPoint) : _accessibility([])
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityActivationPoint(activationPoint) : _accessibility([])
    }

    /// Where a drag of the element starts, and what dragging from there does.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.drag, x: Double(point.x), y: Double(point.y), unit: true, label: description.string)
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDragPoint(point, description: Text(description))
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.drag, x: Double(point.x), y: Double(point.y), unit: true, label: String(description))
    }
    /// The drag point only while `isEnabled` is true.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : _accessibility([])
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : _accessibility([])
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : _accessibility([])
    }

    /// Where a drop onto the element lands, and what dropping there does.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.drop, x: Double(point.x), y: Double(point.y), unit: true, label: description.string)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDropPoint(point, description: Text(description))
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityPoint(.drop, x: Double(point.x), y: Double(point.y), unit: true, label: String(description))
    }
    /// The drop point only while `isEnabled` is true.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : _accessibility([])
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : _accessibility([])
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : _accessibility([])
    }

    func _accessibilityPoint(_ kind: AccessibilityPointKind, x: Double, y: Double, unit: Bool, label: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        guard x.isFinite, y.isFinite else { return _accessibility([]) }
        // The protocol wants a description for drag and drop points.
        let text = kind == .activation ? "" : (label.isEmpty ? (kind == .drag ? "Drag" : "Drop") : label)
        return _accessibility([.accessibilityPoints([WireAccessibilityPoint(kind: kind, point: WirePoint(x: x, y: y), unit: unit, label: text)])])
    }
}
