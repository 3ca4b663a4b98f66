/// Where TrellisUI's own diagnostics go: `Self._printChanges()` lines and the
/// "Modifying state during view update" warning (S6, S25).
///
/// A line goes to the first of: the ``ViewHost/logSink`` of the host whose views emitted
/// it while it mounts or updates them — so two hosts in one process (parallel tests) never
/// take each other's lines —, then ``taskSink`` if the emitting task has one bound, then
/// ``sink``, which defaults to standard output like SwiftUI's.
@MainActor
public enum TrellisLog {
    /// Receives one line (without newline) per message. Process-wide: a test that must
    /// capture lines binds ``taskSink`` or sets a host's ``ViewHost/logSink`` instead.
    public static var sink: (String) -> Void = { Swift.print($0) }

    /// The sink of the current task (and the tasks it starts), for lines emitted outside
    /// any host that has its own sink; nil: ``sink``. Bind it for a scope with
    /// `TrellisLog.$taskSink.withValue(...)`, so concurrent tests never share one.
    @TaskLocal public static var taskSink: (@Sendable (String) -> Void)?

    static func emit(_ line: String) {
        if let own = (ViewGraph.active ?? ViewGraph.updating)?.logSink {
            own(line)
        } else if let scoped = taskSink {
            scoped(line)
        } else {
            sink(line)
        }
    }
}
