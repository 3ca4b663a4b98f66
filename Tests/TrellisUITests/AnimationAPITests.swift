// What the animation API sends (one transaction, setAnimation scoping the animated ops),
// and hit testing through allowsHitTesting(false) / hidden().
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct AnimatedPair: View {
    @State var on = false
    @State var other = false
    var body: some View {
        VStack {
            Button("Animate") { withAnimation(.easeIn(duration: 2)) { on.toggle() } }
            Button("Plain") { other.toggle() }
            Button("Disabled") {
                withTransaction(\.disablesAnimations, true) { other.toggle() }
            }
            Text("a").opacity(on ? 0.5 : 1)
            Text("b").opacity(other ? 0.5 : 1).animation(.linear, value: other)
            Text("c").opacity(other ? 0.5 : 1).transaction { $0.animation = nil }
        }
    }
}

struct PassThrough: View {
    var body: some View {
        ZStack {
            Button("Under") { Log.print("under") }
            Color.clear.frame(width: 300, height: 100).allowsHitTesting(false)
        }
    }
}

struct Blocked: View {
    var body: some View {
        ZStack {
            Button("Under") { Log.print("under") }
            Color.clear.frame(width: 300, height: 100)
            Text("ghost").hidden()
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct AnimationAPI {
        /// The animation in effect for each update op of the last transaction.
        func animatedUpdates(_ h: Harness) -> [(NodeID, AnimationCurve)] {
            var current = AnimationCurve.none
            var out: [(NodeID, AnimationCurve)] = []
            for op in h.lastOps {
                if case .setAnimation(let a) = op { current = a.curve }
                if case .update(let id, _) = op { out.append((id, current)) }
            }
            return out
        }

        @Test("withAnimation sends the change once, after a setAnimation with its curve")
        func withAnimationScopesTheTransaction() throws {
            let h = Harness(AnimatedPair())
            let before = h.transactions.count
            h.tap("Animate")
            #expect(h.transactions.count == before + 1)
            let first = try #require(h.lastOps.first { if case .setAnimation = $0 { true } else { false } })
            guard case .setAnimation(let a) = first else { return }
            #expect(a.curve == .timingCurve && a.duration == 2 && a.c1x == 0.42 && a.c2x == 1)
            #expect(!animatedUpdates(h).isEmpty && animatedUpdates(h).allSatisfy { $0.1 == .timingCurve })
        }

        @Test(".animation(_:value:) animates only its subtree; .transaction can take the animation away")
        func implicitAnimationIsScoped() {
            let h = Harness(AnimatedPair())
            h.tap("Plain")
            let updates = animatedUpdates(h)
            // "b" (under .animation) animates; "c" (transaction without animation) does not.
            #expect(updates.contains { $0.1 == .timingCurve })
            #expect(updates.contains { $0.1 == .none })
            h.tap("Disabled")   // disablesAnimations: the .animation modifier stays silent
            #expect(animatedUpdates(h).allSatisfy { $0.1 == .none })
        }

        @Test("allowsHitTesting(false) lets taps through; a plain cover blocks them; hidden() views take none")
        func hitTesting() {
            let through = Harness(PassThrough(), width: 400, height: 300)
            through.tap("Under")
            #expect(Log.take() == ["under"])
            let blocked = Harness(Blocked(), width: 400, height: 300)
            #expect(!blocked.connection.tap(text: "Under"))
            #expect(!blocked.connection.tap(text: "ghost"))
        }
    }
}
