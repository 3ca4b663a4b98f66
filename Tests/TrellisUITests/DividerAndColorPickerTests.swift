// Divider's orientation follows the stack around it; ColorPicker's well opens a colour sheet.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct DividerAndColorPicker {
        func dividerFrames(_ h: Harness) -> [WireRect] {
            let c = h.connection
            return c.visibleNodes().filter { c.property(.shape, of: $0) == .shape(.rectangle) }.compactMap { c.frame(of: $0) }
        }

        @Test("Divider: vertical in an HStack (through a frame and a custom view), horizontal in a VStack")
        func orientation() throws {
            struct Rule: View { var body: some View { Divider() } }
            let h = Harness(VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Text("left")
                    Divider().frame(height: 28)
                    Text("middle")
                    Rule()
                    Text("right")
                }
                Divider()
            }.frame(width: 300), width: 300, height: 200)
            let lines = dividerFrames(h).sorted { $0.width < $1.width }
            try #require(lines.count == 3, "\(lines)")
            #expect(lines[0].width == 1 && lines[0].height == 28, "the framed one: \(lines[0])")
            #expect(lines[1].width == 1 && lines[1].height > 10, "the one in a custom view: \(lines[1])")
            #expect(lines[2].height == 1 && lines[2].width == 300, "the VStack's: \(lines[2])")
        }

        @Test("ColorPicker: labelsHidden shows the well only; the well opens the colour sheet, a swatch sets the colour")
        func colorPicker() throws {
            final class Box { var color = Color.black }
            struct Picker: View {
                let box: Box
                @State private var color = Color.black
                var body: some View {
                    VStack {
                        ColorPicker("Ink", selection: $color).labelsHidden()
                        Text(color == .black ? "black" : "changed")
                    }
                    .onChange(of: color) { _, c in box.color = c }
                }
            }
            let box = Box()
            let h = Harness(Picker(box: box), width: 390, height: 800)
            #expect(!h.texts.contains("Ink") && h.texts.contains("black"))
            let c = h.connection
            let well = try #require(c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Ink") })
            let f = try #require(c.frame(of: well))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("Done") && h.texts.contains("OPACITY"), "\(h.texts)")
            let swatch = try #require(c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Colour 6, 6") })
            let s = try #require(c.frame(of: swatch))
            c.tap(at: WirePoint(x: s.x + s.width / 2, y: s.y + s.height / 2))
            h.settle()
            #expect(h.texts.contains("changed"))
            #expect(box.color.red > 0.5 && box.color.green < 0.3, "a red from the grid: \(box.color)")
            h.tap("Done")
            #expect(!h.texts.contains("OPACITY"))
        }
    }
}
