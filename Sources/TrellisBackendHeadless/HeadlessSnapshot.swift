// The text form of a committed frame: one line per node, indented by depth, in paint
// order, with the node's key properties and its window frame:
//
//   vstack #1 (0,0,200,100)
//     text #2 "hi" (0,0,20,20)
//
// Numbers are printed as integers when integral, else rounded to 2 decimals, so a
// snapshot is stable across machines and readable in a diff.
import TrellisProtocol
import TrellisRenderer

/// Renders `CommittedFrame`s as readable, stable text.
public enum HeadlessSnapshot {
    public static func render(_ frame: CommittedFrame) -> String {
        var out = ""
        for item in frame.items {
            if !out.isEmpty { out += "\n" }
            out += String(repeating: "  ", count: item.depth)
            out += line(item)
        }
        return out
    }

    /// `kind #id details (x,y,w,h)` for one node.
    public static func line(_ item: CommittedFrame.Item) -> String {
        var s = "\(item.kind) #\(item.id)"
        for d in details(item) { s += " " + d }
        let f = item.frame
        s += " (\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height)))"
        return s
    }

    static func details(_ item: CommittedFrame.Item) -> [String] {
        var d: [String] = []
        switch item.kind {
        case .text:
            d.append(quoted(item.text))
            if item.lines != [item.text] { d.append("lines=[" + item.lines.map(quoted).joined(separator: ", ") + "]") }
        case .textField:
            d.append(quoted(item.text))
            if !item.placeholder.isEmpty { d.append("placeholder=" + quoted(item.placeholder)) }
        case .shape:
            d.append("\(item.shape)")
            d.append("fill=\(item.fill)")
            if item.cornerRadius != 0 { d.append("radius=\(number(item.cornerRadius))") }
        case .image:
            d.append("symbol=" + quoted(item.systemName))
        default:
            break
        }
        if case .fontSize(let v)? = item.property(.fontSize) { d.append("size=\(number(v))") }
        if case .foreground(let c)? = item.property(.foreground) { d.append("fg=\(c)") }
        if case .opacity(let v)? = item.property(.opacity) { d.append("opacity=\(number(v))") }
        if case .offset(let p)? = item.property(.offset) { d.append("offset=(\(number(p.x)),\(number(p.y)))") }
        if item.isTappable { d.append("tappable") }
        if item.clip != nil, let c = item.clip {
            d.append("clip=(\(number(c.x)),\(number(c.y)),\(number(c.width)),\(number(c.height)))")
        }
        return d
    }

    /// `12`, `66.67`, `inf`.
    public static func number(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
