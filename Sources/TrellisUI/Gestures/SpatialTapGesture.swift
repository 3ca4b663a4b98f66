// SpatialTapGesture: a tap that reports where it landed. The daemon reports a tap in
// window coordinates; the gesture's node asks for its frame (`reportsGeometry`) and gives
// the location in its own coordinates (`.local`), in those of the view around it named
// with `coordinateSpace(name:)` (`.named`) or in the window's (`.global`).
import TrellisProtocol

/// A tap that reports its location.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// The number of taps in quick succession it takes.
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: CoordinateSpace

    /// A tap of `count` taps measured in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// The tap at `point` (window) measured from `origin` (window).
    static func value(_ point: CGPoint, origin: CGPoint) -> Value {
        Value(location: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }
}

extension SpatialTapGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer<Value>(count: count) { p, o, spaces in Self.value(p, origin: space.origin(local: o, spaces: spaces)) }
    }
}

extension View {
    /// Runs `action` with the tap's location (in `coordinateSpace`) when the view is tapped.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
