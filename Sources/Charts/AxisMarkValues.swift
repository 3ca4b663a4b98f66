import Foundation
import TrellisUI

/// Which values an axis marks: chosen automatically (nice numbers, dates on calendar
/// boundaries), every `stride`, or an explicit list (`AxisMarks(values: [0, 50, 100])`).
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int, Calendar)
        case values([PlotValue])
    }
    let kind: Kind

    /// About five nice values (every category on a categorical axis).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `stepSize` within the axis's domain.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }

    /// The start of every `count` calendar `component`s (days, weeks, months) within the
    /// axis's date domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(1, count), calendar ?? .current))
    }

    /// Exactly `values`.
    static func list<V: Plottable>(_ values: [V]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.map(PlotValue.init)))
    }
}

/// Which side of the plot an axis's marks sit on.
public struct AxisMarkPosition: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// The default side: the bottom for x, the trailing side for y.
    public static var automatic: AxisMarkPosition { .init(kind: .automatic) }
    /// The leading side of the plot (a y axis).
    public static var leading: AxisMarkPosition { .init(kind: .leading) }
    /// The trailing side of the plot (a y axis).
    public static var trailing: AxisMarkPosition { .init(kind: .trailing) }
    /// Above the plot (an x axis).
    public static var top: AxisMarkPosition { .init(kind: .top) }
    /// Below the plot (an x axis).
    public static var bottom: AxisMarkPosition { .init(kind: .bottom) }
    public var description: String { "\(kind)" }
}

/// Preset styles of axis marks. Trellis draws every preset as `.automatic` does (see
/// Platform differences).
public struct AxisMarkPreset: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static var automatic: AxisMarkPreset { .init(name: "automatic") }
    public static var aligned: AxisMarkPreset { .init(name: "aligned") }
    public static var extended: AxisMarkPreset { .init(name: "extended") }
    public static var inset: AxisMarkPreset { .init(name: "inset") }
    public var description: String { name }
}
