// The cheap comparison of generic wrappers (`ModifiedContent`) part by part. A primitive
// node's value is compared only cheaply — bitwise, or `==` when the type is Equatable —
// and a `ModifiedContent` is neither Equatable nor usually bitwise equal (a `Text`
// holding an interpolated string has a new heap buffer each time), so every modified
// `Text` in a list row was re-reconciled on every update of the row: its wrapper's
// properties rebuilt and compared, its content compared again. Compared part by part
// (content cheaply, modifier cheaply), an unchanged one is skipped whole.
import Foundation

/// A generic view whose cheap equality is that of its parts.
protocol _PartwiseComparable {
    /// Whether the values at `a` and `b` (both of `Self`) are cheaply equal part by part.
    static func _partwiseEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension ModifiedContent: _PartwiseComparable {
    static func _partwiseEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let content = MemoryLayout<Self>.offset(of: \Self.content)!
        let modifier = MemoryLayout<Self>.offset(of: \Self.modifier)!
        return CheapEquality.equal(Content.self, a + content, b + content)
            && CheapEquality.equal(Modifier.self, a + modifier, b + modifier)
    }
}

/// Cheap equality of values of any type in place: bitwise, else `==` (Equatable), else
/// part by part (`_PartwiseComparable`), else not known to be equal.
enum CheapEquality {
    typealias Comparer = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// The comparer per type (nil: only bitwise), built once. Values are compared on the
    /// main actor, hence no lock. Boxed: a function stored directly in a dictionary is
    /// kept at the most general abstraction, and reading it back as a `Comparer` wrapped
    /// it in a new thunk — a heap allocation per comparison.
    nonisolated(unsafe) private static var comparers: [ObjectIdentifier: ComparerBox] = [:]

    private final class ComparerBox {
        let compare: Comparer?
        init(_ compare: Comparer?) { self.compare = compare }
    }

    static func equal<T>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        equal(size: MemoryLayout<T>.size, comparer: { comparer(for: T.self) }, a, b)
    }

    /// The rule itself, for `size`-byte values: bitwise first, the comparer (looked up
    /// only then) when the bits differ.
    static func equal(size: Int, comparer: () -> Comparer?, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if size == 0 || memcmp(a, b, size) == 0 { return true }
        return comparer()?(a, b) ?? false
    }

    static func comparer(for t: Any.Type) -> Comparer? {
        let key = ObjectIdentifier(t)
        if let known = comparers[key] { return known.compare }
        let made: Comparer?
        if let e = t as? any Equatable.Type {
            made = equatableComparer(e)
        } else if let p = t as? any _PartwiseComparable.Type {
            made = p._partwiseEqual
        } else {
            made = nil
        }
        comparers[key] = ComparerBox(made)   // a type without one is remembered too
        return made
    }
}
