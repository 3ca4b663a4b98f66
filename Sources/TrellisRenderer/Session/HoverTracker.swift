// Which hoverable nodes the pointer is over, and how the pointer looks (README §7, "Hover").
import TrellisProtocol

/// One session's pointer: where it is, the hoverable nodes it is over and the look the
/// backend shows for it.
///
/// The session hit-tests the pointer (as a tap would be) and hands the result to `move`,
/// which works out who entered, moved and left; after each frame it does the same for
/// the pointer standing still, because content may have moved under it.
struct HoverTracker {
    /// Where the pointer is over the surface (nil: outside it, or never seen).
    private(set) var pointer: WirePoint?
    /// The hoverable nodes under the pointer, outermost first.
    private(set) var hovered: [NodeID] = []
    /// The look last handed to the backend.
    private(set) var style: WirePointerStyle = .arrow
    /// Where the pointer last was over the hovered nodes (an `exited` reports it).
    private var lastInside = WirePoint(x: 0, y: 0)

    /// The pointer moved to `point` (nil: it left the surface); `chain` is the hoverable
    /// nodes under it, outermost first. Calls `send` with the `inputHover` events in
    /// order: exits innermost first, then entries outermost first, then moves (only when
    /// the pointer itself moved). `exists` says whether a node left behind still exists
    /// (a destroyed node's identity is gone: it hears nothing).
    mutating func move(to point: WirePoint?, chain: [NodeID], pointerMoved: Bool,
                       exists: (NodeID) -> Bool, origin: (NodeID) -> WirePoint,
                       send: (DaemonEvent) -> Void) {
        pointer = point
        let at = point ?? lastInside
        for id in hovered.reversed() where !chain.contains(id) && exists(id) {
            let o = origin(id)
            send(.inputHover(id: id, phase: .exited, x: at.x, y: at.y, originX: o.x, originY: o.y))
        }
        for id in chain where !hovered.contains(id) {
            let o = origin(id)
            send(.inputHover(id: id, phase: .entered, x: at.x, y: at.y, originX: o.x, originY: o.y))
        }
        if pointerMoved, let p = point {
            for id in chain where hovered.contains(id) {
                let o = origin(id)
                send(.inputHover(id: id, phase: .moved, x: p.x, y: p.y, originX: o.x, originY: o.y))
            }
        }
        hovered = chain
        if let p = point { lastInside = p }
    }

    /// Notes the look shown now; returns whether it changed.
    mutating func show(_ newStyle: WirePointerStyle) -> Bool {
        guard newStyle != style else { return false }
        style = newStyle
        return true
    }
}
