import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// Tabs written as iOS 18 tab content: builders, placements, customization and the
/// `.sidebarAdaptable` sidebar.
extension TrellisUITests {
    @MainActor @Suite struct TabContentBehaviour {
        /// Taps the view whose accessibility label is `label`.
        func tapLabelled(_ label: String, in h: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
            let c = h.connection
            let node = c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel(label) }
            guard let node, let f = c.frame(of: node) else {
                Issue.record("nothing is labelled \(label)", sourceLocation: sourceLocation)
                return
            }
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle(sourceLocation: sourceLocation)
        }

        struct LibraryTabs: TabContent {
            var body: some TabContent<Int> {
                Tab("Songs", systemImage: "music.note", value: 1) { Text("songs body") }
                Tab("Albums", systemImage: "square.stack", value: 2) { Text("albums body") }
            }
        }

        @Test("tab content of the app's own, ForEach of tabs, if and AnyTabContent all give tabs")
        func builders() {
            struct Root: View {
                @State var selection = 1
                let extra = true
                var body: some View {
                    TabView(selection: $selection) {
                        LibraryTabs()
                        ForEach([3, 4], id: \.self) { n in
                            Tab("Item \(n)", systemImage: "star", value: n) { Text("item \(n) body") }
                        }
                        if extra {
                            Tab("Extra", systemImage: "plus", value: 5) { Text("extra body") }
                        }
                        AnyTabContent(erasing: Tab("Erased", systemImage: "eraser", value: 6) { Text("erased body") })
                    }
                }
            }
            let h = Harness(Root())
            for label in ["Songs", "Albums", "Item 3", "Item 4", "Extra", "Erased"] { #expect(h.texts.contains(label)) }
            #expect(h.texts.contains("songs body"))
            h.tap("Item 4")
            #expect(h.texts.contains("item 4 body") && !h.texts.contains("songs body"))
            h.tap("Extra")
            #expect(h.texts.contains("extra body"))
            h.tap("Erased")
            #expect(h.texts.contains("erased body"))
        }

        @Test("badge, hidden, sidebarOnly and pinned decide what the tab bar lists, and in which order")
        func placements() {
            let h = Harness(TabView {
                Tab("Home", systemImage: "house") { Text("home body") }
                Tab("Downloads", systemImage: "arrow.down") { Text("downloads body") }
                    .tabPlacement(.pinned)
                Tab("Browse", systemImage: "list.bullet") { Text("browse body") }
                    .badge(3)
                Tab("News", systemImage: "newspaper") { Text("news body") }
                    .badge("New")
                Tab("Library", systemImage: "books.vertical") { Text("library body") }
                    .tabPlacement(.sidebarOnly)
                Tab("Secret", systemImage: "lock") { Text("secret body") }
                    .hidden()
                Tab("Alerts", systemImage: "bell") { Text("alerts body") }
                    .defaultVisibility(.hidden, for: .tabBar)
            })
            let texts = h.texts
            #expect(!texts.contains("Library") && !texts.contains("Secret") && !texts.contains("Alerts"))
            #expect(texts.contains("3") && texts.contains("New"))
            // Pinned tabs come last in the bar.
            let order = ["Home", "Browse", "Downloads"].compactMap { texts.firstIndex(of: $0) }
            #expect(order.count == 3 && order == order.sorted())
            h.tap("Downloads")
            #expect(h.texts.contains("downloads body"))
        }

        @Test("the .sidebarAdaptable button shows a sidebar with sections, header, footer, bottom bar and section actions")
        func sidebar() {
            struct Root: View {
                @State var added = 0
                @State var placement: TabBarPlacement?
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Reader() }
                        TabSection("Collections") {
                            Tab("Favourites", systemImage: "heart") { Text("favourites body") }
                            Tab("Recent", systemImage: "clock") { Text("recent body") }
                                .tabPlacement(.sidebarOnly)
                        }
                        .sectionActions { Button("Add Collection") { added += 1 } }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabViewSidebarHeader { Text("Welcome \(added)") }
                    .tabViewSidebarFooter { Text("Support") }
                    .tabViewSidebarBottomBar { Text("Account") }
                }
            }
            struct Reader: View {
                @Environment(\.tabBarPlacement) var placement
                var body: some View { Text(placement == .sidebar ? "home in sidebar" : "home in tab bar") }
            }
            let h = Harness(Root())
            #expect(h.texts.contains("home in tab bar"))
            #expect(!h.texts.contains("Collections") && !h.texts.contains("Recent") && !h.texts.contains("Welcome 0"))
            tapLabelled("Show Sidebar", in: h)
            for t in ["Collections", "Favourites", "Recent", "Welcome 0", "Support", "Account", "Add Collection",
                      "home in sidebar"] {
                #expect(h.texts.contains(t), "the sidebar shows \(t)")
            }
            h.tap("Add Collection")
            #expect(h.texts.contains("Welcome 1"))
            h.tap("Recent")
            #expect(h.texts.contains("recent body"))
            tapLabelled("Hide Sidebar", in: h)
            #expect(!h.texts.contains("Collections") && h.texts.contains("recent body"))
        }

        @Test("defaultAdaptableTabBarPlacement(.sidebar) starts in the sidebar; sidebarRowSize sets its row height")
        func sidebarDefaultAndRowSize() {
            func rowHeight(_ size: SidebarRowSize) -> Double {
                let h = Harness(TabView {
                    Tab("Home", systemImage: "house") { Text("home body") }
                }
                .tabViewStyle(.sidebarAdaptable)
                .defaultAdaptableTabBarPlacement(.sidebar)
                .environment(\.sidebarRowSize, size))
                let c = h.connection
                guard let text = c.node(withText: "Home"), let button = c.tappableAncestor(of: text),
                      let f = c.frame(of: button) else { return 0 }
                return f.height
            }
            let small = rowHeight(.small), large = rowHeight(.large)
            #expect(small >= 28 && large >= 44 && large > small)
        }

        @Test("Edit mode hides a tab with a customization ID by recording it in the TabViewCustomization")
        func customization() {
            final class Box { var customization = TabViewCustomization() }
            let box = Box()
            struct Root: View {
                let box: Box
                @State var customization = TabViewCustomization()
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Text("home body") }
                            .customizationID("home")
                            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                        Tab("Alerts", systemImage: "bell") { Text("alerts body") }
                            .customizationID("alerts")
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .defaultAdaptableTabBarPlacement(.sidebar)
                    .tabViewCustomization($customization)
                    .onChange(of: customization) { _, new in box.customization = new }
                }
            }
            let h = Harness(Root(box: box))
            #expect(h.texts.contains("Alerts"))
            h.tap("Edit")
            let c = h.connection
            // The check marks: Home's cannot be changed (disabled), Alerts' hides it.
            let hide = c.visibleNodes().filter { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Hide") }
            #expect(hide.count == 2)
            if let last = hide.last, let f = c.frame(of: last) {
                c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
                h.settle()
            }
            #expect(box.customization[sidebarVisibility: "alerts"] == .hidden)
            #expect(box.customization[sidebarVisibility: "home"] == .automatic)
            h.tap("Done")
            #expect(!h.texts.contains("Alerts") && h.texts.contains("Home"))
        }

        @Test("TabViewCustomization survives a JSON round trip, as @AppStorage keeps it")
        func customizationCodable() throws {
            var c = TabViewCustomization()
            c[sidebarVisibility: "a"] = .hidden
            c[section: "s"].tabOrder = ["x", "y"]
            let data = try JSONEncoder().encode(c)
            let back = try JSONDecoder().decode(TabViewCustomization.self, from: data)
            #expect(back == c)
            #expect(back[sectionID: "s"] == ["x", "y"] && back[sectionID: "none"] == nil)
            var reset = back
            reset.resetVisibility()
            #expect(reset[sidebarVisibility: "a"] == .automatic && reset[section: "s"].tabOrder == ["x", "y"])
            reset.resetSectionOrder(for: "s")
            #expect(reset[section: "s"].tabOrder == nil)
        }
    }
}

extension TrellisUITests.TabContentBehaviour {
    @Test("a section's tabOrder reorders its tabs in the sidebar; tabs it does not name follow")
    func sectionOrder() {
        var c = TabViewCustomization()
        c[section: "lib"].tabOrder = ["c", "a"]
        let h = Harness(TabView {
            TabSection("Library") {
                Tab("Alpha", systemImage: "a.circle") { Text("alpha body") }.customizationID("a")
                Tab("Beta", systemImage: "b.circle") { Text("beta body") }.customizationID("b")
                Tab("Gamma", systemImage: "c.circle") { Text("gamma body") }.customizationID("c")
            }
            .customizationID("lib")
        }
        .tabViewStyle(.sidebarAdaptable)
        .defaultAdaptableTabBarPlacement(.sidebar)
        .tabViewCustomization(.constant(c)))
        let texts = h.texts
        let order = ["Gamma", "Alpha", "Beta"].compactMap { texts.firstIndex(of: $0) }
        #expect(order.count == 3 && order == order.sorted(), "\(texts)")
    }
}
