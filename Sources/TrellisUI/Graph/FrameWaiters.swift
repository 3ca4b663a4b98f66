/// Actions that must wait until the daemon has drawn a transaction, not only received it:
/// a change that must be seen before the next one animates from it (a matched view's
/// jump onto its old frame, then its animation home). Two transactions sent back to back
/// can be applied in one daemon frame, and an animation starts from what was last drawn.
@MainActor
final class FrameWaiters {
    private var waiting: [(txn: UInt64, action: () -> Void)] = []
    private var lastCommitted: UInt64 = 0

    var isEmpty: Bool { waiting.isEmpty }

    /// Runs `action` after the `frameDone` of the frame that shows transaction `txn`.
    func after(transaction txn: UInt64, _ action: @escaping () -> Void) {
        waiting.append((txn, action))
    }

    /// The daemon committed transaction `t`.
    func committed(_ t: UInt64) { lastCommitted = max(lastCommitted, t) }

    /// A frame was drawn: the actions waiting for the transactions it shows run.
    func frameDone() {
        guard waiting.contains(where: { $0.txn <= lastCommitted }) else { return }
        let ready = waiting.filter { $0.txn <= lastCommitted }
        waiting.removeAll { $0.txn <= lastCommitted }
        for r in ready { r.action() }
    }
}
