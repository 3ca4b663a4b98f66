// Issue 35: progressViewStyle (linear, circular, custom), Gauge and its styles,
// buttonBorderShape, backgroundStyle / .background, ContainerRelativeShape.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("done \(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

@MainActor
private func shapeKinds(_ h: Harness) -> [Property] {
    h.connection.visibleNodes().compactMap { h.connection.property(.shape, of: $0) }
}

@MainActor
private func trims(_ h: Harness) -> [[Double]] {
    h.connection.visibleNodes().compactMap { id -> [Double]? in
        if case .trim(let t)? = h.connection.property(.trim, of: id) { return t }
        return nil
    }
}

extension TrellisUITests {
    @MainActor @Suite struct StyledControlAPI {
        @Test("progressViewStyle: a custom style draws from the configuration; .circular draws a ring trimmed to the fraction")
        func progressStyles() {
            let custom = Harness(ProgressView(value: 0.4).progressViewStyle(PercentStyle()))
            #expect(custom.texts.contains("done 40%"))
            let circular = Harness(ProgressView("Loading", value: 0.25).progressViewStyle(.circular))
            #expect(circular.texts.contains("Loading"))
            #expect(trims(circular).contains { abs($0[1] - 0.25) < 1e-9 })
            let linear = Harness(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 200))
            #expect(trims(linear).isEmpty)
            let plain = Harness(ProgressView())
            #expect(plain.texts.contains("…"))
        }

        @Test("Gauge: the default bar is filled to the value's place in the range; the circular capacity ring is trimmed to it")
        func gauge() {
            let h = Harness(Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }.frame(width: 300))
            #expect(["Speed", "30", "0", "120"].allSatisfy(h.texts.contains))
            let ring = Harness(Gauge(value: 0.75) { Text("Battery") } currentValueLabel: { Text("75") }
                .gaugeStyle(.accessoryCircularCapacity))
            #expect(ring.texts.contains("75"))
            #expect(trims(ring).contains { abs($0[1] - 0.75) < 1e-9 })
        }

        @Test("buttonBorderShape changes the background shape of bordered buttons")
        func borderShape() {
            let capsule = Harness(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
            #expect(shapeKinds(capsule).contains(.shape(.capsule)))
            let standard = Harness(Button("Go") {}.buttonStyle(.bordered))
            #expect(shapeKinds(standard).contains(.shape(.roundedRectangle)))
            let circle = Harness(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.circle))
            #expect(shapeKinds(circle).contains(.shape(.circle)))
        }

        @Test("controlSize sizes bordered buttons: a large prominent button is taller and wider than a regular one, a small one smaller")
        func controlSizes() throws {
            func shapeFrame(_ size: ControlSize) throws -> WireRect {
                let h = Harness(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size))
                let c = h.connection
                let shape = try #require(c.visibleNodes().first { c.kind(of: $0) == .shape })
                return try #require(c.frame(of: shape))
            }
            let small = try shapeFrame(.small), regular = try shapeFrame(.regular), large = try shapeFrame(.large)
            #expect(small.height < regular.height && regular.height < large.height, "\(small) \(regular) \(large)")
            #expect(large.width - regular.width >= 15, "wider padding: \(regular) → \(large)")
            #expect(Harness(ControlSizeProbe().controlSize(.mini)).texts.contains("size mini"), "\\.controlSize is in the environment")
        }

        @Test(".background fills with the environment's backgroundStyle (white by default)")
        func backgroundStyle() {
            let h = Harness(VStack {
                Text("A").background()
                Text("B").background().backgroundStyle(Color.mint)
                Rectangle().fill(.background).backgroundStyle(AnyShapeStyle(Color.orange))
            })
            let fills = h.connection.visibleNodes().compactMap { h.connection.property(.fill, of: $0) }
            #expect(fills.contains(.fill(Color.white.wire)))
            #expect(fills.contains(.fill(Color.mint.wire)))
            #expect(fills.contains(.fill(Color.orange.wire)))
        }

        @Test("background(in:) fills the shape behind the view with the backgroundStyle")
        func backgroundInShape() {
            let h = Harness(VStack {
                Text("Pill").padding(8).background(in: Capsule()).backgroundStyle(Color.yellow)
                Text("Plain").background(in: RoundedRectangle(cornerRadius: 4))
            })
            let filled = h.connection.visibleNodes().filter { h.connection.property(.fill, of: $0) != nil }
            let kinds = filled.compactMap { h.connection.property(.shape, of: $0) }
            #expect(kinds.contains(.shape(.capsule)), "\(kinds)")
            let fills = filled.compactMap { h.connection.property(.fill, of: $0) }
            #expect(fills.contains(.fill(Color.yellow.wire)) && fills.contains(.fill(Color.white.wire)), "\(fills)")
            let pill = h.connection.frame(of: h.connection.node(withText: "Pill")!)!
            let capsule = filled.first { h.connection.property(.shape, of: $0) == .shape(.capsule) }.flatMap { h.connection.frame(of: $0) }
            #expect(capsule?.width == pill.width + 16, "the padded view's size: \(String(describing: capsule)) around \(pill)")
        }

        @Test("ContainerRelativeShape is a rectangle outside a container shape, as in an app's window")
        func containerRelativeShape() {
            let h = Harness(ContainerRelativeShape().fill(Color.red).frame(width: 50, height: 30))
            #expect(shapeKinds(h).contains(.shape(.rectangle)))
            #expect(ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect.width == 10)
        }
    }
}

/// Shows the control size of its environment.
private struct ControlSizeProbe: View {
    @Environment(\.controlSize) private var size
    var body: some View { Text("size \(size)") }
}
