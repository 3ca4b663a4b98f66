// AttributedString as SwiftUI code writes it: the SwiftUI attribute scope (`font`,
// `foregroundColor`, `backgroundColor`, underline and strikethrough, kerning, tracking,
// baseline offset) and `Text(_: AttributedString)`. Trellis draws one style per Text
// node: the attributes every run shares apply, and where runs differ the first run's
// style is used for the whole text (documented simplification; the characters are
// always all there).
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
    /// The characters of `attributedContent`, in the style its runs share (or the first
    /// run's, where they differ). Disfavored: Linux's Foundation makes `AttributedString`
    /// expressible by a string literal, and `Text("literal")` must take the
    /// `LocalizedStringKey` initializer (and be localized), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
        if let first = attributedContent.runs.first {
            font = first.attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            color = first.attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            underline = first.attributes[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
            strikethrough = first.attributes[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self]
        }
    }
}
