// needRows: the daemon asks a `lazyRows` client for the rows its visible range lacks.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

/// The list of `scrollingList` with `itemCount` rows of which the first `supplied` exist.
func lazyList(itemCount: UInt64, supplied: Int) -> [ClientMessage] {
    var ops = scrollingList(rows: supplied)
    ops.insert(.update(id: 3, props: [.itemCount(itemCount)]), at: ops.count - 1)
    return ops
}

func needRows(_ events: [DaemonEvent]) -> [DaemonEvent] {
    events.filter { if case .needRows = $0 { true } else { false } }
}

/// Rows `r` of the lazy stack 3 as insert ops (20 tall each).
func supplyRows(_ r: Range<Int>) -> [ClientMessage] {
    r.flatMap { i -> [ClientMessage] in
        let id = NodeID(100 + i)
        return [.create(id: id, kind: .frame, props: [.width(50), .height(20)]),
                .insert(parent: 3, child: id, index: UInt32(i))]
    }
}

@Suite("needRows for lazy stacks (S19)")
struct SessionNeedRowsTests {
    let lazyClient: Capabilities = [.testing, .lazyRows]

    @Test("S19 an empty lazy stack of 10,000 rows asks for the visible rows plus overscan, after frameDone")
    func firstRequest() {
        let h = SessionHarness(capabilities: lazyClient)
        let events = h.send(txn(1, lazyList(itemCount: 10_000, supplied: 0)))
        // 100-point viewport + 100 points overscan at the 20-point estimate: rows 0..<10.
        #expect(needRows(events) == [.needRows(container: 3, start: 0, end: 10)])
        #expect(events.map(caseName).suffix(2) == ["frameDone", "needRows"])
        // The missing rows still count: the list scrolls over its estimated length.
        #expect(h.tree.frame(of: 3)!.height == 200_000)
    }

    @Test("S19 supplied rows satisfy the request; scrolling asks for the next ones only")
    func scrollingAsksForMore() {
        let h = SessionHarness(capabilities: lazyClient)
        h.send(txn(1, lazyList(itemCount: 10_000, supplied: 0)))
        var events = h.send(txn(2, supplyRows(0..<10)))
        #expect(needRows(events) == [])
        #expect(appeared(events) == rowIDs(0..<5))
        events = h.wheel(dy: 100)
        #expect(appeared(events) == rowIDs(5..<10))
        #expect(needRows(events) == [.needRows(container: 3, start: 10, end: 15)])
        events = h.send(txn(3, supplyRows(10..<15)))
        #expect(needRows(events) == [])
        #expect(appeared(events) == [])      // rows 10–14 are in the overscan, not in view
        #expect(appeared(h.wheel(dy: 40)) == rowIDs(10..<12))
    }

    @Test("a request is not repeated while unanswered and unchanged")
    func notRepeated() {
        let h = SessionHarness(capabilities: lazyClient)
        h.send(txn(1, lazyList(itemCount: 10_000, supplied: 0)))
        #expect(needRows(h.send(txn(2, .update(id: 1, props: [.width(300)])))) == [])
    }

    @Test("a lazy stack that has all its rows, or a client without lazyRows, gets no needRows")
    func noRequest() {
        let full = SessionHarness(capabilities: lazyClient)
        #expect(needRows(full.send(txn(1, lazyList(itemCount: 20, supplied: 20)))) == [])
        let plain = SessionHarness()
        #expect(needRows(plain.send(txn(1, lazyList(itemCount: 10_000, supplied: 0)))) == [])
    }

    @Test("the request stops at itemCount")
    func stopsAtItemCount() {
        let h = SessionHarness(capabilities: lazyClient)
        let events = h.send(txn(1, lazyList(itemCount: 3, supplied: 0)))
        #expect(needRows(events) == [.needRows(container: 3, start: 0, end: 3)])
    }
}
