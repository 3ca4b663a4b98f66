// Scroll snapping in the daemon (protocol README §7, "Scroll snapping"): a user's scroll of
// a paging or view-aligned scroll view ends, the daemon picks the rest position and glides
// there on the frame clock, reporting each step as inputScroll. Compositor level, no sockets.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

/// 1 frame(100×50) [2 scroll(horizontal, snap) [3 hstack(spacing 0) [content]]].
/// Paging content: five 100×50 pages (ids 100…104). View-aligned content: 4 effect
/// (scrollTargetLayout) [5 hstack(spacing 10) [ten 40×50 cards, ids 100…109]]: card k's
/// leading edge is at 50k.
private func carousel(_ snap: WireScrollSnap, cards: Bool = false) -> [ClientMessage] {
    var ops: [ClientMessage] = [
        .create(id: 1, kind: .frame, props: [.width(100), .height(50)]),
        .create(id: 2, kind: .scroll, props: [.axis(.horizontal), .scrollSnap(snap)]),
        .create(id: 3, kind: .hstack, props: [.spacing(0)]),
        .insert(parent: 1, child: 2, index: 0),
        .insert(parent: 2, child: 3, index: 0),
    ]
    var parent: NodeID = 3
    if cards {
        ops += [.create(id: 4, kind: .effect, props: [.scrollTargetLayout(true)]),
                .create(id: 5, kind: .hstack, props: [.spacing(10)]),
                .insert(parent: 3, child: 4, index: 0), .insert(parent: 4, child: 5, index: 0)]
        parent = 5
    }
    for i in 0..<(cards ? 10 : 5) {
        let id = NodeID(100 + i)
        ops.append(.create(id: id, kind: .frame, props: [.width(cards ? 40 : 100), .height(50)]))
        ops.append(.insert(parent: parent, child: id, index: UInt32(i)))
    }
    ops.append(.setRoot(id: 1))
    return ops
}

private let paging = WireScrollSnap(mode: .paging, limit: .never)

/// The movements `inputScroll` reported for scroll node 2 along x.
private func scrolled(_ events: [DaemonEvent]) -> [Double] {
    events.compactMap { if case .inputScroll(2, let dx, _) = $0 { dx } else { nil } }
}

extension SessionHarness {
    /// A horizontal wheel/trackpad movement over the carousel's centre.
    func swipe(_ dx: Double) -> [DaemonEvent] {
        send(.injectScroll(x: 200, y: 400, dx: dx, dy: 0))
    }
    var carouselOffset: Double { tree.scrollOffset(of: 2).x }
}

@Suite("Scroll snapping in the daemon")
struct ScrollSnapTests {
    @Test("the rest choice: nearest to the projected offset, within the limit counted from the start")
    func restChoice() {
        let pages = [0.0, 100, 200, 300, 400]
        #expect(ScrollSnap.rest(candidates: pages, start: 0, projected: 60, limit: 1) == 100)
        #expect(ScrollSnap.rest(candidates: pages, start: 0, projected: 10, limit: 1) == 0)
        #expect(ScrollSnap.rest(candidates: pages, start: 0, projected: 260, limit: 1) == 100, "one page per gesture")
        #expect(ScrollSnap.rest(candidates: pages, start: 0, projected: 260, limit: nil) == 300)
        #expect(ScrollSnap.rest(candidates: pages, start: 200, projected: -50, limit: 1) == 100)
        // Between two positions (a glide was stopped): either neighbour is within one.
        #expect(ScrollSnap.rest(candidates: pages, start: 150, projected: 390, limit: 1) == 200)
        #expect(ScrollSnap.rest(candidates: pages, start: 150, projected: 20, limit: 1) == 100)
        #expect(ScrollSnap.rest(candidates: pages, start: 150, projected: 390, limit: 3) == 400)
        #expect(ScrollSnap.rest(candidates: [], start: 0, projected: 0, limit: nil) == nil)
    }

    @Test("a gesture's speed comes from its recent movements; one movement, or all at one instant, has none")
    func gestureSpeed() {
        var snap = ScrollSnap()
        snap.scrolled(2, offsetBefore: 0, delta: 48, now: 1)
        #expect(snap.gestures[2]?.speed == 0)
        snap.scrolled(2, offsetBefore: 48, delta: 48, now: 1.02)
        snap.scrolled(2, offsetBefore: 96, delta: 48, now: 1.04)
        #expect(abs((snap.gestures[2]?.speed ?? 0) - 96 / 0.04) < 1e-6)
        #expect(snap.takeEndedGestures(now: 1.1).isEmpty, "0.06 s after the last movement: still under way")
        let ended = snap.takeEndedGestures(now: 1.2)
        #expect(ended.map(\.id) == [2] && abs(ended[0].ended - 1.16) < 1e-9 && ended[0].gesture.start == 0)
        #expect(!snap.isActive)
    }

    @Test("paging: a swipe of 60 % of a page rests on the next page, gliding there on the clock after the gesture ends")
    func pagingTurnsAPage() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))   // this client drives the virtual clock
        h.send(txn(1, carousel(paging)))
        var events = h.swipe(60)
        #expect(scrolled(events) == [60])
        #expect(h.compositor.isAnimating, "the clock runs while the gesture may still end")
        events = h.send(.advanceClock(seconds: 0.1))
        #expect(scrolled(events) == [], "the gesture has not ended yet")
        events = h.send(.advanceClock(seconds: 0.02 + 0.15))   // ended at 0.12; half the glide's time
        let halfWay = 60 + 40 * (1 - 0.125)                       // ease out at t = ½: 0.875
        #expect(abs(h.carouselOffset - halfWay) < 1e-6)
        #expect(events.map(caseName).suffix(2) == ["inputScroll", "frameDone"], "reported as a scroll is")
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 100)
        #expect(!h.session.scrollSnap.isActive && !h.compositor.isAnimating)
        #expect(h.send(.advanceClock(seconds: 1)).isEmpty, "at rest: nothing more")
    }

    @Test("paging: a swipe of 10 % of a page glides back; the reported movements sum to the offset")
    func pagingSnapsBack() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(paging)))
        var total = scrolled(h.swipe(100)).reduce(0, +)
        total += scrolled(h.send(.advanceClock(seconds: 1))).reduce(0, +)
        #expect(h.carouselOffset == 100 && total == 100)
        total += scrolled(h.swipe(10)).reduce(0, +)
        total += scrolled(h.send(.advanceClock(seconds: 0.2))).reduce(0, +)
        total += scrolled(h.send(.advanceClock(seconds: 1))).reduce(0, +)
        #expect(h.carouselOffset == 100)
        #expect(abs(total - 100) < 1e-9)
        // Two pages' worth in one gesture still turns one page.
        total += scrolled(h.swipe(100)).reduce(0, +)
        total += scrolled(h.swipe(100)).reduce(0, +)
        total += scrolled(h.send(.advanceClock(seconds: 1))).reduce(0, +)
        #expect(h.carouselOffset == 200 && abs(total - 200) < 1e-9)
    }

    @Test("a movement during the glide stops it and starts a new gesture from there")
    func scrollingAgainStopsTheGlide() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(paging)))
        _ = h.swipe(60)
        _ = h.send(.advanceClock(seconds: 0.12 + 0.15))   // half way: 95
        let stopped = h.carouselOffset
        #expect(scrolled(h.swipe(-80)) == [-80])
        #expect(abs(h.carouselOffset - (stopped - 80)) < 1e-9)
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 0, "the new gesture (from 95, left at 15) rests on page 1")
    }

    @Test("on a real frame clock the ticks end the gesture and carry the glide; the clock stops at rest")
    func realClockTicks() {
        let h = SessionHarness()
        var now = 0.0
        h.session.clock.realClock = { now }
        h.session.clock.interval = 1.0 / 60
        h.send(txn(1, carousel(paging)))
        #expect(scrolled(h.swipe(60)) == [60])
        var reported = 60.0, ticks = 0
        while h.compositor.isAnimating && ticks < 100 {   // bounded: 100 ticks are 1.7 s
            now += 1.0 / 60
            ticks += 1
            h.compositor.tick()
            reported += scrolled(h.drain()).reduce(0, +)
            if now < ScrollSnap.idleSeconds { #expect(h.carouselOffset == 60, "still in the gesture at \(now)") }
        }
        #expect(h.carouselOffset == 100 && abs(reported - 100) < 1e-9)
        #expect(!h.compositor.isAnimating, "the clock stops once the glide arrived (after \(ticks) ticks)")
        #expect(ticks >= 25 && ticks <= 27, "0.12 s + 0.3 s of 60 Hz ticks: \(ticks)")
    }

    @Test("a scrollTo during the gesture wins: no snap follows it")
    func scrollToWinsOverTheSnap() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(paging)))
        _ = h.swipe(60)
        h.send(txn(2, .scrollTo(id: 103, anchorX: 0, anchorY: 0, hasAnchor: true)))
        #expect(h.carouselOffset == 300)
        #expect(!h.session.scrollSnap.isActive)
        #expect(scrolled(h.send(.advanceClock(seconds: 1))) == [])
        #expect(h.carouselOffset == 300)
    }

    @Test("on a virtual clock nobody drives, the snap follows the movement at once")
    func undrivenClockSnapsAtOnce() {
        let h = SessionHarness()
        h.send(txn(1, carousel(paging)))
        let events = h.swipe(60)
        #expect(scrolled(events) == [60, 40])
        #expect(h.carouselOffset == 100)
        #expect(!h.session.scrollSnap.isActive)
    }

    @Test("view-aligned: rests with a card's leading edge on the scroll view's; limit one moves one card, never any number")
    func viewAligned() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(WireScrollSnap(mode: .viewAligned, limit: .never), cards: true)))
        _ = h.swipe(30)
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 50, "card 1's edge (50) is nearest to 30")
        _ = h.swipe(130)                          // to 180: card 4 (200) is nearest
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 200)
        // Limit one: the same swipe moves one card.
        h.send(txn(2, .update(id: 2, props: [.scrollSnap(WireScrollSnap(mode: .viewAligned, limit: .one))])))
        _ = h.swipe(130)
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 250)
        // The content ends at 490 (max offset 390): the last cards cannot reach the edge,
        // and the end is a rest position.
        h.send(txn(3, .update(id: 2, props: [.scrollSnap(WireScrollSnap(mode: .viewAligned, limit: .never))])))
        _ = h.swipe(130)
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 390)
    }

    @Test("without snapping nothing glides; a scroll node without scrollSnap stays where the wheel left it")
    func noSnapNoGlide() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(WireScrollSnap(mode: .none, limit: .never))))
        _ = h.swipe(60)
        #expect(!h.session.scrollSnap.isActive)
        #expect(scrolled(h.send(.advanceClock(seconds: 1))) == [])
        #expect(h.carouselOffset == 60)
    }

    @Test("Page Down / Page Up glide a paging scroll view a page at a time, and are not sent to the app")
    func pageKeys() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(paging)))
        let pageDown = UInt32(KeyCode.pageDown.rawValue), pageUp = UInt32(KeyCode.pageUp.rawValue)
        var events = h.send(.injectKey(key: pageDown, modifiers: 0))
        events += h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 100)
        #expect(!events.contains { caseName($0) == "inputKey" })
        _ = h.send(.injectKey(key: pageDown, modifiers: 0))
        _ = h.send(.advanceClock(seconds: 0.1))
        _ = h.send(.injectKey(key: pageUp, modifiers: 0))   // mid-glide: back to the page before it
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 100)
        // A swipe to the middle of page 3 and Page Down: the next page that way.
        _ = h.swipe(150)
        _ = h.send(.advanceClock(seconds: 0.05))
        _ = h.send(.injectKey(key: pageDown, modifiers: 0))
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 300)
    }

    @Test("Page Down scrolls a scroll view that does not snap by 87.5 % of its length")
    func pageKeysWithoutSnapping() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, carousel(WireScrollSnap(mode: .none, limit: .never))))
        _ = h.send(.injectKey(key: UInt32(KeyCode.pageDown.rawValue), modifiers: 0))
        _ = h.send(.advanceClock(seconds: 1))
        #expect(h.carouselOffset == 87.5)
    }
}
