// Keyframes: KeyframeTimeline's values (computed in the app) and KeyframeAnimator playing
// them (real time: these tests wait a few tenths of a second, bounded).
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private struct Bounce {
    var scale = 1.0
    var offset = 0.0
}

@MainActor
private final class ValueLog {
    var scales: [Double] = []
    func note(_ s: Double) { if scales.last != s { scales.append(s) } }
}

private struct TriggeredBounce: View {
    let log: ValueLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Go") { taps += 1 }
            Text("ball")
                .keyframeAnimator(initialValue: Bounce(), trigger: taps) { content, value in
                    let _ = log.note(value.scale)
                    content.scaleEffect(value.scale).offset(y: value.offset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2.0, duration: 0.1)
                        MoveKeyframe(3.0)
                        LinearKeyframe(1.25, duration: 0.1)
                    }
                    KeyframeTrack(\.offset) {
                        CubicKeyframe(-20, duration: 0.1)
                    }
                }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Keyframes {
        @Test("KeyframeTimeline: linear, move, spring and cubic segments; tracks run in parallel; the longest sets the duration")
        func timeline() {
            let t = KeyframeTimeline(initialValue: Bounce()) {
                KeyframeTrack(\.scale) {
                    LinearKeyframe(3.0, duration: 1)
                    MoveKeyframe(10.0)
                    LinearKeyframe(20.0, duration: 1, timingCurve: .easeIn)
                }
                KeyframeTrack(\.offset) {
                    SpringKeyframe(100.0, duration: 3, spring: .smooth)
                }
            }
            #expect(t.duration == 3)
            #expect(t.value(time: 0).scale == 1)
            #expect(abs(t.value(time: 0.5).scale - 2) < 1e-9, "halfway from 1 to 3")
            #expect(abs(t.value(time: 1.0).scale - 10) < 1e-9, "the move jumps at once")
            let eased = t.value(time: 1.5).scale
            #expect(eased > 10 && eased < 15, "ease-in is behind linear at the middle: \(eased)")
            #expect(t.value(time: 2.5).scale == 20, "a finished track keeps its last value")
            let spring = t.value(time: 0.25).offset
            #expect(spring > 0 && spring < 100, "\(spring)")
            #expect(abs(t.value(time: 3).offset - 100) < 1, "settled: \(t.value(time: 3).offset)")
            #expect(abs(t.value(progress: 0.5).scale - t.value(time: 1.5).scale) < 1e-12)

            let cubic = KeyframeTimeline(initialValue: 0.0) {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(0.0, duration: 1)
            }
            #expect(cubic.value(time: 0) == 0 && abs(cubic.value(time: 1) - 10) < 1e-9 && abs(cubic.value(time: 2)) < 1e-9)
            #expect(cubic.value(time: 0.9) > 9, "the spline passes through its keyframes smoothly: \(cubic.value(time: 0.9))")
        }

        @Test("UnitCurve: the standard curves start at 0 and end at 1; easeInOut is symmetric")
        func unitCurves() {
            for c in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
                #expect(abs(c.value(at: 0)) < 1e-6 && abs(c.value(at: 1) - 1) < 1e-6, "\(c)")
            }
            #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
            #expect(UnitCurve.easeIn.value(at: 0.3) < 0.3 && UnitCurve.easeOut.value(at: 0.3) > 0.3)
        }

        @Test("keyframeAnimator(initialValue:trigger:) rests until the trigger changes, then plays the keyframes once and stays at the end")
        func triggered() async throws {
            let log = ValueLog()
            let h = Harness(TriggeredBounce(log: log), width: 200, height: 200)
            try await Task.sleep(nanoseconds: 50_000_000)
            h.settle()
            #expect(log.scales == [1], "nothing plays before the trigger changes: \(log.scales)")
            h.tap("Go")
            for _ in 0..<150 where log.scales.last != 1.25 {   // at most 1.5 s
                try await Task.sleep(nanoseconds: 10_000_000)
                h.settle()
            }
            #expect(log.scales.last == 1.25, "ends on the last keyframe: \(log.scales)")
            // The harness settles every 10 ms, so samples between two settles are seen as one.
            #expect(log.scales.count >= 3 && log.scales.dropFirst().dropLast().allSatisfy { $0 > 1 && $0 <= 3 },
                    "passes through the keyframes: \(log.scales)")
        }

        @Test("keyframeAnimator without a trigger repeats from where each run ended")
        func repeating() async throws {
            let log = ValueLog()
            let h = Harness(Text("spin").keyframeAnimator(initialValue: 0.0) { content, value in
                let _ = log.note(value)
                content.opacity(value)
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: 0.05)
                LinearKeyframe(0.0, duration: 0.05)
            }, width: 200, height: 100)
            for _ in 0..<200 where log.scales.filter({ $0 == 1 }).count < 2 {   // at most 2 s
                try await Task.sleep(nanoseconds: 10_000_000)
                h.settle()
            }
            #expect(log.scales.filter { $0 == 1 }.count >= 2, "two runs reached the top: \(log.scales)")
            #expect(h.texts == ["spin"])
        }
    }
}
