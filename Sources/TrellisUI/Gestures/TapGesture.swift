import TrellisProtocol

/// A tap, or `count` taps in quick succession (each within 400 ms of the previous one).
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
        node.installTapAction(ended, count: count)   // TapGestureModifier.swift
        return [.tappable(true)]
    }
}
