// Differential runs: the same seeded random op stream through two sessions that differ in
// one setting (early building, reclaiming memory), which must answer and draw alike.
import Testing
import TrellisTestSupport
import TrellisProtocol
@testable import TrellisRenderer

/// Sends `steps` reads of 1…6 random messages (SessionRandomizedTests' generator, a few
/// invalid) to `a` and `b`, expecting the same events (times aside) and frames after each
/// read, the same closing, and the same committed tree at the end. `before` runs before
/// each read is sent, `after` after it (either may inspect or act on the sessions, with
/// the stream's generator); the sum of what `after` returns comes back, so a test can
/// show the path it compares was taken.
func runDifferential(seed: UInt64, salt: UInt64, limits: Limits, _ a: SessionHarness, _ b: SessionHarness,
                     steps: Int = 300, before: () -> Void = {},
                     after: (_ read: [ClientMessage], _ step: Int, _ rng: inout SplitMix64) -> Int) -> Int {
    var gen = OpGenerator(rng: SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ salt))
    var model = ReferenceSession(limits: limits)
    var total = 0
    for step in 0..<steps {
        // One read of 1…6 messages: ops built early are queued until the read ends,
        // so a read can build, attach, destroy and make again the same id.
        var read: [ClientMessage] = []
        for _ in 0 ..< Int.random(in: 1...6, using: &gen.rng) {
            let op = gen.next(model, invalidRate: 0.002)
            _ = model.apply(op)
            read.append(op)
        }
        before()
        let ea = a.send(read), eb = b.send(read)
        #expect(ea.map(timeless) == eb.map(timeless), "seed \(seed) step \(step): \(read)")
        #expect(a.backend.snapshot(surface: a.session.surface) == b.backend.snapshot(surface: b.session.surface),
                "seed \(seed) step \(step): \(read)")
        if a.isClosing || b.isClosing {
            #expect(a.isClosing == b.isClosing)
            break
        }
        if read.contains(where: { if case .commit = $0 { true } else { false } }) {
            expectSameTree(a, b, model.committed, "seed \(seed) step \(step)")
        }
        total += after(read, step, &gen.rng)
    }
    expectSameTree(a, b, model.committed, "seed \(seed) at the end")
    return total
}

/// Every node of `committed` has the same children and properties in `a` and `b`.
private func expectSameTree(_ a: SessionHarness, _ b: SessionHarness, _ committed: ReferenceTree, _ what: String) {
    for id in committed.kinds.keys {
        #expect(a.tree.children(of: id) == b.tree.children(of: id), "\(what) node \(id)")
        #expect(a.tree.properties(of: id) == b.tree.properties(of: id), "\(what) node \(id)")
    }
}

/// An event without the times it reports (they differ from run to run).
func timeless(_ e: DaemonEvent) -> String {
    if case .committed(let txn, _, _) = e { return "committed(\(txn))" }
    return "\(e)"
}
