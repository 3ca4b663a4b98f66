import Foundation
import TrellisUI

/// What `chartXAxis { … }` and `chartYAxis { … }` hold: one or more `AxisMarks`.
@MainActor @preconcurrency
public protocol AxisContent {}

extension Never: AxisContent {}

/// Axis content that lists its `AxisMarks` itself.
@MainActor
protocol AxisContentSpecs {
    func appendSpecs(to specs: inout [AxisMarksSpec])
}

extension AxisContent {
    /// The `AxisMarks` this content holds, in order.
    var specs: [AxisMarksSpec] {
        var out: [AxisMarksSpec] = []
        (self as? any AxisContentSpecs)?.appendSpecs(to: &out)
        return out
    }
}
