// Requests of committed transactions that need the next layout's geometry.
import TrellisProtocol

/// The `scrollTo` and `setFocus` requests of committed transactions, waiting for the
/// layout of the frame that shows them: a scroll needs the target's frame, a focus
/// needs to know the node is laid out and visible. `Session+Frame.swift` carries them
/// out after layout (`Session+Scroll.swift`, `Session+Editing.swift`).
struct AfterLayoutRequests {
    /// `scrollTo` requests, in order: the node to bring into view and the anchor.
    var scrolls: [(id: NodeID, anchor: WirePoint?)] = []
    /// The `inputScroll` events those scrolls caused, sent before the frame's `committed`
    /// so the client sees its scroll views move before the frame it asked for.
    var scrollEvents: [DaemonEvent] = []
    /// `setFocus` requests, in order (0: nowhere).
    var focus: [NodeID] = []
}
