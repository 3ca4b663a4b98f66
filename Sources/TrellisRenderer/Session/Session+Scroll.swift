// Scrolling: wheel/trackpad input moves a scroll node's content offset in the daemon,
// is reported to the client as `inputScroll`, and re-evaluates which lazy rows show (S19).
import TrellisProtocol

extension Session {
    /// Scrolls the innermost scroll view under `p` that can still move in the requested
    /// direction (an inner view at its edge, or scrolling across its axis, hands the
    /// movement to the enclosing one, as nested scroll views do on every platform).
    ///
    /// When something moved: `inputScroll(id, dx, dy)` with the movement actually applied
    /// (so a client can keep the offset by summing them), then — as after a resize — a
    /// redraw with `disappeared`/`appeared` for lazy rows leaving/entering the visible
    /// range, `geometry` for reporters that moved, `needRows` when rows are missing, and
    /// `frameDone`. Nothing is sent when no scroll view under the point can move.
    /// Offsets are daemon state: they survive commits and are clamped after every layout.
    func scroll(at p: WirePoint, dx: Double, dy: Double) {
        guard frameSerial > 0, dx.isFinite, dy.isFinite else { return }
        for id in tree.scrollNodes(containing: p).reversed() {
            let applied = tree.scroll(id, dx: dx, dy: dy)
            guard applied.x != 0 || applied.y != 0 else { continue }
            send(.inputScroll(id: id, dx: applied.x, dy: applied.y))
            structureChanged = true   // the visible rows may differ
            _ = layoutAndDraw()       // layout is clean: only drawing happens
            reportFrame(destroyed: NodeIDSet())
            return
        }
    }
}
