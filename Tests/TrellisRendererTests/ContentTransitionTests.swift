// Content transitions in the daemon's animator (protocol README §7, "Content
// transitions"): a text changed under an animation is presented twice — the old content
// leaving, the new entering — until the animation ends. Compositor level, no sockets.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct ContentTransitionTests {
    static let linear = WireAnimation.curve(1, (0, 0, 1, 1))

    /// A text (node 2) in a vstack (1), showing `text`, with `transition` if given.
    func counter(_ h: SessionHarness, _ text: String, _ transition: WireContentTransition? = nil) {
        h.send(.advanceClock(seconds: 0))   // this client drives the virtual clock
        var props: [Property] = [.text(text)]
        if let transition { props.append(.contentTransition(transition)) }
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .text, props: props),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
    }

    func texts(_ h: SessionHarness) -> [CommittedFrame.Item] {
        h.session.lastFrame?.items.filter { $0.id == 2 } ?? []
    }

    func snapshot(_ h: SessionHarness) -> String {
        for e in h.send(.requestSnapshot(token: 7)) { if case .snapshot(7, let text) = e { return text } }
        return ""
    }

    static func numeric(countsDown: Bool = false, value: Double? = nil) -> WireContentTransition {
        WireContentTransition(kind: .numericText, countsDown: countsDown, value: value ?? 0, hasValue: value != nil)
    }

    @Test("by default a text changed under an animation crossfades: at t = ½ both contents are drawn at half opacity, the old first")
    func defaultCrossfade() {
        let h = SessionHarness()
        counter(h, "1")
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("2")])))
        h.send(.advanceClock(seconds: 0.5))
        let items = texts(h)
        #expect(items.map { $0.property(.text) } == [.text("1"), .text("2")])
        #expect(items.map(\.opacity) == [0.5, 0.5])
        #expect(items.allSatisfy { $0.transform == nil }, "in place")
        let lines = snapshot(h).split(separator: "\n").filter { $0.contains("#2") }
        #expect(lines.count == 2 && lines[0].contains("\"1\"") && lines[1].contains("\"2\""))
        #expect(lines.allSatisfy { $0.contains("content=(0.5,0,0)") }, "\(lines)")
        // The model holds the new content only, and so does the frame once the animation ended.
        h.send(.advanceClock(seconds: 0.6))
        #expect(texts(h).map { $0.property(.text) } == [.text("2")] && texts(h)[0].opacity == 1)
        #expect(!h.session.animation.animator.isAnimating)
        #expect(!snapshot(h).contains("content="))
    }

    @Test("assistive technology reads the new content only while both are drawn")
    func accessibilityReadsTheNewContent() {
        let h = SessionHarness()
        counter(h, "Before")
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("After")])))
        h.send(.advanceClock(seconds: 0.5))
        #expect(texts(h).count == 2)
        var text = ""
        for e in h.send(.requestAccessibility(token: 3)) { if case .accessibility(3, let t) = e { text = t } }
        #expect(text.contains("After") && !text.contains("Before"), "\(text)")
    }

    @Test("numericText counting up: the old text rises out by half the height while the new rises in from below")
    func numericCountsUp() throws {
        let h = SessionHarness()
        counter(h, "9", Self.numeric())
        let height = try #require(h.tree.frame(of: 2)).height
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("10")])))
        h.send(.advanceClock(seconds: 0.5))
        let items = texts(h)
        #expect(items.count == 2)
        #expect(items.map { $0.transform?.ty ?? 0 } == [-height / 4, height / 4], "old up by ¼ h, new ¼ h below its place")
        #expect(items.map(\.opacity) == [0.5, 0.5])
    }

    @Test("numericText's direction: countsDown, or the sign of the value's change when both ends have a value")
    func numericDirection() {
        let h = SessionHarness()
        counter(h, "5", Self.numeric(countsDown: true))
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("4")])))
        h.send(.advanceClock(seconds: 0.5))
        #expect((texts(h).first?.transform?.ty ?? 0) > 0, "counting down: the old text goes down")
        h.send(.advanceClock(seconds: 1))
        h.send(txn(3, .update(id: 2, props: [.contentTransition(Self.numeric(value: 4))])))
        h.send(txn(4, .setAnimation(animation: Self.linear),
                   .update(id: 2, props: [.text("3"), .contentTransition(Self.numeric(value: 3))])))
        h.send(.advanceClock(seconds: 0.5))
        #expect((texts(h).first?.transform?.ty ?? 0) > 0, "3 < 4: down, whatever countsDown says")
        h.send(.advanceClock(seconds: 1))
        h.send(txn(5, .setAnimation(animation: Self.linear),
                   .update(id: 2, props: [.text("8"), .contentTransition(Self.numeric(value: 8))])))
        h.send(.advanceClock(seconds: 0.5))
        #expect((texts(h).first?.transform?.ty ?? 0) < 0, "8 > 3: up")
    }

    @Test("identity, or a change without an animation, draws the new content at once")
    func identityAndUnanimated() {
        let h = SessionHarness()
        counter(h, "a", WireContentTransition(kind: .identity, countsDown: false, value: 0, hasValue: false))
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("b")])))
        h.send(.advanceClock(seconds: 0.5))
        #expect(texts(h).map { $0.property(.text) } == [.text("b")])
        let plain = SessionHarness()
        counter(plain, "a")
        plain.send(txn(2, .update(id: 2, props: [.text("b")])))
        plain.send(.advanceClock(seconds: 0.5))
        #expect(texts(plain).map { $0.property(.text) } == [.text("b")] && !plain.session.animation.animator.isAnimating)
    }

    @Test("a second change mid-fade starts from what is presented; removing the text drops its fade")
    func retargetAndRemove() {
        let h = SessionHarness()
        counter(h, "1")
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("2")])))
        h.send(.advanceClock(seconds: 0.5))
        h.send(txn(3, .setAnimation(animation: Self.linear), .update(id: 2, props: [.text("3")])))
        h.send(.advanceClock(seconds: 0.25))
        #expect(texts(h).map { $0.property(.text) } == [.text("2"), .text("3")], "the old is what was presented: 2")
        h.send(txn(4, .remove(parent: 1, child: 2)))
        #expect(texts(h).isEmpty)
        h.send(.advanceClock(seconds: 2))
        #expect(!h.session.animation.animator.isAnimating)
    }

    @Test("an image's symbol changed under an animation crossfades too")
    func symbolCrossfade() {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .image, props: [.systemName("star")]),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
        h.send(txn(2, .setAnimation(animation: Self.linear), .update(id: 2, props: [.systemName("heart")])))
        h.send(.advanceClock(seconds: 0.25))
        let items = texts(h)
        #expect(items.map { $0.property(.systemName) } == [.systemName("star"), .systemName("heart")])
        #expect(items.count == 2 && abs(items[0].opacity - 0.75) < 1e-6 && abs(items[1].opacity - 0.25) < 1e-6, "\(items.map(\.opacity))")
    }
}
