import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// Everything the views in these tests print (through `print` below and TrellisLog).
@MainActor
enum Log {
    static var lines: [String] = []
    static func reset() { lines = [] }
    static func take() -> [String] { defer { lines = [] }; return lines }
}

/// The snippets print like SwiftUI apps do; in this test module `print` records the line.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    MainActor.assumeIsolated { Log.lines.append(line) }
}

/// A mounted view over the real daemon core, in process (`EmbeddedConnection`): real
/// validation, layout, hit testing, lifecycle and lazyRows, driven synchronously.
@MainActor
struct Harness {
    let connection: EmbeddedConnection
    let host: ViewHost

    init<V: View>(_ view: @autoclosure () -> V, width: Double = 800, height: Double = 600) {
        Log.reset()
        TrellisLog.sink = { line in Log.lines.append(line) }
        AppStorageStore.shared = .inMemory()
        connection = EmbeddedConnection(width: width, height: height)
        host = ViewHost(connection: connection, clientName: "test")
        host.logSink = { line in Log.lines.append(line) }
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

/// The top-level suite: serialized, because the print log is global.
@MainActor @Suite(.serialized)
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
