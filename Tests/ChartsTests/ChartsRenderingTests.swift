// Charts drawn by a real daemon (TestHost): what the user sees — bar sizes, stacking,
// axis labels, series colours, the legend — read from the daemon's committed frame.
import Charts
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// The blue Charts draws a mark with no style or series in.
private let accentBlue = "#007AFFFF"

/// The filled rectangles of a frame (bars and rectangle marks; grid lines are paths).
private func bars(_ nodes: [RenderedNode], fill: String? = nil) -> [CGRect] {
    nodes.filter { $0.kind == "shape" && $0.attribute("path") == nil && $0.attribute("stroke") == nil
        && $0.attribute("fill") != "#00000000" && (fill == nil || $0.attribute("fill") == fill) && $0.rect.width > 8 }
        .map(\.rect)
}

@Suite("Charts through the daemon")
@MainActor
struct ChartsRenderingTests {
    @Test func threeBarsHaveHeightsProportionalToTheirValues() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 10))
                BarMark(x: .value("Name", "B"), y: .value("Value", 20))
                BarMark(x: .value("Name", "C"), y: .value("Value", 40))
            }
        }) { host in
            let rects = bars(try await host.nodes(), fill: accentBlue).sorted { $0.minX < $1.minX }
            try #require(rects.count == 3, "bars: \(rects)")
            #expect(abs(rects[1].height / rects[0].height - 2) < 0.01)
            #expect(abs(rects[2].height / rects[0].height - 4) < 0.01)
            // One baseline, equal widths, left to right in the data's order.
            #expect(Set(rects.map { ($0.maxY * 10).rounded() }).count == 1)
            #expect(Set(rects.map { ($0.width * 10).rounded() }).count == 1)
            // The tallest bar reaches the top of the domain 0…40 (nice ticks end at 40).
            #expect(rects[2].minY < 5)
        }
    }

    @Test("marks without a style take the foreground colour set on the chart")
    func foregroundColorOnTheChartTintsItsMarks() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 10))
                BarMark(x: .value("Name", "B"), y: .value("Value", 20)).foregroundStyle(Color.red)
            }
            .foregroundColor(.green)
        }) { host in
            let nodes = try await host.nodes()
            #expect(bars(nodes, fill: accentBlue).isEmpty)
            let fills = Set(nodes.filter { $0.kind == "shape" && $0.attribute("path") == nil && $0.rect.width > 8 }
                .compactMap { $0.attribute("fill") })
            #expect(fills.contains("#34C759FF") && fills.contains("#FF3B30FF"), "\(fills)")
        }
    }

    @Test func barsWithTheSameCategoryStack() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Count", 10)).foregroundStyle(by: .value("Fruit", "Apples"))
                BarMark(x: .value("Day", "Mon"), y: .value("Count", 20)).foregroundStyle(by: .value("Fruit", "Pears"))
                BarMark(x: .value("Day", "Tue"), y: .value("Count", 30)).foregroundStyle(by: .value("Fruit", "Apples"))
            }
        }) { host in
            let rects = bars(try await host.nodes())
            try #require(rects.count >= 3, "bars: \(rects)")
            let mon = rects.filter { abs($0.minX - rects.map(\.minX).min()!) < 0.5 }.sorted { $0.maxY > $1.maxY }
            try #require(mon.count == 2, "Monday's bars: \(mon)")
            // Pears sit on apples: the upper bar starts where the lower one ends.
            #expect(abs(mon[1].maxY - mon[0].minY) < 0.01)
            #expect(abs(mon[1].height / mon[0].height - 2) < 0.01)
            // The stack (30) is as tall as Tuesday's single bar (30).
            let tue = rects.first { $0.minX > mon[0].maxX }!
            #expect(abs((mon[0].height + mon[1].height) - tue.height) < 0.01)
        }
    }

    @Test func positionByGroupsBarsSideBySide() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Count", 10))
                    .foregroundStyle(by: .value("Fruit", "Apples")).position(by: .value("Fruit", "Apples"))
                BarMark(x: .value("Day", "Mon"), y: .value("Count", 20))
                    .foregroundStyle(by: .value("Fruit", "Pears")).position(by: .value("Fruit", "Pears"))
            }
        }) { host in
            let rects = bars(try await host.nodes()).sorted { $0.minX < $1.minX }
            try #require(rects.count == 2, "bars: \(rects)")
            #expect(abs(rects[0].maxX - rects[1].minX) < 0.01)
            #expect(abs(rects[0].maxY - rects[1].maxY) < 0.01)
        }
    }

    @Test func axisLabelsShowNiceTickValuesAndCategories() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 7))
                BarMark(x: .value("Name", "B"), y: .value("Value", 38))
            }
        }) { host in
            let texts = try await host.texts()
            for label in ["0", "10", "20", "30", "40", "A", "B"] {
                #expect(texts.contains(label), "\(label) missing from \(texts)")
            }
            #expect(!texts.contains("38"))
            // Ticks read bottom to top, on the trailing side of the plot.
            let nodes = try await host.nodes()
            let zero = try #require(nodes.first { $0.text == "0" }), forty = try #require(nodes.first { $0.text == "40" })
            #expect(zero.rect.midY > forty.rect.midY)
            #expect(zero.rect.minX > 250)
        }
    }

    @Test func foregroundStyleByGivesDistinctColoursAndALegend() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Fruit", "Apples"), y: .value("Count", 5)).foregroundStyle(by: .value("Kind", "Apples"))
                BarMark(x: .value("Fruit", "Pears"), y: .value("Count", 8)).foregroundStyle(by: .value("Kind", "Pears"))
                BarMark(x: .value("Fruit", "Plums"), y: .value("Count", 3)).foregroundStyle(by: .value("Kind", "Plums"))
            }
        }) { host in
            let nodes = try await host.nodes()
            let fills = nodes.filter { $0.kind == "shape" && $0.attribute("path") == nil && $0.rect.width > 8 }
                .compactMap { $0.attribute("fill") }
            #expect(Set(fills).count == 3, "fills: \(fills)")
            // The legend: each value once more under the chart, beside a swatch of its colour.
            for name in ["Apples", "Pears", "Plums"] {
                let labels = nodes.filter { $0.text == name }
                #expect(labels.count == 2, "\(name): \(labels)")
            }
            let swatches = nodes.filter { $0.kind == "shape" && $0.rect.width == 8 && $0.rect.height == 8 }
            #expect(Set(swatches.compactMap { $0.attribute("fill") }) == Set(fills))
        }
    }

    @Test func chartYScaleDomainIsHonoured() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 50))
                BarMark(x: .value("Name", "B"), y: .value("Value", 100))
            }
            .chartYScale(domain: 0...200)
        }) { host in
            let rects = bars(try await host.nodes(), fill: accentBlue).sorted { $0.minX < $1.minX }
            try #require(rects.count == 2)
            let texts = try await host.texts()
            #expect(texts.contains("200"), "\(texts)")
            // The full bar (100) reaches half the plot's height; the plot is 200 minus the x axis.
            let nodes = try await host.nodes()
            let top = try #require(nodes.first { $0.text == "200" }).rect.midY
            let bottom = try #require(nodes.first { $0.text == "0" }).rect.midY
            #expect(abs(rects[1].height - (bottom - top) / 2) < 0.5)
            #expect(abs(rects[0].height - (bottom - top) / 4) < 0.5)
        }
    }

    @Test func hiddenAxesAndLegendDrawNoLabels() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 5)).foregroundStyle(by: .value("K", "A"))
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
        }) { host in
            #expect(try await host.texts() == [])
            let rects = bars(try await host.nodes())
            try #require(rects.count == 1)
            // Without axes the bar's baseline is the chart's bottom edge.
            #expect(abs(rects[0].maxY - 200) < 0.5)
        }
    }

    @Test func aLineChartDrawsOnePathPerSeriesAndSymbols() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                ForEach(0..<4, id: \.self) { i in
                    LineMark(x: .value("X", i), y: .value("Y", i * i)).foregroundStyle(by: .value("S", "square"))
                    LineMark(x: .value("X", i), y: .value("Y", i)).foregroundStyle(by: .value("S", "linear"))
                }
                .symbol(.circle)
            }
        }) { host in
            let nodes = try await host.nodes()
            let lines = nodes.filter { $0.kind == "shape" && $0.attribute("path") != nil && $0.attribute("lineWidth") == "2" }
            #expect(lines.count == 2, "\(nodes.map(\.description))")
            let dots = nodes.filter { $0.kind == "shape" && $0.attribute("path") != nil && $0.rect.width < 8 && $0.rect.width > 5 }
            #expect(dots.count == 8)
        }
    }

    @Test func aPieDrawsOneSectorPerValue() async throws {
        try await TestHost.run(width: 300, height: 300, content: {
            Chart {
                SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("K", "a"))
                SectorMark(angle: .value("Share", 2)).foregroundStyle(by: .value("K", "b"))
                SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("K", "c"))
            }
        }) { host in
            let nodes = try await host.nodes()
            let sectors = nodes.filter { $0.kind == "shape" && $0.attribute("path") != nil && $0.rect.width > 100 }
            #expect(Set(sectors.compactMap { $0.attribute("fill") }).count == 3, "\(nodes.map(\.description))")
            #expect(nodes.filter { $0.text != nil }.map { $0.text! } == ["a", "b", "c"])
        }
    }

    @Test func appLikeChartsRender() async throws {
        try await TestHost.run(width: 400, height: 300, content: { WeeklyStepsChart() }) { host in
            let texts = try await host.texts()
            for label in ["Steps this week", "Mon", "Sun", "4k", "11k", "12k", "10k", "2k"] {
                #expect(texts.contains(label), "\(label) missing from \(texts)")
            }
            let nodes = try await host.nodes()
            #expect(nodes.filter { $0.kind == "shape" && $0.attribute("radius") == "4" }.count == 7)
            #expect(nodes.contains { $0.attribute("dash") != nil && $0.attribute("stroke") == "#FF3B30FF" })
        }
        try await TestHost.run(width: 400, height: 300, content: { TemperatureLineChart() }) { host in
            let texts = try await host.texts()
            for label in ["Oslo", "Rome", "°C", "30"] { #expect(texts.contains(label), "\(label) missing from \(texts)") }
            #expect(texts.contains { $0.contains("Mar") }, "\(texts)")
        }
        try await TestHost.run(width: 400, height: 300, content: { BudgetDonutChart() }) { host in
            let texts = try await host.texts()
            for label in ["Rent", "Food", "Travel", "Other", "Total", "2250"] {
                #expect(texts.contains(label), "\(label) missing from \(texts)")
            }
        }
    }

    @Test func theKitchenSinkChartRendersEachForm() async throws {
        try await TestHost.run(width: 400, height: 500, content: { KitchenSinkChart(showAverage: true) }) { host in
            let texts = try await host.texts()
            // The y axis's explicit values, formatted with one decimal.
            for label in ["0.0", "5.0", "10.0", "15.0", "average", "calm", "busy", "tired", "Hour"] {
                #expect(texts.contains(label), "\(label) missing from \(texts)")
            }
            // The heat map: 3 moods by 4 days, each cell its band's full size.
            for label in ["D0", "D3"] { #expect(texts.contains(label)) }
            let nodes = try await host.nodes()
            // The range bars take the mood scale's colours (mint, pink, gray).
            let fills = Set(nodes.filter { $0.kind == "shape" && $0.attribute("path") == nil }.compactMap { $0.attribute("fill") })
            #expect(fills.contains("#00C7BEFF") && fills.contains("#FF2D55FF"), "\(fills)")
        }
        try await TestHost.run(width: 400, height: 500, content: { KitchenSinkChart(showAverage: false) }) { host in
            let texts = try await host.texts()
            #expect(!texts.contains("average"))
        }
    }

    @Test func aTrailingLegendIsAColumnBesideThePlot() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Count", 3)).foregroundStyle(by: .value("Fruit", "Apples"))
                BarMark(x: .value("Day", "Tue"), y: .value("Count", 5)).foregroundStyle(by: .value("Fruit", "Pears"))
            }
            .chartLegend(position: .trailing)
        }) { host in
            let nodes = try await host.nodes()
            let apples = try #require(nodes.first { $0.text == "Apples" })
            let pears = try #require(nodes.first { $0.text == "Pears" })
            let yLabel = try #require(nodes.first { $0.text == "0" })
            #expect(apples.rect.minX > yLabel.rect.maxX)
            #expect(abs(apples.rect.minX - pears.rect.minX) < 0.5)
            #expect(pears.rect.minY > apples.rect.maxY)
        }
    }

    @Test func symbolViewsAndShapesMarkThePoints() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol { Text("★") }
                PointMark(x: .value("X", 2), y: .value("Y", 2)).symbol(Chevron())
            }
        }) { host in
            let nodes = try await host.nodes()
            #expect(nodes.contains { $0.text == "★" })
            let diameter = ((30 * 4 / Double.pi).squareRoot() * 100).rounded() / 100
            #expect(nodes.contains { $0.kind == "shape" && $0.attribute("path") != nil && $0.frame.width == diameter },
                    "\(nodes.map(\.description))")
        }
    }

    @Test func chartXSelectionFollowsThePointer() async throws {
        try await TestHost.run(width: 300, height: 260, content: { SelectableBars() }) { host in
            #expect(try await host.texts().contains("selected none"))
            let rects = bars(try await host.nodes(), fill: accentBlue).sorted { $0.minX < $1.minX }
            try #require(rects.count == 3)
            try await host.hover(at: CGPoint(x: rects[1].midX, y: rects[1].midY))
            let hovered = try await host.texts()
            #expect(hovered.contains("selected B"), "\(hovered)")
            try await host.hover(at: CGPoint(x: rects[2].midX, y: rects[2].maxY - 2))
            #expect(try await host.texts().contains("selected C"))
            try await host.movePointerOutOfWindow()
            #expect(try await host.texts().contains("selected none"))
        }
    }
}

/// Bars whose x selection shows in a text above them.
private struct SelectableBars: View {
    @State private var selected: String?
    var body: some View {
        VStack {
            Text("selected \(selected ?? "none")")
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 1))
                BarMark(x: .value("Name", "B"), y: .value("Value", 2))
                BarMark(x: .value("Name", "C"), y: .value("Value", 3))
            }
            .chartXSelection(value: $selected)
        }
    }
}

/// An app's own point symbol.
private struct Chevron: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
    }
}

extension ChartsRenderingTests {
    @Test("An annotation with overflowResolution .fit(to: .chart) stays inside the chart; .disabled lets it run past the edge")
    func annotationOverflowFits() async throws {
        func callout(_ resolution: AnnotationOverflowResolution) -> some View {
            Chart {
                BarMark(x: .value("Day", 1), y: .value("Count", 5))
                RuleMark(x: .value("Day", 10))
                    .annotation(position: .top, spacing: 0, overflowResolution: resolution) {
                        Text("A long selection callout").font(.caption)
                    }
            }
            .chartXScale(domain: 0 ... 10)
            .padding(20)
        }
        try await TestHost.run(width: 300, height: 200, content: { callout(.init(x: .fit(to: .chart), y: .disabled)) }) { host in
            let nodes = try await host.nodes()
            let text = try #require(nodes.first { $0.text == "A long selection callout" })
            #expect(text.rect.maxX <= 280.5, "inside the chart (20 points of padding each side): \(text.rect)")
        }
        try await TestHost.run(width: 300, height: 200, content: { callout(.init(x: .disabled, y: .disabled)) }) { host in
            let nodes = try await host.nodes()
            let text = try #require(nodes.first { $0.text == "A long selection callout" })
            #expect(text.rect.maxX > 285, "centred on the rule at the chart's trailing edge: \(text.rect)")
        }
    }

    @Test("plotFrame resolves in an overlay's reader to the plot area: its size is plotSize")
    func plotFrameAnchor() async throws {
        try await TestHost.run(width: 300, height: 200, content: {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 10))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let frame = proxy.plotFrame {
                        let r = geometry[frame]
                        Text("plot \(Int(r.width)) \(Int(proxy.plotSize.width))")
                    }
                }
            }
        }) { host in
            let nodes = try await host.nodes()
            let label = try #require(nodes.first { $0.text?.hasPrefix("plot ") == true }?.text)
            let parts = label.split(separator: " ")
            #expect(parts.count == 3 && parts[1] == parts[2] && Int(parts[1])! > 100, "\(label)")
        }
    }
}
