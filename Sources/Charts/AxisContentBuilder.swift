import Foundation
import TrellisUI

/// Builds axis content from a block of `AxisMarks`, with `if` and `if`/`else`.
@resultBuilder
public enum AxisContentBuilder {
    /// Several `AxisMarks`, in order.
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> TupleAxisContent {
        var items: [any AxisContent] = []
        for piece in repeat each content { items.append(piece) }
        return TupleAxisContent(items: items)
    }
    /// `if` without `else`: the marks, or none.
    public static func buildOptional<Content: AxisContent>(_ content: Content?) -> BuilderConditional<Content, TupleAxisContent> {
        if let content { return BuilderConditional(storage: .first(content)) }
        return BuilderConditional(storage: .second(TupleAxisContent(items: [])))
    }
    /// The `if` branch of `if`/`else`.
    public static func buildEither<First: AxisContent, Second: AxisContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }
    /// The `else` branch of `if`/`else`.
    public static func buildEither<First: AxisContent, Second: AxisContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }
    /// Marks inside `if #available`.
    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> TupleAxisContent {
        TupleAxisContent(items: [content])
    }
}
