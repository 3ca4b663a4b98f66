// toolbarBackground and toolbarColorScheme: what the enclosing screen's navigation bar is
// filled with and which scheme its content is drawn in.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct ToolbarAppearance {
        @Test("toolbarBackground fills the navigation bar; toolbarColorScheme(.dark) draws its title white")
        func styledBar() throws {
            let h = Harness(NavigationStack {
                Text("Body")
                    .navigationTitle("Inbox")
                    .toolbarBackground(Color.red, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }, width: 300, height: 200)
            let c = h.connection
            let title = try #require(c.node(withText: "Inbox"))
            #expect(c.property(.foreground, of: title) == .foreground(WireColor(r: 255, g: 255, b: 255, a: 255)))
            let body = try #require(c.node(withText: "Body"))
            #expect(c.property(.foreground, of: body) != .foreground(WireColor(r: 255, g: 255, b: 255, a: 255)),
                    "the screen keeps its own scheme")
            let red = WireColor(r: 255, g: 69, b: 58, a: 255)   // system red in the bar's dark scheme
            let fills = c.visibleNodes().filter { c.kind(of: $0) == .shape && c.property(.fill, of: $0) == .fill(red) }
            let frame = try #require(fills.first.flatMap { c.frame(of: $0) })
            #expect(frame.y == 0 && frame.width == 300 && frame.height >= 44, "the bar's background: \(frame)")
        }

        @Test("toolbarBackground(.hidden) draws no bar background")
        func hiddenBackground() throws {
            let h = Harness(NavigationStack {
                Text("Body").navigationTitle("Inbox").toolbarBackground(.hidden, for: .navigationBar)
            }, width: 300, height: 200)
            let c = h.connection
            // The screen's own system background fills the whole window (200 high); a bar
            // background would be a bar-high fill at the top.
            let bars = c.visibleNodes().filter {
                guard case .fill(let f)? = c.property(.fill, of: $0), let frame = c.frame(of: $0) else { return false }
                return f.a > 0 && frame.height >= 44 && frame.height < 200 && frame.y == 0
            }
            #expect(bars.isEmpty, "no opaque fill behind the bar")
        }
    }
}
