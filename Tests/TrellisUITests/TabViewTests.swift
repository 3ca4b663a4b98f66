// TabView as SwiftUI draws it: it fills the window, the tab bar at the bottom with each
// tab's Label (icon above title), the selected tab centred above it; S20 kept.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct TabsApp: View {
    @State private var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            Text("Settings screen")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
        }
    }
}

struct Tabs18App: View {
    @State private var selection = 0
    var body: some View {
        VStack {
            Text("selected \(selection)")
            TabView(selection: $selection) {
                Tab("First", systemImage: "star", value: 0) { Text("One") }
                Tab("Second", systemImage: "heart", value: 1) { Text("Two") }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Tabs {
        @Test("S20 TabView fills the window: tab bar at the bottom, the selected tab centred above it")
        func fillsWindow() throws {
            let h = Harness(TabsApp(), width: 800, height: 600)
            let c = h.connection
            let home = try #require(c.frame(of: c.node(withText: "Home")!))
            let settings = try #require(c.frame(of: c.node(withText: "Settings")!))
            #expect(home.y > 540 && settings.y > 540, "tab bar at the bottom: \(home) \(settings)")
            #expect(home.x < 400 && settings.x > 400, "items share the width")
            let screen = try #require(c.frame(of: c.node(withText: "Home screen")!))
            #expect(abs(screen.x + screen.width / 2 - 400) < 1 && screen.y > 200 && screen.y < 300, "centred: \(screen)")
            // The icon sits above the title.
            let icon = try #require(c.visibleNodes().first { c.property(.systemName, of: $0) == .systemName("house") })
            #expect(c.frame(of: icon)!.y < home.y)
        }

        @Test("S20 a tabItem written as an Image and a Text is drawn as a tab bar item: the icon over a caption-sized title, like a Label")
        func imageAndTextTabItem() throws {
            let h = Harness(TabView {
                Text("Today screen").tabItem {
                    Image(systemName: "house").renderingMode(.template)
                    Text("Today")
                }
                Text("Games screen").tabItem { Label("Games", systemImage: "gear") }
                Text("Apps screen").tabItem { Text("Apps") }
            }, width: 400, height: 600)
            let c = h.connection
            func fontSize(_ text: String) -> Double? {
                guard let id = c.node(withText: text), case .fontSize(let s)? = c.property(.fontSize, of: id) else { return nil }
                return s
            }
            let today = try #require(fontSize("Today")), games = try #require(fontSize("Games"))
            #expect(today == games, "the Image + Text item's title is set like a Label's: \(today) vs \(games)")
            #expect(today < 17, "a caption, not body text: \(today)")
            #expect(fontSize("Apps") == games, "a title alone is a caption too")
            let icon = try #require(c.visibleNodes().first { c.property(.systemName, of: $0) == .systemName("house") })
            let title = try #require(c.frame(of: c.node(withText: "Today")!))
            #expect(c.frame(of: icon)!.y < title.y, "the icon sits above the title")
        }

        @Test("S20 tapping a tab item selects it through the selection binding")
        func selecting() {
            let h = Harness(TabsApp(), width: 800, height: 600)
            h.tap("Settings")
            #expect(h.texts.contains("Settings screen"))
            #expect(!h.texts.contains("Home screen"))
        }

        @Test("S20 Tab (the iOS 18 form) with values drives TabView(selection:)")
        func tab18() {
            let h = Harness(Tabs18App(), width: 400, height: 600)
            #expect(h.texts.contains("One"))
            h.tap("Second")
            #expect(h.texts.contains("selected 1"))
            #expect(h.texts.contains("Two"))
        }

        @Test("Label: icon and title side by side; labelStyle picks title or icon only")
        func label() throws {
            let h = Harness(VStack {
                Label("Inbox", systemImage: "bell")
                Label("Hidden icon", systemImage: "star").labelStyle(.titleOnly)
                Label("Hidden title", systemImage: "heart").labelStyle(.iconOnly)
            }, width: 400, height: 300)
            let c = h.connection
            #expect(h.texts == ["Inbox", "Hidden icon"])
            let bell = try #require(c.visibleNodes().first { c.property(.systemName, of: $0) == .systemName("bell") })
            let inbox = try #require(c.frame(of: c.node(withText: "Inbox")!))
            #expect(c.frame(of: bell)!.x < inbox.x)
            #expect(c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("heart") })
            #expect(!c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("star") })
        }
    }
}
