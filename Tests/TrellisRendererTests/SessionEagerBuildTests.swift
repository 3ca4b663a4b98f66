// Differential: a session that builds fresh subtrees as their ops arrive (Session.stage)
// must answer and draw exactly like one that applies every op at commit. Seeded random
// op streams (SessionRandomizedTests' generator) in reads of 1…6 messages, so frames of
// earlier commits, syncs and taps fall between a transaction's parts, and ops built early
// wait in the queue while later ones in the same read are staged.
import Testing
import TrellisTestSupport
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session: fresh subtrees built before commit (differential)")
struct SessionEagerBuildTests {
    static let limits = Limits(maxNodes: 20, maxDepth: 5, maxStringLength: 16, maxUnackedFrames: 1 << 30)

    /// Runs one seeded stream through both sessions; returns how many ops the eager one
    /// applied before their commit (so the test can show the path was taken).
    func compare(seed: UInt64) -> Int {
        print("SessionEagerBuildTests seed \(seed)")
        let eager = SessionHarness(limits: Self.limits)
        let staged = SessionHarness(limits: Self.limits)
        eager.session.staging.eagerBuildAfterOps = 0
        staged.session.staging.eagerBuildAfterOps = .max
        var stagedBefore = 0
        return runDifferential(seed: seed, salt: 7, limits: Self.limits, eager, staged,
                               before: { stagedBefore = eager.session.staging.ops.count }) { read, step, _ in
            // A transaction opened after a commit may have built nodes already.
            if read.contains(where: { if case .commit = $0 { true } else { false } }), eager.session.staging.openTransaction == nil {
                #expect(eager.tree.nodeCount == staged.tree.nodeCount, "seed \(seed) step \(step)")
            }
            guard eager.session.staging.openTransaction != nil else { return 0 }
            return read.filter(\.isNodeOp).count - (eager.session.staging.ops.count - stagedBefore)
        }
    }

    @Test("random streams: the same events, frames and committed tree with and without building early",
          arguments: 0..<48)
    func sameResults(seed: Int) {
        _ = compare(seed: UInt64(seed))
    }

    @Test("the streams do build nodes early (the differential is not vacuous)")
    func coverage() {
        let early = (0..<48).map { compare(seed: UInt64($0)) }.reduce(0, +)
        #expect(early >= 200, "ops applied before their commit: \(early)")
    }

    @Test("a long transaction streamed in parts: once past the threshold, rows are built as they arrive, attached at commit")
    func rowsBuiltAsTheyArrive() {
        let h = openListTransaction(eagerBuildAfterOps: 0)
        var inserts: [ClientMessage] = []
        for r in 0..<200 {
            let base = NodeID(10 + r * 4)
            h.send(.create(id: base, kind: .hstack, props: []), .create(id: base + 1, kind: .text, props: [.text("row \(r)")]),
                   .create(id: base + 2, kind: .spacer, props: []),
                   .insert(parent: base, child: base + 1, index: 0), .insert(parent: base, child: base + 2, index: 1))
            inserts.append(.insert(parent: 1, child: base, index: UInt32(r)))
        }
        #expect(h.session.staging.ops.count == 0)   // every row op applied on arrival
        #expect(h.tree.nodeCount == 1 + 600 && h.tree.children(of: 1).isEmpty)
        let done = h.send(inserts + [.commit(txn: 2)])
        #expect(h.session.staging.ops.count == 0)
        #expect(h.tree.children(of: 1).count == 200)
        #expect(appeared(done).count == 600)
        #expect(h.backend.snapshot(surface: h.session.surface)?.contains("row 199") == true)
    }
}

@Suite("Session: short transactions are staged whole")
struct SessionEagerThresholdTests {
    @Test("below the threshold nothing is built before commit; past it, fresh rows are")
    func threshold() {
        let h = openListTransaction(eagerBuildAfterOps: 100)
        for r in 0..<60 {   // 180 ops: the first 100 staged, the rest built early
            let base = NodeID(10 + r * 2)
            h.send(.create(id: base, kind: .hstack, props: []), .create(id: base + 1, kind: .text, props: [.text("\(r)")]),
                   .insert(parent: base, child: base + 1, index: 0))
        }
        // Ops 0…99 (rows 0…32 and row 33's stack) are staged. From op 100 on, fresh trees
        // are built: row 33's text, rows 34…59; row 33's insert joins its text to a staged
        // stack, so it is staged too.
        #expect(h.session.staging.ops.count == 101)
        #expect(h.tree.nodeCount == 1 + 1 + 26 * 2)
        let done = h.send((0..<60).map { .insert(parent: 1, child: NodeID(10 + $0 * 2), index: UInt32($0)) } + [.commit(txn: 2)])
        #expect(appeared(done).count == 120)
        #expect(h.tree.children(of: 1).count == 60)
    }
}

@Suite("Session: an id built early, then attached, destroyed and created again")
struct SessionEagerReuseTests {
    @Test("in one read: the second create waits for the commit, after the destroy")
    func recreatedAfterStagedDestroy() {
        let h = openListTransaction(eagerBuildAfterOps: 0)
        // Node 5 is built early (queued until the end of the read), attached to the list
        // (staged), destroyed (staged), then made again: the render tree must see the
        // second create after the destroy, not two creates of 5.
        let events = h.send(.create(id: 5, kind: .text, props: [.text("a")]), .insert(parent: 1, child: 5, index: 0),
                            .destroy(id: 5), .create(id: 5, kind: .text, props: [.text("b")]),
                            .insert(parent: 1, child: 5, index: 0), .commit(txn: 2))
        #expect(errorEvent(events) == nil)
        #expect(h.tree.children(of: 1) == [5])
        #expect(h.tree.property(.text, of: 5) == .text("b"))
    }
}

/// A session showing an empty list (node 1), with transaction 2 open.
func openListTransaction(eagerBuildAfterOps: Int) -> SessionHarness {
    let h = SessionHarness()
    h.session.staging.eagerBuildAfterOps = eagerBuildAfterOps
    h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)))
    h.send(.begin(txn: 2))
    return h
}

extension ClientMessage {
    /// create … setAnimation: the ops a transaction stages.
    var isNodeOp: Bool {
        switch self {
        case .create, .update, .reset, .insert, .move, .remove, .destroy, .setRoot, .setLayers, .setAnimation: true
        default: false
        }
    }
}
