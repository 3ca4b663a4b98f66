/// Helpers for the readable trace form every message prints as its `description`
/// (used by `--trace` logs and the golden vectors):
/// `create(id: 5, kind: text, props: [text: "hi", fontSize: 20.0])`.
public enum Trace {
    /// A string in double quotes, escaped as protocol/README.md §10 specifies (a subset of
    /// Swift's string literal escapes): `\"`, `\\`, `\n`, `\r`, `\t`, and `\u{X}` (upper-case
    /// hex, no leading zeros) for every other control character (U+0000–U+001F,
    /// U+007F–U+009F); every other scalar as it is. The snapshot text quotes the same way.
    public static func string(_ s: String) -> String {
        var out = "\""
        escape(s, into: &out)
        return out + "\""
    }

    /// Appends `s` escaped as `string(_:)` does, without the quotes.
    public static func escape(_ s: String, into out: inout String) {
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(u)
            }
        }
    }

    /// Reads what `escape` wrote after a backslash at `i` (which points past it): the
    /// scalar and the index after the escape, or nil when it is not one of its escapes.
    public static func unescape(_ s: Substring.UnicodeScalarView, at i: Substring.UnicodeScalarView.Index)
        -> (Unicode.Scalar, Substring.UnicodeScalarView.Index)? {
        guard i < s.endIndex else { return nil }
        let next = s.index(after: i)
        switch s[i] {
        case "\"": return ("\"", next)
        case "\\": return ("\\", next)
        case "n": return ("\n", next)
        case "r": return ("\r", next)
        case "t": return ("\t", next)
        case "u":
            guard next < s.endIndex, s[next] == "{" else { return nil }
            var j = s.index(after: next), value: UInt32 = 0, digits = 0
            while j < s.endIndex, s[j] != "}" {
                guard digits < 8, let d = UInt32(String(s[j]), radix: 16) else { return nil }
                value = value << 4 | d
                digits += 1
                j = s.index(after: j)
            }
            guard j < s.endIndex, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, s.index(after: j))
        default: return nil
        }
    }

    /// `[a, b, c]` using each element's description.
    public static func list<T: CustomStringConvertible>(_ xs: [T]) -> String {
        "[" + xs.map(\.description).joined(separator: ", ") + "]"
    }

    /// `0x` and upper-case hex digits, zero-padded to the type's width: `0x534C5254`.
    public static func hex<T: FixedWidthInteger & UnsignedInteger>(_ v: T) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, T.bitWidth / 4 - digits.count)) + digits
    }
}
