// The text form of a committed frame: what `requestSnapshot` answers and what test hosts,
// the demo driver and golden files read. One format, written by the daemon core from the
// frame it committed (whatever the backend), read by one parser, so a peer or a tool in
// another language can rely on it. The grammar is in protocol/README.md ("Snapshots").
//
//   vstack #1 (0,0,200,100)
//     text #2 "hi" size=20 tappable (0,0,20,20)

/// One node line of a snapshot, parsed.
public struct SnapshotNode: Hashable, Sendable, CustomStringConvertible {
    /// Render node id (chosen by the client).
    public var id: NodeID
    /// The render kind as the snapshot spells it (`text`, `vstack`, `effect`, …).
    public var kind: String
    /// Depth in the render tree (the root is 0): the line's indent / 2.
    public var depth: Int
    /// Frame in window coordinates (rounded to 2 decimals).
    public var frame: WireRect
    /// The content of a `text` or `textField` node.
    public var text: String?
    /// The lines a `text` node was wrapped (or truncated) into.
    public var lines: [String]
    /// The attribute words between the text and the frame, as written
    /// (`size=20`, `tappable`, `capsule`, `fill=#34C759FF`, `symbol="trash"` …).
    public var attributes: [String]
    /// Whether the node itself takes taps (a Button's effect, an `onTapGesture` view).
    public var isTappable: Bool
    /// The node's own opacity (1 when it sets none).
    public var opacity: Double
    /// The clip rectangle that applies to this node, if any.
    public var clip: WireRect?
    /// Index of the parent in the parsed list, nil for the root.
    public var parentIndex: Int?
    /// The whole line.
    public var line: String

    public var description: String { String(line.drop { $0 == " " }) }

    /// The value of `name=value` among the attributes, quotes removed.
    public func attribute(_ name: String) -> String? {
        for a in attributes where a.hasPrefix(name + "=") {
            let v = a.dropFirst(name.count + 1)
            if v.first == "\"", let (s, _) = FrameSnapshot.unquote(v) { return s }
            return String(v)
        }
        return nil
    }

    /// Whether the bare word `flag` (e.g. `capsule`, `tappable`) is among the attributes.
    public func has(_ flag: String) -> Bool { attributes.contains(flag) }

    /// The centre of the frame, where a tap hits this node.
    public var centre: WirePoint { WirePoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }
}

/// Writing pieces and parsing snapshots (see protocol/README.md for the grammar).
public enum FrameSnapshot {
    /// Parses a snapshot into nodes in paint order, parents linked by indentation.
    /// Lines that are not node lines are skipped.
    public static func parse(_ snapshot: String) -> [SnapshotNode] {
        var out: [SnapshotNode] = []
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

    /// One line: `INDENT kind #id ["text"] attribute… (x,y,w,h)`; nil if it is not one.
    public static func parseLine(_ line: String, depth: Int) -> SnapshotNode? {
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
            guard let (t, rest) = unquote(s) else { return nil }
            text = t
            s = rest.drop { $0 == " " }
        }
        let words = tokens(s)
        guard let last = words.last, last.hasPrefix("("), last.hasSuffix(")"),
              let frame = rect(last.dropFirst().dropLast()) else { return nil }
        var node = SnapshotNode(id: id, kind: kind, depth: depth, frame: frame, text: text,
                                lines: text.map { [$0] } ?? [], attributes: words.dropLast().map(String.init),
                                isTappable: false, opacity: 1, clip: nil, parentIndex: nil, line: line)
        for word in words.dropLast() {
            if word == "tappable" { node.isTappable = true }
            else if word.hasPrefix("opacity="), let v = Double(word.dropFirst(8)) { node.opacity = v }
            else if word.hasPrefix("clip=("), word.hasSuffix(")") { node.clip = rect(word.dropFirst(6).dropLast()) }
            else if word.hasPrefix("lines=["), word.hasSuffix("]") {
                var rest = word.dropFirst(7).dropLast().drop { $0 == " " }
                var lines: [String] = []
                while rest.first == "\"", let (l, r) = unquote(rest) {
                    lines.append(l)
                    rest = r.drop { $0 == "," || $0 == " " }
                }
                node.lines = lines
            }
        }
        return node
    }

    /// `12`, `66.67`, `-3`, `inf`: integral values without a fraction, others rounded to
    /// 2 decimals, so snapshots are stable across machines and readable in a diff.
    public static func number(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }

    /// `(x,y,w,h)` with `number`.
    public static func rect(_ r: WireRect) -> String {
        "(\(number(r.x)),\(number(r.y)),\(number(r.width)),\(number(r.height)))"
    }

    /// A string in double quotes, escaped as the trace form is (`Trace.string`: `\"`,
    /// `\\`, `\n`, `\r`, `\t`, `\u{X}` for other control characters).
    public static func quote(_ s: String) -> String { Trace.string(s) }

    /// Reads a quoted string at the start of `s`; returns it and what follows the quote.
    static func unquote(_ s: Substring) -> (String, Substring)? {
        let u = s.unicodeScalars
        var out = String.UnicodeScalarView()
        var i = u.index(after: u.startIndex)
        while i < u.endIndex {
            let c = u[i]
            if c == "\\" {
                guard let (scalar, next) = Trace.unescape(u, at: u.index(after: i)) else { return nil }
                out.append(scalar)
                i = next
                continue
            } else if c == "\"" {
                return (String(out), Substring(u[u.index(after: i)...]))
            } else {
                out.append(c)
            }
            i = u.index(after: i)
        }
        return nil
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

    private static func rect(_ s: Substring) -> WireRect? {
        let parts = s.split(separator: ",").map { Double($0) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else { return nil }
        return WireRect(x: x, y: y, width: w, height: h)
    }
}

extension Array where Element == SnapshotNode {
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
