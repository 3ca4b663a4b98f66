// AttributedString as SwiftUI code writes it: the SwiftUI attribute scope (`font`,
// `foregroundColor`, `backgroundColor`, underline and strikethrough, kerning, tracking,
// baseline offset) and `Text(_: AttributedString)`, whose runs become the text's styled
// runs (Text/TextRun.swift), Markdown's inline presentation intents among them.
import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` understands.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// `\.swiftUI`: the SwiftUI attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor = .red`, `container.font = .headline`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// The characters of `attributedContent`, each run in its SwiftUI attributes (font,
    /// colour, lines, baseline offset; a `link` drawn in the tint colour). Disfavored:
    /// Linux's Foundation makes `AttributedString` expressible by a string literal, and
    /// `Text("literal")` must take the `LocalizedStringKey` initializer (and be
    /// localized), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        let runs = attributedContent.runs.map { run in
            var r = TextRun(string: String(attributedContent[run.range].characters),
                            font: run.attributes[A.FontAttribute.self],
                            color: run.attributes[A.ForegroundColorAttribute.self],
                            underline: run.attributes[A.UnderlineStyleAttribute.self],
                            strikethrough: run.attributes[A.StrikethroughStyleAttribute.self],
                            baselineOffset: run.attributes[A.BaselineOffsetAttribute.self],
                            link: run.attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self])
            let kern = run.attributes[A.KernAttribute.self], tracking = run.attributes[A.TrackingAttribute.self]
            if kern != nil || tracking != nil { r.tracking = (kern ?? 0) + (tracking ?? 0) }
            r.background = run.attributes[A.BackgroundColorAttribute.self]
            // Markdown's meaning (AttributedString(markdown:)): strong is bold, emphasis
            // italic, code monospaced.
            if let intent = run.attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized), r.weight == nil { r.weight = .bold }
                if intent.contains(.emphasized) { r.isItalic = true }
                if intent.contains(.code) { r.isMonospaced = true }
                if intent.contains(.strikethrough), r.strikethrough == nil { r.strikethrough = Text.LineStyle(pattern: .solid, color: nil) }
            }
            return r
        }
        self.init(runs: runs)
    }
}
