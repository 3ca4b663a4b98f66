// The chart's layout computed directly: the numbers the drawing is made from.
@testable import Charts
import Foundation
import Testing
import TrellisTestSupport
import TrellisUI

@Suite("Chart layout")
@MainActor
struct ChartLayoutTests {
    func layout<C: ChartContent>(width: CGFloat = 300, height: CGFloat = 200, configure: (inout ChartConfiguration) -> Void = { _ in },
                                 @ChartContentBuilder _ content: () -> C) -> ChartLayout {
        let records = content().marks
        var config = ChartConfiguration()
        configure(&config)
        let series = ChartSeries(records: records, scale: config.foregroundStyleScale)
        return ChartLayout(records: records, series: series, config: config, size: CGSize(width: width, height: height))
    }

    @Test func sectorAnglesSumTo360Degrees() {
        var rng = TestSeed.generator(36)
        let values: [Double] = (0..<7).map { _ in Double(rng.next() % 1000 + 1) }
        let total = values.reduce(0, +)
        let l = layout(width: 300, height: 300) {
            ForEach(values.indices, id: \.self) { i in
                SectorMark(angle: .value("V", values[i]), innerRadius: .ratio(0.5))
            }
        }
        #expect(l.sectors.count == 7)
        let sum = l.sectors.map { $0.end.degrees - $0.start.degrees }.reduce(0, +)
        #expect(abs(sum - 360) < 1e-9)
        // Contiguous, clockwise from twelve o'clock, each proportional to its value.
        #expect(abs(l.sectors[0].start.degrees + 90) < 1e-9)
        for (i, s) in l.sectors.enumerated() {
            let sweep: Double = s.end.degrees - s.start.degrees
            let expected: Double = values[i] / total * 360
            #expect(abs(sweep - expected) < 1e-9)
            if i > 0 { #expect(abs(s.start.degrees - l.sectors[i - 1].end.degrees) < 1e-9) }
            #expect(s.outer == 150 && s.inner == 75)
        }
    }

    @Test func angularInsetShrinksEachSectorAndKeepsTheCycle() {
        let l = layout(width: 200, height: 200) {
            SectorMark(angle: .value("V", 1), angularInset: 2)
            SectorMark(angle: .value("V", 1), angularInset: 2)
        }
        let sweeps = l.sectors.map { $0.end.degrees - $0.start.degrees }
        #expect(sweeps.allSatisfy { $0 < 180 && $0 > 170 })
        #expect(abs(l.sectors[1].start.degrees - l.sectors[0].start.degrees - 180) < 1e-9)
    }

    @Test func niceTicks() {
        #expect(NiceNumbers.ticks(0, 40, count: 5) == [0, 10, 20, 30, 40])
        #expect(NiceNumbers.ticks(0, 33, count: 5) == [0, 10, 20, 30, 40])
        #expect(NiceNumbers.ticks(0, 14, count: 5) == [0, 5, 10, 15])
        #expect(NiceNumbers.ticks(0, 11200, count: 5) == [0, 2000, 4000, 6000, 8000, 10000, 12000])
        #expect(NiceNumbers.ticks(0, 0.9, count: 5) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NiceNumbers.ticks(-3, 7, count: 5) == [-4, -2, 0, 2, 4, 6, 8])
        #expect(NiceNumbers.ticks(0, 1, count: 5) == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test func categoriesKeepTheOrderOfAppearance() {
        let l = layout {
            BarMark(x: .value("K", "z"), y: .value("V", 1))
            BarMark(x: .value("K", "a"), y: .value("V", 1))
            BarMark(x: .value("K", "z"), y: .value("V", 1))
            BarMark(x: .value("K", "m"), y: .value("V", 1))
        }
        guard case .categorical(let cats)? = l.xScale?.kind else { Issue.record("x is not categorical"); return }
        #expect(cats == ["z", "a", "m"])
    }

    @Test func horizontalBarsWhenCategoriesAreOnY() {
        let l = layout {
            BarMark(x: .value("V", 10), y: .value("K", "a"))
            BarMark(x: .value("V", 30), y: .value("K", "b"))
        }
        #expect(l.rects.count == 2)
        #expect(abs(l.rects[1].rect.width / l.rects[0].rect.width - 3) < 1e-6)
        #expect(l.rects[0].rect.minX == l.rects[1].rect.minX)
        #expect(l.rects[0].rect.minY < l.rects[1].rect.minY)
    }

    @Test func datesWithAUnitSpanTheirDay() {
        var calendar = Calendar.current
        calendar.timeZone = .current
        let day = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000))
        let next = calendar.date(byAdding: .day, value: 1, to: day)!
        let l = layout {
            BarMark(x: .value("Day", day, unit: .day), y: .value("V", 1))
            BarMark(x: .value("Day", next, unit: .day), y: .value("V", 2))
        }
        #expect(l.rects.count == 2)
        // Two one-day bars over a two-day domain: each about half the plot, with a gap.
        #expect(l.rects[0].rect.maxX <= l.rects[1].rect.minX)
        #expect(abs(l.rects[0].rect.width - l.plot.width / 2 * 0.75) < 0.5)
    }

    @Test func stackedAreasStackAndNormalizedStacksFillTheAxis() {
        let l = layout {
            for i in 0..<3 {
                AreaMark(x: .value("X", i), y: .value("Y", 1)).foregroundStyle(by: .value("S", "a"))
                AreaMark(x: .value("X", i), y: .value("Y", 2)).foregroundStyle(by: .value("S", "b"))
            }
        }
        #expect(l.areas.count == 2)
        // The second series' bottom edge is the first one's top edge.
        #expect(l.areas[1].bottom == l.areas[0].top)
        let stacks = ChartLayout.stack(BarMark(x: .value("K", "a"), y: .value("V", 1), stacking: .normalized).marks
                                       + BarMark(x: .value("K", "a"), y: .value("V", 3), stacking: .normalized).marks,
                                       horizontal: false)
        #expect(stacks[0]! == (0, 0.25) && stacks[1]! == (0.25, 1))
    }

    /// Hourly points of one day share their date's label ("Nov 14"): they stack only where
    /// they share a position, so one series of hours is not piled up hour on hour.
    @Test func areaOverHoursOfOneDayDoesNotStack() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let marks = (0..<4).flatMap { h in
            AreaMark(x: .value("Time", start.addingTimeInterval(Double(h) * 3600), unit: .hour), y: .value("Chance", 10)).marks
        }
        let stacks = ChartLayout.stack(marks, horizontal: false)
        #expect((0..<4).allSatisfy { stacks[$0]! == (0, 10) }, "\(stacks)")
    }

    @Test func foregroundStyleScaleMapsSeries() {
        let records = (BarMark(x: .value("K", "a"), y: .value("V", 1)).foregroundStyle(by: .value("S", "x")).marks)
            + BarMark(x: .value("K", "b"), y: .value("V", 1)).foregroundStyle(by: .value("S", "y")).marks
        // Without a domain the series keep the data's order; the mapping form's domain
        // (its keys, in order) comes first.
        let unordered = ChartSeries(records: records, scale: ForegroundStyleScale(mapping: [(.category("y"), AnyShapeStyle(Color.red))]))
        #expect(unordered.legend.map(\.label) == ["x", "y"])
        let ordered = ChartSeries(records: records, scale: ForegroundStyleScale(
            mapping: [(.category("y"), AnyShapeStyle(Color.red)), (.category("x"), AnyShapeStyle(Color.green))],
            domain: [.category("y"), .category("x")]))
        #expect(ordered.legend.map(\.label) == ["y", "x"])
        // A value the mapping names takes its style, whatever its place.
        #expect(unordered.styles.count == 2)
    }

    @Test func axisMarkValuesResolve() {
        let scale = ChartScale(kind: .continuous(lower: 0, upper: 100, isDate: false), length: 100, flipped: true,
                               ticks: [], dateStep: nil)
        #expect(ChartLayout.values(.stride(by: 25), scale: scale) == [0, 25, 50, 75, 100].map { .number($0) })
        #expect(ChartLayout.values(.automatic(desiredCount: 2), scale: scale) == [0, 50, 100].map { .number($0) })
        #expect(ChartLayout.values(AxisMarkValues.list([10, 200]), scale: scale) == [.number(10)])
    }

    @Test func angleSelectionReadsTheRunningTotal() {
        let l = layout(width: 200, height: 200) {
            SectorMark(angle: .value("V", 30))
            SectorMark(angle: .value("V", 10))
        }
        // Three o'clock is a quarter turn: a quarter of the total 40.
        #expect(abs(l.angleValue(at: CGPoint(x: 190, y: 100))! - 10) < 1e-9)
        #expect(abs(l.angleValue(at: CGPoint(x: 10, y: 100))! - 30) < 1e-9)
    }

    @Test func proxyConvertsBetweenValuesAndPositions() {
        let l = layout(width: 300, height: 200) {
            LineMark(x: .value("X", 0), y: .value("Y", 0))
            LineMark(x: .value("X", 10), y: .value("Y", 10))
        }
        let proxy = ChartProxy(layout: l)
        let x = proxy.position(forX: 5)!
        #expect(abs(x - l.plot.width / 2) < 1e-9)
        #expect(proxy.value(atX: x, as: Double.self) == 5)
        #expect(proxy.value(atX: x, as: Int.self) == 5)
        #expect(proxy.position(forY: 10)! == 0)
        #expect(proxy.plotSize == l.plot.size)
    }

    @Test func plotDimensionPaddingInsetsTheScale() {
        let l = layout(width: 300, height: 200, configure: { $0.xRange = .plotDimension(startPadding: 10, endPadding: 30) }) {
            PointMark(x: .value("X", 0), y: .value("Y", 0))
            PointMark(x: .value("X", 10), y: .value("Y", 10))
        }
        let xs = l.symbols.map(\.centre.x).sorted()
        #expect(abs(xs[0] - (l.plot.minX + 10)) < 1e-9)
        #expect(abs(xs[1] - (l.plot.maxX - 30)) < 1e-9)
        #expect(ChartProxy(layout: l).value(atX: l.plot.width - 30, as: Double.self) == 10)
    }

    @Test func symbolsByValueCycleThroughTheBuiltInShapes() {
        let records = (0..<3).flatMap { i in
            PointMark(x: .value("X", i), y: .value("Y", i)).symbol(by: .value("S", "s\(i)")).marks
        }
        let series = ChartSeries(records: records, scale: nil)
        #expect(series.symbols == [BasicChartSymbolShape.circle, .square, .triangle])
    }

    @Test func degenerateChartsLayOutWithoutTrapping() {
        for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 300, height: 200)] {
            _ = layout(width: size.width, height: size.height) { TupleChartContent([]) }
            _ = layout(width: size.width, height: size.height) { BarMark(x: .value("K", "a"), y: .value("V", 0)) }
            _ = layout(width: size.width, height: size.height) {
                BarMark(x: .value("K", "a"), y: .value("V", -5))
                BarMark(x: .value("K", "a"), y: .value("V", 5))
            }
            _ = layout(width: size.width, height: size.height) { LineMark(x: .value("X", 3), y: .value("Y", 3)) }
            _ = layout(width: size.width, height: size.height) {
                SectorMark(angle: .value("V", 0))
                SectorMark(angle: .value("V", -1))
            }
            _ = layout(width: size.width, height: size.height) { RuleMark(y: .value("Y", 1)) }
            _ = layout(width: size.width, height: size.height) {
                PointMark(x: .value("X", Date(timeIntervalSince1970: 0)), y: .value("Y", Double.nan))
                PointMark(x: .value("X", Date(timeIntervalSince1970: 0)), y: .value("Y", Double.infinity))
            }
            _ = layout(width: size.width, height: size.height) {
                AreaMark(x: .value("X", 1), y: .value("Y", 1e300))
                AreaMark(x: .value("X", 2), y: .value("Y", -1e300))
            }
        }
        // Nothing unplottable reaches the wire.
        let wild = layout {
            PointMark(x: .value("X", 1), y: .value("Y", Double.nan))
            PointMark(x: .value("X", 2), y: .value("Y", 1e300))
            LineMark(x: .value("X", 1), y: .value("Y", Double.nan))
            LineMark(x: .value("X", 2), y: .value("Y", 3))
        }
        #expect(wild.symbols.allSatisfy { $0.centre.x.isFinite && $0.centre.y.isFinite && abs($0.centre.y) <= 1_000_000 })
        #expect(wild.lines.allSatisfy { $0.points.allSatisfy { $0.y.isFinite } })
        // Negative bars hang below zero.
        let l = layout {
            BarMark(x: .value("K", "a"), y: .value("V", -5))
            BarMark(x: .value("K", "b"), y: .value("V", 5))
        }
        #expect(abs(l.rects[0].rect.minY - l.rects[1].rect.maxY) < 1e-9)
    }
}
