// The event router's handler storage and routing (Graph/EventRouter.swift): a tap action
// stays inline in NodeExtra (a row with a Button costs no box for it), other kinds share
// one list, and events reach only live identities' handlers of their own kind.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct EventRouting {
        private func node(in graph: ViewGraph) -> GraphNode {
            GraphNode(graph: graph, parent: nil, key: .index(0), view: Text("x"), env: EnvironmentValues())
        }

        @Test("handlers are kept per kind: set, replaced, removed; removing from a node with none makes no box")
        func storage() {
            let graph = ViewGraph()
            let n = node(in: graph)
            n.setHandler(nil, for: .drag)
            n.setHandler(nil, for: .tap)
            #expect(n.extra == nil, "removing a handler the node never had allocates nothing")
            var log: [String] = []
            n.setHandler(.tap { log.append("tap") }, for: .tap)
            #expect(n.extra?.hasRareStorage == false, "a tap action is stored inline")
            n.setHandler(.contextMenu { log.append("menu 1") }, for: .contextMenu)
            n.setHandler(.key { _ in log.append("key"); return .handled }, for: .key)
            n.setHandler(.contextMenu { log.append("menu 2") }, for: .contextMenu)
            #expect(n.extra?.otherHandlers.count == 2, "a kind registered again replaces its handler")
            if case .contextMenu(let open)? = n.handler(.contextMenu) { open() }
            n.tapHandler?()
            n.setHandler(nil, for: .key)
            #expect(n.handler(.key) == nil)
            #expect(n.handler(.drag) == nil)
            n.setHandler(nil, for: .tap)
            #expect(n.tapHandler == nil)
            #expect(log == ["menu 2", "tap"])
        }

        @Test("a Button row's identities keep no rare box for its tap action")
        func buttonRowCostsNoBox() {
            let h = Harness(List(0..<3, id: \.self) { i in Button("Row \(i)") {} })
            var buttons: [GraphNode] = []
            func collect(_ n: GraphNode) {
                if n.tapHandler != nil { buttons.append(n) }
                n.children.forEach(collect)
            }
            collect(h.host.graph.root!)
            #expect(buttons.count == 3)
            for b in buttons { #expect(b.extra?.hasRareStorage == false, "\(b.typeName) made a rare box") }
        }

        @Test("only input events are routed; an event for a removed identity runs nothing")
        func routesInputOnly() throws {
            let h = Harness(RouterProbe())
            let router = h.host.graph.router
            #expect(!router.route(.frameDone(serial: 1, presentedMicros: 0)))
            #expect(!router.route(.appeared(ids: [])))
            #expect(h.connection.tap(text: "Tap"))
            h.settle()
            #expect(h.texts.contains("taps 1"))
            // The button's render node, then the button removed: the same event does nothing.
            let id = try #require(h.host.graph.root?.firstDescendant { $0.tapHandler != nil }?.renderID)
            #expect(h.connection.tap(text: "Hide"))
            h.settle()
            #expect(router.route(.inputTap(id: id, x: 1, y: 1)))
            h.settle()
            #expect(!h.texts.contains("taps 2"))
        }
    }
}

private struct RouterProbe: View {
    @State var taps = 0
    @State var shown = true
    var body: some View {
        VStack {
            Text("taps \(taps)")
            if shown { Button("Tap") { taps += 1 } }
            Button("Hide") { shown = false }
        }
    }
}
