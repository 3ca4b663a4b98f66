import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// A split view of a sidebar row and a detail text made around a binding of `value`;
/// every change the split view writes to it is reported.
struct BoundSplit<Value: Equatable>: View {
    @State var value: Value
    let report: (Value) -> Void
    let make: (Binding<Value>) -> NavigationSplitView<Text, EmptyView, Text>
    var body: some View { make($value).onChange(of: value) { _, v in report(v) } }
}

/// NavigationSplitView's columns: visibility, the sidebar button, column widths and styles.
extension TrellisUITests {
    @MainActor @Suite struct SplitViewColumns {
        func frame(_ text: String, _ h: Harness) -> WireRect? {
            h.connection.node(withText: text).flatMap { h.connection.frame(of: $0) }
        }

        func tapLabelled(_ label: String, in h: Harness) {
            let c = h.connection
            guard let node = c.visibleNodes().first(where: { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel(label) }),
                  let f = c.frame(of: node) else {
                Issue.record("nothing is labelled \(label)")
                return
            }
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
        }

        @Test("columnVisibility .detailOnly hides the sidebar; the sidebar button brings it back through the binding")
        func visibility() {
            final class Box { var last = NavigationSplitViewVisibility.automatic }
            let box = Box()
            let h = Harness(BoundSplit(value: NavigationSplitViewVisibility.detailOnly, report: { box.last = $0 }) {
                NavigationSplitView(columnVisibility: $0) { Text("sidebar row") } detail: { Text("detail text") }
            })
            #expect(!h.texts.contains("sidebar row") && h.texts.contains("detail text"))
            tapLabelled("Show Sidebar", in: h)
            #expect(h.texts.contains("sidebar row") && box.last == .all)
            tapLabelled("Hide Sidebar", in: h)
            #expect(!h.texts.contains("sidebar row") && box.last == .detailOnly)
        }

        @Test("toolbar(removing: .sidebarToggle) takes the sidebar button away, written on the sidebar's content or on the split view")
        func removingSidebarToggle() {
            func labelled(_ h: Harness) -> Bool {
                h.connection.visibleNodes().contains {
                    h.connection.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Hide Sidebar")
                }
            }
            let plain = Harness(NavigationSplitView { Text("sidebar row") } detail: { Text("detail text") })
            #expect(labelled(plain))
            let inside = Harness(NavigationSplitView {
                Text("sidebar row").toolbar(removing: .sidebarToggle)
            } detail: { Text("detail text") })
            #expect(!labelled(inside) && inside.texts.contains("sidebar row"))
            let around = Harness(NavigationSplitView { Text("sidebar row") } detail: { Text("detail text") }
                .toolbar(removing: .sidebarToggle))
            #expect(!labelled(around))
            let none = Harness(NavigationSplitView { Text("sidebar row").toolbar(removing: nil) } detail: { Text("detail text") })
            #expect(labelled(none), "nil removes nothing")
        }

        @Test(".doubleColumn in three columns shows the content column and the detail, not the sidebar")
        func doubleColumn() {
            let h = Harness(NavigationSplitView(columnVisibility: .constant(.doubleColumn)) {
                Text("sidebar row")
            } content: {
                Text("content row")
            } detail: {
                Text("detail text")
            })
            #expect(!h.texts.contains("sidebar row") && h.texts.contains("content row") && h.texts.contains("detail text"))
        }

        @Test("navigationSplitViewColumnWidth sets the sidebar's width (ideal within its bounds)")
        func columnWidth() throws {
            func detailX(_ sidebar: some View) throws -> Double {
                let h = Harness(NavigationSplitView { sidebar } detail: { Text("detail text") })
                return try #require(frame("detail text", h)).x
            }
            let wide = try detailX(Text("rows").navigationSplitViewColumnWidth(400))
            let bounded = try detailX(Text("rows").navigationSplitViewColumnWidth(min: 150, ideal: 100, max: 300))
            let standard = try detailX(Text("rows"))
            #expect(wide > standard && bounded < standard, "\(wide) \(standard) \(bounded)")
        }

        @Test(".prominentDetail keeps the detail full width under the sidebar; a custom style wraps the split view")
        func styles() throws {
            let balanced = Harness(NavigationSplitView { Text("rows") } detail: {
                Text("detail text").frame(maxWidth: .infinity, alignment: .leading)
            })
            let prominent = Harness(NavigationSplitView { Text("rows") } detail: {
                Text("detail text").frame(maxWidth: .infinity, alignment: .leading)
            }.navigationSplitViewStyle(.prominentDetail))
            let b = try #require(frame("detail text", balanced)), p = try #require(frame("detail text", prominent))
            #expect(p.x < b.x, "prominent \(p) balanced \(b)")

            struct Framed: NavigationSplitViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) {
                        Text("styled banner")
                        NavigationSplitView(configuration)
                    }
                }
            }
            let custom = Harness(NavigationSplitView { Text("rows") } detail: { Text("detail text") }
                .navigationSplitViewStyle(Framed()))
            let banner = try #require(frame("styled banner", custom)), detail = try #require(frame("detail text", custom))
            #expect(custom.texts.contains("rows") && banner.y < detail.y)
        }
    }
}

extension TrellisUITests.SplitViewColumns {
    @Test("with .prominentDetail the sidebar button stays beside the sidebar, where the sidebar does not cover it")
    func prominentToggleUncovered() throws {
        let h = Harness(NavigationSplitView { Text("rows") } detail: { Text("detail text") }
            .navigationSplitViewStyle(.prominentDetail))
        let c = h.connection
        let button = try #require(c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Hide Sidebar") })
        let f = try #require(c.frame(of: button))
        #expect(f.x >= 280, "the button at \(f) is under the 280-point sidebar")
        tapLabelled("Hide Sidebar", in: h)
        #expect(!h.texts.contains("rows"))
    }
}

/// A phone-shaped window is compact: the split view collapses into one stack.
extension TrellisUITests {
    @MainActor @Suite struct SplitViewCollapsed {
        struct Item: Hashable, Identifiable {
            let id: Int
            let name: String
        }
        static let items = [Item(id: 1, name: "Apples"), Item(id: 2, name: "Pears")]

        /// Xcode's app template: view-destination links in the sidebar's list.
        struct Template: View {
            var body: some View {
                NavigationSplitView {
                    List {
                        ForEach(SplitViewCollapsed.items) { item in
                            NavigationLink { Text("About \(item.name)") } label: { Text(item.name) }
                        }
                    }
                    .navigationTitle("Fruit")
                } detail: {
                    Text("Select an item")
                }
            }
        }

        /// The selection pattern: links with values in a List(selection:), the detail reads it.
        struct Selecting: View {
            @State private var selected: Item?
            var body: some View {
                NavigationSplitView {
                    List(SplitViewCollapsed.items, selection: $selected) { item in
                        NavigationLink(item.name, value: item)
                    }
                    .navigationTitle("Fruit")
                } detail: {
                    if let selected { Text("Showing \(selected.name)") } else { Text("Nothing selected") }
                }
            }
        }

        @Test("The size classes follow the window: 400 wide is horizontally compact, 800 regular; 450 high is vertically compact")
        func sizeClasses() {
            struct Classes: View {
                @Environment(\.horizontalSizeClass) private var h
                @Environment(\.verticalSizeClass) private var v
                var body: some View { Text("h \(h == .compact ? "compact" : "regular") v \(v == .compact ? "compact" : "regular")") }
            }
            #expect(Harness(Classes(), width: 400, height: 800).texts == ["h compact v regular"])
            #expect(Harness(Classes(), width: 800, height: 600).texts == ["h regular v regular"])
            #expect(Harness(Classes(), width: 800, height: 450).texts == ["h regular v compact"])
        }

        @Test("Compact: the sidebar fills the window; a view-destination link pushes its destination; Back returns")
        func templateCollapses() throws {
            let h = Harness(Template(), width: 400, height: 800)
            let c = h.connection
            #expect(!h.texts.contains("Select an item"), "the detail is not beside the sidebar: \(h.texts)")
            let apples = try #require(c.node(withText: "Apples").flatMap { c.frame(of: $0) })
            #expect(apples.x < 40)
            #expect(c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("chevron.right") })
            h.tap("Apples")
            #expect(h.texts.contains("About Apples") && !h.texts.contains("Pears"))
            h.tap("Back")
            #expect(h.texts.contains("Pears") && !h.texts.contains("About Apples"))
        }

        @Test("Regular: a view-destination link in the sidebar shows its destination in the detail column")
        func templateSideBySide() throws {
            let h = Harness(Template(), width: 900, height: 600)
            let c = h.connection
            #expect(h.texts.contains("Select an item") && h.texts.contains("Apples"))
            h.tap("Pears")
            #expect(h.texts.contains("About Pears") && h.texts.contains("Apples"), "the sidebar stays: \(h.texts)")
            let about = try #require(c.node(withText: "About Pears").flatMap { c.frame(of: $0) })
            #expect(about.x > 281, "in the detail column: \(about)")
            h.tap("Apples")
            #expect(h.texts.contains("About Apples") && !h.texts.contains("About Pears"))
        }

        @Test("Compact: choosing a NavigationLink(value:) row of a List(selection:) selects it and pushes the detail; Back clears the selection")
        func selectionCollapses() {
            let h = Harness(Selecting(), width: 400, height: 800)
            #expect(!h.texts.contains("Nothing selected"))
            h.tap("Pears")
            #expect(h.texts.contains("Showing Pears") && !h.texts.contains("Apples"))
            h.tap("Back")
            #expect(h.texts.contains("Apples") && !h.texts.contains("Showing Pears"))
            h.tap("Apples")
            #expect(h.texts.contains("Showing Apples"), "the same row can be chosen again: \(h.texts)")
        }

        @Test("Regular: a NavigationLink(value:) row of a List(selection:) sets the selection; the detail follows")
        func selectionSideBySide() {
            let h = Harness(Selecting(), width: 900, height: 600)
            #expect(h.texts.contains("Nothing selected"))
            h.tap("Pears")
            #expect(h.texts.contains("Showing Pears") && h.texts.contains("Apples"))
        }

        @Test("Compact: a detail with a NavigationStack of its own is one stack with the split view's: one bar, its title, Back to the sidebar")
        func detailWithOwnStack() {
            struct Root: View {
                @State private var selected: Item?
                var body: some View {
                    NavigationSplitView {
                        List(SplitViewCollapsed.items, selection: $selected) { item in NavigationLink(item.name, value: item) }
                            .navigationTitle("Fruit")
                    } detail: {
                        if let selected {
                            NavigationStack {
                                NavigationLink("More about \(selected.name)") { Text("Deeper") }
                                    .navigationTitle(selected.name + " detail")
                            }
                        }
                    }
                }
            }
            let h = Harness(Root(), width: 400, height: 800)
            h.tap("Pears")
            #expect(h.texts.contains("Pears detail") && h.texts.filter { $0 == "Back" }.count == 1, "one bar: \(h.texts)")
            h.tap("More about Pears")
            #expect(h.texts.contains("Deeper") && h.texts.filter { $0 == "Back" }.count == 1, "\(h.texts)")
            h.tap("Back")
            #expect(h.texts.contains("Pears detail"))
            h.tap("Back")
            #expect(h.texts.contains("Apples") && h.texts.contains("Fruit") && !h.texts.contains("Pears detail"), "\(h.texts)")
        }

        @Test("A list row's whole cell is its tap area: a tap in its padding above the text follows the row's link or selects it")
        func rowCellIsTappable() throws {
            func tapAbove(_ text: String, in h: Harness) throws {
                let c = h.connection
                let f = try #require(c.node(withText: text).flatMap { c.frame(of: $0) })
                c.tap(at: WirePoint(x: f.x + 150, y: f.y - 8))
                h.settle()
            }
            let links = Harness(Template(), width: 400, height: 800)
            try tapAbove("Pears", in: links)
            #expect(links.texts.contains("About Pears"), "\(links.texts)")
            let selecting = Harness(Selecting(), width: 900, height: 600)
            try tapAbove("Pears", in: selecting)
            #expect(selecting.texts.contains("Showing Pears"), "\(selecting.texts)")
        }

        @Test("preferredCompactColumn: .detail starts on the detail, and follows the person back to the sidebar")
        func preferredCompactColumn() {
            final class Box { var column = NavigationSplitViewColumn.detail }
            let box = Box()
            let h = Harness(BoundSplit(value: NavigationSplitViewColumn.detail, report: { box.column = $0 }) {
                NavigationSplitView(preferredCompactColumn: $0) { Text("sidebar row") } detail: { Text("detail text") }
            }, width: 400, height: 800)
            #expect(h.texts.contains("detail text") && !h.texts.contains("sidebar row"))
            h.tap("Back")
            #expect(h.texts.contains("sidebar row") && box.column == .sidebar)
        }
    }
}
