// Custom animations as the daemon plays them (`setAnimationSamples` and the `sampled`
// curve), the limits it enforces on their samples, and the `transitionBlur` effect.
import Foundation
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

extension WireAnimation {
    static func sampled(span: Double = 0, repeatCount: UInt32 = 1, autoreverses: Bool = false, delay: Double = 0,
                        speed: Double = 1) -> WireAnimation {
        WireAnimation(curve: .sampled, duration: span, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0, dampingFraction: 0,
                      blendDuration: 0, delay: delay, speed: speed, repeatCount: repeatCount, autoreverses: autoreverses)
    }
}

@Suite struct SampledAnimationTests {
    @Test("samples are interpolated linearly, end at their last sample, and take delay, speed and repeats as other curves")
    func samplesInterpolate() throws {
        let s = try AnimationSamples.validated(interval: 0.25, values: [0, 0.5, 1.25, 1]).get()
        let a = PlayedAnimation(.sampled(), samples: s)
        #expect(a.progress(elapsed: 0).value == 0)
        #expect(abs(a.progress(elapsed: 0.125).value - 0.25) < 1e-12)
        #expect(abs(a.progress(elapsed: 0.5).value - 1.25) < 1e-12, "an overshoot is played as sampled")
        #expect(abs(a.progress(elapsed: 0.625).value - 1.125) < 1e-12)
        #expect(a.progress(elapsed: 0.75) == (1, true))
        let slow = PlayedAnimation(.sampled(delay: 0.5, speed: 0.5), samples: s)   // 0.5 s of delay in animation time
        #expect(slow.progress(elapsed: 0.9).value == 0)
        #expect(abs(slow.progress(elapsed: 1.5).value - 0.5) < 1e-12)
        let back = PlayedAnimation(.sampled(repeatCount: 2, autoreverses: true), samples: s)
        #expect(abs(back.progress(elapsed: 0.75 + 0.125).value - 1.125) < 1e-12, "the second play runs backwards")
        #expect(back.progress(elapsed: 1.6).done)
    }

    @Test("the sample rules: 2 to 1200 samples, finite, interval > 0, at most 60 s")
    func sampleRules() {
        func message(_ interval: Double, _ values: [Double]) -> String? {
            if case .failure(let e) = AnimationSamples.validated(interval: interval, values: values) { return e.message }
            return nil
        }
        #expect(message(0.1, [0, 1]) == nil)
        #expect(message(0.01, Array(repeating: 0.5, count: 1200)) == nil)
        #expect(message(0.01, Array(repeating: 0.5, count: 1201))?.contains("limit is 1200") == true)
        #expect(message(0.1, [1])?.contains("at least 2") == true)
        #expect(message(0.1, [0, .nan, 1])?.contains("finite") == true)
        #expect(message(0, [0, 1])?.contains("interval") == true)
        #expect(message(61, [0, 1])?.contains("60") == true)
    }

    /// A 100×100 frame (node 2) under a vstack (1), on a client-driven clock.
    func square(_ h: SessionHarness) {
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .frame, props: [.width(100), .height(100)]),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
    }

    func item(_ h: SessionHarness, _ id: NodeID) -> CommittedFrame.Item? {
        h.session.lastFrame?.items.first { $0.id == id }
    }

    @Test("a sampled animation presents the sampled curve frame by frame, with no client message")
    func sessionPlaysSamples() throws {
        let h = SessionHarness()
        square(h)
        // Progress: 0 at 0 s, 0.8 at 0.1 s, 1 at 0.2 s (a fast start).
        let events = h.send(txn(2, .setAnimationSamples(interval: 0.1, samples: [0, 0.8, 1]),
                                .setAnimation(animation: .sampled(span: 0.2)), .update(id: 2, props: [.opacity(0)])))
        #expect(errorEvent(events) == nil, "\(events)")
        h.send(.advanceClock(seconds: 0.05))
        #expect(abs(try #require(item(h, 2)).opacity - 0.6) < 1e-9, "40 % of the way")
        h.send(.advanceClock(seconds: 0.05))
        #expect(abs(try #require(item(h, 2)).opacity - 0.2) < 1e-9, "80 % of the way")
        h.send(.advanceClock(seconds: 0.15))
        #expect(try #require(item(h, 2)).opacity == 0)
        #expect(!h.session.animation.animator.isAnimating)
    }

    @Test("a sampled setAnimation without samples in its transaction, too many samples and a NaN sample are invalidValue")
    func sessionRejectsBadSamples() throws {
        let a = SessionHarness()
        square(a)
        let none = errorEvent(a.send(txn(2, .setAnimation(animation: .sampled(span: 1)))))
        #expect(none?.code == .invalidValue && none?.message.contains("setAnimationSamples") == true, "\(String(describing: none))")

        let b = SessionHarness()
        square(b)
        b.send(txn(2, .setAnimationSamples(interval: 0.1, samples: [0, 1])))
        // Samples do not outlive their transaction.
        let stale = errorEvent(b.send(txn(3, .setAnimation(animation: .sampled(span: 1)))))
        #expect(stale?.code == .invalidValue, "\(String(describing: stale))")

        let c = SessionHarness()
        square(c)
        let many = errorEvent(c.send(txn(2, .setAnimationSamples(interval: 0.001, samples: Array(repeating: 0.5, count: 1201)))))
        #expect(many?.code == .invalidValue && many?.message.contains("1200") == true, "\(String(describing: many))")

        let d = SessionHarness()
        square(d)
        let nan = errorEvent(d.send(txn(2, .setAnimationSamples(interval: 0.1, samples: [0, .nan, 1]))))
        #expect(nan?.code == .invalidValue, "\(String(describing: nan))")

        let e = SessionHarness()
        square(e)
        let outside = errorEvent(e.send(.setAnimationSamples(interval: 0.1, samples: [0, 1])))
        #expect(outside?.code == .notInTransaction, "\(String(describing: outside))")
    }

    @Test("transitionBlur blurs an inserted subtree from its radius to none, and a removed one from none to its radius")
    func transitionBlurPlays() throws {
        let h = SessionHarness()
        square(h)
        let linear = WireAnimation.curve(1, (0, 0, 1, 1))
        let fade = WireTransition(insertOpacity: 0, insertScale: 1, insertX: 0, insertY: 0,
                                  removeOpacity: 0, removeScale: 1, removeX: 0, removeY: 0)
        let created = h.send(txn(2, .setAnimation(animation: linear),
                   .create(id: 4, kind: .frame, props: [.width(50), .height(50), .transition(fade),
                                                        .transitionBlur(WireTransitionBlur(insertRadius: 10, removeRadius: 20))]),
                   .insert(parent: 1, child: 4, index: 1)))
        #expect(errorEvent(created) == nil, "\(created)")
        h.send(.advanceClock(seconds: 0.25))
        let entering = try #require(item(h, 4))
        #expect(abs(entering.blurRadius - 7.5) < 1e-6, "\(entering)")
        #expect(try #require(item(h, 4)).needsGroup, "drawn blurred, as a group")
        h.send(.advanceClock(seconds: 1))
        #expect(try #require(item(h, 4)).blurRadius == 0, "in place: sharp")
        h.send(txn(3, .setAnimation(animation: linear), .remove(parent: 1, child: 4)))
        h.send(.advanceClock(seconds: 0.5))
        let leaving = try #require(item(h, 4))
        #expect(abs(leaving.blurRadius - 10) < 1e-9 && abs(leaving.opacity - 0.5) < 1e-9)
        h.send(.advanceClock(seconds: 0.6))
        #expect(item(h, 4) == nil)
    }
}
