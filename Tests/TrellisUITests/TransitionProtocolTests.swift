// iOS 17's Transition protocol: a custom transition's body is read per phase and sent as
// the daemon's transition effects.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private struct FadeAndRise: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: 50 * phase.value)
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
    }
}

private struct Blurry: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
}

private struct Tilted: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 30)).opacity(phase.isIdentity ? 1 : 0)
    }
}

@MainActor
private func transitionBlurs(_ c: EmbeddedConnection) -> [WireTransitionBlur] {
    c.visibleNodes().compactMap { id -> WireTransitionBlur? in
        if case .transitionBlur(let b)? = c.property(.transitionBlur, of: id) { return b }
        return nil
    }
}

@MainActor
private func transitions(_ c: EmbeddedConnection) -> [WireTransition] {
    c.visibleNodes().compactMap { id -> WireTransition? in
        if case .transition(let t)? = c.property(.transition, of: id) { return t }
        return nil
    }
}

extension TrellisUITests {
    @MainActor @Suite struct TransitionProtocol {
        @Test("a custom Transition's opacity, offset and scale per phase become the daemon's insertion and removal effects")
        func customTransition() throws {
            let h = Harness(Text("hello").transition(FadeAndRise()), width: 200, height: 100)
            let t = try #require(transitions(h.connection).first)
            #expect(t.insertOpacity == 0 && t.insertY == -0.5 && t.insertScale == 0.5, "\(t)")
            #expect(t.removeOpacity == 0 && t.removeY == 0.5 && t.removeScale == 0.5, "\(t)")
            #expect(Log.lines.isEmpty, "\(Log.lines)")
        }

        @Test("combined(with:) adds both; a modifier the daemon cannot animate is logged once, the rest still plays")
        func combinedAndUnsupported() throws {
            let h = Harness(VStack {
                Text("a").transition(Tilted())
                Text("b").transition(Tilted().combined(with: FadeAndRise()))
            }, width: 200, height: 100)
            let ts = transitions(h.connection)
            #expect(ts.count == 2)
            #expect(ts.allSatisfy { $0.insertOpacity == 0 })
            #expect(ts.contains { $0.insertScale == 0.5 && $0.insertY == -0.5 })
            #expect(Log.lines.filter { $0.contains("Tilted") }.count == 1, "\(Log.lines)")
        }

        @Test("a blur in a custom transition's body is played by the daemon (transitionBlur), not logged")
        func blurInABody() throws {
            let h = Harness(Text("a").transition(Blurry()), width: 200, height: 100)
            let t = try #require(transitions(h.connection).first)
            #expect(t.insertOpacity == 0 && t.removeOpacity == 0)
            let b = try #require(transitionBlurs(h.connection).first)
            #expect(b.insertRadius == 10 && b.removeRadius == 10)
            #expect(Log.lines.isEmpty, "\(Log.lines)")
        }
    }
}
