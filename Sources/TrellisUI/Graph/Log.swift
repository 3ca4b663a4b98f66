/// Where TrellisUI's own diagnostics go: `Self._printChanges()` lines and the
/// "Modifying state during view update" warning (S6, S25).
///
/// Defaults to standard output like SwiftUI's; tests replace `sink` to capture lines, or
/// give one host its own (``ViewHost/logSink``), which takes the lines its views emit
/// while it mounts or updates them — so two hosts in one process (parallel tests) never
/// take each other's lines.
@MainActor
public enum TrellisLog {
    /// Receives one line (without newline) per message.
    public static var sink: (String) -> Void = { Swift.print($0) }

    static func emit(_ line: String) {
        if let own = (ViewGraph.active ?? ViewGraph.updating)?.logSink { own(line) } else { sink(line) }
    }
}
