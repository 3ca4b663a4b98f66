// Markdown in a Text's string literal: SwiftUI styles the inline Markdown of a
// `LocalizedStringKey` (`Text("**Bold** and *italic*")`), not of a `String` value or
// `Text(verbatim:)`. Inline elements only, as SwiftUI (FoundationCompat's InlineMarkdown):
// block syntax (headings, lists, quotes) is shown as written.
import Foundation
import FoundationCompat

/// A literal's inline Markdown as styled runs.
enum MarkdownText {
    /// The runs of `source`, or nil when it has no Markdown to style.
    static func runs(_ source: String) -> [TextRun]? {
        InlineMarkdown.spans(source).map { $0.map(TextRun.init(markdown:)) }
    }
}

extension TextRun {
    /// A span of Markdown as a run: strong is bold, emphasis italic, code monospaced.
    init(markdown span: InlineMarkdown.Span) {
        self.init(string: span.text)
        if span.style.contains(.strong) { weight = .bold }
        if span.style.contains(.emphasis) { isItalic = true }
        if span.style.contains(.code) { isMonospaced = true }
        if span.style.contains(.strikethrough) { strikethrough = Text.LineStyle(pattern: .solid, color: nil) }
        link = span.link
    }
}
