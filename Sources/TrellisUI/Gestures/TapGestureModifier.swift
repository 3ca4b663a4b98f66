import TrellisProtocol

/// Runs an action when the view is tapped (`effect` with `tappable`).
public struct _TapGestureModifier: ViewModifier {
    public typealias Body = Never
    public var count: Int
    let action: () -> Void
    /// False for a tap target that keyboard focus skips (a slider's track segments: the
    /// slider takes focus as a whole).
    var isFocusTarget = true
}

extension _TapGestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.installTapAction(action, count: count)
        node.renderWrapper(.effect, isFocusTarget ? tappableProps : unfocusableTapProps, content: content)
    }
}

/// A tap target that is not a focus target (`focusable` false).
let unfocusableTapProps: [Property] = [.tappable(true), .focusable(false)]

extension GraphNode {
    /// Runs `action` for every `count`th tap in quick succession (a double tap for 2),
    /// every tap for 1; the run's count is kept on the node across updates.
    func installTapAction(_ action: (() -> Void)?, count: Int) {
        // No `Optional.map` here or below: passing a closure through a generic function
        // wraps it in reabstraction thunks, two allocations per tap gesture (per row).
        guard count > 1, let action else {
            setTapHandler(action)
            return
        }
        let counter = ext.tapCounter ?? TapCounter()
        ext.tapCounter = counter
        setTapHandler { if counter.tap(completes: count) { action() } }
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
