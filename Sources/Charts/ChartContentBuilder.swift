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
