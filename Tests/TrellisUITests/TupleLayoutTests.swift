// A builder block's views are read in place through `TupleLayout` (element types from the
// tuple's mirror, offsets computed by Swift's tuple layout rule): the offsets must be the
// compiler's, and the views read through them the ones the tuple holds.
import Testing
import TrellisTestSupport
@testable import TrellisUI

private struct Tiny: View {
    var b: UInt8
    var body: some View { Text("\(b)") }
}

private struct Mid: View {
    var h: Int16
    var body: some View { Text("\(h)") }
}

extension TrellisUITests {
    @MainActor @Suite struct TupleLayouts {
        @Test("offsets are the compiler's for mixed sizes and alignments, zero-sized views included")
        func offsetsMatchTheCompiler() throws {
            typealias T1 = (Tiny, Text, Mid, EmptyView, Tiny, Spacer, Optional<Text>)
            let v1: T1 = (Tiny(b: 1), Text("a"), Mid(h: 2), EmptyView(), Tiny(b: 3), Spacer(), nil)
            let l1 = try #require(withUnsafePointer(to: v1) { TupleLayout.of(T1.self, sample: $0) })
            #expect(l1.offsets == [\T1.0, \T1.1, \T1.2, \T1.3, \T1.4, \T1.5, \T1.6].map { MemoryLayout<T1>.offset(of: $0)! })
            #expect(l1.types.map { ObjectIdentifier($0) } == [Tiny.self, Text.self, Mid.self, EmptyView.self, Tiny.self,
                                                              Spacer.self, Optional<Text>.self].map { ObjectIdentifier($0) })

            typealias T2 = (Mid, Tiny, Tiny, Color, Mid)
            let v2: T2 = (Mid(h: 1), Tiny(b: 2), Tiny(b: 3), .red, Mid(h: 4))
            let l2 = try #require(withUnsafePointer(to: v2) { TupleLayout.of(T2.self, sample: $0) })
            #expect(l2.offsets == [\T2.0, \T2.1, \T2.2, \T2.3, \T2.4].map { MemoryLayout<T2>.offset(of: $0)! })
        }

        @Test("the views read through the layout are the tuple's (seeded random blocks)")
        func elementsMatchTheMirror() {
            var rng = TestSeed.generator(0x7_0B1E)
            for _ in 0..<200 {
                let a = UInt8.random(in: 0...255, using: &rng)
                let h = Int16.random(in: -300...300, using: &rng)
                let show = Bool.random(using: &rng)
                let block = TupleView((Tiny(b: a), Text("t\(a)"), Mid(h: h), show ? Text("shown") : nil, Spacer(minLength: Double(a))))
                let viaLayout = block.elements
                let viaMirror = Mirror(reflecting: block.value).children.compactMap { $0.value as? any View }
                #expect(viaLayout.count == 5 && viaMirror.count == 5)
                for (x, y) in zip(viaLayout, viaMirror) { #expect(ViewEquality.equal(x, y)) }
            }
        }

        @Test("a tuple holding something other than views has no layout; its views are still found")
        func nonViewTupleFallsBack() {
            let t = TupleView((Text("a"), 42, Text("b")))
            #expect(withUnsafePointer(to: t.value) { TupleLayout.of((Text, Int, Text).self, sample: $0) } == nil)
            #expect(t.elements.count == 2)
        }

        @Test("a changed value written over a node's stored one leaves copies of the old value intact")
        func inPlaceStoreKeepsValueSemantics() throws {
            let model = BlockModel()
            let h = Harness(BlockRoot(model: model))
            func leaf(_ name: String) -> GraphNode? {
                var stack = h.host.graph.root.map { [$0] } ?? []
                while let n = stack.popLast() {
                    if let l = n.view as? BlockLeaf, l.name == name { return n }
                    stack.append(contentsOf: n.children)
                }
                return nil
            }
            let b = try #require(leaf("b"))
            let held = b.view   // a second reference to the node's existential box
            for n in 1...3 {
                model.n = n
                h.settle()
                #expect((b.view as? BlockLeaf)?.value == n)
                #expect((held as? BlockLeaf)?.value == 0, "the copy taken before the updates changed")
            }
            #expect(h.texts.contains("b 3"))
        }

        @Test("S3 a block re-evaluated with one changed view runs only that view's body")
        func unchangedElementsAreSkipped() {
            let model = BlockModel()
            let h = Harness(BlockRoot(model: model))
            #expect(Log.take().sorted() == ["body a", "body b 0", "body c"])
            model.n = 5
            h.settle()
            #expect(Log.take() == ["body b 5"])
            #expect(h.texts.contains("b 5"))
        }
    }
}

@Observable private final class BlockModel { var n = 0 }

private struct BlockLeaf: View {
    let name: String
    let value: Int?
    var body: some View {
        let _ = Log.print(value.map { "body \(name) \($0)" } ?? "body \(name)")
        Text(value.map { "\(name) \($0)" } ?? name)
    }
}

private struct BlockRoot: View {
    let model: BlockModel
    var body: some View {
        VStack {
            BlockLeaf(name: "a", value: nil)
            Tiny(b: 1)
            BlockLeaf(name: "b", value: model.n)
            BlockLeaf(name: "c", value: nil)
        }
    }
}
