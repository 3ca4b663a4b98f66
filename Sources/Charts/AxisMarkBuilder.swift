import Foundation
import TrellisUI

/// Builds an axis mark's parts from a block: several parts, `if`, `if`/`else`.
@resultBuilder
public enum AxisMarkBuilder {
    /// Several parts of a mark (grid line, tick, label), in order.
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> TupleAxisMark {
        var items: [any AxisMark] = []
        for piece in repeat each content { items.append(piece) }
        return TupleAxisMark(items: items)
    }
    /// `if` without `else`: the parts, or none (`if let v = value.as(Int.self) { … }`).
    public static func buildOptional<Content: AxisMark>(_ content: Content?) -> BuilderConditional<Content, TupleAxisMark> {
        if let content { return BuilderConditional(storage: .first(content)) }
        return BuilderConditional(storage: .second(TupleAxisMark(items: [])))
    }
    /// The `if` branch of `if`/`else`.
    public static func buildEither<First: AxisMark, Second: AxisMark>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }
    /// The `else` branch of `if`/`else`.
    public static func buildEither<First: AxisMark, Second: AxisMark>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }
    /// Parts inside `if #available`.
    public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> TupleAxisMark {
        TupleAxisMark(items: [content])
    }
}
