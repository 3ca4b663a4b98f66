// ScrollViewReader / ScrollViewProxy.scrollTo: the daemon scrolls the scroll view around a
// view with a given id, after the update that may have added it (scrollTo op).
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct Chat: View {
    @State private var items = Array(0..<200)
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("bottom") { proxy.scrollTo(199, anchor: .bottom) }
                Button("add") {
                    items.append(items.count)
                    proxy.scrollTo(items.count - 1)
                }
                Button("top") { proxy.scrollTo(0, anchor: .top) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(items, id: \.self) { Text("row \($0)") }
                    }
                }
                .frame(height: 200)
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ScrollViewReaderAPI {
        private func inView(_ h: Harness, _ text: String) -> Bool {
            guard let row = h.connection.node(withText: text), let f = h.connection.frame(of: row),
                  let s = h.connection.firstNode(ofKind: .scroll), let v = h.connection.frame(of: s) else { return false }
            return f.y >= v.y && f.y + f.height <= v.y + v.height
        }

        @Test("scrollTo(id, anchor:) scrolls a lazy list to a row it had not built, and back to the top")
        func scrollToRow() {
            let h = Harness(Chat())
            #expect(inView(h, "row 0") && !inView(h, "row 199"))
            h.tap("bottom")
            #expect(inView(h, "row 199"), "the last row is in view after scrollTo")
            #expect(!inView(h, "row 0"))
            if let row = h.connection.node(withText: "row 199"), let f = h.connection.frame(of: row),
               let v = h.connection.frame(of: h.connection.firstNode(ofKind: .scroll)!) {
                #expect(f.y + f.height == v.y + v.height, "anchored at the bottom")
            }
            h.tap("top")
            #expect(inView(h, "row 0") && !inView(h, "row 199"))
        }

        @Test("scrollTo in the action that appends a row brings the new row into view")
        func scrollToAppended() {
            let h = Harness(Chat())
            h.tap("add")
            #expect(inView(h, "row 200"), "\(h.texts.suffix(3))")
        }
    }
}

extension TrellisUITests.ScrollViewReaderAPI {
    @Test("scrollDisabled and scrollClipDisabled reach the scroll view")
    func scrollSwitches() {
        let h = Harness(ScrollView { Text("content") }.scrollDisabled(true).scrollClipDisabled())
        let s = h.connection.firstNode(ofKind: .scroll)!
        #expect(h.connection.property(.scrollEnabled, of: s) == .scrollEnabled(false))
        #expect(h.connection.property(.scrollClips, of: s) == .scrollClips(false))
    }
}

/// Rows of a lazy stack inside a lazy stack past both stacks' first built rows.
private struct NestedLazy: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("deep") { proxy.scrollTo("g90-r70", anchor: .top) }
                Button("missing") { proxy.scrollTo("no such row") }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { g in
                            LazyVStack(spacing: 0) {
                                ForEach(0..<80, id: \.self) { r in Text("g\(g) r\(r)").id("g\(g)-r\(r)") }
                            }
                        }
                    }
                }
                .frame(height: 200)
            }
        }
    }
}

extension TrellisUITests.ScrollViewReaderAPI {
    @Test("scrollTo waits for nested lazy stacks to build the row, and drops a request for a view that does not exist")
    func scrollToNestedLazyRow() throws {
        let h = Harness(NestedLazy())
        h.tap("deep")
        #expect(inView(h, "g90 r70"), "the row of the inner stack is in view")
        func reader(_ n: GraphNode) -> GraphNode? {
            n.extra?.scrollRequests != nil ? n : n.children.lazy.compactMap(reader).first
        }
        let reader = try #require(h.host.graph.root.flatMap(reader))
        #expect(reader.extra?.scrollRequests?.pending.isEmpty == true)
        h.tap("missing")
        #expect(reader.extra?.scrollRequests?.pending.isEmpty == true, "a request for no view is dropped once every row is built")
        #expect(inView(h, "g90 r70"), "and the scroll view stays where it was")
    }
}
