import Foundation
import TrellisUI

/// A value a mark plots, with the label that says what it measures ("Steps", "Date").
///
/// Marks take their positions as `PlottableValue`s so that a chart knows both the data and
/// its meaning: `.value("Day", day)` plots `day` and names the series of values "Day".
public struct PlottableValue<Value: Plottable> {
    /// What the value measures, as the app wrote it.
    let label: String
    /// The value (or the start of a range) as the scales see it.
    let primitive: PlotValue
    /// The end of a range (`value(_:_:_:)`), or nil.
    let end: PlotValue?
    /// A date's calendar unit (`unit: .day`): the value stands for that whole interval.
    let unit: Calendar.Component?
    let calendar: Calendar

    /// A value labelled with a localized string key.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.chartsString, primitive: PlotValue(value), end: nil, unit: nil, calendar: .current)
    }

    /// A value labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), primitive: PlotValue(value), end: nil, unit: nil, calendar: .current)
    }

    /// A value labelled with a `Text`.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.chartsString, primitive: PlotValue(value), end: nil, unit: nil, calendar: .current)
    }

    /// A range from `start` to `end` (a bar's or a sector's extent), labelled with a key.
    public static func value(_ labelKey: LocalizedStringKey, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.chartsString, primitive: PlotValue(start), end: PlotValue(end), unit: nil, calendar: .current)
    }

    /// A range from `start` to `end`, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), primitive: PlotValue(start), end: PlotValue(end), unit: nil, calendar: .current)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` it falls in (a day, a month): bars span the
    /// unit, lines and points sit in its middle, as Swift Charts bins dates.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: labelKey.chartsString, primitive: .date(value), end: nil, unit: unit, calendar: calendar)
    }

    /// A date that stands for the whole `unit` it falls in, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), primitive: .date(value), end: nil, unit: unit, calendar: calendar)
    }
}

/// One side of a mark's position, with the type erased: what a mark record keeps.
struct PlotInput {
    var label: String
    var value: PlotValue
    var end: PlotValue?
    /// A date's unit interval as continuous bounds (start of the unit, start of the next).
    var unitInterval: (Double, Double)?

    init<V>(_ p: PlottableValue<V>) {
        label = p.label
        value = p.primitive
        end = p.end
        if let unit = p.unit, case .date(let d) = p.primitive,
           let interval = p.calendar.dateInterval(of: unit, for: d) {
            unitInterval = (interval.start.timeIntervalSince1970, interval.end.timeIntervalSince1970)
        }
    }

    /// Where a point of this value sits on a continuous scale (the middle of a unit).
    var centre: Double? {
        if let (a, b) = unitInterval { return (a + b) / 2 }
        return value.continuous
    }
}

extension LocalizedStringKey {
    /// The key's text as a `Text` shows it (Charts reads labels as plain strings).
    var chartsString: String { Text(self).chartsString }
}

extension Text {
    /// The text's characters, read through its reflection (Charts keeps labels as strings).
    var chartsString: String {
        for child in Mirror(reflecting: self).children where child.label == "string" {
            if let s = child.value as? String { return s }
        }
        return ""
    }
}
