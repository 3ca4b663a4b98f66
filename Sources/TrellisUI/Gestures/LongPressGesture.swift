// Long presses through the daemon's pointer-drag reports (the same machinery as
// DragGesture): the press begins when the pointer goes down on the view, fails when it
// moves farther than `maximumDistance` from where it went down, and succeeds once it has
// been held `minimumDuration` seconds — while still held (a timer), or at the latest
// when the pointer goes up after that time.
import Foundation
import TrellisProtocol

/// A gesture that succeeds when the user holds the pointer down long enough without
/// moving it far.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// Whether the press is (still) in progress (`onChanged`) or succeeded (`onEnded`).
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails.
    public var maximumDistance: CGFloat
    var changed: ((Bool) -> Void)?
    var ended: ((Bool) -> Void)?

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// `action(true)` when the pointer goes down on the view.
    public func onChanged(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var g = self; g.changed = action; return g
    }
    /// `action(true)` when the press succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var g = self; g.ended = action; return g
    }

    func _install(on node: GraphNode) -> [Property] {
        let tracker = LongPressTracker.of(node, key: "_longPress")
        tracker.gesture = self
        node.setHandler(.drag { phase, sample in tracker.handle(phase, sample) }, for: .drag)
        return [.draggable(true)]
    }
}

/// Follows one press; kept in the node's storage so a body that re-runs during the press
/// (a `pressing` state changing) keeps following it.
@MainActor
final class LongPressTracker {
    var gesture = LongPressGesture()
    /// Called with `true` when the press begins and `false` when it ends or fails.
    var pressing: ((Bool) -> Void)?
    private var start: (point: CGPoint, time: Date)?
    private var generation = 0
    private var done = false

    static func of(_ node: GraphNode, key: String) -> LongPressTracker {
        if let t = node.storage[key] as? LongPressTracker { return t }
        let t = LongPressTracker()
        node.storage[key] = t
        return t
    }

    func handle(_ phase: DragPhase, _ s: _DragSample) {
        switch phase {
        case .began:
            generation += 1
            start = (s.location, s.time)
            done = false
            pressing?(true)
            gesture.changed?(true)
            if gesture.minimumDuration <= 0 {
                succeed()
            } else {
                let g = generation
                let delay = gesture.minimumDuration
                Task { @MainActor [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                    guard let self, self.generation == g, self.start != nil, !self.done else { return }
                    self.succeed()   // state it writes schedules the update
                }
            }
        case .changed:
            guard let st = start, !done else { return }
            let dx = s.location.x - st.point.x, dy = s.location.y - st.point.y
            if (dx * dx + dy * dy).squareRoot() > gesture.maximumDistance { fail() }
        case .ended:
            guard let st = start else { return }
            if !done {
                if s.time.timeIntervalSince(st.time) >= gesture.minimumDuration { succeed() } else { fail() }
            }
            start = nil
        }
    }

    private func succeed() {
        done = true
        pressing?(false)
        gesture.ended?(true)
    }

    private func fail() {
        done = true
        start = nil
        generation += 1
        pressing?(false)
    }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without the
    /// pointer moving more than `maximumDistance`; `onPressingChanged` is told when a
    /// press begins (`true`) and when it ends or fails (`false`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_LongPressModifier(gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                                        .onEnded { _ in action() },
                                    pressing: onPressingChanged))
    }
    /// The same, with the pressing callback first (SwiftUI's older argument order).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}

/// `onLongPressGesture`: the gesture with a pressing callback.
public struct _LongPressModifier: ViewModifier {
    public typealias Body = Never
    let gesture: LongPressGesture
    let pressing: ((Bool) -> Void)?
}

extension _LongPressModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var props = gesture._install(on: node)
        LongPressTracker.of(node, key: "_longPress").pressing = pressing
        props.append(.tappable(true))
        node.renderWrapper(.effect, props, content: content)
    }
}
