import TrellisProtocol

/// A tap (or `count` taps; Trellis reports single taps, so a count above 1 is accepted
/// and fires on each tap).
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    var ended: (() -> Void)?
    public init(count: Int = 1) { self.count = count }
    /// Runs `action` when the tap happens.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var g = self; g.ended = action; return g
    }
    func _install(on node: GraphNode) -> [Property] {
        node.ext.tapAction = ended
        return [.tappable(true)]
    }
}
