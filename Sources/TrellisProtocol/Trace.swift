/// Helpers for the readable trace form every message prints as its `description`
/// (used by `--trace` logs and the golden vectors):
/// `create(id: 5, kind: text, props: [text: "hi", fontSize: 20.0])`.
public enum Trace {
    /// A string literal with Swift escapes: `"a\"b\n"`.
    public static func string(_ s: String) -> String { s.debugDescription }

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
