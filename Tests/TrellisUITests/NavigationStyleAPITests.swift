// Issue 35: tabViewStyle(.page) and menuStyle.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct RedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).foregroundColor(.red)
    }
}

extension TrellisUITests {
    @MainActor @Suite struct NavigationStyleAPI {
        @Test("tabViewStyle(.page) shows page dots instead of the tab bar; a dot selects its page")
        func pageStyle() throws {
            let h = Harness(TabView {
                Text("Page one")
                Text("Page two")
            }.tabViewStyle(.page))
            #expect(h.texts.contains("Page one") && !h.texts.contains("Page two"))
            #expect(!h.texts.contains("Tab 1"), "no tab bar")
            let dots = nodes(h, kind: .shape).filter { h.connection.property(.shape, of: $0) == .shape(.circle) }
            #expect(dots.count == 2)
            let f = try #require(h.connection.frame(of: dots[1]))
            h.connection.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("Page two") && !h.texts.contains("Page one"))
            let bar = Harness(TabView { Text("Page one"); Text("Page two") })
            #expect(bar.texts.contains("Tab 1"))
        }

        @Test("menuStyle(.button) draws the menu's label bordered; a custom MenuStyle draws Menu(configuration)")
        func menuStyles() {
            let h = Harness(Menu("Actions") { Button("First") {} }.menuStyle(.button))
            #expect(nodes(h, kind: .shape).contains { h.connection.property(.shape, of: $0) == .shape(.roundedRectangle) })
            h.tap("Actions")
            #expect(h.texts.contains("First"))
            let custom = Harness(Menu("More") { Button("Second") {} }.menuStyle(RedMenuStyle()))
            #expect(foreground(custom, text: "More") == .foreground(Color.red.wire))
            custom.tap("More")
            #expect(custom.texts.contains("Second"))
        }
    }
}
