// Styled runs of a text (`textRuns`): which run each character of a laid-out line is in,
// and the font and colours each run is drawn with. Shared by every backend so that they
// split lines into pieces the same way.
import TrellisProtocol

/// A stretch of one laid-out line whose characters are all in one run.
public struct TextLinePiece: Equatable, Sendable {
    /// The characters, as they appear in the line.
    public var text: String
    /// The run they are in (an index into the style's `runs`), nil for the node's own style.
    public var run: Int?
}

/// A run resolved against the node that holds it: what differs from the node's style.
public struct ResolvedTextRun: Equatable, Sendable {
    /// The font the run is set in (no runs of its own).
    public var style: TextStyle
    /// The run's colour, nil for the node's.
    public var foreground: WireColor?
    /// The lines drawn with the run: its own when it sets one, else the node's.
    public var underline: WireTextLine?
    public var strikethrough: WireTextLine?
    /// Points the run's glyphs are raised above the baseline.
    public var baselineOffset: Double
    /// The colour behind the run's characters, nil for none.
    public var background: WireColor? = nil
}

extension TextStyle {
    /// This style without its runs: the node's own font.
    public var withoutRuns: TextStyle {
        guard !runs.isEmpty else { return self }
        var s = self
        s.runs = []
        return s
    }

    /// The font of `run` in text of this style: the run's size, weight and family where
    /// it sets them, italic when either is.
    public func font(of run: WireTextRun) -> TextStyle {
        var s = withoutRuns
        if run.fontSize > 0 { s.fontSize = run.fontSize }
        if run.fontWeight != 0 { s.fontWeight = run.fontWeight }
        if !run.fontName.isEmpty { s.fontName = run.fontName }
        if run.italic { s.isItalic = true }
        if run.tracking != 0 { s.tracking += run.tracking }
        return s
    }

    /// The font `piece` of a line of this text is set in: its run's, else the node's.
    public func font(of piece: TextLinePiece) -> TextStyle {
        piece.run.map { font(of: runs[$0]) } ?? withoutRuns
    }

    /// Every font the text is set in: its own, then each run's (duplicates removed), for
    /// a line height that fits the tallest.
    public var fontsInUse: [TextStyle] {
        let base = withoutRuns
        guard !runs.isEmpty else { return [base] }
        var out = [base]
        for r in runs {
            let f = font(of: r)
            if !out.contains(f) { out.append(f) }
        }
        return out
    }

    /// The node's own style, for characters in no run.
    public func resolvedNode(underline: WireTextLine?, strikethrough: WireTextLine?) -> ResolvedTextRun {
        ResolvedTextRun(style: withoutRuns, foreground: nil, underline: underline, strikethrough: strikethrough,
                        baselineOffset: 0)
    }

    /// This style at `factor` of its size (`minimumScaleFactor`): the node's font and every
    /// run that sets a size of its own.
    public func scaled(by factor: Double) -> TextStyle {
        var s = self
        s.fontSize *= factor
        if !runs.isEmpty { s.runs = runs.map { TextStyle.scaled($0, by: factor) } }
        return s
    }

    /// `run` at `factor` of its own size (a run in the node's size follows the node).
    public static func scaled(_ run: WireTextRun, by factor: Double) -> WireTextRun {
        var r = run
        if r.fontSize > 0 { r.fontSize *= factor }
        return r
    }

    /// `run` resolved against a node with this style and the given decorations.
    public func resolve(_ run: WireTextRun, underline: WireTextLine?, strikethrough: WireTextLine?) -> ResolvedTextRun {
        ResolvedTextRun(style: font(of: run), foreground: run.hasForeground ? run.foreground : nil,
                        underline: run.hasUnderline ? run.underline : underline,
                        strikethrough: run.hasStrikethrough ? run.strikethrough : strikethrough,
                        baselineOffset: run.baselineOffset, background: run.hasBackground ? run.background : nil)
    }
}

/// Symbol runs (`symbol` set): images inside a text, shown as their symbol's glyph.
public enum TextSymbols {
    /// `text` with each symbol run's characters replaced by its symbol's glyph
    /// (`SymbolGlyphs`, or what `replacement` gives for the symbol's name), and the runs
    /// with their lengths adjusted to match; the text and runs as they are when no run is
    /// a symbol.
    public static func substituted(_ text: String, _ runs: [WireTextRun],
                                   by replacement: (String) -> String = SymbolGlyphs.glyph(for:))
        -> (text: String, runs: [WireTextRun]) {
        guard runs.contains(where: { !$0.symbol.isEmpty }) else { return (text, runs) }
        let bytes = Array(text.utf8)
        var out = "", adjusted = runs, start = 0
        for (k, run) in runs.enumerated() {
            let end = min(bytes.count, start + Int(run.length))
            guard start < end else { adjusted[k].length = 1; continue }
            if run.symbol.isEmpty {
                out += String(decoding: bytes[start..<end], as: UTF8.self)
            } else {
                let glyph = replacement(run.symbol)
                out += glyph
                adjusted[k].length = UInt32(glyph.utf8.count)
            }
            start = end
        }
        if start < bytes.count { out += String(decoding: bytes[start...], as: UTF8.self) }
        return (out, adjusted)
    }
}

extension TextStyle {
    /// `text` as it is shown in this style (symbol runs as their glyphs) and the style
    /// with runs that match it.
    public func displayed(_ text: String) -> (text: String, style: TextStyle) {
        guard hasSymbolRuns else { return (text, self) }
        let (shown, adjusted) = TextSymbols.substituted(text, runs)
        var style = self
        style.runs = adjusted
        return (shown, style)
    }
}

/// The characters of a text with the run each is in, for splitting its laid-out lines.
///
/// Lines are the text's characters in order, less the spaces and line breaks dropped at
/// wraps, plus the "…" of a truncated line; a line is matched against the text from where
/// the previous one ended, each of its characters with the next equal character of the
/// text (one that matches none, the ellipsis, takes the run of the character before it).
public struct TextRunMap {
    private let characters: [Character]
    private let runOfCharacter: [Int?]
    /// Where the next line starts matching, in `characters`.
    private var cursor = 0

    /// Maps `text`'s characters to `runs` (each character in the run where its first
    /// UTF-8 byte is; characters after the last run in none).
    public init(text: String, runs: [WireTextRun]) {
        var chars: [Character] = []
        var owners: [Int?] = []
        chars.reserveCapacity(text.utf8.count)
        var run = 0, runEnd = runs.first.map { Int($0.length) } ?? 0, offset = 0
        for ch in text {
            while run < runs.count, offset >= runEnd {
                run += 1
                if run < runs.count { runEnd += Int(runs[run].length) }
            }
            chars.append(ch)
            owners.append(run < runs.count ? run : nil)
            offset += ch.utf8.count
        }
        characters = chars
        runOfCharacter = owners
    }

    /// Splits the next laid-out `line` into pieces of one run each.
    public mutating func pieces(of line: String) -> [TextLinePiece] {
        var out: [TextLinePiece] = []
        var previous: Int?
        for ch in line {
            var k = cursor
            while k < characters.count, characters[k] != ch { k += 1 }
            let run: Int?
            if k < characters.count {
                run = runOfCharacter[k]
                cursor = k + 1
            } else {
                run = previous ?? (cursor < runOfCharacter.count ? runOfCharacter[cursor] : runOfCharacter.last ?? nil)
            }
            previous = run
            if let last = out.last, last.run == run {
                out[out.count - 1].text.append(ch)
            } else {
                out.append(TextLinePiece(text: String(ch), run: run))
            }
        }
        return out
    }

    /// The pieces of `line` without moving on (for trying a line that may not be kept).
    public func peekPieces(of line: String) -> [TextLinePiece] {
        var copy = self
        return copy.pieces(of: line)
    }

    /// Every line of `lines` split, in order.
    public static func pieces(of lines: [String], text: String, runs: [WireTextRun]) -> [[TextLinePiece]] {
        var map = TextRunMap(text: text, runs: runs)
        return lines.map { map.pieces(of: $0) }
    }
}
