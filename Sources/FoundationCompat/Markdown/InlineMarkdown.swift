// Inline Markdown, as SwiftUI styles a string literal and Foundation's
// `AttributedString(markdown:)` reads it: strong and emphasis (`**`/`__`, `*`/`_`, `***`),
// strikethrough (`~~`), code spans (`` ` ``), links (`[title](url)`) and backslash escapes.
// One parser for both (TrellisUI's Text, AttributedStringMarkdown.swift).
import Foundation

/// Parses inline Markdown into spans of one style each.
package enum InlineMarkdown {
    /// How a span is set.
    package struct Style: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let strong = Style(rawValue: 1)
        package static let emphasis = Style(rawValue: 2)
        package static let code = Style(rawValue: 4)
        package static let strikethrough = Style(rawValue: 8)
    }

    /// Characters in one style, and the link they are the title of.
    package struct Span: Equatable, Sendable {
        package var text: String
        package var style: Style = []
        package var link: URL?
        package init(text: String, style: Style = [], link: URL? = nil) {
            self.text = text
            self.style = style
            self.link = link
        }
    }

    /// The spans of `source`, adjacent ones of one style joined; nil when it has no
    /// Markdown to style (the common case, decided by one pass over its bytes).
    package static func spans(_ original: String) -> [Span]? {
        guard mayHaveMarkup(original) else { return nil }
        // Apple's attribute syntax `^[text](attributes)`: the text, inflected when the
        // attributes ask for it (Markdown/Inflection.swift).
        let source = Inflection.applyingAttributeSyntax(original)
        var parser = Parser(Array(source))
        var merged: [Span] = []
        for s in parser.parse(0, parser.chars.count, Span(text: "")) where !s.text.isEmpty {
            if let last = merged.last, last.style == s.style, last.link == s.link {
                merged[merged.count - 1].text += s.text
            } else {
                merged.append(s)
            }
        }
        // Nothing styled and nothing escaped: the source as it was.
        if merged.count <= 1, (merged.first.map { $0.style.isEmpty && $0.link == nil } ?? true),
           merged.first?.text ?? "" == original { return nil }
        return merged
    }

    /// Whether `source` holds a byte that can start inline Markdown.
    package static func mayHaveMarkup(_ source: String) -> Bool {
        var s = source
        return s.withUTF8 { bytes in
            for b in bytes {
                switch b {
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
                     UInt8(ascii: "["), UInt8(ascii: "\\"): return true
                default: continue
                }
            }
            return false
        }
    }

    /// A recursive parser over the characters: each construct is matched with its closer
    /// within the range being parsed, or its opening characters are shown as written.
    package struct Parser {
        let chars: [Character]
        init(_ chars: [Character]) { self.chars = chars }

        /// The runs of `chars[from..<to]` in `style`.
        mutating func parse(_ from: Int, _ to: Int, _ style: InlineMarkdown.Span) -> [InlineMarkdown.Span] {
            // Searches that found no closer: a later opener of the same kind in this range
            // finds none either (its search covers part of the same characters), so a text
            // of many unmatched delimiters stays linear instead of quadratic.
            var noEmphasisCloser = Set<Int>(), noCodeCloser = Set<Int>()
            var out: [InlineMarkdown.Span] = []
            var text = ""
            func flush() {
                if !text.isEmpty { var r = style; r.text = text; out.append(r); text = "" }
            }
            var i = from
            while i < to {
                let c = chars[i]
                if c == "\\", i + 1 < to, Self.isEscapable(chars[i + 1]) {
                    text.append(chars[i + 1])
                    i += 2
                    continue
                }
                if c == "`" {
                    let n = runLength(at: i, to)
                    if !noCodeCloser.contains(n), let close = findCodeClose(from: i + n, n, to, &noCodeCloser) {
                        flush()
                        var code = String(chars[(i + n)..<close])
                        // One space padding each side of a span is dropped (CommonMark).
                        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                            code.removeFirst()
                            code.removeLast()
                        }
                        var r = style
                        r.style.insert(.code)
                        r.text = code
                        out.append(r)
                        i = close + n
                    } else {
                        text += String(repeating: "`", count: n)
                        i += n
                    }
                    continue
                }
                if c == "[", let (titleEnd, urlStart, urlEnd) = findLink(from: i, to) {
                    flush()
                    var linked = style
                    let target = String(chars[urlStart..<urlEnd]).trimmingCharacters(in: .whitespaces)
                    linked.link = URL(string: target) ?? URL(string: "about:blank")
                    out += parse(i + 1, titleEnd, linked)
                    i = urlEnd + 1
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    let n = runLength(at: i, to)
                    if canOpen(at: i, n, to), let (k, close) = findEmphasisClose(c, from: i, n, to, &noEmphasisCloser, &noCodeCloser) {
                        flush()
                        // Delimiters not used by the match are shown as written.
                        text += String(repeating: c, count: n - k)
                        flush()
                        var inner = style
                        switch (c, k) {
                        case ("~", _): inner.style.insert(.strikethrough)
                        case (_, 1): inner.style.insert(.emphasis)
                        case (_, 2): inner.style.insert(.strong)
                        default: inner.style.formUnion([.strong, .emphasis])
                        }
                        out += parse(i + n, close, inner)
                        i = close + k
                        continue
                    }
                    text += String(repeating: c, count: n)
                    i += n
                    continue
                }
                text.append(c)
                i += 1
            }
            flush()
            return out
        }

        /// ASCII punctuation, which a backslash shows as written.
        package static func isEscapable(_ c: Character) -> Bool {
            guard let a = c.asciiValue else { return false }
            return (33...47).contains(a) || (58...64).contains(a) || (91...96).contains(a) || (123...126).contains(a)
        }

        /// How many times `chars[i]` repeats from `i`.
        func runLength(at i: Int, _ to: Int) -> Int {
            var j = i
            while j < to, chars[j] == chars[i] { j += 1 }
            return j - i
        }

        /// The start of a backtick run of exactly `n` after `from`.
        func findCodeClose(from: Int, _ n: Int, _ to: Int, _ none: inout Set<Int>) -> Int? {
            var j = from
            while j < to {
                if chars[j] == "`" {
                    let m = runLength(at: j, to)
                    if m == n { return j }
                    j += m
                } else {
                    j += 1
                }
            }
            none.insert(n)
            return nil
        }

        /// `[title](url)` starting at `i`: where the title ends (its `]`) and the URL's
        /// bounds (inside the parentheses).
        func findLink(from i: Int, _ to: Int) -> (Int, Int, Int)? {
            // A link's title and target are short: looking no further than this keeps a
            // text of many `[` linear.
            let end = min(to, i + 4096)
            var depth = 0, j = i
            while j < end {
                switch chars[j] {
                case "\\": j += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 {
                        guard j + 1 < end, chars[j + 1] == "(" else { return nil }
                        var k = j + 2
                        while k < end, chars[k] != ")", chars[k] != "\n" { k += 1 }
                        guard k < end, chars[k] == ")", k > j + 2 else { return nil }
                        return (j, j + 2, k)
                    }
                default: break
                }
                j += 1
            }
            return nil
        }

        func isSpace(_ k: Int) -> Bool { k < 0 || k >= chars.count || chars[k].isWhitespace }
        func isWordy(_ k: Int) -> Bool { k >= 0 && k < chars.count && (chars[k].isLetter || chars[k].isNumber) }

        /// A delimiter run that can open: followed by a non-space, and for `_` not inside a
        /// word (`snake_case` stays as written).
        func canOpen(at i: Int, _ n: Int, _ to: Int) -> Bool {
            guard i + n < to, !isSpace(i + n) else { return false }
            return chars[i] != "_" || !isWordy(i - 1)
        }

        /// A delimiter run at `j` (length `m`) that can close: preceded by a non-space, and
        /// for `_` not followed by a word character.
        func canClose(at j: Int, _ m: Int) -> Bool {
            guard !isSpace(j - 1) else { return false }
            return chars[j] != "_" || !isWordy(j + m)
        }

        /// The closer for an opener of `n` `c`s at `i`: how many delimiters the pair uses
        /// and where the closer starts. The longest pair wins (`***` before `**` before
        /// `*`); a closer run must be as long as the pair (or `***` closing any), skipping
        /// code spans and escapes on the way.
        func findEmphasisClose(_ c: Character, from i: Int, _ n: Int, _ to: Int,
                               _ none: inout Set<Int>, _ noCode: inout Set<Int>) -> (Int, Int)? {
            let sizes = c == "~" ? (n >= 2 ? [2] : [1]) : Array((1...min(n, 3)).reversed())
            for k in sizes {
                let key = Int(c.unicodeScalars.first!.value) &* 4 &+ k
                if none.contains(key) { continue }
                var j = i + n
                while j < to {
                    let ch = chars[j]
                    if ch == "\\" { j += 2; continue }
                    if ch == "`" {
                        let m = runLength(at: j, to)
                        if !noCode.contains(m), let close = findCodeClose(from: j + m, m, to, &noCode) { j = close + m; continue }
                        j += m
                        continue
                    }
                    if ch == c {
                        let m = runLength(at: j, to)
                        if j > i + n, canClose(at: j, m), m == k || (m == 3 && c != "~") {
                            return (k, j)
                        }
                        j += m
                        continue
                    }
                    j += 1
                }
                none.insert(key)
            }
            return nil
        }
    }
}
