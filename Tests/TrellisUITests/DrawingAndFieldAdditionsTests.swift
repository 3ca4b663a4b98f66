// Path.strokedPath, Color.Resolved, ShapeStyle.opacity, GraphicsContext's clear mode, and a
// TextField bound to an optional formatted value.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct DrawingAndFieldAdditions {
        func inside(_ path: Path, _ x: CGFloat, _ y: CGFloat) -> Bool {
            PolygonBoolean.contains(PolygonBoolean.rings(path), CGPoint(x: x, y: y), eoFill: false)
        }

        @Test("strokedPath covers the stroke: half the width each side, caps and joins as the style says, gaps where it dashes")
        func strokedPath() {
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 0))
            line.addLine(to: CGPoint(x: 10, y: 0))
            let butt = line.strokedPath(StrokeStyle(lineWidth: 4))
            #expect(abs(butt.boundingRect.minX - 0) < 0.01 && abs(butt.boundingRect.maxX - 10) < 0.01)
            #expect(abs(butt.boundingRect.minY + 2) < 0.01 && abs(butt.boundingRect.maxY - 2) < 0.01)
            #expect(inside(butt, 5, 1.5) && !inside(butt, 5, 2.5) && !inside(butt, -1, 0))
            let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
            #expect(abs(round.boundingRect.minX + 2) < 0.05 && abs(round.boundingRect.maxX - 12) < 0.05)
            #expect(inside(round, -1.5, 0) && !inside(round, -1.9, 1.9))
            let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
            #expect(inside(square, -1.9, 1.9))
            let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
            #expect(inside(dashed, 1, 0) && !inside(dashed, 3, 0) && inside(dashed, 5, 0))

            var corner = Path()
            corner.move(to: CGPoint(x: 0, y: 0))
            corner.addLine(to: CGPoint(x: 10, y: 0))
            corner.addLine(to: CGPoint(x: 10, y: 10))
            let miter = corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter))
            #expect(inside(miter, 11.9, -1.9), "the miter fills the outer corner")
            let bevel = corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .bevel))
            #expect(!inside(bevel, 11.9, -1.9) && inside(bevel, 11, -0.5))
        }

        @Test("Color.resolve(in:) gives the components for the environment's scheme; Color(resolved) and linear components round-trip")
        func resolvedColor() {
            var light = EnvironmentValues(), dark = EnvironmentValues()
            light.colorScheme = .light
            dark.colorScheme = .dark
            let l = Color.red.resolve(in: light), d = Color.red.resolve(in: dark)
            #expect(abs(l.red - 1) < 0.001 && abs(l.green - 59 / 255) < 0.001)
            #expect(abs(d.green - 69 / 255) < 0.001, "the dark scheme's system red")
            #expect(Color(l).resolve(in: light) == l)
            var r = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
            #expect(abs(r.linearRed - 0.214) < 0.001)
            r.linearRed = 1
            #expect(abs(r.red - 1) < 0.0001)
            let linear = Color(.sRGBLinear, white: 0.214)
            #expect(abs(linear.resolve(in: light).red - 0.5) < 0.002, "linear components are encoded")
        }

        @Test("ShapeStyle.opacity fades any style, resolved where it is drawn (.tint.opacity under tint(.red))")
        func styleOpacity() {
            let h = Harness(Rectangle().fill(.tint.opacity(0.5)).frame(width: 10, height: 10).tint(.red))
            let c = h.connection
            let fills = c.visibleNodes().compactMap { n -> WireColor? in
                if case .fill(let color)? = c.property(.fill, of: n), c.property(.shape, of: n) != nil { return color }
                return nil
            }
            #expect(fills == [Color.red.opacity(0.5).wire])
        }

        @Test("A canvas drawing with .clear is one compositing group: the eraser clears its strokes, not what is behind")
        func canvasClear() {
            func groups(_ blend: GraphicsContext.BlendMode) -> Int {
                let h = Harness(Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                    var eraser = context
                    eraser.blendMode = blend
                    eraser.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black))
                }.frame(width: 40, height: 40).background(Color.yellow))
                h.settle()
                let c = h.connection
                return c.visibleNodes().filter { c.property(.compositingGroup, of: $0) == .compositingGroup(true) }.count
            }
            #expect(groups(.clear) == 1)
            #expect(groups(.normal) == 0)
            #expect(GraphicsContext.BlendMode.clear.viewMode == .destinationOut)
        }

        @Test("TextField(value:) of an optional: empty while nil; a committed number sets it, an emptied field sets nil")
        func optionalFormattedField() throws {
            struct Amount: View {
                @State private var amount: Double? = nil
                var body: some View {
                    VStack {
                        TextField("Amount", value: $amount, format: .number)
                        Text(amount.map { "amount \($0)" } ?? "amount none")
                    }
                }
            }
            let h = Harness(Amount())
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            #expect(c.property(.text, of: field) == .text("") || c.property(.text, of: field) == nil)
            c.inject(.inputText(id: field, text: "12.5"))
            c.inject(.inputKey(id: field, key: KeyCode.enter.rawValue, modifiers: 0))
            h.settle()
            #expect(h.texts.contains("amount 12.500000"), "\(h.texts)")
            c.inject(.inputText(id: field, text: ""))
            c.inject(.inputKey(id: field, key: KeyCode.enter.rawValue, modifiers: 0))
            h.settle()
            #expect(h.texts.contains("amount none"), "\(h.texts)")
        }

        @Test("UIKit's fill and label colours exist as SwiftUI's system colours")
        func uiColors() {
            var dark = EnvironmentValues()
            dark.colorScheme = .dark
            for (ui, color) in [(UIColor.tertiarySystemFill, Color.tertiarySystemFill), (.quaternarySystemFill, .quaternarySystemFill),
                                (.quaternaryLabel, .quaternaryLabel), (.opaqueSeparator, .opaqueSeparator)] {
                #expect(Color(ui).resolve(in: EnvironmentValues()) == color.resolve(in: EnvironmentValues()))
                #expect(Color(ui).resolve(in: dark) == color.resolve(in: dark))
            }
        }
    }
}
