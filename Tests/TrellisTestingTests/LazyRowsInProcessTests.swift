// S19 with scrolling, end to end but in one process: the real TrellisUI client (ViewHost)
// talks to the real daemon core (EmbeddedConnection: Compositor + headless backend)
// through the wire encoding. Why in process: the protocol has no `injectScroll` testing
// message, so a TestHost over a trellisd cannot scroll; here the test scrolls through the
// backend, as a wheel does.
import Testing
import TrellisEmbedded
import TrellisProtocol
import TrellisUI

/// The text nodes the client created so far.
@MainActor
private func createdTexts(_ c: EmbeddedConnection) -> Int {
    c.sent.filter { if case .create(_, .text, _) = $0 { return true } else { return false } }.count
}

/// Lazy rows that keep a per-row counter in @State; row 0 has a button that bumps its own.
struct LazyStatefulRows: View {
    let log: EventLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    StatefulRow(index: i, log: log)
                }
            }
        }
    }
}

struct StatefulRow: View {
    let index: Int
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        Text("Row \(index) taps \(taps)")
            .onTapGesture { taps += 1 }
            .onAppear { log("appear \(index)") }
            .onDisappear { log("disappear \(index)") }
    }
}

@MainActor
private func host<V: View>(_ view: V) async -> (ViewHost, EmbeddedConnection) {
    let c = EmbeddedConnection(width: 400, height: 200)
    let h = ViewHost(connection: c, flushesAutomatically: false)
    h.mount(view)
    await h.settle()
    return (h, c)
}

private func disappearedRows(_ lines: [String]) -> [Int] {
    lines.compactMap { $0.hasPrefix("disappear ") ? Int($0.dropFirst(10)) : nil }
}

@MainActor @Suite("Lazy rows while scrolling (S19, in process)")
struct LazyRowsInProcess {
    @Test("S19 scrolling disappears the rows that left the viewport and appears the ones that entered")
    func scrollingMovesTheAppearedRange() async throws {
        let log = EventLog()
        let (h, c) = await host(LazyHundredRows(log: log))
        let first = appearedRows(log.take())
        #expect(first == Array(0..<first.count) && first.count >= 5 && first.count < 100)
        let n = first.count

        c.wheel(at: WirePoint(x: 200, y: 100), dy: 60)   // three 20-point rows
        await h.settle()
        var lines = log.take()
        #expect(disappearedRows(lines) == [0, 1, 2], "\(lines)")
        #expect(appearedRows(lines) == [n, n + 1, n + 2], "\(lines)")

        c.wheel(at: WirePoint(x: 200, y: 100), dy: -60)   // and back: they appear again
        await h.settle()
        lines = log.take()
        #expect(disappearedRows(lines) == [n, n + 1, n + 2], "\(lines)")
        #expect(appearedRows(lines) == [0, 1, 2], "\(lines)")

        c.wheel(at: WirePoint(x: 200, y: 100), dy: 1_000_000)   // clamped at the end
        await h.settle()
        lines = log.take()
        #expect(appearedRows(lines).last == 99, "\(lines)")
        #expect(disappearedRows(lines) == Array(0..<n), "\(lines)")
    }

    @Test("S19 a lazy row's @State survives scrolling it away and back")
    func rowStateSurvivesScrolling() async throws {
        let log = EventLog()
        let (h, c) = await host(LazyStatefulRows(log: log))
        _ = log.take()
        // Tap row 0 twice through the daemon's hit test (row 0 is at the top of the window).
        for _ in 0..<2 {
            c.tap(at: WirePoint(x: 200, y: 10))
            await h.settle()
        }
        #expect(c.snapshot().contains("Row 0 taps 2"))

        c.wheel(at: WirePoint(x: 200, y: 100), dy: 1_000)
        await h.settle()
        #expect(disappearedRows(log.take()).contains(0))

        c.wheel(at: WirePoint(x: 200, y: 100), dy: -1_000)
        await h.settle()
        #expect(appearedRows(log.take()).contains(0))
        let snapshot = c.snapshot()
        #expect(snapshot.contains("Row 0 taps 2"), "\(snapshot.prefix(600))")
    }

    @Test("S19 scrolling a VStack in a ScrollView appears and disappears nothing")
    func eagerRowsIgnoreScrolling() async throws {
        let log = EventLog()
        let (h, c) = await host(EagerHundredRows(log: log))
        #expect(appearedRows(log.take()).count == 100)
        c.wheel(at: WirePoint(x: 200, y: 100), dy: 300)
        await h.settle()
        #expect(log.take().isEmpty)
    }

    @Test("S19 with lazyRows granted, a List over 10 000 rows builds only a prefix and adds rows on needRows")
    func listMaterializesAPrefix() async throws {
        let log = EventLog()
        let (h, c) = await host(List(0..<10_000, id: \.self) { i in
            Text("Row \(i)").onAppear { log("appear \(i)") }.onDisappear { log("disappear \(i)") }
        })
        let first = appearedRows(log.take())
        // 200 points: the list's 20-point top margin, then four 45-point rows.
        #expect(first == Array(0..<first.count) && first.count >= 4, "\(first)")
        let built = createdTexts(c)
        #expect(built >= first.count && built < 100, "rows built at first: \(built)")

        c.wheel(at: WirePoint(x: 200, y: 100), dy: 4_520)   // the top margin and 100 list rows (45 pt each) down
        await h.settle()
        var lines = log.take()
        #expect(disappearedRows(lines) == Array(0..<first.count), "\(lines)")
        let now = appearedRows(lines)
        #expect(now.first == 100 && now == Array(100..<(100 + now.count)), "\(now)")
        #expect(createdTexts(c) > 100 && createdTexts(c) < 300, "rows built: \(createdTexts(c))")

        c.wheel(at: WirePoint(x: 200, y: 100), dy: 1_000_000_000)   // to the end
        await h.settle()
        lines = log.take()
        #expect(appearedRows(lines).last == 9_999, "\(lines.suffix(5))")
        let snapshot = c.snapshot()
        #expect(snapshot.contains("Row 9999"))
    }

    @Test("S19 rows built lazily keep their @State and identity when more rows are added")
    func lazilyBuiltRowsKeepState() async throws {
        let log = EventLog()
        let (h, c) = await host(LazyStatefulRows(log: log))
        #expect(createdTexts(c) < 100)
        c.tap(at: WirePoint(x: 200, y: 10))
        await h.settle()
        c.wheel(at: WirePoint(x: 200, y: 100), dy: 1_000_000)
        await h.settle()
        #expect(createdTexts(c) >= 100)
        c.wheel(at: WirePoint(x: 200, y: 100), dy: -1_000_000)
        await h.settle()
        let snapshot = c.snapshot()
        #expect(snapshot.contains("Row 0 taps 1"), "\(snapshot.prefix(400))")
    }

    @Test("S19 lazy rows work through sections and modifiers: two 5 000-row Sections build a prefix, scrolling reaches the second")
    func lazyThroughSections() async throws {
        let log = EventLog()
        let (h, c) = await host(List {
            Section("First") {
                ForEach(0..<5_000, id: \.self) { i in Text("Row \(i)").onAppear { log("appear \(i)") } }
                    .onDelete { _ in }
            }
            Section("Second") {
                ForEach(5_000..<10_000, id: \.self) { i in Text("Row \(i)").onAppear { log("appear \(i)") } }
            }
        })
        #expect(createdTexts(c) < 100, "rows built at first: \(createdTexts(c))")
        #expect(appearedRows(log.take()).first == 0)
        c.wheel(at: WirePoint(x: 200, y: 100), dy: 1_000_000_000)   // to the end
        await h.settle()
        let lines = log.take()
        #expect(appearedRows(lines).last == 9_999, "\(lines.suffix(3))")
    }

    @Test("S19 a daemon that refuses lazyRows gets every row (the optimistic prefix is rebuilt in full)")
    func refusedLazyRowsBuildsEverything() async throws {
        let c = EmbeddedConnection(withholding: .lazyRows)   // as a daemon that predates lazyRows
        let h = ViewHost(connection: c)
        h.mount(List(0..<200, id: \.self) { i in Text("Row \(i)") })
        await h.settle()
        #expect(c.visibleTexts.count == 200)
        #expect(c.visibleTexts.last == "Row 199")
        #expect(c.violations.isEmpty, "\(c.violations)")
    }

    @Test("S29 a resync after a daemon restart restores the scroll position: no row appears or disappears")
    func resyncKeepsScrollPosition() async throws {
        let log = EventLog()
        let (h, c) = await host(LazyHundredRows(log: log))
        c.wheel(at: WirePoint(x: 200, y: 100), dy: 60)   // three 20-point rows
        await h.settle()
        #expect(disappearedRows(log.take()) == [0, 1, 2])
        let before = c.snapshot()
        // A new daemon core: the old session's tree is gone; the host re-sends its own.
        let fresh = EmbeddedConnection(width: 400, height: 200)
        h.reconnect(to: fresh)
        await h.settle()
        #expect(h.resyncCount == 1)
        #expect(log.take() == [], "the same rows show at the same offset: nothing appears or disappears")
        #expect(fresh.snapshot() == before, "the new daemon draws what the old one drew")
        fresh.wheel(at: WirePoint(x: 200, y: 100), dy: -60)
        await h.settle()
        #expect(appearedRows(log.take()) == [0, 1, 2])
    }

    @Test("S29 a new daemon with a smaller window: rows it does not show disappear after its first frame")
    func resyncOnSmallerWindowDisappearsRows() async throws {
        let log = EventLog()
        let (h, _) = await host(LazyHundredRows(log: log))
        let shown = appearedRows(log.take())
        let smaller = EmbeddedConnection(width: 400, height: 100)
        h.reconnect(to: smaller)
        await h.settle()
        let lines = log.take()
        let gone = disappearedRows(lines)
        #expect(!gone.isEmpty && gone == Array(shown.suffix(gone.count)), "the bottom rows go: \(lines)")
        #expect(appearedRows(lines).isEmpty, "\(lines)")
        #expect(shown.count - gone.count >= 5, "a 100-point window still shows five 20-point rows: \(lines)")
    }
}
