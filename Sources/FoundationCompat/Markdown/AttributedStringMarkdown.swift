// `AttributedString(markdown:)` (Foundation, iOS 15): Linux's Foundation has neither the
// initializer nor `InlinePresentationIntent`, so an app that shows Markdown from its data
// (`Text(try AttributedString(markdown: note.body))`) did not compile. The inline syntax
// is read by the parser SwiftUI literals use (InlineMarkdown.swift); block syntax is
// reduced to its text, as Foundation does without a `PresentationIntent` to lay it out.
import Foundation

#if !canImport(Darwin)
/// How characters of an attributed string are presented inline: the meaning Markdown gave
/// them (`**strong**` is `stronglyEmphasized`, `` `code` `` is `code`).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*emphasis*`: drawn italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**strong**`: drawn bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `code` ``: drawn monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~struck~~`: drawn struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break that the source wrapped, read as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML inside a paragraph (not produced here: it is kept as text).
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// An HTML block (not produced here: it is kept as text).
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute holding an `InlinePresentationIntent`.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// `string.inlinePresentationIntent` and `run.inlinePresentationIntent`. Only its key
    /// path is used (attribute scopes are never instantiated), as for the scope's own keys.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute {
        fatalError("an attribute scope has no values; its key paths name the attributes")
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inline elements: block markers (headings, list items, quotes) are
            /// dropped and blocks follow one another without separators, line breaks inside
            /// a paragraph become spaces.
            case full
            /// Inline elements only, runs of white space (line breaks too) as one space.
            case inlineOnly
            /// Inline elements only, white space kept as written (what SwiftUI's `Text`
            /// does with a literal).
            case inlineOnlyPreservingWhitespace
        }

        /// What to do with Markdown that cannot be parsed. Every source parses here (what
        /// is not Markdown is kept as text), so neither policy throws.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw on Markdown that cannot be parsed.
            case throwError
            /// Return what could be parsed.
            case returnPartiallyParsedIfPossible
        }

        /// Whether Apple's extended attribute syntax (`^[text](attribute: value)`) is read;
        /// it is not interpreted here: such text is kept as written.
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        /// The language of the text (for inflection; not used here).
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The text of `markdown` with its inline styles as `inlinePresentationIntent` runs
    /// (emphasis, strong, code, strikethrough) and its links as `link` (relative ones
    /// resolved against `baseURL`).
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        let source: String
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace: source = markdown
        case .inlineOnly: source = MarkdownBlocks.collapsingWhitespace(markdown)
        case .full: source = MarkdownBlocks.text(of: markdown)
        }
        self.init()
        for span in InlineMarkdown.spans(source) ?? [InlineMarkdown.Span(text: source)] {
            var piece = AttributedString(span.text)
            var intent: InlinePresentationIntent = []
            if span.style.contains(.strong) { intent.insert(.stronglyEmphasized) }
            if span.style.contains(.emphasis) { intent.insert(.emphasized) }
            if span.style.contains(.code) { intent.insert(.code) }
            if span.style.contains(.strikethrough) { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = span.link {
                piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0)?.absoluteURL } ?? link
            }
            append(piece)
        }
    }

    /// `init(markdown:options:baseURL:)` with the Markdown as UTF-8 bytes.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}

/// Block syntax reduced to text, for `.full` parsing.
enum MarkdownBlocks {
    /// The blocks' text one after another: markers of headings, list items and quotes
    /// dropped, a paragraph's lines joined by spaces, fenced code kept line by line.
    static func text(of markdown: String) -> String {
        var out = "", paragraph: [String] = [], inFence = false
        func endParagraph() {
            out += paragraph.joined(separator: " ")
            paragraph = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                endParagraph()
                inFence.toggle()
                continue
            }
            if inFence { out += raw + "\n"; continue }
            if line.isEmpty { endParagraph(); continue }
            if let heading = stripped(line, marker: #"^#{1,6}\s+"#) { endParagraph(); out += heading; continue }
            if let item = stripped(line, marker: #"^([-*+]|\d+[.)])\s+"#) { endParagraph(); paragraph.append(item); continue }
            if let quote = stripped(line, marker: #"^>\s?"#) { paragraph.append(quote); continue }
            paragraph.append(line)
        }
        endParagraph()
        return out
    }

    /// `line` without the block marker matching `marker` (a regular expression anchored at
    /// its start), or nil when it has none.
    private static func stripped(_ line: String, marker: String) -> String? {
        guard let r = line.range(of: marker, options: .regularExpression) else { return nil }
        return String(line[r.upperBound...])
    }

    /// Runs of white space (line breaks included) as one space, none at the ends.
    static func collapsingWhitespace(_ s: String) -> String {
        s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
#endif
