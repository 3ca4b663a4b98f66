// Long presses through the daemon's pointer-drag reports (the same events as
// DragGesture): the press begins when the pointer goes down on the view (`onChanged`
// with true), fails when it moves farther than `maximumDistance` from where it went down
// or goes up too early, and succeeds once it has been held `minimumDuration` seconds —
// while still held (a timer), or at the latest when the pointer goes up after that time.
import Foundation
import TrellisProtocol

/// A gesture that succeeds when the user holds the pointer down long enough without
/// moving it far.
public struct LongPressGesture: Gesture {
    /// Whether the press is (still) in progress (`onChanged`) or succeeded (`onEnded`).
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { LongPressRecognizer(self) }
}

/// Follows one press at a time; its timer succeeds a press still held after the
/// minimum duration (state it writes schedules the update).
@MainActor
final class LongPressRecognizer: PhasedRecognizer<Bool> {
    var gesture: LongPressGesture
    /// Told `true` when a press begins and `false` when it ends or fails
    /// (`onLongPressGesture`'s `onPressingChanged`).
    var pressing: ((Bool) -> Void)?
    private var start: (point: CGPoint, time: Date)?
    private var generation = 0

    init(_ gesture: LongPressGesture) { self.gesture = gesture }

    override var inputs: GestureInputs { .pointer }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? LongPressGesture else { return false }
        gesture = g
        return true
    }
    override func cancel() {
        generation += 1
        if start != nil, !ownPhase.isFinished { pressing?(false) }
        start = nil
        ownPhase = .idle
    }

    override func receive(_ event: GestureEvent) {
        guard case .pointer(let phase, let s) = event else { return }
        restartIfNeeded(event)
        switch phase {
        case .began:
            guard ownPhase == .idle else { return }
            generation += 1
            start = (s.location, s.time)
            pressing?(true)
            changed(true)
            if gesture.minimumDuration <= 0 {
                succeed()
            } else {
                let g = generation
                let delay = gesture.minimumDuration
                Task { @MainActor [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                    guard let self, self.generation == g, self.start != nil, self.ownPhase == .active else { return }
                    self.succeed()
                }
            }
        case .changed:
            guard let st = start, ownPhase == .active else { return }
            let dx = s.location.x - st.point.x, dy = s.location.y - st.point.y
            if (dx * dx + dy * dy).squareRoot() > gesture.maximumDistance { fail() }
        case .ended:
            guard let st = start else { return }
            if ownPhase == .active {
                if s.time.timeIntervalSince(st.time) >= gesture.minimumDuration { succeed() } else { fail() }
            }
            start = nil
        }
    }

    private func succeed() {
        pressing?(false)
        ended(true)
    }

    private func fail() {
        generation += 1
        start = nil
        pressing?(false)
        failed()
    }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without the
    /// pointer moving more than `maximumDistance`; `onPressingChanged` is told when a
    /// press begins (`true`) and when it ends or fails (`false`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_GestureModifier(gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
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
