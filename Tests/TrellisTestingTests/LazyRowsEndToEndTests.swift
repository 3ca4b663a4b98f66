// S19 across the process boundary: the daemon reports lazy-stack rows as appeared only
// while they are inside the scroll view's viewport; a plain VStack is never lazy.
// (Scrolling itself is not injectable over the protocol — there is no injectScroll
// message — so scrolled behaviour is covered in-process: LazyRowsInProcessTests.swift.)
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// 100 rows of 20-point Text in a lazy stack inside a scroll view; each row logs its
/// lifecycle.
struct LazyHundredRows: View {
    let log: EventLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Text("Row \(i)")
                        .onAppear { log("appear \(i)") }
                        .onDisappear { log("disappear \(i)") }
                }
            }
        }
    }
}

/// The same rows in an eager VStack: every row takes part, visible or not.
struct EagerHundredRows: View {
    let log: EventLog
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Text("Row \(i)")
                        .onAppear { log("appear \(i)") }
                        .onDisappear { log("disappear \(i)") }
                }
            }
        }
    }
}

/// The row indices named in "appear i" lines.
func appearedRows(_ lines: [String]) -> [Int] {
    lines.compactMap { $0.hasPrefix("appear ") ? Int($0.dropFirst(7)) : nil }
}

extension EndToEnd {
    @MainActor @Suite("Lazy rows (S19)") struct LazyRows {
        @Test("S19 in a 400x200 window only the lazy rows inside the viewport appear, none below it")
        func onlyVisibleLazyRowsAppear() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 200, { LazyHundredRows(log: log) }) { host in
                try await host.settle()
                let lines = log.take()
                let rows = appearedRows(lines)
                #expect(!lines.contains { $0.hasPrefix("disappear") })
                // Text is 20 pt high at the default font: rows 0..<10 fill 200 pt.
                let visible = try await host.nodes().filter { $0.kind == "text" }
                let onScreen = visible.filter { $0.frame.y < 200 && $0.frame.y + $0.frame.height > 0 }.count
                #expect(rows == Array(0..<onScreen), "appeared: \(rows)")
                #expect(onScreen >= 5 && onScreen < 100, "rows on screen: \(onScreen)")
                // A row's frame starts exactly where the previous one ends: row onScreen is
                // below the 200-point viewport and must not have appeared.
                #expect(!rows.contains(onScreen))
            }
        }

        @Test("S19 only lazy containers are lazy: every row of a VStack in a ScrollView appears")
        func eagerStackRowsAllAppear() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 200, { EagerHundredRows(log: log) }) { host in
                try await host.settle()
                let lines = log.take()
                #expect(Set(appearedRows(lines)) == Set(0..<100))
                #expect(appearedRows(lines).count == 100)
                #expect(!lines.contains { $0.hasPrefix("disappear") })
            }
        }

        @Test("S19 a resize that grows the window makes the newly uncovered lazy rows appear")
        func growingWindowAppearsMoreRows() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 200, { LazyHundredRows(log: log) }) { host in
                try await host.settle()
                let first = appearedRows(log.take())
                try await host.resize(width: 400, height: 400)
                let more = appearedRows(log.take())
                #expect(!more.isEmpty)
                #expect(more == Array(first.count..<(first.count + more.count)), "then: \(more)")
                #expect(first.count + more.count < 100)
                try await host.resize(width: 400, height: 200)
                let lines = log.take()
                #expect(lines.filter { $0.hasPrefix("disappear") }.count == more.count, "\(lines)")
                #expect(appearedRows(lines).isEmpty)
            }
        }

        @Test("S19 over the socket a 10 000-row List sends a prefix; the daemon's needRows fetches more when the window grows")
        func listSendsAPrefixAndFetchesOnNeedRows() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 200, {
                List(0..<10_000, id: \.self) { i in
                    Text("Row \(i)").onAppear { log("appear \(i)") }
                }
            }) { host in
                try await host.settle()
                let texts = try await host.texts()
                #expect(texts.count < 100, "texts sent: \(texts.count)")
                #expect(texts.contains("Row 0"))
                _ = log.take()
                try await host.resize(width: 400, height: 6_750)   // 150 list rows of 45 pt
                let more = appearedRows(log.take())
                #expect(more.last == 149, "appeared: \(more.suffix(3))")
                #expect(try await host.texts().contains("Row 149"))
                #expect(try await host.texts().count < 400)
            }
        }
    }
}
