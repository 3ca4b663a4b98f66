import Foundation
import TrellisUI

/// Something a `Chart` plots: a mark, a group of marks (`ForEach`, a builder block), or an
/// app type whose `body` is made of them.
///
/// A chart evaluates its content once per update into a flat list of marks, each with its
/// values and the modifiers applied to it; the scales, axes and legend come from that list.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of (`Never` for marks).
    associatedtype Body: ChartContent = Never
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Marks and the builder's own types have no body: the chart reads them directly.
    public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// Chart content that lists its marks itself instead of through `body`.
@MainActor
protocol PrimitiveChartContent {
    func collectMarks(into marks: inout [MarkRecord])
}

extension ChartContent {
    /// Appends this content's marks, in order, to `marks`.
    func appendMarks(to marks: inout [MarkRecord]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collectMarks(into: &marks)
        } else {
            body.appendMarks(to: &marks)
        }
    }

    /// This content's marks, in order.
    var marks: [MarkRecord] {
        var out: [MarkRecord] = []
        appendMarks(to: &out)
        return out
    }
}
