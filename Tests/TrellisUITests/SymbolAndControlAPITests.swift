// Issue 35, first group: SwiftUI API that real apps use and failed to compile — buttons
// with a system image, relative arcs and path transforms, colour gradients and type-erased
// shape styles, accentColor, custom toggle and label styles, sensory feedback (inert),
// the accessibility environment, image scales, symbol variants and rendering modes.
import Testing
import TrellisProtocol
@testable import TrellisUI

@MainActor
func nodes(_ h: Harness, kind: NodeKind) -> [NodeID] {
    h.connection.visibleNodes().filter { h.connection.kind(of: $0) == kind }
}

@MainActor
func foreground(_ h: Harness, text: String) -> Property? {
    h.connection.node(withText: text).flatMap { h.connection.property(.foreground, of: $0) }
}

private struct SystemImageButtons: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add", systemImage: "plus") { count += 1 }
            Button("Remove", systemImage: "trash", role: .destructive) { count -= 1 }
            Button("Hidden title", systemImage: "star") {}.labelStyle(.iconOnly)
            Button("Go") {}.accentColor(.purple)
        }
    }
}

private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }
}

private struct TaggedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.icon; configuration.title; Text("(styled)") }
    }
}

private struct StyledControls: View {
    @State var wifi = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckStyle())
            Text(wifi ? "wifi on" : "wifi off")
            Label("Inbox", systemImage: "tray").labelStyle(TaggedLabelStyle())
            Toggle("Airplane", systemImage: "airplane", isOn: .constant(true))
        }
        .sensoryFeedback(.success, trigger: wifi)
        .sensoryFeedback(trigger: wifi) { old, new in new ? .impact(weight: .heavy) : nil }
    }
}

private struct AccessibilityReader: View {
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
    @Environment(\.accessibilityInvertColors) var invert
    @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) var switchControl
    @Environment(\.accessibilityPlayAnimatedImages) var playImages
    @Environment(\.legibilityWeight) var weight
    let label: String
    var body: some View {
        Text("\(label): \([reduceMotion, reduceTransparency, withoutColor, invert, voiceOver, switchControl, playImages].map { $0 ? "1" : "0" }.joined()) \(weight == .bold ? "bold" : "regular")")
    }
}

private struct Symbols: View {
    var body: some View {
        VStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "bell").symbolVariant(.slash).symbolVariant(.circle.fill)
            Image(systemName: "heart").environment(\.symbolVariants, .none).symbolVariant(.fill)
            Image("heart").symbolVariant(.fill)
            Image(systemName: "star").imageScale(.large)
            Image(systemName: "star").imageScale(.small).font(.title)
            Image(systemName: "star")
        }
    }
}

private struct RenderingModeReader: View {
    @Environment(\.symbolRenderingMode) var mode
    var body: some View { Text(mode == .hierarchical ? "hierarchical" : mode == nil ? "unset" : "other") }
}

extension TrellisUITests {
    @MainActor @Suite struct SymbolAndControlAPI {
        @Test("Button(_:systemImage:action:) shows a Label and runs its action; role and labelStyle apply")
        func systemImageButton() {
            let h = Harness(SystemImageButtons())
            #expect(h.texts.contains("Add") && h.texts.contains("Remove"))
            #expect(nodes(h, kind: .image).count == 3)
            #expect(!h.texts.contains("Hidden title"))
            h.tap("Add"); h.tap("Add")
            #expect(h.texts.contains("count 2"))
            h.tap("Remove")
            #expect(h.texts.contains("count 1"))
            #expect(foreground(h, text: "Remove") == .foreground(Color.red.wire))
        }

        @Test("accentColor(_:) tints the buttons below like tint(_:)")
        func accentColor() {
            let h = Harness(SystemImageButtons())
            #expect(foreground(h, text: "Go") == .foreground(Color.purple.wire))
            #expect(foreground(h, text: "Add") == .foreground(Color.accentColor.wire))
        }

        @Test("a custom ToggleStyle draws the toggle from its Configuration and flips isOn")
        func customToggleStyle() {
            let h = Harness(StyledControls())
            #expect(h.texts.contains("[ ]") && h.texts.contains("Wi-Fi") && h.texts.contains("wifi off"))
            h.tap("[ ]")
            #expect(h.texts.contains("[x]") && h.texts.contains("wifi on"))
            #expect(h.texts.contains("Airplane"))
        }

        @Test("a custom LabelStyle draws the label from its title and icon")
        func customLabelStyle() {
            let h = Harness(StyledControls())
            #expect(h.texts.contains("Inbox") && h.texts.contains("(styled)"))
            let inbox = h.connection.frame(of: h.connection.node(withText: "Inbox")!)!
            let tag = h.connection.frame(of: h.connection.node(withText: "(styled)")!)!
            #expect(tag.y > inbox.y, "the style stacks vertically")
        }

        @Test("accessibility environment values: SwiftUI's defaults, settable for a subtree")
        func accessibilityEnvironment() {
            let h = Harness(VStack {
                AccessibilityReader(label: "default")
                AccessibilityReader(label: "set")
                    .environment(\.accessibilityReduceMotion, true)
                    .environment(\.accessibilityVoiceOverEnabled, true)
                    .environment(\.legibilityWeight, .bold)
            })
            #expect(h.texts.contains("default: 0000001 regular"))
            #expect(h.texts.contains("set: 1000101 bold"))
        }

        @Test("symbolVariant adds suffixes in SF Symbols' order; .none in the environment clears them")
        func symbolVariants() {
            let h = Harness(Symbols())
            let names = nodes(h, kind: .image).compactMap { id -> String? in
                if case .systemName(let n)? = h.connection.property(.systemName, of: id) { return n }
                return nil
            }
            #expect(Array(names.prefix(4)) == ["heart.fill", "bell.slash.circle.fill", "heart", "heart"])
            #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        }

        @Test("imageScale sizes a symbol relative to its font: small < medium < large")
        func imageScale() {
            let h = Harness(Symbols())
            let images = nodes(h, kind: .image)
            func size(_ id: NodeID) -> Double? {
                if case .fontSize(let s)? = h.connection.property(.fontSize, of: id) { return s }
                return nil
            }
            #expect(abs((size(images[4]) ?? 0) - 20 * 1.29) < 0.01)
            #expect(abs((size(images[5]) ?? 0) - 33 * 0.783) < 0.01)
            #expect(size(images[6]) == nil)
            let large = h.connection.frame(of: images[4])!, medium = h.connection.frame(of: images[6])!
            #expect(large.height > medium.height)
        }

        @Test("symbolRenderingMode is readable from the environment")
        func renderingMode() {
            let h = Harness(VStack {
                RenderingModeReader().symbolRenderingMode(.hierarchical)
                RenderingModeReader()
            })
            #expect(h.texts.contains("hierarchical") && h.texts.contains("unset"))
        }

        @Test("Color.gradient fills top to bottom from a lighter tint to the colour; AnyShapeStyle draws its style")
        func gradients() {
            let h = Harness(VStack {
                Rectangle().fill(Color.blue.gradient)
                Rectangle().fill(AnyShapeStyle(Color.red))
                Circle().fill(AnyShapeStyle(.tint)).tint(.orange)
                Rectangle().fill(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            })
            let shapes = nodes(h, kind: .shape)
            guard case .gradient(let g)? = h.connection.property(.gradient, of: shapes[0]) else {
                Issue.record("no gradient"); return
            }
            #expect(Array(g.prefix(5)) == [0, 0.5, 0, 0.5, 1])
            // Last stop: the colour itself at location 1; the first stop is lighter.
            let blue = Color.blue
            #expect(Array(g.suffix(5)).map { ($0 * 1000).rounded() } == [1, blue.red, blue.green, blue.blue, 1].map { ($0 * 1000).rounded() })
            #expect(g[6] > blue.red && g[7] > blue.green)
            #expect(h.connection.property(.fill, of: shapes[1]) == .fill(Color.red.wire))
            #expect(h.connection.property(.fill, of: shapes[2]) == .fill(Color.orange.wire))
            guard case .gradient(let lg)? = h.connection.property(.gradient, of: shapes[3]) else {
                Issue.record("AnyShapeStyle lost the gradient"); return
            }
            #expect(Array(lg.prefix(5)) == [0, 0, 0.5, 1, 0.5])
        }

        @Test("Path.addRelativeArc turns by delta from startAngle; transforms move the arc")
        func relativeArc() {
            var p = Path()
            p.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(90))
            #expect(abs(p.currentPoint!.x - 50) < 1e-9 && abs(p.currentPoint!.y - 100) < 1e-9)
            let b = p.boundingRect
            #expect(abs(b.maxX - 100) < 1e-9 && abs(b.maxY - 100) < 1e-9 && b.minX >= 50 - 1e-9)
            var q = Path()
            q.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(-90))
            #expect(abs(q.currentPoint!.y - 0) < 1e-9)
            var t = Path()
            t.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(180),
                             transform: CGAffineTransform(translationX: 100, y: 0))
            #expect(abs(t.currentPoint!.x - 90) < 1e-9)
            let moved = p.offsetBy(dx: 10, dy: 0)
            #expect(abs(moved.boundingRect.maxX - 110) < 1e-9)
            var combined = Path()
            combined.addPath(p, transform: CGAffineTransform(scaleX: 2, y: 2))
            #expect(abs(combined.currentPoint!.y - 200) < 1e-9)
        }
    }
}
