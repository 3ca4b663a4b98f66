import Foundation
import TrellisUI

/// `chartForegroundStyleScale`: the styles series values get.
struct ForegroundStyleScale {
    /// Explicit pairs of a value and its style.
    var mapping: [(PlotValue, AnyShapeStyle)] = []
    /// Styles given in order to the series (the range form).
    var range: [AnyShapeStyle] = []
    /// The function form.
    var function: ((PlotValue) -> AnyShapeStyle?)?
    /// The domain form: the series in this order, whether present or not.
    var domain: [PlotValue]?
}
