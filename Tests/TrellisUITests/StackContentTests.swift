// A stack's builder block: its elements are the stack's own children (no identity for the
// block), keyed by position (S7), with state kept across updates; inside list content the
// block stays one child, so each stack is one row.
import Observation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@Observable @MainActor
private final class StackModel {
    var title = "a"
    var flag = false
}

private struct StackCounter: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

private struct StackApp: View {
    let model: StackModel
    var body: some View {
        HStack {
            Text(model.title)
            if model.flag { Text("flag") }
            StackCounter()
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite("A stack's builder block")
    struct StackContent {
        @Test("S7 the block's elements are the stack's children, by position; their state survives updates")
        func elementsAreChildren() {
            let model = StackModel()
            let h = Harness(StackApp(model: model))
            let stack = h.host.graph.root!.firstDescendant { $0.view is HStack<TupleView<(Text, Text?, StackCounter)>> }
            #expect(stack?.children.count == 3, "the block's three elements, not one identity for the block")
            #expect((stack?.children.map { $0.key } ?? []) == [.index(0), .index(1), .index(2)])
            h.tap("count 0")
            #expect(h.texts.contains("count 1"))
            model.title = "b"
            model.flag = true
            h.settle()
            #expect(h.texts == ["b", "flag", "count 1"], "\(h.texts)")
            model.flag = false
            h.settle()
            #expect(h.texts == ["b", "count 1"], "the counter kept its state: \(h.texts)")
        }

        @Test("in a List, a stack of two texts is one row")
        func stackInListIsOneRow() {
            let h = Harness(List { HStack { Text("left"); Text("right") }; Text("second") })
            #expect(h.texts == ["left", "right", "second"], "\(h.texts)")
            let stack = h.host.graph.root!.firstDescendant { $0.view is HStack<TupleView<(Text, Text)>> }
            #expect(stack != nil)
            // One row: the stack's children are the two texts themselves, not rows of
            // their own, and its render node holds both.
            #expect(stack?.children.map { $0.view is Text } == [true, true])
            #expect(stack?.sentChildren.count == 2)
        }
    }
}
