// Shared pieces of the end-to-end suite: every test starts its own trellisd (found through
// TRELLISD or next to the test binary) and drives a real app through it with TestHost.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// What the views of one test print. One log per test (not a global), so the tests can run
/// in parallel.
@MainActor
final class EventLog {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    /// The lines logged since the last `take()`.
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// A tappable counter whose state shows in its label: "name n". Logs its appear and
/// disappear, so a test sees both identity (state kept or reset) and lifecycle.
struct Counter: View {
    let name: String
    let log: EventLog
    @State private var n = 0
    var body: some View {
        Button("\(name) \(n)") { n += 1 }
            .onAppear { log("\(name) appear") }
            .onDisappear { log("\(name) disappear") }
    }
}

/// Runs `body` with a fresh host over a fresh daemon, closing both afterwards.
@MainActor
func withHost<V: View>(width: Double = 400, height: Double = 300, @ViewBuilder _ content: () -> V,
                       _ body: (TestHost) async throws -> Void) async throws {
    try await TestHost.run(width: width, height: height, content: content, body)
}

/// The frame of a rendered node relative to another one (LayoutModel.md gives frames relative
/// to the stack; the daemon reports window coordinates).
func relative(_ r: WireRect, to origin: WireRect) -> WireRect {
    WireRect(x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height)
}

/// The top-level suite of the end-to-end tests. Serialized: each test starts a daemon, and
/// starting ~40 at once on a shared 2-core machine only makes every wait longer.
@Suite("End to end (real trellisd)", .serialized)
struct EndToEnd {}
