/// Where TrellisUI's own diagnostics go: `Self._printChanges()` lines and the
/// "Modifying state during view update" warning (S6, S25).
///
/// Defaults to standard output like SwiftUI's; tests replace `sink` to capture lines.
@MainActor
public enum TrellisLog {
    /// Receives one line (without newline) per message.
    public static var sink: (String) -> Void = { Swift.print($0) }

    static func emit(_ line: String) { sink(line) }
}
