// Issue 35: badge, contextMenu, refreshable / RefreshAction and contentMargins.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct ReloadButton: View {
    @Environment(\.refresh) var refresh
    var body: some View {
        Button(refresh == nil ? "No refresh" : "Reload") { Task { await refresh?() } }
    }
}

private struct RefreshDemo: View {
    @State var count = 0
    var body: some View {
        VStack {
            List {
                Text("loaded \(count)")
                ReloadButton()
            }
            .refreshable { count += 1 }
            ReloadButton()
        }
    }
}

private struct ContextMenuDemo: View {
    @State var deleted = false
    var body: some View {
        VStack {
            Text(deleted ? "deleted" : "kept")
            Text("Row")
                .frame(width: 200, height: 44)
                .contextMenu {
                    Button("Delete", role: .destructive) { deleted = true }
                }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ListPolishAPI {
        @Test("badge: at a list row's trailing edge; on a tab item's icon; zero shows none")
        func badge() {
            let h = Harness(List {
                Text("Inbox").badge(3)
                Text("Drafts").badge(0)
                Text("Flagged").badge("new")
            })
            #expect(h.texts.contains("3") && h.texts.contains("new") && !h.texts.contains("0"))
            let inbox = h.connection.frame(of: h.connection.node(withText: "Inbox")!)!
            let count = h.connection.frame(of: h.connection.node(withText: "3")!)!
            #expect(count.x > inbox.x + 300, "trailing edge")
            #expect(abs(count.y - inbox.y) < 5, "same row")

            let tabs = Harness(TabView {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.badge(5)
                Text("Other screen").tabItem { Label("Other", systemImage: "gear") }
            })
            #expect(tabs.texts.contains("5") && tabs.texts.contains("Home") && tabs.texts.contains("Other"))
            let bare = Harness(Text("Plain").badge(7))
            #expect(!bare.texts.contains("7"), "outside a list or tab bar a badge shows nothing, as in SwiftUI")
        }

        @Test("contextMenu opens its actions on a long press, like Menu")
        func contextMenu() async throws {
            let h = Harness(ContextMenuDemo())
            #expect(!h.texts.contains("Delete"))
            let id = try #require(h.connection.visibleNodes().first { h.connection.property(.draggable, of: $0) == .draggable(true) })
            let f = h.connection.frame(of: id)!
            let x = f.x + 10, y = f.y + 10
            h.connection.inject(.inputDrag(id: id, phase: .began, x: x, y: y, startX: x, startY: y, frame: f))
            h.settle()
            try await Task.sleep(nanoseconds: 700_000_000)
            h.settle()
            h.connection.inject(.inputDrag(id: id, phase: .ended, x: x, y: y, startX: x, startY: y, frame: f))
            h.settle()
            #expect(h.texts.contains("Delete"))
            h.tap("Delete")
            #expect(h.texts.contains("deleted"))
        }

        @Test("refreshable puts a RefreshAction in the environment below it; Control-R runs it from the focus")
        func refreshable() async throws {
            let h = Harness(RefreshDemo())
            #expect(h.texts.contains("No refresh"), "outside the refreshable view there is no action")
            h.tap("Reload")
            try await Task.sleep(nanoseconds: 50_000_000)
            h.settle()
            #expect(h.texts.contains("loaded 1"))
            // The tap focused the Reload button, inside the list: Control-R refreshes.
            h.connection.press(key: UInt32(UnicodeScalar("r").value), modifiers: KeyModifiers.control.rawValue)
            h.settle()
            try await Task.sleep(nanoseconds: 50_000_000)
            h.settle()
            #expect(h.texts.contains("loaded 2"))
        }

        @Test("contentMargins insets a scroll view's content; the scroll indicator and bounce settings are readable")
        func contentMargins() {
            let h = Harness(VStack(spacing: 0) {
                ScrollView { Text("Plain top") }.frame(height: 100)
                ScrollView { Text("Inset top") }.contentMargins(.top, 40).frame(height: 100)
            })
            let plain = h.connection.frame(of: h.connection.node(withText: "Plain top")!)!
            let inset = h.connection.frame(of: h.connection.node(withText: "Inset top")!)!
            #expect(abs((inset.y - 100) - (plain.y + 40)) < 0.5)
            var env = EnvironmentValues()
            env.verticalScrollIndicatorVisibility = .hidden
            #expect(env.verticalScrollIndicatorVisibility == .hidden && env.horizontalScrollIndicatorVisibility == .automatic)
        }
    }
}

extension TrellisUITests.ListPolishAPI {
    @Test("listRowInsets replaces the row's insets and listRowBackground fills the whole row")
    func rowInsetsAndBackground() throws {
        let h = Harness(List {
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                .listRowBackground(Color.red)
            Text("Standard")
        }, width: 400, height: 300)
        let c = h.connection
        let inset = try #require(c.frame(of: c.node(withText: "Inset")!))
        let standard = try #require(c.frame(of: c.node(withText: "Standard")!))
        // Inside the card, 16 points in from the list's edge.
        #expect(inset.x == 16 + 40 && standard.x == 16 + 16)
        let red = c.visibleNodes().filter { c.property(.fill, of: $0) == .fill(WireColor(r: 255, g: 59, b: 48)) || c.property(.fill, of: $0) == .fill(WireColor(r: 255, g: 0, b: 0)) }
        let fills = red.compactMap { c.frame(of: $0) }
        #expect(fills.contains { $0.x == 16 && $0.width == 368 && $0.y <= inset.y && $0.y + $0.height >= inset.y + inset.height },
                "a red fill spans the row's card: \(fills)")
    }
}
