import TrellisProtocol

/// Adds space around a view (render kind `padding`; default 16 per LayoutModel.md).
public struct _PaddingLayout: ViewModifier, Equatable {
    public typealias Body = Never
    public var edges: Edge.Set
    public var insets: EdgeInsets?
    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }
}

extension _PaddingLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let d: CGFloat = 16
        let i = insets ?? EdgeInsets(top: d, leading: d, bottom: d, trailing: d)
        let w = WireInsets(top: edges.contains(.top) ? Double(i.top) : 0,
                           leading: edges.contains(.leading) ? Double(i.leading) : 0,
                           bottom: edges.contains(.bottom) ? Double(i.bottom) : 0,
                           trailing: edges.contains(.trailing) ? Double(i.trailing) : 0)
        node.renderWrapper(.padding, [.insets(w)], content: content)
    }
}

extension GraphNode {
    /// A render wrapper with one child slot around `content`.
    func renderWrapper<C: View>(_ kind: NodeKind, _ props: [Property], content: C) {
        render(kind, props, layout: .wrapper)
        reconcileChild(.index(0), content)
        finishRender()
    }
}

/// A fixed-size frame (render kind `frame` with `width`/`height`).
public struct _FrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
}

extension _FrameLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var p: [Property] = []
        // Sized once when more than one property is set: one allocation, not one per append.
        let n = (width != nil ? 1 : 0) + (height != nil ? 1 : 0) + (alignment != .center ? 1 : 0)
        if n > 1 { p.reserveCapacity(n) }
        if let w = width { p.append(.width(Double(max(0, w)))) }
        if let h = height { p.append(.height(Double(max(0, h)))) }
        if alignment != .center { p.append(.alignment(alignment.wire)) }
        if let c = alignment.customProperty { p.append(c) }
        node.renderWrapper(.frame, p, content: content)
    }
}

/// A flexible frame (render kind `frame` with min/ideal/max).
public struct _FlexFrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    public var alignment: Alignment
    /// Accessibility properties carried on the same node (a list row's `listItem` role),
    /// saving the node a separate modifier would add to every row.
    var accessibility: [Property] = []
}

extension _FlexFrameLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var p: [Property] = []
        func f(_ v: CGFloat?) -> Double? { v.map { max(0, Double($0)) } }
        if let v = f(minWidth) { p.append(.minWidth(v)) }
        if let v = f(idealWidth) { p.append(.idealWidth(v)) }
        if let v = f(maxWidth) { p.append(.maxWidth(v)) }
        if let v = f(minHeight) { p.append(.minHeight(v)) }
        if let v = f(idealHeight) { p.append(.idealHeight(v)) }
        if let v = f(maxHeight) { p.append(.maxHeight(v)) }
        if alignment != .center { p.append(.alignment(alignment.wire)) }
        if let c = alignment.customProperty { p.append(c) }
        if !accessibility.isEmpty { p += accessibility }
        node.renderWrapper(.frame, p, content: content)
    }
}

/// Proposes the ideal size on the fixed axes (render kind `fixedSize`).
public struct _FixedSizeLayout: ViewModifier, Equatable {
    public typealias Body = Never
    public var horizontal: Bool
    public var vertical: Bool
}

extension _FixedSizeLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.fixedSize, [.fixedAxes((horizontal ? 1 : 0) | (vertical ? 2 : 0))], content: content)
    }
}

/// A secondary view behind the primary one, sized by it (render kind `background`).
public struct _BackgroundModifier<Background: View>: ViewModifier {
    public typealias Body = Never
    public var background: Background
    public var alignment: Alignment
}

extension _BackgroundModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderPair(.background, alignment: alignment, primary: content, secondary: background)
    }
}

/// A secondary view in front of the primary one, sized by it (render kind `overlay`).
public struct _OverlayModifier<Overlay: View>: ViewModifier {
    public typealias Body = Never
    public var overlay: Overlay
    public var alignment: Alignment
}

extension _OverlayModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderPair(.overlay, alignment: alignment, primary: content, secondary: overlay)
    }
}

extension View {
    /// Pads all edges by the default amount (16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }))
    }
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }

    /// A fixed frame; nil leaves that axis to the content.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame; `.infinity` as a maximum takes everything proposed.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _OverlayModifier<V>> {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }
}

extension GraphNode {
    /// Renders a `background`/`overlay` pair node: children [primary, secondary], the
    /// secondary aligned within the primary's frame (centre is the wire default).
    func renderPair(_ kind: NodeKind, alignment: Alignment, primary: any View, secondary: any View,
                    extra: [Property] = []) {
        render(kind, (alignment == .center ? [] : [.alignment(alignment.wire)]) + (alignment.customProperty.map { [$0] } ?? []) + extra,
               layout: .pair)
        reconcileChildren([(.index(0), primary), (.index(1), secondary)])
        finishRender()
    }
}
