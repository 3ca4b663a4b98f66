import TrellisProtocol

/// The axes of a scroll view.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A scrollable region (render kind `scroll`) whose content is stacked along its axis.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let horizontal = axes == .horizontal
        var props: [Property] = [.axis(horizontal ? .horizontal : .vertical)]
        if !node.env.scrollClips { props.append(.scrollClips(false)) }
        if !node.env.isScrollEnabled { props.append(.scrollEnabled(false)) }
        // scrollTargetBehavior (Layout/ScrollTargets.swift): the daemon snaps.
        if let snap = node.env.scrollSnapProperty(horizontal: horizontal) { props.append(snap) }
        // Asked by a containerRelativeFrame inside (Layout/ContainerRelativeFrame.swift).
        // onScrollGeometryChange (Layout/ScrollGeometry.swift): the scroll view's size, the
        // content's size and the offsets the daemon reports.
        // onScrollPhaseChange (Layout/ScrollPhase.swift) follows the same movements.
        let observers = node.env.scrollGeometryObservers
        let phaseObservers = node.env.scrollPhaseObservers
        var tracker: ScrollGeometryTracker?
        if !observers.isEmpty || !phaseObservers.isEmpty {
            let t = node.ext.scrollGeometry ?? ScrollGeometryTracker()
            node.ext.scrollGeometry = t
            t.observers = observers
            if !phaseObservers.isEmpty {
                let p = t.phase ?? ScrollPhaseTracker()
                p.observers = phaseObservers
                p.currentGeometry = { [weak t] in t?.geometry ?? ScrollGeometry(contentOffset: .zero, contentSize: .zero,
                                                                                   contentInsets: EdgeInsets(), containerSize: .zero) }
                t.phase = p
            } else {
                t.phase = nil
            }
            if let s = node.ext.geometrySize { t.setContainerSize(s) }
            tracker = t
        }
        if node.extra?.reportsContainerSize == true || tracker != nil {
            props.append(.reportsGeometry(true))
            node.ext.scrollAxis = horizontal ? .horizontal : .vertical   // for scroll transitions
        }
        // scrollPosition(_:anchor:) (Layout/ScrollPosition.swift): the bound position's request.
        props += Self.positionProperties(node, horizontal: horizontal)
        node.render(.scroll, props, layout: .wrapper)
        var inner: any View = horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
        // contentMargins (Lists/ScrollBehaviors.swift): a padding that scrolls with the content.
        if let m = node.env.contentMargins { inner = AnyView(AnyView(inner).padding(m)) }
        if let tracker {
            inner = AnyView(AnyView(inner).background {
                GeometryReader { proxy in
                    Color.clear.allowsHitTesting(false)
                        .onChange(of: proxy.size, initial: true) { _, size in tracker.setContentSize(size) }
                }
            })
        }
        if !observers.isEmpty {
            // Scroll views inside the content have their own observers.
            inner = AnyView(AnyView(inner).environment(\.scrollGeometryObservers, []))
        }
        if !phaseObservers.isEmpty { inner = AnyView(AnyView(inner).environment(\.scrollPhaseObservers, [])) }
        if node.env._scrollPosition != nil { inner = AnyView(AnyView(inner).environment(\._scrollPosition, nil)) }
        node.reconcileChild(.index(0), inner)
        // A bound position's view target (Layout/ScrollPosition.swift), once the content is built.
        if let r = node.extra?.scrollRequests, !r.pending.isEmpty { r.send(from: node) }
        // defaultScrollAnchor (Layout/DefaultScrollAnchor.swift): where the scroll view
        // starts, sent once, when it first shows.
        if let anchor = node.env._defaultScrollAnchor, !node.ext.appliedDefaultScrollAnchor,
           let content = node.children.first?.roots.first {
            node.ext.appliedDefaultScrollAnchor = true
            node.graph.writer.append(.scrollTo(id: content, anchorX: Double(anchor.x), anchorY: Double(anchor.y), hasAnchor: true))
        }
        node.finishRender()
    }
}
