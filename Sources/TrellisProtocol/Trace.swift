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
}
