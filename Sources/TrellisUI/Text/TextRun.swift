// Styled runs of one Text: what `Text + Text`, Markdown in a string literal and an
// AttributedString's runs make. Sent as the text node's `textRuns`; the daemon measures
// and draws each run in its own font and colour.
import Foundation
import TrellisProtocol

/// One styled piece of a `Text` made of several.
///
/// A field left unset takes the Text's own (then the environment's): a modifier applied to
/// a concatenated Text styles the pieces that do not set it themselves, as in SwiftUI.
struct TextRun: Equatable, Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    var isItalic = false
    /// Markdown's code span: the font's monospaced design.
    var isMonospaced = false
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var baselineOffset: CGFloat?
    /// Markdown's `[title](url)`: drawn in the tint colour.
    var link: URL?
    /// Extra points after each character (`kerning` plus `tracking`).
    var tracking: CGFloat?
    /// The colour behind the characters (an AttributedString's `backgroundColor`).
    var background: Color?
    /// An image inside the text (`Text(Image(systemName:))`, an interpolated `Image`): the
    /// symbol's name; its characters are one U+FFFC, which the daemon draws as the symbol.
    var symbol: String?

    /// Whether `other` is styled exactly as this run (their characters aside).
    func hasSameStyle(as other: TextRun) -> Bool {
        var a = self, b = other
        a.string = ""
        b.string = ""
        return a == b
    }

    /// Whether the run sets nothing of its own.
    var isPlain: Bool { hasSameStyle(as: TextRun(string: "")) }

    /// This run with its unset fields taken from `text`'s own styling.
    func inheriting(from text: Text) -> TextRun {
        var r = self
        if r.font == nil { r.font = text.font }
        if r.weight == nil { r.weight = text.weight }
        if r.color == nil { r.color = text.color }
        if text.isItalic { r.isItalic = true }
        if r.underline == nil { r.underline = text.underline }
        if r.strikethrough == nil { r.strikethrough = text.strikethrough }
        if r.baselineOffset == nil { r.baselineOffset = text.baselineOffsetValue }
        if r.tracking == nil, text.kerningValue != nil || text.trackingValue != nil {
            r.tracking = (text.kerningValue ?? 0) + (text.trackingValue ?? 0)
        }
        return r
    }

    /// Adjacent runs of the same style joined.
    static func merged(_ runs: [TextRun]) -> [TextRun] {
        var out: [TextRun] = []
        out.reserveCapacity(runs.count)
        for r in runs where !r.string.isEmpty {
            if let last = out.last, last.hasSameStyle(as: r), r.symbol == nil {
                out[out.count - 1].string += r.string
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// The run on the wire: its font resolved in `env` (Dynamic Type, the app's fonts),
    /// what it does not set left at the node's.
    @MainActor
    func wire(in env: EnvironmentValues, graph: ViewGraph) -> WireTextRun {
        var w = WireTextRun(length: UInt32(clamping: string.utf8.count), fontSize: 0, fontWeight: 0, fontName: "",
                            italic: isItalic, hasForeground: false, foreground: WireColor(r: 0, g: 0, b: 0, a: 0),
                            hasUnderline: false, underline: Self.noLine, hasStrikethrough: false,
                            strikethrough: Self.noLine, baselineOffset: Double(baselineOffset ?? 0), symbol: symbol ?? "",
                            link: link != nil, tracking: Double(tracking ?? 0),
                            hasBackground: background != nil, background: background?.wire(in: env) ?? WireColor(r: 0, g: 0, b: 0, a: 0))
        if var f = font {
            if let weight { f.weight = weight }
            var p: [Property] = []
            f.appendProperties(to: &p, env: env, graph: graph)
            for q in p {
                switch q {
                case .fontSize(let s): w.fontSize = s
                case .fontWeight(let v): w.fontWeight = v
                case .fontName(let n): w.fontName = n
                case .italic(let i): w.italic = w.italic || i
                default: break
                }
            }
        } else if let weight {
            w.fontWeight = weight.value
        }
        if isMonospaced { w.fontName = Font.Design.monospaced.familyName ?? "monospace" }
        if let c = color ?? (link != nil ? env.tintColor ?? .accentColor : nil) {
            w.hasForeground = true
            w.foreground = c.wire(in: env)
        }
        if let u = underline {
            w.hasUnderline = true
            w.underline = u.wire(in: env)
        }
        if let s = strikethrough {
            w.hasStrikethrough = true
            w.strikethrough = s.wire(in: env)
        }
        return w
    }

    /// Opens the link a click lands on (the daemon reports its run: `inputLink`) with the
    /// environment's `openURL` action, as SwiftUI's Text does. Each link is also a named
    /// accessibility action of the text (`accessibilityActions`, its title), so a screen
    /// reader lists and follows the links. A Text without links keeps no handlers.
    @MainActor
    static func handleLinks(_ runs: [TextRun], of node: GraphNode, env: EnvironmentValues, into p: inout [Property]) {
        guard runs.contains(where: { $0.link != nil }) else {
            if node.handler(.link) != nil {
                node.setHandler(nil, for: .link)
                node.setHandler(nil, for: .accessibility)
            }
            return
        }
        let links = runs.map(\.link), open = env.openURL
        node.setHandler(.link { k in
            if k < links.count, let url = links[k] { open(url) }
        }, for: .link)
        let linked = runs.filter { $0.link != nil }
        p.append(.accessibilityActions(linked.map(\.string)))
        node.setHandler(.accessibility(AccessibilityHandlers(custom: linked.map { run in { open(run.link!) } })),
                        for: .accessibility)
    }

    private static let noLine = WireTextLine(color: WireColor(r: 0, g: 0, b: 0, a: 0), pattern: .solid)
}

extension Text {
    /// The runs this Text is made of, each with the Text's own styling where it sets none;
    /// a single run when it was not made of several.
    var styledRuns: [TextRun] {
        if !runs.isEmpty { return runs.map { $0.inheriting(from: self) } }
        return [TextRun(string: string).inheriting(from: self)]
    }

    /// A Text showing `runs` one after another: one style, when they all share one, else
    /// with its runs.
    init(runs: [TextRun]) {
        let runs = TextRun.merged(runs)
        self.init(verbatim: runs.map(\.string).joined())
        guard let first = runs.first else { return }
        if runs.count == 1, first.link == nil, !first.isMonospaced, first.symbol == nil, first.background == nil {
            font = first.font
            weight = first.weight
            color = first.color
            isItalic = first.isItalic
            underline = first.underline
            strikethrough = first.strikethrough
            baselineOffsetValue = first.baselineOffset
            if let t = first.tracking { trackingValue = t }
        } else if !(runs.allSatisfy(\.isPlain)) {
            self.runs = runs
        }
    }
}

extension Text {
    /// The character standing for an image inside a text.
    static let imagePlaceholder: Character = "\u{FFFC}"

    /// An image shown inside text, as SwiftUI's `Text(Image(systemName:))`: a symbol is set
    /// in the text's font and colour, so it can be concatenated with other Text. A bitmap
    /// image has no place in a text line here and shows nothing.
    public init(_ image: Image) {
        guard image.isSymbol else { self.init(verbatim: ""); return }
        self.init(runs: [TextRun(string: String(Text.imagePlaceholder), symbol: image.systemName)])
    }

    /// This Text with each image placeholder of `string` shown as the next of `symbols`
    /// (the images interpolated in its key, in order).
    func withSymbols(_ symbols: [String]) -> Text {
        guard !symbols.isEmpty, string.contains(Text.imagePlaceholder) else { return self }
        var pending = symbols[...]
        var out: [TextRun] = []
        for run in styledRuns {
            var piece = run
            piece.string = ""
            for ch in run.string {
                if ch == Text.imagePlaceholder, let name = pending.popFirst() {
                    if !piece.string.isEmpty { out.append(piece); piece.string = "" }
                    var image = run
                    image.string = String(ch)
                    image.symbol = name
                    out.append(image)
                } else {
                    piece.string.append(ch)
                }
            }
            if !piece.string.isEmpty { out.append(piece) }
        }
        return Text(runs: out)
    }
}
