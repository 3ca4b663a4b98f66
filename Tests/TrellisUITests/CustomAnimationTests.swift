// iOS 17's CustomAnimation (sampled on the client, sent as `setAnimationSamples` before the
// `setAnimation` that plays it) and TransactionKey (custom values of a transaction).
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// Linear over `duration`, then finished.
private struct LinearRamp: CustomAnimation {
    let duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: time / duration)
    }
}

private struct HesitantCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Uses its state: holds at 0 for the first three frames, then jumps to the end.
private struct Hesitant: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[HesitantCount.self] += 1
        return context.state[HesitantCount.self] > 3 ? nil : V.zero
    }
}

/// Never finishes by itself.
private struct Endless: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: min(1, time / 100))
    }
}

private struct Mode: TransactionKey {
    static var defaultValue: String { "plain" }
}

extension Transaction {
    @Entry var viaEntry: Int = 7
}

private struct CustomFade: View {
    @State var faded = false
    var body: some View {
        VStack {
            Button("Fade") { withAnimation(Animation(LinearRamp(duration: 0.5))) { faded.toggle() } }
            Text("card").opacity(faded ? 0 : 1)
        }
    }
}

private struct ReadsMode: View {
    @State var n = 0
    var body: some View {
        VStack {
            Button("Special") {
                var t = Transaction()
                t[Mode.self] = "special"
                withTransaction(t) { n += 1 }
            }
            Button("Plain") { n += 1 }
            Text("n \(n)").transaction { t in Log.print("mode \(t[Mode.self]) entry \(t.viaEntry)") }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct CustomAnimations {
        @Test("Animation(_:) samples the custom curve every 1/60 s until it returns nil, ending at 1")
        func sampling() throws {
            let a = Animation(LinearRamp(duration: 0.5))
            let s = try #require(a.samples)
            #expect(a.wire.curve == .sampled)
            #expect(s.count == 31, "30 samples before 0.5 s, then the end: \(s.count)")
            #expect(s.first == 0 && s.last == 1)
            #expect(abs(s[15] - 0.5) < 1e-9)
            #expect(abs(a.wire.duration - 0.5) < 1e-9)
            #expect(Animation(Hesitant()).samples == [0, 0, 0, 1], "the context's state persists between calls")
            let endless = try #require(Animation(Endless()).samples)
            #expect(endless.count == Animation.maxSamples + 1, "bounded at 10 s")
            #expect(Animation(LinearRamp(duration: 0.5)) == a && Animation(LinearRamp(duration: 1)) != a)
            #expect(a.description.contains("LinearRamp"))
        }

        @Test("withAnimation(Animation(custom)) sends the samples, then setAnimation(sampled), then the change")
        func sendsSamples() throws {
            let h = Harness(CustomFade())
            h.tap("Fade")
            #expect(h.violations.isEmpty)
            let ops = h.lastOps
            let si = try #require(ops.firstIndex { if case .setAnimationSamples = $0 { true } else { false } })
            let ai = try #require(ops.firstIndex { if case .setAnimation(let w) = $0 { w.curve == .sampled } else { false } })
            let ui = try #require(ops.firstIndex { if case .update = $0 { true } else { false } })
            #expect(si < ai && ai < ui)
            if case let .setAnimationSamples(interval, samples) = ops[si] {
                #expect(abs(interval - 1.0 / 60) < 1e-12 && samples.count == 31)
            }
        }

        @Test("a transaction's custom values: defaults, subscript, @Entry, and what .transaction(_:) reads for a change")
        func transactionKeys() {
            var t = Transaction()
            #expect(t[Mode.self] == "plain" && t.viaEntry == 7)
            t[Mode.self] = "x"
            t.viaEntry = 9
            #expect(t[Mode.self] == "x" && t.viaEntry == 9)
            let h = Harness(ReadsMode())
            Log.reset()
            h.tap("Special")
            #expect(Log.lines.last == "mode special entry 7", "\(Log.lines)")
            h.tap("Plain")
            #expect(Log.lines.last == "mode plain entry 7", "\(Log.lines)")
        }
    }
}
