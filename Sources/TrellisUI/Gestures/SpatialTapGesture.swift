// SpatialTapGesture: a tap that reports where it landed. The daemon reports a tap in
// window coordinates; the gesture's node asks for its frame (`reportsGeometry`) and gives
// the location in its own coordinates (`.local`, and a `.named` space, which Trellis
// measures as the view's own) or the window's (`.global`).
import TrellisProtocol

/// A tap that reports its location.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// The number of taps (Trellis recognises single taps).
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: CoordinateSpace
    var ended: ((Value) -> Void)?

    /// A tap of `count` taps measured in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Runs `action` with the tap's location when the tap happens.
    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture {
        var g = self
        g.ended = action
        return g
    }

    func _install(on node: GraphNode) -> [Property] {
        let ended = self.ended, global = coordinateSpace == .global
        let n = node
        guard let action = ended else {
            node.setHandler(nil, for: .spatialTap)
            return [.tappable(true), .reportsGeometry(true)]
        }
        node.setHandler(.spatialTap { [weak n] point in
            let origin = global ? .zero : (n?.extra?.geometryOrigin ?? .zero)
            action(Value(location: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
        }, for: .spatialTap)
        return [.tappable(true), .reportsGeometry(true)]
    }
}

extension View {
    /// Runs `action` with the tap's location (in `coordinateSpace`) when the view is tapped.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
