// The writer of the one snapshot format (parser and grammar: TrellisProtocol's
// `FrameSnapshot`, protocol/README.md). Produced from the committed frame by the core,
// never by a backend, so every backend answers `requestSnapshot` the same way.
import TrellisProtocol

extension CommittedFrame {
    /// The frame as snapshot text: one line per item in paint order, indented by depth.
    public var snapshotText: String {
        var out = ""
        var left = Set<NodeID>()   // content transitions: the first item of the id is the leaving one
        for item in items {
            if !out.isEmpty { out += "\n" }
            out += String(repeating: "  ", count: item.depth)
            var extra = ""
            if let c = contentTransitions[item.id] {
                // A content change in flight: the old content leaving, then the new entering.
                let n = FrameSnapshot.number
                let e = left.insert(item.id).inserted ? c.leaving : c.entering
                extra += "content=(\(n(e.opacity)),\(n(e.offset.x)),\(n(e.offset.y))) "
            }
            if let t = transitions[item.id] {
                // A transition in flight on this subtree (after the node's own attributes).
                let n = FrameSnapshot.number
                extra += "transition=(\(n(t.opacity)),\(n(t.scale)),\(n(t.offset.x)),\(n(t.offset.y))) "
            }
            if let e = editing, e.id == item.id {
                // The focused field: its selection in grapheme clusters, before the frame.
                extra += "focused selection=\(e.selection.anchor)..\(e.selection.head) "
            }
            if extra.isEmpty {
                out += item.snapshotLine
            } else {
                var line = item.snapshotLine
                let rect = line.lastIndex(of: "(") ?? line.endIndex
                line.insert(contentsOf: extra, at: rect)
                out += line
            }
        }
        return out
    }
}

extension CommittedFrame.Item {
    /// `kind #id ["text"] attribute… (x,y,w,h)` for this item, without indentation.
    public var snapshotLine: String {
        var s = "\(kind) #\(id)"
        for a in snapshotAttributes { s += " " + a }
        return s + " " + FrameSnapshot.rect(frame)
    }

    /// The attribute words, in the grammar's order.
    var snapshotAttributes: [String] {
        let number = FrameSnapshot.number
        let quote = FrameSnapshot.quote
        var d: [String] = []
        switch kind {
        case .text:
            d.append(quote(text))
            if lines != [text] { d.append("lines=[" + lines.map(quote).joined(separator: ", ") + "]") }
        case .textField:
            d.append(quote(text))
            if !placeholder.isEmpty { d.append("placeholder=" + quote(placeholder)) }
        case .shape:
            d.append("\(shape)")
            d.append("fill=\(fill)")
            if cornerRadius != 0 { d.append("radius=\(number(cornerRadius))") }
            if let g = gradient {
                switch g.kind {
                case .linear: d.append("gradient=linear:\(g.stops.count)")
                case .radial: d.append("gradient=radial:\(g.stops.count)")
                case .angular: d.append("gradient=angular:\(g.stops.count)")
                case .elliptical: d.append("gradient=elliptical:\(g.stops.count)")
                case .mesh(let m): d.append("gradient=mesh:\(m.columns)x\(m.rows)")
                }
            }
            if let s = stroke {
                d.append("stroke=\(s)")
                d.append("lineWidth=\(number(lineWidth))")
                if !dash.isEmpty { d.append("dash=[" + dash.map(number).joined(separator: ",") + "]") }
                if lineCap != .butt { d.append("cap=\(lineCap)") }
                if lineJoin != .miter { d.append("join=\(lineJoin)") }
            }
            if case .pathData(let data)? = property(.pathData) {
                d.append("path=\(PathGeometry.commands(data, pathSize: nil, in: frame).count)")
            }
        case .image:
            if case .bitmap(let b)? = property(.bitmap) {
                d.append("bitmap=\(String(b.key, radix: 16))")
            } else {
                d.append("symbol=" + quote(systemName))
            }
        default:
            break
        }
        if case .fontSize(let v)? = property(.fontSize) { d.append("size=\(number(v))") }
        if case .italic(true)? = property(.italic) { d.append("italic") }
        if case .tracking(let v)? = property(.tracking), v != 0 { d.append("tracking=\(number(v))") }
        if case .lineSpacing(let v)? = property(.lineSpacing), v != 0 { d.append("lineSpacing=\(number(v))") }
        if case .fontWidth(let v)? = property(.fontWidth), v != 0 { d.append("fontWidth=\(number(v))") }
        if case .textAlignment(let a)? = property(.textAlignment), a != .leading { d.append("align=\(a)") }
        if case .foreground(let c)? = property(.foreground) { d.append("fg=\(c)") }
        if case .opacity(let v)? = property(.opacity) { d.append("opacity=\(number(v))") }
        if case .offset(let p)? = property(.offset) { d.append("offset=(\(number(p.x)),\(number(p.y)))") }
        if case .rotation(let r)? = property(.rotation) { d.append("rotation=\(number(r * 180 / Double.pi))deg") }
        if case .scale(let p)? = property(.scale) { d.append("scale=(\(number(p.x)),\(number(p.y)))") }
        if case .projection(let m)? = property(.projection) { d.append("projection=(" + m.map(number).joined(separator: ",") + ")") }
        if let m = colorMatrix { d.append("colorMatrix=(" + m.map(number).joined(separator: ",") + ")") }
        if let s = shadow {
            d.append("shadow=\(s.color):\(number(s.radius)):(\(number(s.x)),\(number(s.y)))")
        }
        if blurRadius > 0 { d.append("blur=\(number(blurRadius))") }
        if kind == .overlay && isMask { d.append("mask") }
        if isTappable { d.append("tappable") }
        if case .draggable(true)? = property(.draggable) { d.append("draggable") }
        if let c = clip { d.append("clip=" + FrameSnapshot.rect(c)) }
        return d
    }
}
