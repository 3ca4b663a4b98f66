import TrellisProtocol

/// How a view fits its content into the space it is given: the whole content inside it
/// (`fit`) or the space covered by the content (`fill`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// `aspectRatio(_:contentMode:)` (render kind `aspectRatio`): proposes the content a size
/// of the ratio that fits in, or fills, what the view is offered; the daemon applies the
/// rule (LayoutModel.md, "Aspect ratio").
public struct _AspectRatioLayout: ViewModifier, Equatable {
    public typealias Body = Never
    /// Width ÷ height; nil: the ratio of the content's ideal size.
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode
    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
}

extension _AspectRatioLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var p: [Property] = []
        // A ratio that is not a positive finite number cannot be kept: SwiftUI's nil.
        if let r = aspectRatio.map(Double.init), r.isFinite, r > 0 { p.append(.aspectRatio(r)) }
        if contentMode == .fill { p.append(.contentMode(.fill)) }
        node.renderWrapper(.aspectRatio, p, content: content)
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width ÷ height; nil: its own ideal size's
    /// ratio), fitting inside or filling the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let r = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return modifier(_AspectRatioLayout(aspectRatio: r, contentMode: contentMode))
    }

    /// Scales the view to fit the space it is offered, keeping its ideal size's ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space it is offered, keeping its ideal size's ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
