import Testing
import TrellisProtocol
@testable import TrellisUI

struct CounterRow: View {
    let title: String
    @State var count = 0
    var body: some View {
        Button("\(title) \(count)") { count += 1 }
    }
}

struct BranchView: View {
    @State var flag = true
    var body: some View {
        VStack {
            if flag {
                CounterRow(title: "A").id("stable").onAppear { Log.print("A appear") }.onDisappear { Log.print("A disappear") }
            } else {
                CounterRow(title: "A").id("stable").onAppear { Log.print("B appear") }.onDisappear { Log.print("B disappear") }
            }
            Button("switch") { flag.toggle() }
        }
    }
}

struct IDChangeView: View {
    @State var id = 0
    var body: some View {
        VStack {
            CounterRow(title: "row").id(id)
            Button("next id") { id += 1 }
        }
    }
}

struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct ListView: View {
    @State var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
    var body: some View {
        VStack {
            ForEach(items) { item in CounterRow(title: item.name) }
            Button("swap") { items.swapAt(0, 2) }
            Button("drop") { items.remove(at: 1) }
            Button("rename") { items[0].name = "uno" }
        }
    }
}

struct AnyViewSwitch: View {
    @State var useText = true
    var body: some View {
        VStack {
            if useText { AnyViewHolder(content: AnyView(CounterRow(title: "x"))) } else { AnyViewHolder(content: AnyView(CounterRow(title: "x").padding(1))) }
            Button("flip") { useText.toggle() }
        }
    }
}

struct AnyViewHolder: View {
    let content: AnyView
    var body: some View { content }
}

struct AnyViewTypeSwitch: View {
    @State var padded = false
    var body: some View {
        VStack {
            padded ? AnyView(CounterRow(title: "x").padding(1)) : AnyView(CounterRow(title: "x"))
            Button("flip") { padded.toggle() }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Identity {
        @Test("S7 structural identity: each TupleView position keeps its own state")
        func tuplePositions() {
            let h = Harness(VStack { CounterRow(title: "a"); CounterRow(title: "b") })
            h.tap("b 0")
            h.tap("b 1")
            h.tap("a 0")
            #expect(h.texts == ["a 1", "b 2"])
        }

        @Test("S8 switching if/else creates a new identity even with the same type and .id: state reset, disappear then appear")
        func branchSwitch() {
            let h = Harness(BranchView())
            #expect(Log.take() == ["A appear"])
            h.tap("A 0")
            #expect(h.texts.first == "A 1")
            Log.reset()
            h.tap("switch")
            #expect(Log.take() == ["A disappear", "B appear"])
            #expect(h.texts.first == "A 0")
            // The old subtree went in a single destroy of its render root.
            let destroys = h.lastOps.filter { if case .destroy = $0 { return true }; return false }
            #expect(destroys.count == 1)
            #expect(h.violations.isEmpty)
        }

        @Test("S9 a changed .id is a new view: state reset")
        func idChange() {
            let h = Harness(IDChangeView())
            h.tap("row 0")
            #expect(h.texts.first == "row 1")
            h.tap("next id")
            #expect(h.texts.first == "row 0")
        }

        @Test("S9 ForEach reorder moves identities: state follows the element, ops are moves only")
        func forEachMove() {
            let h = Harness(ListView())
            h.tap("three 0")
            h.tap("three 1")
            #expect(h.texts.prefix(3) == ["one 0", "two 0", "three 2"])
            h.tap("swap")
            #expect(h.texts.prefix(3) == ["three 2", "two 0", "one 0"])
            let ops = h.lastOps
            #expect(ops.allSatisfy { if case .move = $0 { return true }; return false })
            #expect(ops.count == 2)
            #expect(h.violations.isEmpty)
        }

        @Test("S9 ForEach removal destroys the element's subtree with one op")
        func forEachRemove() {
            let h = Harness(ListView())
            h.tap("drop")
            #expect(h.texts.prefix(2) == ["one 0", "three 0"])
            #expect(h.lastOps.count == 1)
            if case .destroy = h.lastOps.first {} else { Issue.record("expected destroy, got \(h.lastOps)") }
        }

        @Test("S9 ForEach keyed by Int or by String: state follows the element; duplicate ids stay distinct rows")
        func forEachKeyKinds() {
            struct Keyed: View {
                @State var ints = [1, 2, 2, 3]
                @State var names = ["a", "b"]
                var body: some View {
                    VStack {
                        ForEach(ints, id: \.self) { i in CounterRow(title: "i\(i)") }
                        ForEach(names, id: \.self) { n in CounterRow(title: n) }
                        Button("rotate") { ints = [3] + ints.dropLast(); names.reverse() }
                    }
                }
            }
            let h = Harness(Keyed())
            #expect(h.texts.filter { $0.hasPrefix("i2") } == ["i2 0", "i2 0"])
            h.tap("i3 0")
            h.tap("b 0")
            h.tap("rotate")
            // [3, 1, 2, 2]: row 3 moved with its state; both rows of the duplicate id 2 remain.
            #expect(Array(h.texts.prefix(6)) == ["i3 1", "i1 0", "i2 0", "i2 0", "b 1", "a 0"])
            #expect(h.violations.isEmpty)
        }

        @Test("S10 AnyView: a change of the wrapped type is a new identity")
        func anyViewType() {
            let h = Harness(AnyViewTypeSwitch())
            h.tap("x 0")
            #expect(h.texts.first == "x 1")
            h.tap("flip")
            #expect(h.texts.first == "x 0")
        }

        @Test("S2 one render node per identity; the client's value tree mirrors the daemon's tree without leftovers")
        func oneNodePerIdentity() {
            let h = Harness(ListView())
            let before = h.connection.nodeCount
            h.tap("swap")
            h.tap("rename")
            #expect(h.connection.nodeCount == before)
            h.tap("drop")
            #expect(h.connection.nodeCount < before)
            #expect(h.violations.isEmpty)
        }

        @Test("S10 a key that now holds another type is a new identity: the old one is destroyed, not left behind")
        func sameKeyNewType() {
            let h = Harness(RetypingRoot())
            #expect(h.texts.contains("old"))
            let before = h.connection.nodeCount
            h.tap("retype")
            #expect(!h.texts.contains("old"), "the replaced identity's text is still drawn: \(h.texts)")
            #expect(h.connection.nodeCount == before)
        }
    }
}

/// Hands its node two keyed children whose first key changes type: the keyed
/// reconciliation (not the one-child path) decides.
private struct RetypingChildren: View, PrimitiveView {
    typealias Body = Never
    let retyped: Bool
    func _reconcile(in node: GraphNode) {
        node.render(.vstack, [], layout: .container)
        node.reconcileChildren(retyped ? [(.index(0), Color.red), (.index(1), Text("kept"))]
                                       : [(.index(0), Text("old")), (.index(1), Text("kept"))])
        node.finishRender()
    }
}

private struct RetypingRoot: View {
    @State private var retyped = false
    var body: some View {
        VStack {
            Button("retype") { retyped = true }
            RetypingChildren(retyped: retyped)
        }
    }
}
