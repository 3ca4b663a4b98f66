import Foundation
import TrellisUI

/// One visual part of an axis mark: a grid line, a tick or a value label.
@MainActor @preconcurrency
public protocol AxisMark {}

extension Never: AxisMark {}

/// What an axis mark draws, once resolved.
enum AxisMarkPart {
    case gridLine(centered: Bool, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool, length: CGFloat, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelContent, centered: Bool?, style: AnyShapeStyle?, font: Font?)
}

/// What a value label shows.
enum AxisLabelContent {
    /// The value, formatted as the axis formats it.
    case automatic
    /// The value through a format style (nil when the value is not the style's input).
    case format((PlotValue) -> String?)
    /// An app's view.
    case view(AnyView)
}

/// Axis marks that list their parts themselves.
@MainActor
protocol AxisMarkParts {
    func appendParts(to parts: inout [AxisMarkPart])
}

extension AxisMark {
    /// This mark's parts, in order.
    var parts: [AxisMarkPart] {
        var out: [AxisMarkPart] = []
        (self as? any AxisMarkParts)?.appendParts(to: &out)
        return out
    }

    /// Draws this mark's lines and labels in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        ModifiedAxisMark(content: self, style: AnyShapeStyle(style), font: nil)
    }

    /// Sets the font of this mark's value labels.
    public func font(_ font: Font?) -> some AxisMark {
        ModifiedAxisMark(content: self, style: nil, font: font)
    }
}

/// An axis mark with a style or font applied to its parts.
struct ModifiedAxisMark<Content: AxisMark>: AxisMark, AxisMarkParts {
    let content: Content
    let style: AnyShapeStyle?
    let font: Font?
    func appendParts(to parts: inout [AxisMarkPart]) {
        for part in content.parts {
            switch part {
            case let .gridLine(c, stroke, s): parts.append(.gridLine(centered: c, stroke: stroke, style: s ?? style))
            case let .tick(c, l, stroke, s): parts.append(.tick(centered: c, length: l, stroke: stroke, style: s ?? style))
            case let .label(content, c, s, f): parts.append(.label(content, centered: c, style: s ?? style, font: f ?? font))
            }
        }
    }
}

/// Builds an axis mark's parts from a block: several parts, `if`, `if`/`else`.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> TupleAxisMark {
        var items: [any AxisMark] = []
        for piece in repeat each content { items.append(piece) }
        return TupleAxisMark(items: items)
    }
    public static func buildOptional<Content: AxisMark>(_ content: Content?) -> BuilderConditional<Content, TupleAxisMark> {
        if let content { return BuilderConditional(storage: .first(content)) }
        return BuilderConditional(storage: .second(TupleAxisMark(items: [])))
    }
    public static func buildEither<First: AxisMark, Second: AxisMark>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }
    public static func buildEither<First: AxisMark, Second: AxisMark>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> TupleAxisMark {
        TupleAxisMark(items: [content])
    }
}

/// Several axis mark parts from one block.
public struct TupleAxisMark: AxisMark, AxisMarkParts {
    let items: [any AxisMark]
    func appendParts(to parts: inout [AxisMarkPart]) {
        for item in items { parts += item.parts }
    }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}

extension BuilderConditional: AxisMarkParts where TrueContent: AxisMark, FalseContent: AxisMark {
    func appendParts(to parts: inout [AxisMarkPart]) {
        switch storage {
        case .first(let c): parts += c.parts
        case .second(let c): parts += c.parts
        }
    }
}
