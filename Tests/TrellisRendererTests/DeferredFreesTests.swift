// The memory a commit lets go of (destroyed nodes' arrays, replaced frames) is freed after
// the commit is answered (`Compositor.reclaimMemory`, DeferredFrees.swift). Only the
// freeing waits: answers, frames, byte counts and id reuse are those of freeing at once.
import Testing
import TrellisTestSupport
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session: memory freed after the answer (deferred frees)")
struct DeferredFreesTests {
    /// A list of `rows` rows (HStack of two texts), committed as transaction 2.
    func list(rows: Int) -> SessionHarness {
        let h = SessionHarness()
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)))
        var ops: [ClientMessage] = []
        for r in 0..<rows {
            let base = NodeID(10 + r * 3)
            ops += [.create(id: base, kind: .hstack, props: [.spacing(4)]),
                    .create(id: base + 1, kind: .text, props: [.text("row \(r) with a longer label")]),
                    .create(id: base + 2, kind: .text, props: [.text("\(r)")]),
                    .insert(parent: base, child: base + 1, index: 0), .insert(parent: base, child: base + 2, index: 1),
                    .insert(parent: 1, child: base, index: UInt32(r))]
        }
        h.send(txn(2, ops))
        return h
    }

    @Test("a cleared list: answered and drawn empty, its bytes uncounted at once; its arrays wait for reclaim, in slices")
    func clearedListWaitsForReclaim() {
        let h = list(rows: 300)
        let empty = SessionHarness()
        empty.send(txn(1, .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)))
        let events = h.send(txn(3, (0..<300).map { .destroy(id: NodeID(10 + $0 * 3)) }))
        #expect(errorEvent(events) == nil)
        #expect(events.contains { if case .disappeared(let ids) = $0 { ids.count == 900 } else { false } })
        #expect(h.tree.nodeCount == 1)
        #expect(h.tree.heldBytes == empty.tree.heldBytes, "the byte budget counts the destroyed nodes out at once")
        #expect(h.backend.snapshot(surface: h.session.surface) == empty.backend.snapshot(surface: empty.session.surface))
        let parked = h.session.pendingFrees
        #expect(parked >= 900, "property lists, measured lines and child lists of 900 nodes: \(parked)")
        var slices = 0
        while h.compositor.reclaimMemory(limit: 100) { slices += 1 }
        #expect(slices >= 8)
        #expect(h.session.pendingFrees == 0)
    }

    @Test("a node updated and reset before it is destroyed gives back every byte it was counted for")
    func bytesAfterUpdatesAndResets() {
        let h = list(rows: 1)
        let empty = SessionHarness()
        empty.send(txn(1, .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)))
        for i in 0..<5 {
            h.send(txn(UInt64(3 + i), .update(id: 11, props: [.text(String(repeating: "x", count: 10 * (i + 1))), .fontName("Serif")])))
        }
        h.send(txn(8, .reset(id: 11, tags: [.fontName]), .update(id: 12, props: [.foreground(WireColor(r: 1, g: 2, b: 3))])))
        h.send(txn(9, .destroy(id: 10)))
        #expect(h.tree.heldBytes == empty.tree.heldBytes)
    }

    @Test("ids destroyed and created again before their memory is freed are new nodes")
    func idsReusedBeforeReclaim() {
        let h = list(rows: 20)
        h.send(txn(3, (0..<20).map { .destroy(id: NodeID(10 + $0 * 3)) }))
        #expect(h.session.pendingFrees > 0)
        h.send(txn(4, .create(id: 10, kind: .text, props: [.text("again")]), .insert(parent: 1, child: 10, index: 0)))
        #expect(h.tree.children(of: 1) == [10])
        #expect(h.tree.property(.text, of: 10) == .text("again"))
        #expect(h.tree.children(of: 10).isEmpty)
        h.compositor.reclaimMemory()
        #expect(h.tree.property(.text, of: 10) == .text("again"))
        #expect(h.backend.snapshot(surface: h.session.surface)?.contains("again") == true)
    }

    @Test("without anyone reclaiming, a commit frees what waits once it passes the session's bound")
    func boundedWithoutReclaim() {
        let h = list(rows: 50)
        h.session.maxPendingFrees = 40
        h.send(txn(3, (0..<50).map { .destroy(id: NodeID(10 + $0 * 3)) }))
        #expect(h.session.pendingFrees > 40)
        h.send(txn(4, .update(id: 1, props: [.spacing(2)])))
        #expect(h.session.pendingFrees <= 4, "only the frame the last commit replaced may wait")
    }

    /// One seeded stream through two sessions: one reclaims a random amount after every
    /// read, the other never; returns how many payloads the first freed.
    func compare(seed: UInt64) -> Int {
        print("DeferredFreesTests seed \(seed)")
        let reclaiming = SessionHarness(limits: SessionEagerBuildTests.limits)
        let keeping = SessionHarness(limits: SessionEagerBuildTests.limits)
        return runDifferential(seed: seed, salt: 11, limits: SessionEagerBuildTests.limits, reclaiming, keeping) { _, step, rng in
            #expect(reclaiming.tree.heldBytes == keeping.tree.heldBytes, "seed \(seed) step \(step)")
            let before = reclaiming.session.pendingFrees
            reclaiming.compositor.reclaimMemory(limit: Int.random(in: 1...8, using: &rng))
            return before - reclaiming.session.pendingFrees
        }
    }

    @Test("random streams: the same events, frames, bytes and tree whether memory is reclaimed in slices or never",
          arguments: 0..<24)
    func sameResults(seed: Int) {
        _ = compare(seed: UInt64(seed))
    }

    @Test("the streams do free parked memory between reads (the differential is not vacuous)")
    func coverage() {
        let freed = (0..<24).map { compare(seed: UInt64($0)) }.reduce(0, +)
        #expect(freed >= 200, "payloads freed between reads: \(freed)")
    }
}
