import Foundation
import TrellisUI

/// `ForEach` plots one piece of content per element of its data, in the data's order.
extension ForEach: ChartContent where Content: ChartContent {}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collectMarks(into marks: inout [MarkRecord]) {
        for element in data { content(element).appendMarks(to: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by the `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self = ForEach._withContent(data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self = ForEach._withContent(data, id: { $0.id }, content: content)
    }
}
