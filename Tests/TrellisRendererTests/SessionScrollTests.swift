// S19 at the daemon: scroll offsets kept per scroll node, and lazy rows appearing and
// disappearing as they enter and leave the visible range. Compositor level, no sockets.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

/// 1 frame(height 100) [2 scroll(vertical) [3 lazyVStack(spacing 0) [100…100+n-1]]]
/// Each row is a 50×20 frame: rows 0–4 fill the 100-point viewport.
func scrollingList(rows n: Int, axis: Axis = .vertical) -> [ClientMessage] {
    let horizontal = axis == .horizontal
    var ops: [ClientMessage] = [
        .create(id: 1, kind: .frame, props: horizontal ? [.width(100)] : [.height(100)]),
        .create(id: 2, kind: .scroll, props: [.axis(axis)]),
        .create(id: 3, kind: horizontal ? .lazyHStack : .lazyVStack, props: [.spacing(0)]),
        .insert(parent: 1, child: 2, index: 0),
        .insert(parent: 2, child: 3, index: 0),
    ]
    for i in 0..<n {
        let id = NodeID(100 + i)
        ops.append(.create(id: id, kind: .frame, props: horizontal ? [.width(20), .height(50)] : [.width(50), .height(20)]))
        ops.append(.insert(parent: 3, child: id, index: UInt32(i)))
    }
    ops.append(.setRoot(id: 1))
    return ops
}

/// Rows `r` as node ids.
func rowIDs(_ r: Range<Int>) -> [NodeID] { r.map { NodeID(100 + $0) } }

extension SessionHarness {
    /// Scrolls through the backend (as a wheel would) at the centre of the surface.
    func wheel(dx: Double = 0, dy: Double) -> [DaemonEvent] {
        backend.inject(.scroll(at: WirePoint(x: 200, y: 400), dx: dx, dy: dy), on: SurfaceID(id.rawValue))
        return drain()
    }
}

@Suite("Scrolling and lazy rows (S19)")
struct SessionScrollTests {
    @Test("S19 only the rows inside the viewport appear at first")
    func initialRowsAreTheVisibleOnes() {
        let h = SessionHarness()
        let events = h.send(txn(1, scrollingList(rows: 20)))
        #expect(appeared(events) == [1, 2, 3] + rowIDs(0..<5))
    }

    @Test("S19 rows disappear when scrolled out and appear when scrolled in, repeatedly")
    func rowsFollowTheViewport() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        var events = h.wheel(dy: 20)
        #expect(events.map(caseName) == ["inputScroll", "disappeared", "appeared", "frameDone"])
        #expect(events.first == .inputScroll(id: 2, dx: 0, dy: 20))
        #expect(disappeared(events) == rowIDs(0..<1))
        #expect(appeared(events) == rowIDs(5..<6))

        events = h.wheel(dy: 40)
        #expect(disappeared(events) == rowIDs(1..<3))
        #expect(appeared(events) == rowIDs(6..<8))

        // Back to the top: the same rows appear again (S19: it may repeat).
        events = h.wheel(dy: -60)
        #expect(events.first == .inputScroll(id: 2, dx: 0, dy: -60))
        #expect(disappeared(events) == rowIDs(5..<8))
        #expect(appeared(events) == rowIDs(0..<3))
        // And again down and up.
        #expect(appeared(h.wheel(dy: 100)) == rowIDs(5..<10))
        #expect(appeared(h.wheel(dy: -100)) == rowIDs(0..<5))
    }

    @Test("S19 a row partly in view takes part; a row touching the edge does not")
    func partialRows() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        let events = h.wheel(dy: 10)   // rows 0 (half) … 5 (half)
        #expect(disappeared(events) == [])
        #expect(appeared(events) == rowIDs(5..<6))
        #expect(disappeared(h.wheel(dy: 10)) == rowIDs(0..<1))
    }

    @Test("the offset is clamped to the content: scrolling past the end stops at the last row")
    func clampedToContent() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        let events = h.wheel(dy: 10_000)
        #expect(events.first == .inputScroll(id: 2, dx: 0, dy: 300))
        #expect(h.tree.scrollOffset(of: 2) == WirePoint(x: 0, y: 300))
        #expect(appeared(events) == rowIDs(15..<20))
        // At the end nothing moves, so nothing is reported.
        #expect(h.wheel(dy: 20) == [])
        #expect(h.wheel(dy: -10_000).first == .inputScroll(id: 2, dx: 0, dy: -300))
        #expect(h.wheel(dy: -5) == [])
    }

    @Test("the offset survives commits and moves what is drawn, hit and reported")
    func offsetKeptAcrossCommits() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        let top = h.tree.frame(of: 1)!.y
        _ = h.wheel(dy: 40)
        #expect(h.tree.frame(of: 102)!.y == top)
        // An unrelated commit keeps the offset and the visible rows.
        let events = h.send(txn(2, .update(id: 110, props: [.width(60)])))
        #expect(appeared(events) == [] && disappeared(events) == [])
        #expect(h.tree.scrollOffset(of: 2) == WirePoint(x: 0, y: 40))
        #expect(h.backend.lastFrame(of: SurfaceID(h.id.rawValue))!.items.first { $0.id == 102 }!.frame.y == top)
    }

    @Test("S19 content shrinking under a scrolled view clamps the offset and reveals rows")
    func shrinkingContentClamps() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        _ = h.wheel(dy: 300)                      // rows 15–19 in view
        let events = h.send(txn(2, (10..<20).map { .destroy(id: NodeID(100 + $0)) }))
        #expect(h.tree.scrollOffset(of: 2) == WirePoint(x: 0, y: 100))
        #expect(appeared(events) == rowIDs(5..<10))
        #expect(disappeared(events) == rowIDs(15..<20))
    }

    @Test("S19 a row growing in place pushes the rows after it out of view")
    func growingRowPushesOthersOut() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        let events = h.send(txn(2, .update(id: 101, props: [.height(60)])))
        #expect(disappeared(events) == rowIDs(3..<5))
    }

    @Test("S19 horizontal lazy stacks scroll along x; a vertical delta does not move them")
    func horizontal() {
        let h = SessionHarness()
        #expect(appeared(h.send(txn(1, scrollingList(rows: 20, axis: .horizontal)))) == [1, 2, 3] + rowIDs(0..<5))
        #expect(h.wheel(dy: 40) == [])
        let events = h.wheel(dx: 40, dy: 0)
        #expect(events.first == .inputScroll(id: 2, dx: 40, dy: 0))
        #expect(disappeared(events) == rowIDs(0..<2))
        #expect(appeared(events) == rowIDs(5..<7))
    }

    @Test("a wheel over no scroll view, or before the first commit, is ignored")
    func ignored() {
        let h = SessionHarness()
        #expect(h.wheel(dy: 20) == [])
        h.send(txn(1, .create(id: 1, kind: .text, props: [.text("hi")]), .setRoot(id: 1)))
        #expect(h.wheel(dy: 20) == [])
    }

    @Test("a nested scroll view at its edge hands the movement to the enclosing one")
    func nestedHandOver() {
        let h = SessionHarness()
        // 10 scroll(vertical) [11 vstack [1 (the 100-tall list), 12 frame(height 2000)]]
        var ops = scrollingList(rows: 20)
        ops.removeLast()
        ops += [
            .create(id: 10, kind: .scroll, props: []),
            .create(id: 11, kind: .vstack, props: [.spacing(0)]),
            .create(id: 12, kind: .frame, props: [.width(10), .height(2000)]),
            .insert(parent: 10, child: 11, index: 0),
            .insert(parent: 11, child: 1, index: 0),
            .insert(parent: 11, child: 12, index: 1),
            .setRoot(id: 10),
        ]
        h.send(txn(1, ops))
        let y = h.tree.frame(of: 2)!.y + 50
        func wheel(_ dy: Double) -> [DaemonEvent] {
            h.backend.inject(.scroll(at: WirePoint(x: 200, y: y), dx: 0, dy: dy), on: SurfaceID(h.id.rawValue))
            return h.drain()
        }
        #expect(wheel(300).first == .inputScroll(id: 2, dx: 0, dy: 300))   // the inner list
        #expect(wheel(30).first == .inputScroll(id: 10, dx: 0, dy: 30))    // its end: the outer one
        #expect(h.tree.scrollOffset(of: 2) == WirePoint(x: 0, y: 300))
    }

    @Test("destroying a scroll view forgets its offset; a new node with the same id starts at zero")
    func destroyForgetsOffset() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        _ = h.wheel(dy: 40)
        h.send(txn(2, .destroy(id: 2), .create(id: 2, kind: .scroll, props: []),
                   .insert(parent: 1, child: 2, index: 0)))
        #expect(h.tree.scrollOffset(of: 2) == WirePoint(x: 0, y: 0))
    }
}

@Suite("Lazy rows: cost of commits that move nothing")
struct SessionLazyCostTests {
    @Test("S19 an opacity-only commit in a list re-places nothing and skips the participation diff")
    func opacityOnlyCommit() {
        let h = SessionHarness()
        h.send(txn(1, scrollingList(rows: 20)))
        let before = h.tree.statistics.placements
        let events = h.send(txn(2, .update(id: 102, props: [.opacity(0.5)])))
        #expect(h.tree.statistics.placements == before)
        #expect(events.map(caseName) == ["committed", "frameDone"])
    }
}
