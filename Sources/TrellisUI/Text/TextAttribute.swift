// Custom text attributes: values an app attaches to a Text (or to one part of a
// concatenation) so that a `TextRenderer` can find the runs they cover in `Text.Layout`.
// They change nothing about how the text is laid out or drawn by themselves.

/// A value an app attaches to text with `Text.customAttribute(_:)`, to be read back from
/// the runs of a `Text.Layout` (`run[MyAttribute.self]`) by a `TextRenderer`, typically to
/// draw those runs differently. Attributes are compared and hashed by value.
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text with `value` attached to all of its characters. Concatenated with `+`,
    /// the attribute keeps covering only this part, so a renderer can tell the parts
    /// apart; an attribute of the same type set again on the same characters replaces the
    /// earlier one.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var t = self
        var spans = customAttributeSpans
        spans.append(TextAttributeSpan(range: 0 ..< string.count, value: AnyHashable(value)))
        t.customAttributeSpans = spans
        return t
    }
}

/// One custom attribute over a range of a Text's characters (grapheme clusters).
struct TextAttributeSpan: Equatable {
    var range: Range<Int>
    var value: AnyHashable

    /// The attribute of type `T` that covers character `index` in `spans` (the last set
    /// wins), or nil.
    static func value<T: TextAttribute>(_ type: T.Type, at index: Int, in spans: [TextAttributeSpan]) -> T? {
        for s in spans.reversed() where s.range.contains(index) {
            if let v = s.value.base as? T { return v }
        }
        return nil
    }

    /// The spans of `lhs` (clamped to its `count` characters) followed by those of `rhs`
    /// moved past them: the attributes of a concatenation.
    static func joining(_ lhs: [TextAttributeSpan], count: Int, _ rhs: [TextAttributeSpan]) -> [TextAttributeSpan] {
        var out: [TextAttributeSpan] = []
        for s in lhs {
            let r = min(s.range.lowerBound, count) ..< min(s.range.upperBound, count)
            if !r.isEmpty { out.append(TextAttributeSpan(range: r, value: s.value)) }
        }
        for s in rhs {
            out.append(TextAttributeSpan(range: s.range.lowerBound + count ..< s.range.upperBound + count, value: s.value))
        }
        return out
    }
}
