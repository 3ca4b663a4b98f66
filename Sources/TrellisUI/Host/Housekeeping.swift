import Dispatch

/// What a send leaves to do, done while the daemon applies the transaction: walking the
/// subtrees the transaction removed (marking their identities dead, cancelling their
/// tasks, freeing their state: `Teardown`) and bringing the resync mirror up to date
/// (`Resync`).
///
/// A few hundred units are done at once; more (a cleared 10,000-row list: ~35 ms here)
/// goes in slices of about half a millisecond on later main-queue turns, so the daemon's
/// answer — and the next input — is handled between two slices instead of after all of
/// it. The walk goes first (the app can observe it); the mirror is read only by a resync,
/// which brings it up to date itself. Over a connection that delivers synchronously
/// (in-process tests) or a host that does not flush automatically (benchmarks), both are
/// done at once.
@MainActor
final class Housekeeping {
    static let atOnce = 512
    /// Seconds of housekeeping per main-queue turn.
    static let sliceSeconds = 0.0005
    private let graph: ViewGraph
    private let resync: Resync
    private var scheduled = false

    init(graph: ViewGraph, resync: Resync) {
        self.graph = graph
        self.resync = resync
    }

    /// Whether removed subtrees are still being walked or sent batches mirrored.
    var isPending: Bool { graph.teardown.hasPending || resync.isBehind }

    /// A transaction was sent (or an update sent nothing): does its housekeeping now, or
    /// in slices when `slicing` and there is much of it.
    func afterSend(slicing: Bool) {
        // Bounded: batches never pile up unmirrored past a million ops.
        if !slicing || graph.teardown.pendingCount + resync.unmirroredOps <= Self.atOnce
            || resync.unmirroredOps > 1 << 20 {
            graph.teardown.finish()
            resync.catchUp()
            return
        }
        schedule()
    }

    private func schedule() {
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.scheduled = false
                if self.slice() { self.schedule() }
            }
        }
    }

    /// One slice; returns whether work is left.
    private func slice() -> Bool {
        let deadline = ContinuousClock.now + .seconds(Self.sliceSeconds)
        while graph.teardown.hasPending {
            _ = graph.teardown.walk(limit: 16)
            if ContinuousClock.now >= deadline { break }
        }
        // The walk may destroy render nodes no removed root held: the next transaction's.
        if !graph.writer.isEmpty { graph.needsFlush?() }
        resync.catchUp(until: deadline)
        return isPending
    }
}
