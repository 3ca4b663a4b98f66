import TrellisProtocol

/// The subviews of a custom `Layout`: one per view its content produces, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let elements: [LayoutSubview]
    public let layoutDirection: LayoutDirection

    init(_ elements: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(elements[bounds]), layoutDirection: layoutDirection)
    }
}

/// One subview of a custom `Layout`: asks the daemon how large it wants to be (the
/// answers arrive with `layoutMeasured`: a proposal not measured yet answers with the
/// subview's ideal size once known, zero before) and places it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let index: Int
    let measurements: CustomLayoutState
    let traits: [ObjectIdentifier: Any]

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.index == b.index && a.measurements === b.measurements
    }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { measurements.size(of: index, for: proposal) }
    }

    /// The subview's dimensions for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Places the subview so that its `anchor` point lies at `position` in the layout's
    /// bounds, proposing it `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated { measurements.place(index, at: position, anchor: anchor, proposal: proposal) }
    }

    /// The subview's layout priority (its `layoutPriority(_:)`); 0 when it has none.
    public var priority: Double { traits[ObjectIdentifier(LayoutPriorityTraitKey.self)] as? Double ?? 0 }

    /// The spacing the subview wants around it: the default distance of 8 on every side.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        traits[ObjectIdentifier(_LayoutValueTrait<K>.self)] as? K.Value ?? K.defaultValue
    }
}

/// A view's size and alignment guides in its own coordinate space: what
/// `alignmentGuide(_:computeValue:)`, `AlignmentID.defaultValue(in:)` and a custom layout's
/// subview dimensions give you to compute a guide from.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Where a horizontal guide lies: 0 leading, half the width centre, the width trailing;
    /// a custom guide at its `AlignmentID.defaultValue(in:)`.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let c = guide.custom { return c.value(width: width, height: height) }
        return guide.raw == 0 ? 0 : guide.raw == 2 ? width : width / 2
    }

    /// Where a vertical guide lies: 0 top, half the height centre, the height bottom
    /// (text baselines are taken as the top and bottom); a custom guide at its
    /// `AlignmentID.defaultValue(in:)`.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let c = guide.custom { return c.value(width: width, height: height) }
        return guide.raw == 0 ? 0 : guide.raw == 2 ? height : height / 2
    }

    /// The guide's value when the view set it explicitly, else nil. The explicit guides a
    /// view sets are applied by the daemon at layout, so the client never sees them: this
    /// is always nil in Trellis (PlatformDifferences.md), which reads as "not set" — the
    /// `?? default` that code writes after it takes over.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The guide's value when the view set it explicitly, else nil: always nil in Trellis,
    /// as for the horizontal guides.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The space a view wants between itself and its neighbours: the default distance (8)
/// on every edge.
public struct ViewSpacing: Sendable {
    /// No spacing at all.
    public static let zero = ViewSpacing(distance: 0)
    var distance: CGFloat

    public init() { distance = 8 }
    init(distance: CGFloat) { self.distance = distance }

    /// The distance to leave between this view and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(distance, next.distance) }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        distance = max(distance, other.distance)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}

/// What a layout tells its container about itself.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its subviews along, if any.
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

/// A key for a value a subview passes to its custom layout (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The trait a `layoutValue(key:value:)` writes.
public struct _LayoutValueTrait<K: LayoutValueKey>: _ViewTraitKey {
    public static var defaultValue: K.Value { K.defaultValue }
}

extension View {
    /// Gives this view `value` for `key`, read by its custom layout through the subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier<_LayoutValueTrait<K>>(value: value))
    }
}
