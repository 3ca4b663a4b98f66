import TrellisProtocol

/// Runs an action when the view is tapped (`effect` with `tappable`).
public struct _TapGestureModifier: ViewModifier {
    public typealias Body = Never
    public var count: Int
    let action: () -> Void
}

extension _TapGestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if count > 1 {
            // `count` taps in quick succession run the action once (a double tap).
            let counter = node.ext.tapCounter ?? TapCounter()
            node.ext.tapCounter = counter
            let count = count, action = action
            node.ext.tapAction = { if counter.tap(completes: count) { action() } }
        } else {
            node.ext.tapAction = action
        }
        node.renderWrapper(.effect, tappableProps, content: content)
    }
}

/// Counts taps on one view: each within `interval` of the previous one continues the run.
final class TapCounter {
    /// The double-click time of desktop toolkits (GTK's default is 400 ms).
    static let interval: Duration = .milliseconds(400)
    private var last: ContinuousClock.Instant?
    private var run = 0

    /// Records a tap; true when it is the `count`th of a run (the run then starts over).
    func tap(completes count: Int) -> Bool {
        let now = ContinuousClock.now
        if let last, now - last <= Self.interval { run += 1 } else { run = 1 }
        last = now
        guard run >= count else { return false }
        run = 0
        return true
    }
}

/// Shared, so reconciling a tap target (every row of a list, on each update) allocates no array.
let tappableProps: [Property] = [.tappable(true)]

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
