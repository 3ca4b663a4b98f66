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
