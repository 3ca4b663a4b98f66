import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

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
            struct Root: View {
                let box: Box
                @State var visibility = NavigationSplitViewVisibility.detailOnly
                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        Text("sidebar row")
                    } detail: {
                        Text("detail text")
                    }
                    .onChange(of: visibility) { _, v in box.last = v }
                }
            }
            let h = Harness(Root(box: box))
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
