/// Compares two view values the way S4 describes: `Equatable` types with `==`;
/// otherwise field by field as plain data, where class references and closures compare
/// by identity (a freshly created closure makes the value different).
enum ViewEquality {
    /// Is `a` the same view value as `b`? Values of different types are different.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        // The type's comparison plan (built once per type, see ComparisonPlan.swift)
        // compares both values in place: no Mirror, no casts, bitwise where it can.
        return ComparisonPlans.equal(a, b)
    }

    /// The reflective comparison (Mirror), for what a plan cannot compare in place:
    /// enums, optionals, tuples, collections with custom mirrors.
    static func reflectiveEqual(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if rawEqual(a, b) { return true }
        return compare(a, b, depth: 0)
    }

    private static func compare(_ a: Any, _ b: Any, depth: Int) -> Bool {
        // Children of existential fields (`AnyView`'s view, `any Shape`) may hold values
        // of different types: a plan for `a`'s type must never read `b`.
        guard type(of: a) == type(of: b) else { return false }
        if let r = equatableEqual(a, b) { return r }
        if let special = a as? _ViewFieldComparable { return special._isSameField(as: b) }
        let ta = type(of: a)
        if ta is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        if let pod = podEqual(a, b) { return pod }
        if depth > 24 { return false }
        if depth > 0, let plan = ComparisonPlans.existingPlan(for: ta), !plan.isReflective { return plan.equal(a, b) }
        let ma = Mirror(reflecting: a)
        let mb = Mirror(reflecting: b)
        if ma.displayStyle == .enum {
            // Different cases show different child labels (or none).
            let ca = Array(ma.children), cb = Array(mb.children)
            guard ca.count == cb.count else { return false }
            if ca.isEmpty { return rawEqual(a, b) }
            for (x, y) in zip(ca, cb) {
                guard x.label == y.label, compare(x.value, y.value, depth: depth + 1) else { return false }
            }
            return true
        }
        if ma.displayStyle == .optional {
            let ca = Array(ma.children), cb = Array(mb.children)
            guard ca.count == cb.count else { return false }
            guard let x = ca.first, let y = cb.first else { return true }
            return compare(x.value, y.value, depth: depth + 1)
        }
        if ma.displayStyle == nil && ma.children.isEmpty {
            // Functions and other opaque leaves: compare their representation
            // (function pointer + context), i.e. identity.
            return rawEqual(a, b)
        }
        var ia = ma.children.makeIterator(), ib = mb.children.makeIterator()
        while true {
            let x = ia.next(), y = ib.next()
            switch (x, y) {
            case (nil, nil): return true
            case let (x?, y?):
                if !compare(x.value, y.value, depth: depth + 1) { return false }
            default: return false
            }
        }
    }

    static func equatableEqual(_ a: Any, _ b: Any) -> Bool? {
        guard let ea = a as? any Equatable else { return nil }
        return ea._isEqual(to: b)
    }

    private static func podEqual(_ a: Any, _ b: Any) -> Bool? {
        func open<T>(_ x: T) -> Bool? {
            guard _isPOD(T.self), let y = b as? T else { return nil }
            var x = x, y2 = y
            return withUnsafeBytes(of: &x) { bx in
                withUnsafeBytes(of: &y2) { by in bx.elementsEqual(by) }
            }
        }
        return _openExistential(a, do: open)
    }

    static func rawEqual(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ x: T) -> Bool {
            guard let y = b as? T else { return false }
            var x = x, y2 = y
            return withUnsafeBytes(of: &x) { bx in
                withUnsafeBytes(of: &y2) { by in bx.elementsEqual(by) }
            }
        }
        return _openExistential(a, do: open)
    }

    /// `==` of two values when their type is Equatable; nil when it is not.
    static func equalIfEquatable(_ a: Any, _ b: Any) -> Bool? {
        guard type(of: a) == type(of: b) else { return false }
        return equatableEqual(a, b)
    }
}

extension Equatable {
    func _isEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

/// Dynamic properties and similar fields decide their own comparison inside a view value
/// (a `@State` is equal to itself whatever its per-instance link object is).
protocol _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool
}
