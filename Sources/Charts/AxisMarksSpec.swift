import Foundation
import TrellisUI

/// One `AxisMarks`, resolved: what the chart's layout draws for an axis.
struct AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var content: ((AxisValue) -> [AxisMarkPart])?
    var format: ((PlotValue) -> String?)?
}
