import Foundation
import TrellisUI

/// One value an axis marks, given to `AxisMarks`' content so that each mark can be styled
/// or labelled from its value and its place among the others.
public struct AxisValue {
    let value: PlotValue
    /// The position of this value among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as an app type (`value.as(Double.self)`, `value.as(Date.self)`), or nil
    /// when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }
}
