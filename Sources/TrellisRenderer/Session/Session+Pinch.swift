// Pinches: routed like drags. A pinch is held by the pinchable node it began over until it
// ends, wherever the pointer goes (protocol `pinchable`, `inputPinch`).
import TrellisProtocol

extension Session {
    /// Routes a pinch to the pinchable node it began over. A `began` while a pinch is under
    /// way ends that pinch first (`ended` with its last values); `changed` and `ended`
    /// without a pinch are ignored.
    func pinch(_ phase: DragPhase, at p: WirePoint, scale: Double, rotation: Double) {
        switch phase {
        case .began:
            endPinch()
            guard clock.serial > 0, let id = tree.pinchTarget(p), let frame = tree.frame(of: id) else { return }
            pointer.pinch = PointerInput.ActivePinch(node: id, frame: frame, last: p, scale: 1, rotation: 0)
            send(.inputPinch(id: id, phase: .began, scale: 1, rotation: 0, x: p.x, y: p.y, frame: frame))
        case .changed, .ended:
            guard var a = pointer.pinch else { return }
            a.last = p
            a.scale = scale
            a.rotation = rotation
            pointer.pinch = phase == .ended ? nil : a
            send(.inputPinch(id: a.node, phase: phase, scale: scale, rotation: rotation, x: p.x, y: p.y, frame: a.frame))
        }
    }

    /// Ends the pinch under way, if any, with its last values: a new pinch began, or its
    /// node left layout (`reportFrame`).
    func endPinch() {
        guard let a = pointer.pinch else { return }
        pointer.pinch = nil
        send(.inputPinch(id: a.node, phase: .ended, scale: a.scale, rotation: a.rotation, x: a.last.x, y: a.last.y, frame: a.frame))
    }
}
