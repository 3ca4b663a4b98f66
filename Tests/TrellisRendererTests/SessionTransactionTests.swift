// S24: transactions are atomic. Nothing staged reaches the render tree (or the
// backend) before commit; a disconnect discards staged ops; commit reports in order.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session transactions (S24)")
struct SessionTransactionTests {
    let tree3: [ClientMessage] = [
        .create(id: 1, kind: .vstack, props: []),
        .create(id: 2, kind: .text, props: [.text("a")]),
        .create(id: 3, kind: .text, props: [.text("b")]),
        .insert(parent: 1, child: 2, index: 0),
        .insert(parent: 1, child: 3, index: 1),
        .setRoot(id: 1),
    ]

    @Test("S24 staged ops do not reach the laid-out tree or the backend before commit",
          arguments: [true, false])
    func stagedNotApplied(eager: Bool) {
        let h = SessionHarness()
        h.session.staging.eagerBuildAfterOps = eager ? 0 : .max
        let events = h.send([.begin(txn: 1)] + tree3)
        #expect(events.isEmpty)
        // The new nodes may already be built, detached (Session.stage); nothing hangs
        // under a root and nothing is drawn.
        #expect(h.tree.nodeCount == (eager ? 3 : 0))
        #expect(h.tree.root == nil)
        #expect(h.backend.snapshot(surface: h.session.surface) == nil)   // nothing drawn
        let done = h.send(.commit(txn: 1))
        #expect(h.tree.nodeCount == 3)
        #expect(h.tree.children(of: 1) == [2, 3])
        #expect(appeared(done) == [1, 2, 3])
    }

    @Test("S24 a subtree built before commit stays out of frames, hit tests and events until its commit")
    func freshSubtreeInvisibleBetweenParts() {
        let h = SessionHarness()
        h.session.staging.eagerBuildAfterOps = 0
        let first = h.send(txn(1, .create(id: 1, kind: .vstack, props: []),
                               .create(id: 2, kind: .shape, props: [.tappable(true)]),
                               .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
        #expect(errorEvent(first) == nil)
        let before = h.backend.snapshot(surface: h.session.surface)
        // A new row, built detached as it arrives; a sync and a tap between the parts.
        let mid = h.send(.begin(txn: 2), .create(id: 3, kind: .shape, props: [.tappable(true)]),
                         .create(id: 4, kind: .text, props: [.text("new")]), .sync(token: 1), .injectTap(x: 5, y: 5))
        #expect(errorEvent(mid) == nil)
        #expect(h.tree.contains(3) && h.tree.parent(of: 3) == nil)
        #expect(mid.contains { if case .inputTap(2, _, _) = $0 { true } else { false } })
        #expect(appeared(mid).isEmpty && h.backend.snapshot(surface: h.session.surface) == before)
        let done = h.send(.insert(parent: 1, child: 3, index: 0), .destroy(id: 4), .commit(txn: 2))
        #expect(appeared(done) == [3])
        #expect(h.tree.children(of: 1) == [3, 2])
        #expect(!h.tree.contains(4))
    }

    @Test("S24 input during an open transaction sees the committed tree only")
    func inputSeesCommittedTree() {
        let h = SessionHarness()
        h.send(txn(1, .create(id: 1, kind: .shape, props: [.tappable(true)]), .setRoot(id: 1)))
        let events = h.send(.begin(txn: 2), .destroy(id: 1), .injectTap(x: 5, y: 5))
        #expect(events.contains { if case .inputTap(1, _, _) = $0 { true } else { false } })
    }

    @Test("S24 a transaction split byte by byte commits exactly like one sent whole")
    func dripFeed() {
        var enc = FrameEncoder()
        for m in txn(1, tree3) { enc.encode(m) }
        let bytes = enc.bytes
        let whole = SessionHarness()
        let expected = whole.sendBytes(bytes)
        let drip = SessionHarness()
        var got: [DaemonEvent] = []
        for (i, b) in bytes.enumerated() {
            let events = drip.sendBytes([b])
            if i < bytes.count - 1 { #expect(events.isEmpty) }
            got += events
        }
        #expect(got.map(caseName) == expected.map(caseName))
        #expect(appeared(got) == [1, 2, 3])
        #expect(drip.tree.children(of: 1) == [2, 3])
    }

    @Test("S24 closing a session mid-transaction discards staged ops and frees every node")
    func disconnectDiscards() {
        let h = SessionHarness()
        h.send(txn(1, tree3))
        h.send([.begin(txn: 2), .create(id: 9, kind: .text, props: []), .insert(parent: 1, child: 9, index: 0)])
        #expect(h.tree.children(of: 1) == [2, 3])   // node 9 may be built, never attached
        #expect(h.backend.snapshot(surface: h.session.surface) != nil)
        let surface = h.session.surface
        h.compositor.closeSession(h.id)
        #expect(h.compositor.session(h.id) == nil)
        #expect(h.compositor.sessionCount == 0)
        #expect(h.backend.snapshot(surface: surface) == nil)   // backend released the surface
    }

    @Test("S24 an error mid-transaction commits nothing of it")
    func errorCommitsNothing() {
        let h = SessionHarness()
        h.send(txn(1, tree3))
        let events = h.send(.begin(txn: 2), .destroy(id: 3), .update(id: 77, props: []), .commit(txn: 2))
        #expect(errorEvent(events)?.code == .unknownNode)
        #expect(!events.contains { caseName($0) == "committed" })
        #expect(h.tree.children(of: 1) == [2, 3])
    }

    @Test("commit reports committed, disappeared, appeared, geometry, frameDone in that order")
    func commitEventOrder() {
        let h = SessionHarness()
        h.send(txn(1, tree3))
        let events = h.send(txn(2,
            .remove(parent: 1, child: 3),
            .create(id: 4, kind: .geometry, props: []),
            .insert(parent: 1, child: 4, index: 1)))
        #expect(events.map(caseName) == ["committed", "disappeared", "appeared", "geometry", "frameDone"])
        #expect(events.first == .committed(txn: 2, layoutMicros: committedTimes(events).0, drawMicros: committedTimes(events).1))
        #expect(events.last == .frameDone(serial: 2))
    }

    @Test("ops in a transaction are validated against the staged tree, in order")
    func validatedAgainstStagedView() {
        let h = SessionHarness()
        h.send(txn(1, tree3))
        // Move 3 from 1 to a new stack created in the same transaction, then destroy 2.
        let events = h.send(txn(2,
            .create(id: 5, kind: .hstack, props: []),
            .remove(parent: 1, child: 3),
            .insert(parent: 5, child: 3, index: 0),
            .insert(parent: 1, child: 5, index: 1),
            .destroy(id: 2),
            .move(parent: 1, child: 5, index: 0)))
        #expect(errorEvent(events) == nil, "\(events)")
        #expect(h.tree.children(of: 1) == [5])
        #expect(h.tree.children(of: 5) == [3])
        #expect(!h.tree.contains(2))
    }

    @Test("a background destroyed and its id reused for another kind in one transaction commits (regression)")
    func pairIdReused() {
        let h = SessionHarness()
        let events = h.send(txn(1,
            .create(id: 1, kind: .background, props: []),
            .destroy(id: 1),
            .create(id: 1, kind: .vstack, props: []),
            .setRoot(id: 1)))
        #expect(errorEvent(events) == nil, "\(events)")
        #expect(appeared(events) == [1])
    }

    @Test("a tree exactly as deep as the default depth limit commits and lays out (no stack exhaustion)")
    func deepestTreeLaysOut() {
        let h = SessionHarness()
        let depth = Limits().maxDepth
        var ops: [ClientMessage] = []
        let kinds: [NodeKind] = [.vstack, .padding, .hstack, .frame, .zstack, .effect]
        for i in 0...depth { ops.append(.create(id: NodeID(i + 1), kind: kinds[i % kinds.count], props: [])) }
        for i in 0..<depth { ops.append(.insert(parent: NodeID(i + 1), child: NodeID(i + 2), index: 0)) }
        ops.append(.setRoot(id: 1))
        let events = h.send(txn(1, ops))
        #expect(errorEvent(events) == nil)
        #expect(appeared(events).count == depth + 1)
        let tooDeep = h.send(txn(2, .create(id: 9999, kind: .text, props: []),
                                 .insert(parent: NodeID(depth + 1), child: 9999, index: 0)))
        #expect(errorEvent(tooDeep)?.code == .limitExceeded)
    }

    @Test("sync is answered with syncDone after everything sent before it")
    func sync() {
        let h = SessionHarness()
        let events = h.send(txn(1, tree3) + [.sync(token: 42)])
        #expect(events.last == .syncDone(token: 42))
        #expect(events.dropLast().last.map(caseName) == "frameDone")
    }

    @Test("ack acknowledges frames already sent")
    func ack() {
        let h = SessionHarness()
        h.send(txn(1, tree3))
        #expect(h.send(.ack(serial: 1)).isEmpty)
        #expect(h.session.clock.lastAcked == 1)
    }

    @Test("a session stalled at the output high-water mark resumes where it stopped")
    func highWaterResumes() {
        let h = SessionHarness(limits: Limits(outputHighWater: 64))
        let syncs = (0..<200).map { ClientMessage.sync(token: UInt64($0)) }
        let events = h.send(syncs)   // the harness drains and resumes until done
        #expect(events == (0..<200).map { .syncDone(token: UInt64($0)) })
    }
}

func committedTimes(_ events: [DaemonEvent]) -> (UInt32, UInt32) {
    for e in events { if case .committed(_, let l, let d) = e { return (l, d) } }
    return (0, 0)
}
