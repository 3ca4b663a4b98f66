import Foundation
import TrellisUI

/// The mark's value as text beside the axis.
public struct AxisValueLabel: AxisMark, AxisMarkParts {
    let content: AxisLabelContent
    let centered: Bool?

    /// The value, formatted as the axis formats it: numbers without needless decimals,
    /// dates by the axis's date stride, categories as they are.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        content = .automatic
        self.centered = centered
    }

    /// The value through `format` (`.dateTime.weekday()`, `.percent`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        content = .format { value in value.as(F.FormatInput.self).map { format.locale(_SystemLocale.current).format($0) } }
        self.centered = centered
    }

    /// `content` instead of the value (it reads the value from `AxisMarks`' closure).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = .view(AnyView(content()))
        self.centered = centered
    }

    /// A fixed string instead of the value.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {
        content = .view(AnyView(Text(String(label))))
        self.centered = centered
    }

    func appendParts(to parts: inout [AxisMarkPart]) { parts.append(.label(content, centered: centered, style: nil, font: nil)) }
}
