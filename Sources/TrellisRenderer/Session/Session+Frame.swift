// The frame pipeline: lay out, build the frame, animate, draw, then report (S17, S18,
// S19): once for every transaction committed since the last frame.
import TrellisProtocol

extension Session {
    /// Lays out and draws once for every transaction committed since the last frame,
    /// then reports: `committed` for each of them in order (the frame's layout and draw
    /// times on the last, zeros on the ones before), the frame's lifecycle and geometry
    /// events, one `frameDone`. Called before any message that is not part of a
    /// transaction and at the end of every batch of input, so nothing a client asks after
    /// a commit (sync, snapshot, an injected tap) sees a tree that is not laid out.
    /// Unless `force`, the frame waits while `maxUnackedFrames` frames are unacknowledged
    /// (frame credit): the commits are applied, and drawn together after the next ack.
    func flushFrame(force: Bool = true) {
        guard clock.mayDraw(force: force, maxUnacked: limits.maxUnackedFrames) else { return }
        let (txns, destroyed) = clock.takePending()
        let (layoutMicros, drawMicros) = layoutAndDraw()
        if clock.interval != nil { clock.lastPresented = clock.now }
        for e in afterLayout.scrollEvents { send(e) }
        afterLayout.scrollEvents.removeAll()
        for t in txns.dropLast() { send(.committed(txn: t, layoutMicros: 0, drawMicros: 0)) }
        send(.committed(txn: txns.last!, layoutMicros: layoutMicros, drawMicros: drawMicros))
        reportFrame(destroyed: destroyed)
    }

    /// Lays out the surface and has the backend draw it; returns the two durations in µs.
    func layoutAndDraw() -> (UInt32, UInt32) {
        let stopwatch = ContinuousClock()
        let t0 = stopwatch.now
        let placements = tree.statistics.placements
        framePhase.during(.layout) {
            // An offscreen session's surface is the size its root chooses (Session+Offscreen.swift).
            if let o = offscreen { surfaceSize = offscreenSurfaceSize(o) }
            tree.layout(surface: surfaceSize)
        }
        // A lazy stack's rows may move in or out of view whenever anything was re-placed
        // (a row grew, content shrank under a scrolled view): re-check participation then.
        // A commit that re-placed nothing (colours, opacity) still skips the O(nodes) diff.
        let moved = tree.clampScrollOffsets()
        let shownChildChanged = tree.takeShownChildChanged()
        reports.laidOut(placed: tree.statistics.placements != placements, structureMoved: moved || shownChildChanged)
        if !afterLayout.scrolls.isEmpty { carryOutScrollRequests() }   // Session+Scroll.swift
        let t1 = stopwatch.now
        clock.serial += 1
        if !afterLayout.focus.isEmpty { carryOutFocusRequests() }   // Session+Editing.swift
        var frame = presentedFrame(model: tree.committedFrame(serial: clock.serial))   // Session+Animation.swift
        if editing.editor != nil || lastFrame?.editing != nil { decorateEditing(&frame) }
        show(frame)   // Session+Animation.swift
        // An offscreen session is drawn only into `renderImage`'s pixels, never on a window.
        if offscreen == nil { framePhase.during(.draw) { backend.draw(frame, surface: surface) } }
        let t2 = stopwatch.now
        return (micros(t1 - t0), micros(t2 - t1))
    }

    /// Sends lifecycle, geometry and `frameDone` for the frame just drawn.
    ///
    /// Which nodes take part in layout changes only with the structure (insert, remove,
    /// move, destroy, setRoot, setLayers), so a commit of property updates alone skips the O(nodes)
    /// appear/disappear diff and walks only the geometry-reporting nodes: the cost of
    /// such a commit stays independent of the size of the tree.
    func reportFrame(destroyed: NodeIDSet) {
        if let f = focused, destroyed.contains(f) { focused = nil }
        if let (gone, new) = reports.lifecycleChanges(tree: tree, destroyed: destroyed) {
            if let f = focused, !reports.lifecycle.isVisible(f) { focused = nil }
            // A presentation (layer) covers the window: focus under it is dropped, as a
            // sheet takes the keyboard in SwiftUI.
            if let f = focused, let top = tree.layers.last, f != top, !tree.store.isAncestor(top, of: f) { focused = nil }
            if !gone.isEmpty { send(.disappeared(ids: gone)) }
            if !new.isEmpty { send(.appeared(ids: new)) }
        }
        reports.sendGeometry(tree: tree, geometry: capabilities.contains(.geometry)) { send($0) }
        send(.frameDone(serial: clock.serial, presentedMicros: clock.presentedMicros))
        // A dragged node that left layout ends its drag, after the frame's group; a
        // drag-and-drop session (`dragSession`) only when its node is destroyed.
        if let d = pointer.drag, destroyed.contains(d.node) || (!d.outlivesLayout && !reports.lifecycle.isVisible(d.node)) {
            endDrag()
        }
        if let p = pointer.pinch, destroyed.contains(p.node) || !reports.lifecycle.isVisible(p.node) { endPinch() }
        rehoverAfterFrame()   // Session+Hover.swift: content may have moved under the pointer
        // needRows only for clients that announced lazyRows.
        if capabilities.contains(.lazyRows) { reports.sendNeededRows(tree: tree) { send($0) } }
    }
}

func micros(_ d: Duration) -> UInt32 {
    let (s, atto) = d.components
    let us = Double(s) * 1e6 + Double(atto) / 1e12
    return UInt32(clamping: Int(us.rounded()))
}
