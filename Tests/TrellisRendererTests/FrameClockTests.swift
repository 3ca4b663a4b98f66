// A real frame clock (x11 60 Hz, terminal 30 Hz): commits arriving faster than frames are
// coalesced into the next tick's frame, and each is still acknowledged with it.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct FrameClockTests {
    @Test func commitsFasterThanTheClockShareTheNextTicksFrame() throws {
        let h = SessionHarness()
        var now = 0.0
        h.session.clock.realClock = { now }
        h.session.clock.interval = 1.0 / 60
        h.send(txn(1, .create(id: 1, kind: .text, props: [.text("0")]), .setRoot(id: 1)))
        #expect(h.session.clock.serial == 1)       // the first commit after a quiet spell draws at once
        now = 0.004
        var events: [DaemonEvent] = []
        for t in 2...6 {                          // five commits within the same 16.7 ms
            events += h.send(.ack(serial: h.session.clock.serial))
            events += h.send(txn(UInt64(t), .update(id: 1, props: [.text("\(t)")])))
        }
        #expect(h.session.clock.serial == 1, "no frame before the tick")
        #expect(!events.contains { if case .committed = $0 { true } else { false } })
        #expect(h.compositor.isAnimating)         // the clock must run for them
        now = 1.0 / 60
        h.compositor.tick()
        let drawn = h.drain()
        #expect(h.session.clock.serial == 2, "one frame for the five commits")
        let committed = drawn.compactMap { if case .committed(let t, _, _) = $0 { t } else { nil } }
        #expect(committed == [2, 3, 4, 5, 6])
        #expect(drawn.contains(.frameDone(serial: 2, presentedMicros: 16_666)))
        #expect(h.session.lastFrame?.items.first?.text == "6")   // the last state wins
        #expect(!h.compositor.isAnimating)
    }
}
