import Foundation
import TrellisUI

/// The marks of one axis: which values it marks, on which side, and what each mark draws
/// (grid line, tick, value label). Without content, each value gets the axis's default
/// marks.
public struct AxisMarks<Content: AxisMark>: AxisContent, AxisContentSpecs {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts of the mark for a value; nil for the default parts.
    let content: ((AxisValue) -> [AxisMarkPart])?
    /// `format:`: the default parts with labels through a format style.
    let format: ((PlotValue) -> String?)?

    func appendSpecs(to specs: inout [AxisMarksSpec]) {
        specs.append(AxisMarksSpec(position: position, values: values, content: content, format: format))
    }
}

extension AxisMarks {
    /// Marks at `values` on side `position`, each drawing `content` for its value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(position: position, values: values, content: { content($0).parts }, format: nil)
    }

    /// Marks at `values` on side `position`, each drawing `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(position: position, values: values, content: { _ in content().parts }, format: nil)
    }

    /// Marks at exactly `values`, each drawing `content` for its value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(position: position, values: .list(values), content: { content($0).parts }, format: nil)
    }
}

extension AxisMarks where Content == Never {
    /// The default marks (grid line, tick, label) at `values` on side `position`; `stroke`
    /// styles the grid lines and ticks.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.init(position: position, values: values, content: nil, format: nil)
    }

    /// The default marks at exactly `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(position: position, values: .list(values), content: nil, format: nil)
    }

    /// The default marks with labels through `format`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(position: position, values: values, content: nil,
                  format: { value in value.as(F.FormatInput.self).map { format.locale(_SystemLocale.current).format($0) } })
    }
}
