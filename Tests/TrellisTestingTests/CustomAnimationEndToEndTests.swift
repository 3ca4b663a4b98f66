// A CustomAnimation and a blurReplace transition through a real trellisd: the app sends
// the custom curve once, as samples; the daemon presents the in-between frames.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// Eases in as t²: a quarter of the way at half time, over `duration`.
private struct Quadratic: CustomAnimation {
    let duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration
        return value.scaled(by: p * p)
    }
}

private struct CustomCard: View {
    @State private var faded = false
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Fade") { withAnimation(Animation(Quadratic(duration: 1))) { faded.toggle() } }
            Button("Show") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            Text("card").opacity(faded ? 0 : 1)
            if shown { Text("blurry").transition(.blurReplace) }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("CustomAnimation") struct CustomAnimationEndToEnd {
        func opacity(_ host: TestHost, _ text: String) async throws -> Double? {
            let nodes = try await host.presentedNodes()
            guard let i = nodes.firstIndex(where: { $0.text == text }) else { return nil }
            return nodes.effectiveOpacity(of: i)
        }

        @Test("a custom animation's curve is presented by the daemon: a quarter of the way at half time, with no app work")
        func customCurveFrames() async throws {
            try await withHost({ CustomCard() }) { host in
                host.finishesAnimations = false
                try await host.tap("Fade")
                let sent = host.viewHost.transactionsSent
                var seen: [Double] = []
                for _ in 0..<4 {
                    try await host.advanceClock(by: 0.25)
                    seen.append(try #require(try await opacity(host, "card")))
                }
                // t = ¼, ½, ¾: 1 − t²; at 1 s the animation has ended.
                for (got, want) in zip(seen, [1 - 0.0625, 0.75, 1 - 0.5625, 0]) {
                    #expect(abs(got - want) < 0.01, "presented \(seen)")
                }
                #expect(host.viewHost.transactionsSent == sent, "the app sent nothing while the daemon animated")
            }
        }

        @Test("blurReplace: the inserted view is blurred and faded half way through, sharp at the end")
        func blurReplaceFrames() async throws {
            try await withHost({ CustomCard() }) { host in
                host.finishesAnimations = false
                try await host.tap("Show")
                try await host.advanceClock(by: 0.5)
                let nodes = try await host.presentedNodes()
                let i = try #require(nodes.firstIndex { $0.text == "blurry" })
                // The transition's effect node (just above the text) draws the blur.
                let radii = nodes[...i].compactMap { n in
                    n.description.split(separator: " ").first { $0.hasPrefix("blur=") }.flatMap { Double($0.dropFirst(5)) }
                }
                let radius = try #require(radii.last, "\(nodes)")
                #expect(abs(radius - 6) < 0.01, "half of the 12-point blur: \(radius)")
                // The snapshot lists the transition's effect (opacity, scale, offset) on its root.
                #expect(nodes.contains { $0.description.contains("transition=(0.5,0.9,0,0)") }, "\(nodes)")
                try await host.advanceClock(by: 0.6)
                let after = try await host.presentedNodes()
                #expect(!after.contains { $0.description.contains("blur=") }, "sharp once in place: \(after)")
            }
        }
    }
}
