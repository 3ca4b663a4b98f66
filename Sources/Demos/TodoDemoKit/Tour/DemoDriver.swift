import TrellisProtocol
import TrellisUI

/// Drives a mounted app through the daemon like a user would: it asks trellisd for a
/// snapshot (`requestSnapshot`), finds a node by its text, and injects a tap at its
/// centre (`injectTap`), so the daemon's hit-testing picks the target and the app gets
/// an ordinary `inputTap`. Needs a host created with the `testing` capability.
///
/// Used by `trellis-demo --tour` (to produce PNG frames with the png backend) and by
/// the demo's end-to-end tests.
@MainActor
public final class DemoDriver {
    public let host: ViewHost
    private var snapshots: [UInt64: String] = [:]
    private var nextToken: UInt64 = 1
    /// Transactions the daemon has committed so far.
    public private(set) var committedCount = 0

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(host: ViewHost) {
        self.host = host
        let previous = host.onEvent
        host.onEvent = { [weak self] event in
            previous?(event)
            switch event {
            case let .snapshot(token, text): self?.snapshots[token] = text
            case .committed: self?.committedCount += 1
            default: break
            }
        }
    }

    /// The daemon's current snapshot of this app's surface.
    // Timeouts are generous: scripts/test runs many daemons at once on 2 cores.
    public func snapshot(timeout: Duration = .seconds(15)) async throws -> String {
        let token = nextToken
        nextToken += 1
        var sentOn = ObjectIdentifier(host.connection)
        host.connection.send([.requestSnapshot(token: token)])
        var patience = Patience(timeout)
        while true {
            if let s = snapshots.removeValue(forKey: token) { return s }
            // The daemon went away and the app reconnected (S29): the old one will never
            // answer, so the request goes to the new one.
            if ObjectIdentifier(host.connection) != sentOn {
                sentOn = ObjectIdentifier(host.connection)
                host.connection.send([.requestSnapshot(token: token)])
            }
            if patience.isExhausted() { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw Failure(description: "no snapshot from trellisd within \(timeout)")
    }

    /// Nodes of the current snapshot.
    public func nodes() async throws -> [SnapshotNode] {
        FrameSnapshot.parse(try await snapshot())
    }

    /// Waits until a snapshot satisfies `condition` (the app has answered an input and
    /// the daemon committed it); returns that snapshot's nodes.
    @discardableResult
    public func waitUntil(_ what: String, timeout: Duration = .seconds(15),
                          _ condition: ([SnapshotNode]) -> Bool) async throws -> [SnapshotNode] {
        var patience = Patience(timeout)
        var last: [SnapshotNode] = []
        while true {
            last = try await nodes()
            if condition(last) { return last }
            if patience.isExhausted() { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        let texts = last.compactMap(\.text).filter { !$0.isEmpty }
        throw Failure(description: "timed out waiting until \(what); on screen: \(texts)")
    }

    /// Waits until a visible text node shows exactly `text`.
    @discardableResult
    public func waitForText(_ text: String, timeout: Duration = .seconds(15)) async throws -> SnapshotNode {
        let nodes = try await waitUntil("\"\(text)\" is shown", timeout: timeout) { nodes in
            nodes.contains { $0.kind == "text" && $0.text == text }
        }
        return nodes.last { $0.kind == "text" && $0.text == text }!
    }

    /// Taps the topmost text node that shows exactly `text` (its tappable ancestor gets
    /// the tap), waiting for it to appear first.
    public func tap(_ text: String, timeout: Duration = .seconds(15)) async throws {
        let node = try await waitForText(text, timeout: timeout)
        tap(at: node.centre)
    }

    /// Taps the first node matching `predicate`, waiting for one to be on screen (the
    /// first frame comes after the daemon's welcome, which a tour's first step may beat).
    public func tap(where what: String, timeout: Duration = .seconds(15), _ predicate: (SnapshotNode) -> Bool) async throws {
        let nodes: [SnapshotNode]
        do {
            nodes = try await waitUntil(what, timeout: timeout) { $0.contains(where: predicate) }
        } catch {
            throw Failure(description: "nothing on screen is \(what)")
        }
        tap(at: nodes.first(where: predicate)!.centre)
    }

    /// Injects a tap at a window point.
    public func tap(at point: WirePoint) {
        host.connection.send([.injectTap(x: point.x, y: point.y)])
    }

    /// Focuses the first text field by tapping it (the daemon focuses tappable text
    /// fields) and enters `text` as its new value.
    public func type(_ text: String) async throws {
        try await tap(where: "a text field") { $0.kind == "textField" }
        try await Task.sleep(for: .milliseconds(50))
        host.connection.send([.injectText(text: text)])
    }
}

/// A timeout that counts only the time the waiter could use. The driver runs on the main
/// actor, which also delivers the daemon's answers; when something else holds the main
/// actor for seconds (other tests on a loaded 2-core machine), a wall-clock deadline
/// expires although neither the app nor the daemon was slow. Each poll therefore counts
/// at most `longestPoll`: a longer gap means the poller itself was kept from running.
/// A daemon that never answers still fails the wait after about `timeout` of polling.
struct Patience {
    private var left: Duration
    private var last: ContinuousClock.Instant
    private let longestPoll: Duration = .milliseconds(250)

    init(_ timeout: Duration, now: ContinuousClock.Instant = .now) {
        left = timeout
        last = now
    }

    /// Charges the time since the last call (at most `longestPoll`); true once the
    /// timeout is used up. `now`: the clock, passed in by tests.
    mutating func isExhausted(now: ContinuousClock.Instant = .now) -> Bool {
        left -= min(now - last, longestPoll)
        last = now
        return left <= .zero
    }
}
