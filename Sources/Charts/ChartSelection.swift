import Foundation
import TrellisUI

/// The selections a chart writes (`chartXSelection(value:)` and friends).
struct ChartSelection {
    var x: ((PlotValue?) -> Void)?
    var y: ((PlotValue?) -> Void)?
    var angle: ((PlotValue?) -> Void)?
    var isEmpty: Bool { x == nil && y == nil && angle == nil }
}
