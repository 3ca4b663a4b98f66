import TrellisProtocol

/// `alignmentGuide(_:computeValue:)` (property `alignmentGuides` on an `effect`): where
/// the view puts one of its alignment guides, for the stack or zstack that aligns it.
///
/// The view's size is known to the daemon only, so the closure is not called at layout:
/// it is called here with three sizes and sent as `a × width + b × height + c`. Guides
/// written from the dimensions with sums, differences and constant factors — `d[.top]`,
/// `d[.trailing] - 10`, `d.width / 2` — are reproduced exactly; a closure with conditions
/// on the size or other non-linear arithmetic is approximated by that plane.
public struct _AlignmentGuideModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let guide: Int
    let a: Double, b: Double, c: Double

    init(guide: Int, _ compute: (ViewDimensions) -> CGFloat) {
        self.guide = guide
        let probe = 100.0
        let origin = Double(compute(ViewDimensions(size: .zero)))
        let wide = Double(compute(ViewDimensions(size: CGSize(width: probe, height: 0))))
        let tall = Double(compute(ViewDimensions(size: CGSize(width: 0, height: probe))))
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        c = finite(origin)
        a = finite((wide - origin) / probe)
        b = finite((tall - origin) / probe)
    }
}

extension _AlignmentGuideModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.alignmentGuides([Double(guide), a, b, c])], content: content)
    }
}

extension View {
    /// Sets where this view's horizontal guide `g` lies (from its dimensions), for a
    /// `VStack` or `ZStack` that aligns its views by `g`. A custom guide (see
    /// `AlignmentID`) set here is also seen by containers further up, through the stacks
    /// between them.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: g.guideNumber, computeValue))
    }

    /// Sets where this view's vertical guide `g` lies (from its dimensions), for an
    /// `HStack` or `ZStack` that aligns its views by `g` (text baselines count as the
    /// top and bottom edges). A custom guide (see `AlignmentID`) set here is also seen by
    /// containers further up, through the stacks between them.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: g.guideNumber, computeValue))
    }
}
