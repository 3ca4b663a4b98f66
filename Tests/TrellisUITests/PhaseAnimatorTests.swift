// PhaseAnimator: phases advance on the client, one animated change per phase, after each
// animation's logical duration (real time: these tests wait a few tens of milliseconds).
import Testing
import TrellisEmbedded
@testable import TrellisUI

/// The phases a content closure was built for, consecutive repeats dropped.
@MainActor
private final class PhaseLog {
    var phases: [Int] = []
    func note(_ p: Int) { if phases.last != p { phases.append(p) } }
}

private struct TriggeredPhases: View {
    let log: PhaseLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Go") { taps += 1 }
            PhaseAnimator([0, 1, 2], trigger: taps) { phase in
                let _ = log.note(phase)
                Text("phase \(phase)").opacity(phase == 1 ? 0.5 : 1)
            } animation: { _ in .linear(duration: 0.01) }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct PhaseAnimators {
        /// Lets real time pass while the host settles, until `done` or about 2 s.
        private func wait(_ h: Harness, until done: () -> Bool) async throws {
            for _ in 0..<200 where !done() {
                try await Task.sleep(nanoseconds: 10_000_000)
                h.settle()
            }
        }

        @Test("without a trigger the phases cycle from the first, each change animated")
        func cycles() async throws {
            let log = PhaseLog()
            let h = Harness(PhaseAnimator([0, 1, 2]) { phase in
                let _ = log.note(phase)
                Text("phase \(phase)")
            } animation: { _ in .easeInOut(duration: 0.01) }, width: 200, height: 100)
            try await wait(h) { log.phases.count >= 5 }
            #expect(Array(log.phases.prefix(5)) == [0, 1, 2, 0, 1], "\(log.phases)")
        }

        @Test("with a trigger it rests on the first phase and runs through all of them, back to the first, per change")
        func triggered() async throws {
            let log = PhaseLog()
            let h = Harness(TriggeredPhases(log: log), width: 200, height: 100)
            try await Task.sleep(nanoseconds: 50_000_000)
            h.settle()
            #expect(log.phases == [0], "nothing runs before the trigger changes: \(log.phases)")
            h.tap("Go")
            try await wait(h) { log.phases.count >= 4 }
            #expect(log.phases == [0, 1, 2, 0], "\(log.phases)")
            #expect(h.texts.contains("phase 0"))
        }

        @Test("phaseAnimator(_:content:) modifies the view it is applied to")
        func modifier() async throws {
            let h = Harness(Text("pulse").phaseAnimator([1.0, 0.5]) { content, phase in
                content.opacity(phase)
            } animation: { _ in .linear(duration: 0.01) }, width: 200, height: 100)
            #expect(h.texts == ["pulse"])
        }
    }
}
