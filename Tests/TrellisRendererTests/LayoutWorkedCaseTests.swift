// Every worked case of LayoutModel.md (TrellisRenderer.docc), with its exact numbers.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout Model worked cases (S22)")
struct LayoutWorkedCaseTests {
    @Test("S22 HStack overflows: maxWidth:100 red gets 75, minWidth:100 green keeps 100, stack 175×100")
    func overflowWithMinWidth() {
        let f = LayoutFixture()
        let red = f.frame(f.color(), [.maxWidth(100)])
        let green = f.frame(f.color(), [.minWidth(100)])
        let stack = f.hstack(spacing: 0, [red, green])
        f.layout(stack, 150, 100)
        #expect(f.size(stack) == Size(175, 100))
        #expect(f.rect(red, in: stack) == Rect(0, 0, 75, 100))
        #expect(f.rect(green, in: stack) == Rect(75, 0, 100, 100))
    }

    @Test("S22 Spacer between texts takes the rest, default gaps of 8 around it, height 0 centred")
    func spacerWithDefaultSpacing() {
        let f = LayoutFixture()
        let a = f.text("a"), sp = f.spacer(), bb = f.text("bb")
        let stack = f.hstack([a, sp, bb])
        f.layout(stack, 100, 20)
        #expect(f.rect(a, in: stack) == Rect(0, 0, 10, 20))
        #expect(f.rect(sp, in: stack) == Rect(18, 10, 54, 0))
        #expect(f.rect(bb, in: stack) == Rect(80, 0, 20, 20))
    }

    @Test("S22 Spacer with spacing 0: Spacer (10,10,70,0), bb at 80")
    func spacerWithZeroSpacing() {
        let f = LayoutFixture()
        let a = f.text("a"), sp = f.spacer(), bb = f.text("bb")
        let stack = f.hstack(spacing: 0, [a, sp, bb])
        f.layout(stack, 100, 20)
        #expect(f.rect(sp, in: stack) == Rect(10, 10, 70, 0))
        #expect(f.rect(bb, in: stack) == Rect(80, 0, 20, 20))
    }

    @Test("S22 three colours with spacing 10 in 620 get 200 each at x = 0, 210, 420")
    func equalSharesWithSpacing() {
        let f = LayoutFixture()
        let kids = [f.color(), f.color(), f.color()]
        let stack = f.hstack(spacing: 10, kids)
        f.layout(stack, 620, 80)
        #expect(kids.map { f.rect($0, in: stack) } == [Rect(0, 0, 200, 80), Rect(210, 0, 200, 80), Rect(420, 0, 200, 80)])
    }

    @Test("S22 layoutPriority(1) on a 40…120 frame takes 120 first, red gets 80")
    func layoutPriorityGoesFirst() {
        let f = LayoutFixture()
        let red = f.color()
        let green = f.frame(f.color(), [.minWidth(40), .maxWidth(120), .layoutPriority(1)])
        let stack = f.hstack(spacing: 0, [red, green])
        f.layout(stack, 200, 50)
        #expect(f.size(red).w == 80)
        #expect(f.size(green).w == 120)
    }

    @Test("S22 without the priority both get 100 (the least flexible is sized first)")
    func withoutPriorityEqualShares() {
        let f = LayoutFixture()
        let red = f.color()
        let green = f.frame(f.color(), [.minWidth(40), .maxWidth(120)])
        let stack = f.hstack(spacing: 0, [red, green])
        f.layout(stack, 200, 50)
        #expect(f.size(red).w == 100)
        #expect(f.size(green).w == 100)
    }

    @Test("S22 text between colours is proposed 66.7, wraps to 50×40 at (75,30); colours 75 each")
    func textWrapsBetweenColours() {
        let f = LayoutFixture()
        let purple = f.color(), text = f.text("Hello world"), pink = f.color()
        let stack = f.hstack(spacing: 0, [purple, text, pink])
        f.layout(stack, 200, 100)
        #expect(f.rect(text, in: stack) == Rect(75, 30, 50, 40))
        #expect(f.rect(purple, in: stack) == Rect(0, 0, 75, 100))
        #expect(f.rect(pink, in: stack) == Rect(125, 0, 75, 100))
        #expect(f.tree.committedFrame(serial: 1).items.first { $0.id == text }?.lines == ["Hello", "world"])
    }

    @Test("S22 Text(\"hi\").padding(10) is 40×40 with the text at (10,10)")
    func paddedText() {
        let f = LayoutFixture()
        let text = f.text("hi")
        let pad = f.padding(text, 10)
        f.layout(pad, 100, 100)
        #expect(f.size(pad) == Size(40, 40))
        #expect(f.rect(text, in: pad) == Rect(10, 10, 20, 20))
    }

    @Test("S22 ZStack of a 100×50 frame and a text is 100×50, text centred at (40,15)")
    func zstackCentres() {
        let f = LayoutFixture()
        let red = f.frame(f.color(), [.width(100), .height(50)])
        let text = f.text("hi")
        let z = f.zstack([red, text])
        f.layout(z, 300, 300)
        #expect(f.size(z) == Size(100, 50))
        #expect(f.rect(text, in: z) == Rect(40, 15, 20, 20))
    }
}
