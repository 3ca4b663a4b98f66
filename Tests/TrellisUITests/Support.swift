import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// One test's log: the lines its views print (through `Log.print`) and the lines its
/// hosts' `logSink` and `TrellisLog` receive.
final class TestLogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
    func append(_ line: String) { lock.lock(); defer { lock.unlock() }; stored.append(line) }
}

/// The log of the test running in this task: each test of `TrellisUITests` gets its own
/// (the `.perTestLog` trait binds it), so tests run in parallel without taking each
/// other's lines. Tasks a test starts (`task`, `Task {}`) inherit it.
enum TestLog {
    @TaskLocal static var current: TestLogLines?
}

/// Everything the views in the current test printed (through `Log.print`) and
/// TrellisLog lines.
@MainActor
enum Log {
    static var lines: [String] {
        get { current.lines }
        set { current.lines = newValue }
    }
    static func reset() { lines = [] }
    static func take() -> [String] { defer { lines = [] }; return lines }
    /// What the snippets call where a SwiftUI app calls `print`: the line goes to the current
    /// test's log, so tests running in parallel each see only their own lines (standard
    /// output outside a test). A named function rather than a module-wide `print` override,
    /// so a reader of any other code here knows `print` is Swift's.
    nonisolated static func print(_ items: Any..., separator: String = " ") {
        let line = items.map { "\($0)" }.joined(separator: separator)
        if let log = TestLog.current { log.append(line) } else { Swift.print(line) }
    }
    private static var current: TestLogLines {
        guard let log = TestLog.current else {
            preconditionFailure("Log is per test: use it in a test of a suite with the .perTestLog trait (TrellisUITests)")
        }
        return log
    }
}

/// Gives each test its own `TestLog.current`, and routes `TrellisLog` lines emitted in the
/// test's task outside any host's update there too (hosts' own lines go there through
/// `Harness`'s `logSink`).
struct PerTestLog: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }
    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let log = TestLogLines()
        try await TestLog.$current.withValue(log) {
            try await TrellisLog.$taskSink.withValue({ log.append($0) }) {
                try await function()
            }
        }
    }
}

extension Trait where Self == PerTestLog {
    /// A log per test (see `Log`).
    static var perTestLog: PerTestLog { PerTestLog() }
}


/// A mounted view over the real daemon core, in process (`EmbeddedConnection`): real
/// validation, layout, hit testing, lifecycle and lazyRows, driven synchronously.
@MainActor
struct Harness {
    let connection: EmbeddedConnection
    let host: ViewHost

    init<V: View>(_ view: @autoclosure () -> V, width: Double = 800, height: Double = 600) {
        TestLog.current?.lines = []   // no log outside `.perTestLog` suites: lines are printed
        AppStorageStore.shared = .inMemory()
        AppStorageStore.scene = .inMemory()
        connection = EmbeddedConnection(width: width, height: height)
        host = ViewHost(connection: connection, clientName: "test")
        host.systemColorScheme = .light   // not the desktop's: tests pin light
        // This host's lines go to the log of the test that mounted it, whichever test the
        // main actor runs when they are emitted.
        let log = TestLog.current
        host.logSink = { line in if let log { log.append(line) } else { Swift.print(line) } }
        host.mount(view())
        host.settleSync()
        #expect(connection.violations.isEmpty, "the daemon reported: \(connection.violations)")
    }

    /// Taps the tappable view showing `text` and lets the update and lifecycle settle.
    func tap(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = connection.tap(text: text)
        #expect(ok, "no tappable view shows \(text)", sourceLocation: sourceLocation)
        host.settleSync()
        #expect(connection.violations.isEmpty, "the daemon reported: \(connection.violations)", sourceLocation: sourceLocation)
    }

    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        host.settleSync()
        #expect(connection.violations.isEmpty, "the daemon reported: \(connection.violations)", sourceLocation: sourceLocation)
    }

    var transactions: [[ClientMessage]] { connection.transactions }
    var texts: [String] { connection.visibleTexts }
    var violations: [String] { connection.violations }

    /// Ops of the last transaction.
    var lastOps: [ClientMessage] { connection.transactions.last ?? [] }
}

/// The top-level suite. Its tests run in parallel: each has its own log (`.perTestLog`).
@MainActor @Suite(.perTestLog)
struct TrellisUITests {}

extension GraphNode {
    /// The first identity under this one (pre-order) that `match` accepts.
    func firstDescendant(where match: (GraphNode) -> Bool) -> GraphNode? {
        for c in children {
            if match(c) { return c }
            if let d = c.firstDescendant(where: match) { return d }
        }
        return nil
    }
}
