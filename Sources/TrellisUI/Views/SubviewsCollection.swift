// The subviews of a view as a collection (`Group(subviews:transform:)`) and its slices.

/// The subviews of a view, in order: a random-access collection of `Subview`s that is
/// itself a view showing all of them (so a container can place `subviews.prefix(3)`, or
/// the whole collection, as a builder block's content).
public struct SubviewsCollection: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let elements: [Subview]

    init(_ elements: [Subview]) { self.elements = elements }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: elements, bounds: bounds)
    }
}

/// A contiguous part of a `SubviewsCollection` (what `prefix`, `dropFirst` and a range
/// subscript give), with the collection's indices; a view showing those subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let base: [Subview]
    let bounds: Range<Int>

    init(base: [Subview], bounds: Range<Int>) {
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= base.count, "SubviewsCollection slice out of range")
        self.base = base
        self.bounds = bounds
    }

    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }
    public subscript(position: Int) -> Subview {
        precondition(bounds.contains(position), "SubviewsCollectionSlice index out of range")
        return base[position]
    }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.lowerBound >= self.bounds.lowerBound && bounds.upperBound <= self.bounds.upperBound,
                     "SubviewsCollectionSlice range out of bounds")
        return SubviewsCollectionSlice(base: base, bounds: bounds)
    }
}

extension SubviewsCollection: View {
    public typealias Body = Never
}

extension SubviewsCollectionSlice: View {
    public typealias Body = Never
}

extension SubviewsCollection: StructuralView {
    /// Every subview as a child keyed by its id, as a `ForEach` over them would be.
    func _reconcile(in node: GraphNode) { node.reconcileSubviews(elements[...]) }
}

extension SubviewsCollectionSlice: StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileSubviews(base[bounds]) }
}

extension GraphNode {
    func reconcileSubviews(_ subviews: ArraySlice<Subview>) {
        reconcileChildren(subviews.map { (.id(AnyHashable($0.id)), $0 as any View) })
    }
}
