// Chart descriptors: a chart's data described for assistive technology (VoiceOver's
// audio graphs and data tables). The Accessibility framework's model — a descriptor with
// axes and series of data points — and `accessibilityChartDescriptor(_:)`, which reads
// it into the chart view's element as custom content: the title and summary read with
// the element, and on request each axis (its title and range or categories) and each
// series (its name and points). On Linux the AT-SPI bridge publishes them as object
// attributes (`chart-title`, `chart-summary`, `chart-x-axis`, `chart-y-axis`,
// `chart-series-1` …) and the title and summary in the description; there is no audio
// graph.
import Foundation
import TrellisProtocol

/// An axis of a chart descriptor: a numeric or a categorical one.
public protocol AXDataAxisDescriptor: AnyObject {
    /// What the axis measures ("Temperature").
    var title: String { get set }
}

/// A numeric axis: its range, gridlines and how a value reads.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spread along the axis.
    public enum ScaleType: Int, Sendable {
        case linear, ln, log10, log2
    }

    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    /// How a value of the axis reads ("23 °C").
    public var valueDescriptionProvider: (Double) -> String
    public var scaleType: ScaleType = .linear

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One point of a data series.
public final class AXDataPoint {
    /// A value of a point: a number or a category.
    public struct Value {
        public var number: Double?
        public var category: String?
        public init(_ number: Double) { self.number = number }
        public init(_ category: String) { self.category = category }
    }

    public var xValue: Value
    public var yValue: Value?
    public var additionalValues: [Value]
    /// What the point is ("Monday").
    public var label: String?

    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        self.xValue = Value(x)
        self.yValue = y.map(Value.init)
        self.additionalValues = additionalValues
        self.label = label
    }

    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        self.xValue = Value(x)
        self.yValue = y.map(Value.init)
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// One series of a chart (a line, a set of bars).
public final class AXDataSeriesDescriptor {
    public var name: String?
    /// Whether the points form a continuous line (rather than separate bars or dots).
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A chart described for assistive technology: title, summary, axes and series.
public final class AXChartDescriptor {
    /// The direction content reads in.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
    public var contentDirection: ContentDirection = .leftToRight
    public var contentFrame: CGRect = .zero

    public init(title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// A type that describes a chart for assistive technology
/// (`accessibilityChartDescriptor(_:)`).
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor, made when the view is first described.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings `descriptor` up to date (the view changed); by default nothing.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// Describes this chart view to assistive technology with `representable`'s
    /// descriptor: its title and summary are read with the view's element, its axes and
    /// series on request (custom content; see this file's note on Linux).
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        let descriptor = representable.makeChartDescriptor()
        representable.updateChartDescriptor(descriptor)
        return _accessibility([.accessibilityCustomContent(ChartDescription.content(of: descriptor))])
    }
}

/// A chart descriptor as custom content.
enum ChartDescription {
    /// The most points of a series read out (a long series is summarized by its count).
    static let pointLimit = 50

    static func content(of d: AXChartDescriptor) -> [WireAccessibilityCustomContent] {
        var out: [WireAccessibilityCustomContent] = []
        if let t = d.title, !t.isEmpty { out.append(.init(id: "chart-title", label: "Chart", value: t, high: true)) }
        if let s = d.summary, !s.isEmpty { out.append(.init(id: "chart-summary", label: "Summary", value: s, high: true)) }
        out.append(.init(id: "chart-x-axis", label: "X axis", value: axis(d.xAxis), high: false))
        if let y = d.yAxis { out.append(.init(id: "chart-y-axis", label: "Y axis", value: axis(y), high: false)) }
        for (k, a) in d.additionalAxes.enumerated().prefix(4) {
            out.append(.init(id: "chart-axis-\(k + 3)", label: "Axis", value: axis(a), high: false))
        }
        for (k, s) in d.series.enumerated().prefix(56) {
            out.append(.init(id: "chart-series-\(k + 1)", label: s.name ?? "Series \(k + 1)", value: series(s, in: d), high: false))
        }
        return out
    }

    static func axis(_ a: any AXDataAxisDescriptor) -> String {
        if let n = a as? AXNumericDataAxisDescriptor {
            return "\(n.title), \(n.valueDescriptionProvider(n.range.lowerBound)) to \(n.valueDescriptionProvider(n.range.upperBound))"
        }
        if let c = a as? AXCategoricalDataAxisDescriptor {
            return c.title + ", " + c.categoryOrder.joined(separator: ", ")
        }
        return a.title
    }

    static func series(_ s: AXDataSeriesDescriptor, in d: AXChartDescriptor) -> String {
        let points = s.dataPoints.prefix(pointLimit).map { p -> String in
            let x = value(p.xValue, on: d.xAxis)
            let y = p.yValue.map { value($0, on: d.yAxis) } ?? "no value"
            return (p.label.map { $0 + ": " } ?? "") + x + ", " + y
        }
        var text = "\(s.dataPoints.count) points"
        if !points.isEmpty { text += "; " + points.joined(separator: "; ") }
        return text
    }

    static func value(_ v: AXDataPoint.Value, on axis: (any AXDataAxisDescriptor)?) -> String {
        if let c = v.category { return c }
        guard let n = v.number else { return "" }
        if let a = axis as? AXNumericDataAxisDescriptor { return a.valueDescriptionProvider(n) }
        return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}
