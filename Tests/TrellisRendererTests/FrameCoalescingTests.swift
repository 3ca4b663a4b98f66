// R7: commits that arrive together are shown by one frame; a session's work per loop
// turn is bounded; anything that is not part of a transaction waits for the frame.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct FrameCoalescingTests {
    static func frameDones(_ events: [DaemonEvent]) -> Int {
        events.filter { if case .frameDone = $0 { true } else { false } }.count
    }

    static func committed(_ events: [DaemonEvent]) -> [UInt64] {
        events.compactMap { if case .committed(let t, _, _) = $0 { t } else { nil } }
    }

    @Test("Commits in one read are drawn once: committed for each in order, then one frameDone")
    func commitsInOneReadShareAFrame() {
        let h = SessionHarness()
        var msgs: [ClientMessage] = [.begin(txn: 1), .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1), .commit(txn: 1)]
        for t in 2...50 as ClosedRange<UInt64> {
            msgs += [.begin(txn: t), .create(id: NodeID(t), kind: .text, props: [.text("row \(t)")]),
                     .insert(parent: 1, child: NodeID(t), index: 0), .commit(txn: t)]
        }
        let events = h.send(msgs)
        #expect(Self.committed(events) == Array(1...50))
        #expect(Self.frameDones(events) == 1)
        #expect(h.backend.drawCount(of: SurfaceID(h.id.rawValue)) == 1)
        // The one frame reports every node that appeared, once.
        let appeared: [NodeID] = events.flatMap { e -> [NodeID] in if case .appeared(let ids) = e { ids } else { [] } }
        #expect(Set<NodeID>(appeared).count == 50 && appeared.count == 50)
        #expect(events.last.map { if case .frameDone = $0 { true } else { false } } == true)
    }

    @Test("A sync between two commits splits them into two frames, and its answer follows the first")
    func syncWaitsForTheFrame() {
        let h = SessionHarness()
        let events = h.send([.begin(txn: 1), .create(id: 1, kind: .text, props: [.text("a")]), .setRoot(id: 1), .commit(txn: 1),
                             .sync(token: 9),
                             .begin(txn: 2), .update(id: 1, props: [.text("b")]), .commit(txn: 2)])
        #expect(Self.frameDones(events) == 2)
        let syncAt = events.firstIndex(of: .syncDone(token: 9))!
        let firstDone = events.firstIndex { if case .frameDone = $0 { true } else { false } }!
        #expect(firstDone < syncAt)
    }

    @Test("A node created and destroyed between two frames never appears")
    func shortLivedNodeNeverAppears() {
        let h = SessionHarness()
        h.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1), .commit(txn: 1)])
        let events = h.send([.begin(txn: 2), .create(id: 2, kind: .text, props: [.text("x")]), .insert(parent: 1, child: 2, index: 0),
                             .commit(txn: 2), .begin(txn: 3), .destroy(id: 2), .commit(txn: 3)])
        #expect(Self.committed(events) == [2, 3])
        #expect(!events.contains { if case .appeared = $0 { true } else { false } })
        #expect(!events.contains { if case .disappeared = $0 { true } else { false } })
    }

    @Test("Over its per-turn budget a session stalls and finishes on resume, with the same result")
    func budgetStallsAndResumes() {
        var limits = Limits()
        limits.messagesPerTurn = 10
        let h = SessionHarness(limits: limits)
        var msgs: [ClientMessage] = [.begin(txn: 1), .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)]
        for i in 2...40 as ClosedRange<NodeID> {
            msgs += [.create(id: i, kind: .text, props: [.text("\(i)")]), .insert(parent: 1, child: i, index: 0)]
        }
        msgs.append(.commit(txn: 1))
        var enc = FrameEncoder()
        for m in msgs { enc.encode(m) }
        h.compositor.receive(enc.bytes, from: h.id)
        #expect(h.compositor.hasBufferedInput(h.id), "stopped after 10 messages")
        #expect(h.compositor.renderTree(of: h.id)?.root == nil, "nothing committed yet")
        let events = h.drain()   // resumes until done, as trellisd does turn by turn
        #expect(Self.committed(events) == [1])
        #expect(h.compositor.renderTree(of: h.id)?.children(of: 1).count == 39)
    }
}

@Suite struct FrameCreditTests {
    static func commit(_ t: UInt64) -> [ClientMessage] {
        [.begin(txn: t), .update(id: 2, props: [.text("t\(t)")]), .commit(txn: t)]
    }

    func frameDones(_ events: [DaemonEvent]) -> [UInt64] {
        events.compactMap { if case .frameDone(let s, _) = $0 { s } else { nil } }
    }

    @Test("beyond maxUnackedFrames commits are applied but drawn only after an ack, all in one frame")
    func creditHoldsFrames() {
        let h = SessionHarness(limits: Limits(maxUnackedFrames: 2))
        _ = h.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .text, props: [.text("a")]),
                    .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1), .commit(txn: 1)])
        #expect(frameDones(h.send(Self.commit(2))) == [2])
        // Two frames unacknowledged: the next commits wait.
        #expect(frameDones(h.send(Self.commit(3))).isEmpty)
        #expect(frameDones(h.send(Self.commit(4))).isEmpty)
        let acked = h.send(.ack(serial: 2))
        #expect(frameDones(acked) == [3], "one frame for both held commits: \(acked)")
        let committed = acked.compactMap { if case .committed(let t, _, _) = $0 { t } else { nil } }
        #expect(committed == [3, 4])
        #expect(h.backend.snapshot(surface: SurfaceID(h.id.rawValue))?.contains("\"t4\"") == true)
    }

    @Test("a sync is a barrier: it sees every commit drawn, whatever the credit")
    func syncForcesTheFrame() {
        let h = SessionHarness(limits: Limits(maxUnackedFrames: 1))
        _ = h.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .text, props: [.text("a")]),
                    .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1), .commit(txn: 1)])
        #expect(frameDones(h.send(Self.commit(2))).isEmpty)
        let events = h.send(.sync(token: 9))
        #expect(frameDones(events) == [2])
        guard case .syncDone(9)? = events.last else { Issue.record("\(events)"); return }
    }
}
