// LazyVStack(pinnedViews:): a Section's header stays at the top of the scroll view while
// its section scrolls (protocol `pinned`), and a Section outside a list is drawn as written.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct PinnedContacts: View {
    var pinned: PinnedScrollableViews
    @State private var tapped = "none"
    var body: some View {
        VStack(spacing: 0) {
            Text("tapped \(tapped)")
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(["A", "B", "C"], id: \.self) { letter in
                        Section {
                            ForEach(0..<10, id: \.self) { i in
                                Text("row \(letter)\(i)").frame(maxWidth: .infinity, minHeight: 30).onTapGesture { tapped = "row" }
                            }
                        } header: {
                            Text("Header \(letter)").frame(maxWidth: .infinity, minHeight: 20)
                                .background(Color.white)
                                .onTapGesture { tapped = letter }
                        }
                    }
                }
            }
            .frame(height: 200)
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct PinnedSections {
        func pinnedRole(_ h: Harness, of text: String) -> PinnedRole? {
            var n = h.connection.node(withText: text)
            while let id = n {
                if case .pinned(let r)? = h.connection.property(.pinned, of: id) { return r }
                n = h.connection.parent(of: id)
            }
            return nil
        }

        /// Scrolls the list 120 points and taps 8 points below the scroll view's top edge.
        private func scrollThenTapTop(_ h: Harness) throws {
            let scroll = try #require(h.connection.firstNode(ofKind: .scroll))
            let top = try #require(h.connection.frame(of: scroll))
            h.connection.wheel(at: WirePoint(x: 150, y: top.y + 100), dy: 120)
            h.settle()
            h.connection.tap(at: WirePoint(x: 150, y: top.y + 8))
            h.settle()
        }

        @Test("LazyVStack(pinnedViews: .sectionHeaders) keeps the scrolled section's header on top, where a tap reaches it")
        func headerStaysOnTop() throws {
            let h = Harness(PinnedContacts(pinned: .sectionHeaders), width: 300, height: 300)
            #expect(pinnedRole(h, of: "Header A") == .header)
            try scrollThenTapTop(h)
            #expect(h.texts.contains("tapped A"), "the tap lands on header A, pinned above row A3: \(h.texts.prefix(1))")
        }

        @Test("without pinnedViews the header scrolls away with its section, and is drawn as written (no list style)")
        func headerScrollsAway() throws {
            let h = Harness(PinnedContacts(pinned: []), width: 300, height: 300)
            #expect(pinnedRole(h, of: "Header A") == nil)
            let header = try #require(h.connection.node(withText: "Header A"))
            #expect(h.connection.property(.foreground, of: header) == nil, "not the list's grey header style")
            try scrollThenTapTop(h)
            #expect(h.texts.contains("tapped row"))
        }
    }
}

extension TrellisUITests.PinnedSections {
    private func list(_ plain: Bool) -> some View {
        let l = List {
            ForEach(["A", "B"], id: \.self) { letter in
                Section("Group \(letter)") { ForEach(0..<20, id: \.self) { Text("item \(letter)\($0)") } }
            }
        }
        return Group { if plain { l.listStyle(.plain) } else { l.listStyle(.insetGrouped) } }
    }

    @Test("a plain list pins its section headers (on the list's background); other styles do not")
    func plainListPinsHeaders() throws {
        let plain = Harness(list(true), width: 300, height: 300)
        #expect(pinnedRole(plain, of: "Group A") == .header)
        let header = try #require(plain.connection.node(withText: "Group A"))
        #expect(plain.connection.frame(of: header)?.x == 16, "still the list's header style")
        let grouped = Harness(list(false), width: 300, height: 300)
        #expect(pinnedRole(grouped, of: "Group A") == nil)
    }
}
