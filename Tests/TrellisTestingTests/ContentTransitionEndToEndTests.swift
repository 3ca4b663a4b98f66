// contentTransition(_:) end to end: the app changes a counter's text inside withAnimation;
// the daemon's presented frame holds the old and the new text until the fade completes.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

private struct RollingCounter: View {
    let transition: ContentTransition
    @State private var count = 9
    var body: some View {
        VStack {
            Text("\(count)").font(.system(size: 40)).contentTransition(transition)
            Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }
}

@MainActor @Suite struct ContentTransitionEndToEndTests {
    /// The presented text nodes of the counter (not the button's).
    func counterTexts(_ host: TestHost) async throws -> [RenderedNode] {
        try await host.presentedNodes().filter { $0.kind == "text" && $0.text != "Add" }
    }

    @Test("numericText: half way through the animation the old number rolls out above and the new rolls in from below, both half faded")
    func numericTextRolls() async throws {
        try await withHost(width: 300, height: 200, { RollingCounter(transition: .numericText()) }) { host in
            host.finishesAnimations = false
            try await host.tap("Add")
            try await host.advanceClock(by: 0.5)
            let texts = try await counterTexts(host)
            #expect(texts.map(\.text) == ["9", "10"], "\(texts)")
            #expect(texts.count == 2 && texts[0].attributes.contains { $0.hasPrefix("content=(0.5,0,-") }, "\(texts)")
            #expect(texts.count == 2 && texts[1].attributes.contains { $0.hasPrefix("content=(0.5,0,") && !$0.contains(",-") }, "\(texts)")
            try await host.advanceClock(by: 1)
            #expect(try await counterTexts(host).map(\.text) == ["10"])
        }
    }

    @Test("identity: the new number at once, even under an animation")
    func identityIsInstant() async throws {
        try await withHost(width: 300, height: 200, { RollingCounter(transition: .identity) }) { host in
            host.finishesAnimations = false
            try await host.tap("Add")
            try await host.advanceClock(by: 0.5)
            #expect(try await counterTexts(host).map(\.text) == ["10"])
        }
    }
}
