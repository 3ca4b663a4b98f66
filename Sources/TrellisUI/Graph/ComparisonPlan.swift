// Per-type comparison plans: how to decide S4's "is this view value the same?" without
// reflection on the hot path. A re-evaluated list compares every row's new value with
// its previous one; through `Mirror` that cost ~10 µs a row, through a plan it is a few
// memcmps and direct `==` calls.
import Foundation
@_spi(Reflection) import Swift

/// How to compare two values of one type, given pointers to both.
indirect enum ComparisonPlan {
    /// Plain bits of `size` bytes: trivial structs, class references and closures
    /// (identity: a new closure context makes the value different).
    case bitwise(size: Int)
    /// The type's own `==` (Equatable), or a dynamic property's `_isSameField`.
    case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// A struct compared field by field (offsets from the runtime's field metadata).
    case fields([(offset: Int, plan: ComparisonPlan)], size: Int)
    /// Loaded into `Any` and compared reflectively (enums, optionals, tuples,
    /// existentials, collections).
    case reflective((UnsafeRawPointer, UnsafeRawPointer) -> Bool)

    var isReflective: Bool { if case .reflective = self { true } else { false } }

    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch self {
        case .bitwise(let size):
            return size == 0 || memcmp(a, b, size) == 0
        case .custom(let f), .reflective(let f):
            return f(a, b)
        case .fields(let fields, let size):
            if memcmp(a, b, size) == 0 { return true }
            for f in fields where !f.plan.equal(a + f.offset, b + f.offset) { return false }
            return true
        }
    }

    /// Compares two values of the plan's type held in existentials (in place, no copies).
    /// `_openExistential` opens one level, while `type(of:)` (which picked the plan) looks
    /// through all: an `Any` holding an `any View` (a Mirror child of `AnyView`'s field)
    /// opens as the existential container, which a plan must not read as the value — such
    /// values are compared through Mirror, which looks through it.
    func equal(_ a: Any, _ b: Any) -> Bool {
        guard openedType(a) == type(of: a), openedType(b) == type(of: b) else {
            return ViewEquality.reflectiveEqual(a, b)
        }
        return withAddresses(any: a, b) { pa, pb in equal(pa, pb) }
    }
}

/// The type `_openExistential` opens `x` as: the value's own type, or an existential type
/// when `x` holds an existential (not looked through, unlike `type(of:)`).
func openedType(_ x: Any) -> Any.Type {
    func open<T>(_: T) -> Any.Type { T.self }
    return _openExistential(x, do: open)
}

/// The plans, one per type, built on first use. Views are compared on the main actor,
/// but `Binding`/`State` comparisons may run anywhere, hence the lock (plans are
/// immutable once built).
enum ComparisonPlans {
    nonisolated(unsafe) private static var plans: [ObjectIdentifier: ComparisonPlan] = [:]
    private static let lock = NSLock()

    /// `a` and `b` have the same dynamic type.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        let t = type(of: a)
        let plan = existingPlan(for: t) ?? makePlan(for: t, sample: a)
        return plan.equal(a, b)
    }

    static func existingPlan(for t: Any.Type) -> ComparisonPlan? {
        lock.lock(); defer { lock.unlock() }
        return plans[ObjectIdentifier(t)]
    }

    /// Builds the plan for `t`; `sample` (a value of `t`) lets it ask `Mirror` once
    /// whether the type is a plain struct or shows itself differently (a collection).
    static func makePlan(for t: Any.Type, sample: Any?) -> ComparisonPlan {
        if let p = existingPlan(for: t) { return p }
        let plan = buildPlan(for: t, sample: sample)
        lock.lock(); defer { lock.unlock() }
        plans[ObjectIdentifier(t)] = plan
        return plan
    }

    private static func buildPlan(for t: Any.Type, sample: Any?) -> ComparisonPlan {
        // The same order as the reflective comparison: Equatable, dynamic properties,
        // identity for classes, bits for trivial types, then structure.
        if let e = t as? any Equatable.Type { return .custom(equatableComparer(e)) }
        if let f = t as? any _ViewFieldComparable.Type { return .custom(fieldComparer(f)) }
        if t is AnyClass { return .bitwise(size: MemoryLayout<AnyObject>.size) }
        func pod<T>(_: T.Type) -> Int? { _isPOD(T.self) ? MemoryLayout<T>.size : nil }
        if let size = _openExistential(t, do: pod) { return .bitwise(size: size) }
        guard let sample, Mirror(reflecting: sample).displayStyle == .struct else { return reflective(t) }
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let walked = _forEachField(of: t, options: []) { _, offset, type, kind in
            fields.append((offset, type, kind))
            return true
        }
        guard walked else { return reflective(t) }
        var plans: [(offset: Int, plan: ComparisonPlan)] = []
        for f in fields {
            let plan: ComparisonPlan
            switch f.kind {
            case .class, .function, .metatype, .existentialMetatype:
                func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
                plan = .bitwise(size: _openExistential(f.type, do: size))
            case .struct:
                plan = makePlan(for: f.type, sample: load(f.type, from: sample, at: f.offset))
            default:
                plan = f.type is any Equatable.Type || f.type is any _ViewFieldComparable.Type
                    ? makePlan(for: f.type, sample: nil) : reflective(f.type)
            }
            plans.append((f.offset, plan))
        }
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return .fields(plans, size: _openExistential(t, do: size))
    }

    private static func reflective(_ t: Any.Type) -> ComparisonPlan {
        func make<T>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in
                ViewEquality.reflectiveEqual(a.assumingMemoryBound(to: T.self).pointee,
                                             b.assumingMemoryBound(to: T.self).pointee)
            }
        }
        return .reflective(_openExistential(t, do: make))
    }


    private static func fieldComparer<T: _ViewFieldComparable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: T.self).pointee._isSameField(as: b.assumingMemoryBound(to: T.self).pointee) }
    }

    /// The field of type `t` at `offset` inside `value`, as `Any`.
    private static func load(_ t: Any.Type, from value: Any?, at offset: Int) -> Any? {
        guard let value else { return nil }
        func open<V>(_ v: V) -> Any? {
            var v = v
            return withUnsafeBytes(of: &v) { raw -> Any? in
                guard let base = raw.baseAddress else { return nil }
                func read<F>(_: F.Type) -> Any { (base + offset).assumingMemoryBound(to: F.self).pointee }
                return _openExistential(t, do: read)
            }
        }
        return _openExistential(value, do: open)
    }
}

/// `==` of an Equatable type on two values of it given by address. For an
/// `_InPlaceEquatable` type the values are read where they lie; for others this generic
/// code copies both operands first (retaining their references, releasing them after):
/// the optimizer keeps those copies around a call to `==` through unsafe pointers.
func equatableComparer<T: Equatable>(_ t: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    if let inPlace = t as? any _InPlaceEquatable.Type { return { a, b in inPlace._equalInPlace(a, b) } }
    return { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee }
}

/// An Equatable type compared where its values lie: its conformance's witness is
/// specialized for the type, so `==` reads the fields in place, without the two copies
/// the generic comparer makes. TrellisUI's own views and modifiers that rows compare on
/// every update conform (a `Text` comparison cost four retains and releases for its
/// copies: the largest single source of reference counting in a re-evaluated list).
protocol _InPlaceEquatable: Equatable {
    static func _equalInPlace(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension _InPlaceEquatable {
    static func _equalInPlace(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee == b.assumingMemoryBound(to: Self.self).pointee
    }
}

extension Text: _InPlaceEquatable {}
extension Spacer: _InPlaceEquatable {}
extension Image: _InPlaceEquatable {}
extension Color: _InPlaceEquatable {}
extension _FrameLayout: _InPlaceEquatable {}
extension _FlexFrameLayout: _InPlaceEquatable {}
extension _PaddingLayout: _InPlaceEquatable {}
extension _FixedSizeLayout: _InPlaceEquatable {}
extension _OpacityEffect: _InPlaceEquatable {}
extension _OffsetEffect: _InPlaceEquatable {}
extension _AllowsHitTestingModifier: _InPlaceEquatable {}
extension _TransformEffect: _InPlaceEquatable {}
extension _DrawingEffect: _InPlaceEquatable {}
