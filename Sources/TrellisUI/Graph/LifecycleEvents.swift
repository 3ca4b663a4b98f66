import TrellisProtocol

extension ViewGraph {
    /// Calls `body` with each identity attached to render node `id`: its owner and the
    /// modifier ancestors whose first render root is `id` (innermost first). No array:
    /// lifecycle batches name tens of thousands of ids.
    func forEachAttached(to id: NodeID, _ body: (GraphNode) -> Void) {
        guard var n = renderOwner[id] else { return }
        body(n)
        while let p = n.parent, p.renderID == nil || p.renderID == id, p.roots.first == id {
            body(p)
            n = p
        }
    }

    /// Runs onAppear actions and starts tasks, in the order the daemon reported (S17).
    func appeared(_ ids: [NodeID]) {
        for id in ids where lifecycleIDs[id] != nil {
            forEachAttached(to: id) { n in
                if resyncAppeared != nil { resyncSeen.insert(ObjectIdentifier(n)) }
                // Already appeared: a daemon that was restarted reports the re-sent tree
                // as appearing; for the app those views never went away (S29).
                guard let e = n.extra, !e.isAppeared else { return }
                e.isAppeared = true
                for a in e.appearActions { a() }
                if e.taskAction != nil, e.task == nil, n.isAlive { startTask(n) }
            }
        }
    }

    /// Runs onDisappear actions and cancels tasks (S18, S21).
    func disappeared(_ ids: [NodeID]) {
        for id in ids where lifecycleIDs[id] != nil {
            forEachAttached(to: id) { disappear($0) }
        }
    }

    private func disappear(_ n: GraphNode) {
        guard let e = n.extra else { return }
        e.isAppeared = false
        for a in e.disappearActions { a() }
        cancelTask(e)
    }

    /// A resync is about to be sent (S29): remembers which views are appeared now.
    func beginResyncAppearance() {
        var appeared: [GraphNode] = []
        var stack = root.map { [$0] } ?? []
        while let n = stack.popLast() {
            if n.extra?.isAppeared == true { appeared.append(n) }
            stack.append(contentsOf: n.children.reversed())   // pre-order: tree order
        }
        resyncAppeared = appeared
        resyncSeen = []
    }

    /// The new daemon's first frame is complete: views it did not report as appeared (it
    /// shows less, e.g. a smaller window) disappear now, as they would have on a resize.
    func finishResyncAppearance() {
        guard let appeared = resyncAppeared else { return }
        resyncAppeared = nil
        for n in appeared where n.isAlive && n.extra?.isAppeared == true && !resyncSeen.contains(ObjectIdentifier(n)) {
            disappear(n)
        }
        resyncSeen = []
    }

    func startTask(_ node: GraphNode) {
        guard let e = node.extra, let action = e.taskAction else { return }
        e.task = Task { @MainActor in await action() }
    }

    /// Cancels `e`'s task (S21: id change, disappearance, teardown) and counts it as
    /// winding down until it returns, so a test host can let its cancellation handling
    /// (a `catch` after an interrupted sleep) run before it calls the app settled.
    func cancelTask(_ e: NodeExtra) {
        guard let t = e.task else { return }
        e.task = nil
        t.cancel()
        tasksWindingDown += 1
        Task { @MainActor [link] in
            await t.value
            link.graph?.tasksWindingDown -= 1
        }
    }

    /// A tap on a tappable render node runs its button action or tap gesture.
    func tapped(_ id: NodeID) {
        guard let n = renderOwner[id], n.isAlive else { return }
        if let a = n.extra?.tapAction { a() }
    }

    /// A tap at `point` (window coordinates): a spatial tap gesture gets the location,
    /// any other tap action runs as `tapped(_:)`.
    func tapped(_ id: NodeID, at point: CGPoint) {
        guard let n = renderOwner[id], n.isAlive else { return }
        if let a = n.extra?.spatialTapAction {
            a(point)
        } else if let a = n.extra?.tapAction {
            a()
        }
    }

    /// A drag on a draggable render node goes to its drag gesture.
    func dragged(_ id: NodeID, _ phase: DragPhase, _ sample: _DragSample) {
        guard let n = renderOwner[id], n.isAlive, let h = n.extra?.dragHandler else { return }
        h(phase, sample)
    }

    /// Text typed into a text field goes through its binding.
    func textInput(_ id: NodeID, _ text: String) {
        guard let n = renderOwner[id], n.isAlive, let b = n.extra?.textBinding else { return }
        b.wrappedValue = text
        // The field shows what its binding reads now, even when the source did not change
        // (a formatted field keeps text that does not parse).
        invalidate(n, reason: nil)
    }

    /// Focus moved (the daemon's `focusChanged`): every focus target's `@FocusState`
    /// follows, the one losing focus first.
    func focusChanged(_ id: NodeID) {
        daemonFocus = id
        requestedFocus = nil   // the daemon answers every setFocus with where focus is
        var targets: [(NodeID, GraphNode)] = []
        for (rid, n) in focusTargets {
            if n.isAlive, n.renderID == rid, n.ext.focusBinding != nil { targets.append((rid, n)) } else { focusTargets[rid] = nil }
        }
        for (rid, n) in targets where rid != id { n.ext.focusBinding?.hasFocus(false) }
        for (rid, n) in targets where rid == id { n.ext.focusBinding?.hasFocus(true) }
        FocusedValuesStore.focusMoved(in: self)
    }

    /// A secondary click on a view with a context menu opens it.
    func contextMenuRequested(_ id: NodeID) {
        guard let n = renderOwner[id], n.isAlive, let open = n.extra?.contextMenuAction else { return }
        open()
    }

    /// Return pressed in a text field runs its `onSubmit` action.
    func submitted(_ id: NodeID) {
        guard let n = renderOwner[id], n.isAlive, let a = n.extra?.submitAction else { return }
        a()
    }

    /// A custom layout's proposal and subview sizes: it runs again when they changed.
    func layoutMeasured(_ id: NodeID, _ proposal: WireProposal, _ sizes: [WireLayoutSize]) {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id, let state = n.extra?.customLayout else { return }
        if state.update(proposal: proposal, sizes: sizes) { invalidate(n, reason: nil) }
    }

    /// A GeometryReader's size: its content is re-evaluated only when the size changed (S23).
    func geometry(_ id: NodeID, _ frame: WireRect) {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id else { return }
        // Kept without an update: only a spatial tap reads it, when the tap comes.
        if n.extra?.spatialTapAction != nil { n.ext.geometryOrigin = CGPoint(x: frame.x, y: frame.y) }
        let size = CGSize(width: frame.width, height: frame.height)
        if n.ext.geometrySize != size {
            n.ext.geometrySize = size
            invalidate(n, reason: nil)
            // A scroll view measured for containerRelativeFrame (Layout/ContainerRelativeFrame.swift).
            if n.renderKind == .scroll { containerSizeChanged(n) }
        }
    }
}
