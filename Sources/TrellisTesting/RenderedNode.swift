import Foundation
import TrellisProtocol

/// One node of a committed frame, as the daemon's headless backend described it.
///
/// `TestHost` reads the screen through the daemon (the process that really laid it out),
/// never through the client's own idea of it: a test then checks what the user would see.
/// The headless snapshot lists the nodes in paint order (pre-order), one per line,
/// indented by depth:
///
///     effect #3 tappable (150,390,100,20)
///       text #4 "OK" fg=#007AFFFF (150,390,100,20)
public struct RenderedNode: Hashable, Sendable, CustomStringConvertible {
    /// Render node id (chosen by the client).
    public var id: NodeID
    /// The render kind as the snapshot spells it (`text`, `vstack`, `effect`, …).
    public var kind: String
    /// Depth in the render tree (the root is 0).
    public var depth: Int
    /// Frame in window coordinates (rounded to 2 decimals by the snapshot).
    public var frame: WireRect
    /// The content of a `text` or `textField` node.
    public var text: String?
    /// The lines a `text` node was wrapped (or truncated) into.
    public var lines: [String]
    /// Whether the node itself takes taps (a Button's effect, an `onTapGesture` view).
    public var isTappable: Bool
    /// The node's own opacity (1 when it sets none).
    public var opacity: Double
    /// The clip rectangle that applies to this node, if any.
    public var clip: WireRect?
    /// Index of the parent in the node list, nil for the root.
    public var parentIndex: Int?
    /// The whole snapshot line.
    public var line: String

    public var description: String { line.trimmingWhitespace }

    /// Parses a headless snapshot into nodes, parents linked by indentation.
    /// Lines that do not look like nodes are skipped.
    public static func parse(_ snapshot: String) -> [RenderedNode] {
        var out: [RenderedNode] = []
        var stack: [Int] = []    // indices of the open ancestors, by depth
        for raw in snapshot.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            var indent = 0
            for ch in line.utf8 { if ch == UInt8(ascii: " ") { indent += 1 } else { break } }
            guard var node = parseLine(line, depth: indent / 2) else { continue }
            while stack.count > node.depth { stack.removeLast() }
            node.parentIndex = stack.last
            out.append(node)
            if stack.count == node.depth { stack.append(out.count - 1) }
        }
        return out
    }

    /// `kind #id ["text"] [flags…] (x,y,w,h)`.
    static func parseLine(_ line: String, depth: Int) -> RenderedNode? {
        var s = Substring(line).drop { $0 == " " }
        guard let space = s.firstIndex(of: " ") else { return nil }
        let kind = String(s[..<space])
        s = s[space...].dropFirst()
        guard s.first == "#" else { return nil }
        let idEnd = s.firstIndex(of: " ") ?? s.endIndex
        guard let id = NodeID(s[s.index(after: s.startIndex)..<idEnd]) else { return nil }
        s = s[idEnd...].drop { $0 == " " }
        var text: String?
        if s.first == "\"" {
            guard let (t, rest) = quoted(s) else { return nil }
            text = t
            s = rest
        }
        // Then words (quoted strings and brackets kept whole), the frame last.
        let words = tokens(s)
        guard let last = words.last, last.hasPrefix("("), last.hasSuffix(")"),
              let frame = rect(last.dropFirst().dropLast()) else { return nil }
        var node = RenderedNode(id: id, kind: kind, depth: depth, frame: frame, text: text, lines: text.map { [$0] } ?? [],
                                isTappable: false, opacity: 1, clip: nil, parentIndex: nil, line: line)
        for word in words.dropLast() {
            if word == "tappable" { node.isTappable = true }
            else if word.hasPrefix("opacity="), let v = Double(word.dropFirst(8)) { node.opacity = v }
            else if word.hasPrefix("clip=("), word.hasSuffix(")") { node.clip = rect(word.dropFirst(6).dropLast()) }
            else if word.hasPrefix("lines=["), word.hasSuffix("]") {
                var rest = word.dropFirst(7).dropLast().drop { $0 == " " }
                var lines: [String] = []
                while rest.first == "\"", let (l, r) = quoted(rest) {
                    lines.append(l)
                    rest = r.drop { $0 == "," || $0 == " " }
                }
                node.lines = lines
            }
        }
        return node
    }

    /// Splits at spaces outside quotes, brackets and parentheses.
    private static func tokens(_ s: Substring) -> [Substring] {
        var out: [Substring] = []
        var start = s.startIndex
        var depth = 0
        var inQuote = false
        var escaped = false
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if inQuote {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inQuote = false }
            } else if c == "\"" { inQuote = true }
            else if c == "(" || c == "[" { depth += 1 }
            else if c == ")" || c == "]" { depth -= 1 }
            else if c == " " && depth == 0 {
                if start < i { out.append(s[start..<i]) }
                start = s.index(after: i)
            }
            i = s.index(after: i)
        }
        if start < s.endIndex { out.append(s[start...]) }
        return out
    }

    private static func quoted(_ s: Substring) -> (String, Substring)? {
        var out = ""
        var i = s.index(after: s.startIndex)
        while i < s.endIndex {
            let c = s[i]
            if c == "\\" {
                i = s.index(after: i)
                guard i < s.endIndex else { return nil }
                switch s[i] {
                case "n": out.append("\n")
                default: out.append(s[i])
                }
            } else if c == "\"" {
                return (out, s[s.index(after: i)...].drop { $0 == " " })
            } else {
                out.append(c)
            }
            i = s.index(after: i)
        }
        return nil
    }

    private static func rect(_ s: Substring) -> WireRect? {
        let parts = s.split(separator: ",").map { Double($0) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else { return nil }
        return WireRect(x: x, y: y, width: w, height: h)
    }
}

extension RenderedNode {
    /// The frame as a `CGRect`.
    public var rect: CGRect { CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
}

extension Array where Element == RenderedNode {
    /// The indices of `i`'s ancestors, nearest first.
    public func ancestors(of i: Int) -> [Int] {
        var out: [Int] = []
        var p = self[i].parentIndex
        while let j = p { out.append(j); p = self[j].parentIndex }
        return out
    }

    /// The node's opacity multiplied by its ancestors'.
    public func effectiveOpacity(of i: Int) -> Double {
        ancestors(of: i).reduce(self[i].opacity) { $0 * self[$1].opacity }
    }

    /// The contents of every text node, in paint order.
    public var texts: [String] { compactMap { $0.kind == "text" ? $0.text : nil } }
}
