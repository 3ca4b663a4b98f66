// Animations through a real trellisd: the app sends each change once with its animation;
// the daemon presents the in-between frames on its (virtual) clock.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct FadingCard: View {
    @State var faded = false
    @State var shifted = false
    @State var shown = true
    var body: some View {
        VStack(spacing: 0) {
            Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }
            Button("Shift") { shifted.toggle() }
            Button("Hide") { withAnimation(.easeInOut(duration: 1)) { shown.toggle() } }
            Text("card").opacity(faded ? 0 : 1)
            Text("box").offset(x: shifted ? 100 : 0).animation(.linear(duration: 2), value: shifted)
            if shown { Text("leaving").transition(.slide) }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Animation") struct AnimationEndToEnd {
        func node(_ host: TestHost, _ text: String) async throws -> RenderedNode? {
            try await host.presentedNodes().first { $0.text == text }
        }

        /// The presented opacity of the text's node times its ancestors' (as drawn).
        func opacity(_ host: TestHost, _ text: String) async throws -> Double? {
            let nodes = try await host.presentedNodes()
            guard let i = nodes.firstIndex(where: { $0.text == text }) else { return nil }
            return nodes.effectiveOpacity(of: i)
        }

        @Test("S30 withAnimation: opacity is presented half way at t = ½ and final at the end; the app sends one transaction")
        func withAnimationInterpolatesInTheDaemon() async throws {
            try await withHost({ FadingCard() }) { host in
                host.finishesAnimations = false
                try await host.tap("Fade")
                let sent = host.viewHost.transactionsSent
                #expect(try await opacity(host, "card") == 1)
                try await host.advanceClock(by: 0.5)
                let mid = try #require(try await opacity(host, "card"))
                #expect(abs(mid - 0.5) < 0.01, "presented opacity \(mid)")
                try await host.advanceClock(by: 0.6)
                #expect(try await opacity(host, "card") == 0)
                #expect(host.viewHost.transactionsSent == sent, "the app sent nothing while the daemon animated")
            }
        }

        @Test("S30 .animation(_:value:) animates the offset of its subtree when the value changes")
        func implicitAnimationByValue() async throws {
            try await withHost({ FadingCard() }) { host in
                host.finishesAnimations = false
                let start = try #require(try await node(host, "box")).frame.x
                try await host.tap("Shift")
                try await host.advanceClock(by: 1)
                let mid = try #require(try await node(host, "box")).frame.x
                #expect(abs(mid - (start + 50)) < 0.5, "presented x \(mid), from \(start)")
                host.finishesAnimations = true
                let end = try #require(try await host.nodes().first { $0.text == "box" }).frame.x
                #expect(end == start + 100)
            }
        }

        @Test("S30 a removed view stays drawn while its transition plays, then goes; settle() finishes animations")
        func removalTransition() async throws {
            try await withHost({ FadingCard() }) { host in
                host.finishesAnimations = false
                try await host.tap("Hide")
                #expect(try await node(host, "leaving") != nil)    // still drawn (a ghost)
                try await host.advanceClock(by: 1.1)
                #expect(try await node(host, "leaving") == nil)
                host.finishesAnimations = true
                try await host.tap("Hide")                          // back, animated; settle ends it
                let nodes = try await host.nodes()
                #expect(nodes.firstIndex { $0.text == "leaving" }.map { nodes.effectiveOpacity(of: $0) } == 1)
            }
        }
    }
}

/// A box that slides right when "Move" is tapped and gains a row in the same change.
private struct SlidingBox: View {
    let grouped: Bool
    @State private var moved = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            HStack(spacing: 0) {
                Color.clear.frame(width: moved ? 200 : 0, height: 1)
                let box = VStack(alignment: .leading, spacing: 0) {
                    Text("top")
                    if moved { Text("added") }
                }
                if grouped { box.geometryGroup() } else { box }
            }
        }
    }
}

extension EndToEnd.AnimationEndToEnd {
    @Test("geometryGroup: a view inserted while its group slides moves with the group; without it, it appears at its destination")
    func geometryGroupMovesAsOnePiece() async throws {
        for grouped in [true, false] {
            try await withHost({ SlidingBox(grouped: grouped) }) { host in
                host.finishesAnimations = false
                let start = try #require(try await node(host, "top")).frame.x
                try await host.tap("Move")
                try await host.advanceClock(by: 0.5)
                let top = try #require(try await node(host, "top")).frame.x
                let added = try #require(try await node(host, "added")).frame.x
                // The column is centred in the 400-point window: 40 wide ("Move") before, 250
                // (200 + "added") after, so "top" goes from x 180 to 75 + 200 = 275.
                #expect(start == 180)
                #expect(abs(top - 227.5) < 1, "the box is half way: \(top)")
                if grouped {
                    #expect(abs(added - top) < 0.5, "the inserted row travels with its group: \(added) vs \(top)")
                } else {
                    #expect(abs(added - 275) < 0.5, "without a group it is drawn at its final place: \(added)")
                }
                host.finishesAnimations = true
            }
        }
    }
}
