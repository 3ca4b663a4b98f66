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
