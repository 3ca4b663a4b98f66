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

/// Builds axis content from a block of `AxisMarks`, with `if` and `if`/`else`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> TupleAxisContent {
        var items: [any AxisContent] = []
        for piece in repeat each content { items.append(piece) }
        return TupleAxisContent(items: items)
    }
    public static func buildOptional<Content: AxisContent>(_ content: Content?) -> BuilderConditional<Content, TupleAxisContent> {
        if let content { return BuilderConditional(storage: .first(content)) }
        return BuilderConditional(storage: .second(TupleAxisContent(items: [])))
    }
    public static func buildEither<First: AxisContent, Second: AxisContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }
    public static func buildEither<First: AxisContent, Second: AxisContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> TupleAxisContent {
        TupleAxisContent(items: [content])
    }
}

/// Several `AxisMarks` from one block.
public struct TupleAxisContent: AxisContent, AxisContentSpecs {
    let items: [any AxisContent]
    func appendSpecs(to specs: inout [AxisMarksSpec]) {
        for item in items { specs += item.specs }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}

extension BuilderConditional: AxisContentSpecs where TrueContent: AxisContent, FalseContent: AxisContent {
    func appendSpecs(to specs: inout [AxisMarksSpec]) {
        switch storage {
        case .first(let c): specs += c.specs
        case .second(let c): specs += c.specs
        }
    }
}
