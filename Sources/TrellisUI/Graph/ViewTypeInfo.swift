// What the reconciler needs to know about a view *type*, worked out once per type: is it
// composite (runs a body) or primitive (reconciles itself), how to call its reconcile
// without an existential cast, and how to compare two of its values in place.
//
// Why: a re-evaluated 10,000-row list updates ~80,000 identities; asking the runtime
// `view as? PrimitiveView` and `a as? any Equatable` for each of them (conformance
// lookups, value copies) cost more than the comparisons themselves.

import Foundation

/// Per-type facts, shared by every identity whose view has that type.
@MainActor
final class ViewTypeInfo {
    /// The view type itself: matching a child's type against the new value's reads this
    /// constant instead of the node's stored value (no exclusivity check, no copy).
    let viewType: any View.Type
    /// Runs `body` (S3/S4 decide when); false for TrellisUI's primitives and shapes.
    let isComposite: Bool
    /// Reconciles a primitive or shape value of this type into its node.
    let reconcile: ((any View, GraphNode) -> Void)?
    /// Byte size of the type, for the bitwise half of the cheap comparison.
    let size: Int
    /// `==` on two values of this type in place, when it is Equatable.
    let equatable: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    /// The full S4 comparison plan, built on the first comparison that needs it.
    private var plan: ComparisonPlan?
    /// For a stack type: its content type as a builder block's tuple, or nil when the
    /// content is not one (`tupleContentChecked` says whether this was worked out).
    private var tupleContentType: (any _FlattenableTuple.Type)?
    private var tupleContentChecked = false
    /// Whether the type keeps its dynamic properties in a wrapped value (the App root).
    let providesInstallTarget: Bool

    private init(_ view: any View) {
        viewType = type(of: view)
        if let p = view as? PrimitiveView {
            isComposite = false
            reconcile = Self.primitiveReconciler(p)
        } else if let s = view as? any Shape {
            isComposite = false
            reconcile = Self.shapeReconciler(s)
        } else {
            isComposite = true
            reconcile = nil
        }
        size = Self.size(of: view)
        // Conformances are asked of the type: a value cast sees through an Optional (an
        // `if` in a builder) and would compare the Optional, nil too, as what it holds.
        let t = type(of: view)
        providesInstallTarget = t is _InstallTargetProviding.Type
        equatable = CheapEquality.comparer(for: t)
    }

    private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// The facts for `view`'s dynamic type.
    static func of(_ view: any View) -> ViewTypeInfo {
        cached(type(of: view)) ?? make(view)
    }

    /// The facts for `type`, if already worked out. Looked up by type alone, apart from
    /// `make`: with the value's use inlined into the lookup, the optimizer copied it into
    /// a new existential box on every call, hit or miss (an allocation per node created).
    private static func cached(_ type: any View.Type) -> ViewTypeInfo? {
        cache[ObjectIdentifier(type)]
    }

    @inline(never) private static func make(_ view: any View) -> ViewTypeInfo {
        let info = ViewTypeInfo(view)
        cache[ObjectIdentifier(type(of: view))] = info
        return info
    }

    /// Bitwise identity or `==`; false when neither can tell (the caller then treats
    /// the value as changed). `a` and `b` point to values of this type.
    func cheapEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        CheapEquality.equal(size: size, comparer: { equatable }, a, b)
    }

    /// S4's full comparison (fields, closures by identity, `==` where declared) of two
    /// values of this type, in place.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let p = plan ?? ComparisonPlans.makePlan(for: viewType, sample: Self.value(at: a, of: viewType))
        plan = p
        return p.equal(a, b)
    }

    /// `content` (a stack's content type) as a flattenable tuple, worked out once per
    /// stack type: a metatype cast per reconcile would ask the runtime's conformance cache.
    func tupleContent<C: View>(_ content: C.Type) -> (any _FlattenableTuple.Type)? {
        if !tupleContentChecked {
            tupleContentType = content as? any _FlattenableTuple.Type
            tupleContentChecked = true
        }
        return tupleContentType
    }

    /// The two comparisons on values held in existentials (opened, not copied).
    func cheapEqual(_ a: any View, _ b: any View) -> Bool { withAddresses(a, b) { cheapEqual($0, $1) } }
    func equal(_ a: any View, _ b: any View) -> Bool { withAddresses(a, b) { equal($0, $1) } }

    private static func value<V: View>(at p: UnsafeRawPointer, of _: V.Type) -> Any {
        p.assumingMemoryBound(to: V.self).pointee
    }

    private static func primitiveReconciler<P: PrimitiveView>(_: P) -> (any View, GraphNode) -> Void {
        // The value is reconciled where it lies in the existential: a cast (`as! P`) would
        // copy it out, retaining everything it holds, once per node per update.
        { view, node in reconcileInPlace(view, as: P.self, node) }
    }

    private static func shapeReconciler<S: Shape>(_: S) -> (any View, GraphNode) -> Void {
        { view, node in ShapeRenderer.reconcile(view as! S, in: node) }
    }

    private static func size<V: View>(of _: V) -> Int { MemoryLayout<V>.size }

}

/// `view`, whose dynamic type is `P`, reconciled in place (`view` is opened, not copied).
@MainActor private func reconcileInPlace<P: PrimitiveView>(_ view: any View, as _: P.Type, _ node: GraphNode) {
    openForReconcile(view, P.self, node)
}

@MainActor private func openForReconcile<V: View, P: PrimitiveView>(_ view: V, _: P.Type, _ node: GraphNode) {
    withUnsafePointer(to: view) { P._reconcile(at: UnsafeRawPointer($0), in: node) }
}

/// Calls `body` with the addresses of the values inside two existentials, without
/// copying them (a copy retains every reference the value holds).
///
/// The existentials are opened by passing them to generic functions constrained to
/// `View` (implicit opening; an unconstrained parameter would bind the existential
/// itself) that capture nothing: local functions capturing the first opened value were
/// boxed on the heap, an allocation per comparison.
func withAddresses<R>(_ a: any View, _ b: any View, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
    openFirstView(a, b, body)
}

private func openFirstView<A: View, R>(_ x: A, _ b: any View, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
    openSecondView(b, x, body)
}

private func openSecondView<B: View, A: View, R>(_ y: B, _ x: A,
                                                _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
    withUnsafePointer(to: x) { px in
        withUnsafePointer(to: y) { py in body(UnsafeRawPointer(px), UnsafeRawPointer(py)) }
    }
}

/// The address of the value inside an existential, without copying it out.
func withAddress<R>(of a: any View, _ body: (UnsafeRawPointer) -> R) -> R {
    openOnlyView(a, body)
}

private func openOnlyView<A: View, R>(_ x: A, _ body: (UnsafeRawPointer) -> R) -> R {
    withUnsafePointer(to: x) { body(UnsafeRawPointer($0)) }
}

/// `withAddresses` for values held as `Any` (opened explicitly: `Any` has no protocol
/// to constrain an implicit opening with).
func withAddresses<R>(any a: Any, _ b: Any, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
    func openA<A>(_ x: A) -> R {
        func openB<B>(_ y: B) -> R {
            withUnsafePointer(to: x) { px in
                withUnsafePointer(to: y) { py in body(UnsafeRawPointer(px), UnsafeRawPointer(py)) }
            }
        }
        return _openExistential(b, do: openB)
    }
    return _openExistential(a, do: openA)
}
