import TrellisProtocol

/// The kinds of interaction a content shape defines the area of (SwiftUI's
/// `ContentShapeKinds`). Trellis hit-tests taps and drags with it (`interaction`); the
/// other kinds name previews and effects that Trellis does not draw, so a shape given
/// only for them changes nothing.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Taps, drags and other pointer input.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// `contentShape(_:)` (property `contentShape` on an `effect`): the view is hit inside the
/// shape, where nothing is drawn too, and not outside it.
public struct _ContentShapeModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// nil: a shape for kinds other than interaction, which changes nothing here.
    let shape: ShapeKind?
}

extension _ContentShapeModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, shape.map { [.contentShape($0)] } ?? [], content: content)
    }
}

extension View {
    /// Makes `shape`, fitted to this view's frame, the area where taps and drags hit the
    /// view: inside it the view is hit even where nothing is drawn (the gaps of a stack,
    /// a spacer), outside it nothing of the view is. Circles, capsules and ellipses are
    /// hit as drawn; other shapes (rounded rectangles, custom paths) by their frame.
    /// `eoFill` only matters for self-intersecting paths, which are hit by their frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape._shapeKind))
    }

    /// The content shape for `kinds` of interaction: with `.interaction` it is the view's
    /// hit area as `contentShape(_:eoFill:)` makes it; for the other kinds (previews and
    /// effects Trellis does not draw) the view is unchanged.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: kinds.contains(.interaction) ? shape._shapeKind : nil))
    }
}
