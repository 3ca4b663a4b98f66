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
    /// Compares two values of `Self` in place, part by part, each part cheaply. Made once
    /// per type: the parts' offsets and comparers are looked up then, not per comparison
    /// (in an unspecialised generic context each lookup is a key path and a metadata
    /// instantiation: 1.4 % of re-evaluating a 10,000-row list's rows).
    static func _partwiseComparer() -> CheapEquality.Comparer
}

extension ModifiedContent: _PartwiseComparable {
    static func _partwiseComparer() -> CheapEquality.Comparer {
        let content = CheapEquality.Part(Content.self, at: MemoryLayout<Self>.offset(of: \Self.content)!)
        let modifier = CheapEquality.Part(Modifier.self, at: MemoryLayout<Self>.offset(of: \Self.modifier)!)
        return { a, b in content.equal(a, b) && modifier.equal(a, b) }
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

    /// One stored part of a value: where it lies, its size and its comparer.
    struct Part {
        let offset: Int
        let size: Int
        let compare: Comparer?

        init<T>(_: T.Type, at offset: Int) {
            self.offset = offset
            size = MemoryLayout<T>.size
            compare = CheapEquality.comparer(for: T.self)
        }

        /// Whether this part of the values at `a` and `b` is cheaply equal.
        func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
            CheapEquality.equal(size: size, comparer: { compare }, a + offset, b + offset)
        }
    }

    static func comparer(for t: Any.Type) -> Comparer? {
        let key = ObjectIdentifier(t)
        if let known = comparers[key] { return known.compare }
        let made: Comparer?
        if let e = t as? any Equatable.Type {
            made = equatableComparer(e)
        } else if let p = t as? any _PartwiseComparable.Type {
            made = p._partwiseComparer()
        } else {
            made = nil
        }
        comparers[key] = ComparerBox(made)   // a type without one is remembered too
        return made
    }
}
