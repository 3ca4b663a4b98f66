// The previews of issue 35's groups (Sources/Demos/TodoDemoKit/Gallery): each mounted on a
// real trellisd (TestHost, headless backend) at its preview size and used as a user would.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
@testable import TodoDemoKit

@MainActor
@Suite("Gallery screens on a real trellisd")
struct GalleryScreensTests {
    @Test("Layout: a Grid, a custom Layout, ViewThatFits, and AnyLayout switching keeps the chips' counts")
    func layout() async throws {
        try await TestHost.run(width: 800, height: 450, content: { LayoutGallery() }) { host in
            let texts = try await host.texts()
            for shown in ["Blueberries", "$5.70", "Wayland", "A shorter label", "Wake", "at noon", "Sleep", "A: 0"] {
                #expect(texts.contains(shown), "\(shown) is shown")
            }
            #expect(!texts.contains("A label too long for the width it gets"), "ViewThatFits chose the shorter view")
            // The custom alignment lines the three icons up and leaves the texts whole.
            let wake = try #require(try await host.frame(of: "Wake"))
            #expect(wake.width >= 30, "Wake is not squeezed: \(wake)")

            try await host.tap("A: 0")
            try await host.tap("A: 1")
            let a = try #require(try await host.frame(of: "A: 2")), b = try #require(try await host.frame(of: "B: 0"))
            #expect(abs(a.midY - b.midY) < 1 && b.minX > a.maxX, "a row: \(a) \(b)")
            // The switch to the right of its label (a Toggle's label does not toggle it on iOS).
            let column = try #require(try await host.frame(of: "Column"))
            _ = try await host.tap(at: CGPoint(x: column.maxX + 30, y: column.midY))
            let a2 = try #require(try await host.frame(of: "A: 2"), "the count survived the switch")
            let b2 = try #require(try await host.frame(of: "B: 0"))
            #expect(b2.minY > a2.maxY, "a column: \(a2) \(b2)")
        }
    }

    @Test("Drawing: the canvas, the clock and the animatable shape draw; the matched highlight follows the selection")
    func drawing() async throws {
        try await TestHost.run(width: 800, height: 450, content: { DrawingGallery() }) { host in
            let texts = try await host.texts()
            for shown in ["Visits", "Day", "Week", "Month", "Style", "Boxed", "Backdrop"] {
                #expect(texts.contains(shown), "\(shown) is shown")
            }
            try await host.tap("Sides")
            // The matched highlight (a capsule) sits behind the selected period, then moves.
            func highlight() async throws -> CGRect? {
                try await host.nodes().first { $0.kind == "shape" && $0.attributes.contains("capsule") && $0.frame.width < 150 }?.rect
            }
            let day = try #require(try await host.frame(of: "Day"))
            #expect(try await highlight().map { abs($0.midX - day.midX) < 1 } == true, "behind Day")
            try await host.tap("Week")
            let week = try #require(try await host.frame(of: "Week"))
            #expect(try await highlight().map { abs($0.midX - week.midX) < 1 } == true, "behind Week once tapped")
        }
    }

    @Test("Controls: custom styles respond, the table sorts by its column, the outline group expands")
    func controls() async throws {
        try await TestHost.run(width: 800, height: 450, content: { ControlsGallery() }) { host in
            let texts = try await host.texts()
            for shown in ["Press", "Alarms", "Bell", "Vanilla", "Back", "Forward", "Share", "1.0 (42)", "Inbox", "12", "RECENT SENDERS"] {
                #expect(texts.contains(shown), "\(shown) is shown")
            }
            // Sorted by moons, most first; the header's tap reverses the order.
            var saturn = try #require(try await host.frame(of: "Saturn")), earth = try #require(try await host.frame(of: "Earth"))
            #expect(saturn.minY < earth.minY)
            try await host.tap("Moons")
            saturn = try #require(try await host.frame(of: "Saturn"))
            earth = try #require(try await host.frame(of: "Earth"))
            #expect(earth.minY < saturn.minY, "ascending after the header's tap: \(earth) \(saturn)")
            // The outline group opens its folder.
            #expect(!texts.contains("App.swift"))
            try await host.tap("Sources")
            #expect(try await host.texts().contains("App.swift"))
        }
    }

    @Test("Scrolling: ScrollViewReader scrolled the list to row 30, and the paged TabView shows its first page")
    func scrolling() async throws {
        try await TestHost.run(width: 800, height: 450, content: { ScrollingGallery() }) { host in
            let texts = try await host.texts()
            #expect(texts.contains("Row 30"), "scrolled on appear")
            #expect(texts.contains("Welcome") && texts.contains("Card 1") && texts.contains("8 messages"))
            let row = try #require(try await host.frame(of: "Row 30"))
            let title = try #require(try await host.frame(of: "ScrollViewReader: row 30 on appear"))
            #expect(row.minY - title.maxY < 40, "row 30 at the top of the list: \(row), title \(title)")
            if let first = try await host.frame(of: "Row 0") {
                #expect(first.maxY <= title.maxY + 1, "row 0 scrolled out above the list: \(first)")
            }
        }
    }
}
