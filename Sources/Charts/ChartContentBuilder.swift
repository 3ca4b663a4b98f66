import Foundation
import TrellisUI

/// Builds chart content from the marks written in a `Chart { … }` block: several marks,
/// `if`/`else`, `if` without `else`, `for` loops, `ForEach`.
@resultBuilder
public enum ChartContentBuilder {
    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent {
        var items: [any ChartContent] = []
        for piece in repeat each content { items.append(piece) }
        return TupleChartContent(items)
    }

    /// `if` without `else`: the content, or nothing.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> BuilderConditional<Content, TupleChartContent> {
        if let content { return BuilderConditional(storage: .first(content)) }
        return BuilderConditional(storage: .second(TupleChartContent([])))
    }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }

    /// A `for` loop's content, each iteration in order.
    public static func buildArray<Content: ChartContent>(_ content: [Content]) -> TupleChartContent {
        TupleChartContent(content)
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> TupleChartContent {
        TupleChartContent([content])
    }
}

/// Several pieces of chart content in one block, plotted in order.
public struct TupleChartContent: ChartContent, PrimitiveChartContent {
    let items: [any ChartContent]
    init(_ items: [any ChartContent]) { self.items = items }
    func collectMarks(into marks: inout [MarkRecord]) {
        for item in items { item.appendMarks(to: &marks) }
    }
}

/// One of two branches, as `if`/`else` chose: chart content, axis content or axis marks,
/// as its branches are.
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}

extension BuilderConditional: PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    func collectMarks(into marks: inout [MarkRecord]) {
        switch storage {
        case .first(let c): c.appendMarks(to: &marks)
        case .second(let c): c.appendMarks(to: &marks)
        }
    }
}
