/// A view made of several views in a builder block; each element's position is part of
/// its identity (S7).
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    /// The block's views, each copied into an existential (for code that inspects the
    /// block; the reconciler reads them in place through `layout`).
    var elements: [any View] { elements(layout) }

    private func elements(_ layout: TupleLayout?) -> [any View] {
        guard let layout else { return Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
        return withUnsafeBytes(of: value) { raw in
            (0..<layout.count).map { layout.element($0, in: raw.baseAddress!) }
        }
    }

    /// Where the views lie in `value`; nil when an element is not a view.
    var layout: TupleLayout? { withUnsafePointer(to: value) { TupleLayout.of(T.self, sample: $0) } }
}

extension TupleView: CustomReflectable {
    public var customMirror: Mirror { Mirror(self, children: ["value": value]) }
}

/// Counting the views of a builder block without knowing its tuple type.
protocol _ElementsProviding { var _elements: [any View] { get } }
extension TupleView: _ElementsProviding { var _elements: [any View] { elements } }

/// How many views an actions block holds (a tuple counts its elements, `EmptyView` none).
func _actionCount(_ v: any View) -> Int {
    if let t = v as? _ElementsProviding { return t._elements.count }
    if v is EmptyView { return 0 }
    return 1
}

/// Whether an actions block has a button whose role is `.cancel`.
func _hasCancelButton(_ v: any View) -> Bool {
    let items = (v as? _ElementsProviding)?._elements ?? [v]
    return items.contains { ($0 as? _RoleCarrying)?._role == .cancel }
}

extension TupleView: StructuralView {
    func _reconcile(in node: GraphNode) {
        withUnsafePointer(to: self) { Self._reconcile(at: UnsafeRawPointer($0), in: node) }
    }

    /// The block at `p` reconciled where it lies: `value`, the only stored property,
    /// is at `p` (a single-field struct is laid out as its field). Reading `self.value`
    /// in this generic code copied the whole block (every reference in every element
    /// retained, then released) once per reconcile of a row's stack.
    static func _reconcile(at p: UnsafeRawPointer, in node: GraphNode) {
        let value = p.assumingMemoryBound(to: T.self)
        let layout = TupleLayout.of(T.self, sample: value)
        if let layout, node.reconcileIndexedChildren(p, layout) { return }
        p.assumingMemoryBound(to: Self.self).pointee.reconcileKeyed(layout, in: node)
    }

    /// The update inside list content (each element may become a row) or of a block with
    /// elements that are not views: the elements boxed and matched by position key.
    private func reconcileKeyed(_ layout: TupleLayout?, in node: GraphNode) {
        let items = elements(layout)
        var keyed: [(ChildKey, any View)] = []
        keyed.reserveCapacity(items.count)
        for (i, v) in items.enumerated() { keyed.append((.index(i), v)) }
        node.reconcileChildren(keyed)
    }
}

/// A builder block's tuple as a stack's content: the stack takes its elements as its own
/// children, by position, instead of holding one identity for the block with the elements
/// under it.
///
/// Why: every `HStack { … }` row of a list had that extra identity, re-evaluated with the
/// row (its value — the whole block — compared and copied into its box once more) and one
/// of ~10 identities a row made. Positions stay the elements' identities (S7), and the
/// stack's render children are the same nodes in the same order.
/// A block reconciles its elements as the children of the node it is reconciled into
/// (`_reconcile(at:in:)`), so a stack reconciles its content block into itself.
protocol _FlattenableTuple: PrimitiveView {}

extension TupleView: _FlattenableTuple {}

extension GraphNode {
    /// A stack's content: a builder block's elements become this node's children (see
    /// `_FlattenableTuple`); any other content is the only child. (In a `List`, a stack is
    /// wrapped as one row whose content clears the list context, so its elements never
    /// become rows of their own.)
    func reconcileStackContent<C: View>(_ content: C) {
        if let tuple = info.tupleContent(C.self) {
            withUnsafePointer(to: content) { tuple._reconcile(at: UnsafeRawPointer($0), in: self) }
        } else {
            reconcileChild(.index(0), content)
        }
    }
}

/// The result of `if/else` or `switch` in a builder: each branch is a distinct identity,
/// so switching branches destroys one subtree and creates the other (S8).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: StructuralView {
    func _reconcile(in node: GraphNode) {
        switch storage {
        case .trueContent(let v): node.reconcileChild(.branch(0), v)
        case .falseContent(let v): node.reconcileChild(.branch(1), v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView, StructuralView where Wrapped: View {
    func _reconcile(in node: GraphNode) {
        if let v = self { node.reconcileChild(.branch(0), v) } else { node.reconcileChildren([]) }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChildren([]) }
}

/// A type-erased view. The wrapped view's *type* is part of the identity: wrapping a
/// different type is a new view (S10).
public struct AnyView: View {
    public typealias Body = Never
    let storage: any View
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public init?(_fromValue value: Any) {
        guard let v = value as? any View else { return nil }
        storage = v
    }
}

extension AnyView: StructuralView {
    func _reconcile(in node: GraphNode) {
        node.reconcileChildren([(.type(ObjectIdentifier(type(of: storage))), storage)])
    }
}

/// Groups views without adding layout; a modifier on a group applies to each of its views
/// (Views/ModifierDistribution.swift), as a modifier on a `ForEach` does.
public struct Group<Content> {
    public var content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView, StructuralView where Content: View {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content) }
}

/// A view with an explicit identity `id`; a new id is a new view (S9).
public struct IDView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    public var content: Content
    public var id: ID
    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }
}

extension IDView: StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChildren([(.id(AnyHashable(id)), content)]) }
}

extension View {
    /// Gives the view an explicit identity: when `id` changes the view is replaced by a
    /// new one (state reset, disappear + appear), S9.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(self, id: id) }
}

/// Compares its content with `==` to decide whether to update it (S4).
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public typealias Body = Never
    public var content: Content
    public init(content: Content) { self.content = content }
}

extension EquatableView: StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content) }
}

extension View where Self: Equatable {
    /// Makes TrellisUI compare this view with its `==` (it does so for any `Equatable`
    /// view anyway; kept for SwiftUI source compatibility).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
