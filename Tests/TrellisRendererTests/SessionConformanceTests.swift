// Rules an independent peer found the daemon broke (issue "Conformance III"): each test
// names the rule in trellis.idl it checks.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session conformance")
struct SessionConformanceTests {
    @Test("frameDone.presentedMicros is 0 until advanceClock, even after an animated commit finished at once")
    func presentedMicrosWithoutAClock() {
        let h = SessionHarness()
        let a = WireAnimation(curve: .timingCurve, duration: 0.35, c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1, response: 0,
                              dampingFraction: 0, blendDuration: 0, delay: 0, speed: 1, repeatCount: 1, autoreverses: false)
        _ = h.send(txn(1, .create(id: 1, kind: .shape, props: []), .setRoot(id: 1)))
        let events = h.send(txn(2, .setAnimation(animation: a), .update(id: 1, props: [.opacity(0.5)])))
        let done = events.compactMap { e -> UInt64? in if case .frameDone(_, let us) = e { us } else { nil } }
        #expect(done == [0], "\(events)")
        _ = h.send(.advanceClock(seconds: 0.1))
        let later = h.send(txn(3, .update(id: 1, props: [.opacity(1)])))
        let after = later.compactMap { e -> UInt64? in if case .frameDone(_, let us) = e { us } else { nil } }
        #expect(after.first.map { $0 > 0 } == true, "the client's clock is reported once it drives it: \(later)")
    }

    @Test("trim takes exactly two values, from <= to; animation and transition fields keep their own constraints")
    func valueConstraints() {
        func code(_ m: [ClientMessage]) -> ErrorCode? { errorEvent(SessionHarness().send(m))?.code }
        #expect(code(txn(1, .create(id: 1, kind: .shape, props: [.shape(.path), .trim([0.75, 0.25])]))) == .invalidValue)
        #expect(code(txn(1, .create(id: 1, kind: .shape, props: [.shape(.path), .trim([0, 0.5, 1])]))) == .invalidValue)
        #expect(code(txn(1, .create(id: 1, kind: .shape, props: [.shape(.path), .trim([0.25, 0.75])]), .setRoot(id: 1))) == nil)
        let slow = WireAnimation(curve: .timingCurve, duration: 1, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0,
                                 dampingFraction: 0, blendDuration: 0, delay: 0, speed: 0, repeatCount: 1, autoreverses: false)
        #expect(code(txn(1, .setAnimation(animation: slow))) == .invalidValue, "speed must be > 0")
        var bouncy = slow
        bouncy.speed = 1
        bouncy.dampingFraction = -1
        #expect(code(txn(1, .setAnimation(animation: bouncy))) == .invalidValue)
    }
}
