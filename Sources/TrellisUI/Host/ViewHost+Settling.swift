// Settling: driving a host to quiet over a connection that delivers synchronously (the
// in-process daemon core that tests and previews use), where no main-queue turn delivers
// events or flushes by itself.

extension ViewHost {
    /// Delivers queued events and flushes until quiet, letting main-actor tasks run in
    /// between (for tests over a connection that `deliversSynchronously`).
    ///
    /// Tasks cancelled by an update get a bounded moment (200 ms: one that ignores
    /// cancellation does not hold the caller) to run their cancellation handling, which
    /// may change state, before the host counts as settled; `yield` alone does not wait
    /// for a task another executor is still resuming.
    public func settle(maxRounds: Int = 100) async {
        var windingDownWaited = false
        for _ in 0..<maxRounds {
            var progressed = connection.pump()
            if graph.hasPendingWork { flush(); progressed = true }
            for _ in 0..<4 { await Task.yield() }
            if !progressed && !graph.hasPendingWork && !connection.pump() {
                guard graph.lifecycle.tasksWindingDown > 0 && !windingDownWaited else { return }
                windingDownWaited = true
                let limit = ContinuousClock.now + .milliseconds(200)
                while graph.lifecycle.tasksWindingDown > 0 && ContinuousClock.now < limit {
                    try? await Task.sleep(for: .milliseconds(1))
                }
            }
        }
    }

    /// Like `settle()` without yielding to tasks.
    public func settleSync(maxRounds: Int = 100) {
        for _ in 0..<maxRounds {
            let delivered = connection.pump()
            if graph.hasPendingWork { flush() } else if !delivered { graph.teardown.releaseAll(); return }
        }
    }
}
