// onScrollPhaseChange (iOS 18): actions run when a scroll view starts and stops moving.
// The daemon scrolls; the client learns of each movement from `inputScroll`. A wheel,
// trackpad or drag movement makes the phase `.interacting`; a movement the app asked for
// (`scrollTo`, `scrollPosition`) `.animating`; the phase returns to `.idle` once no
// movement came for `ScrollPhaseTracker.idleDelay` (a wheel has no end event, so the
// end of a gesture is that pause — PlatformDifferences.md).
import Foundation

/// Where a scroll view is in a scroll.
public enum ScrollPhase: Hashable, Sendable {
    /// Not moving.
    case idle
    /// The user touched the content and may start scrolling (touch screens only).
    case tracking
    /// The user is moving the content.
    case interacting
    /// The content moves on after the user let go.
    case decelerating
    /// The content moves to a position the app asked for.
    case animating

    /// Whether the content is moving (every phase but `.idle`).
    public var isScrolling: Bool { self != .idle }
}

/// What an `onScrollPhaseChange` action is told besides the phases.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// How fast the content moved, in points per second, when known.
    public var velocity: CGVector?
}

/// One `onScrollPhaseChange` action.
struct ScrollPhaseObserver {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

struct ScrollPhaseObserversKey: EnvironmentKey { static var defaultValue: [ScrollPhaseObserver] { [] } }

extension EnvironmentValues {
    /// The scroll-phase actions for the next scroll view below.
    var scrollPhaseObservers: [ScrollPhaseObserver] {
        get { self[ScrollPhaseObserversKey.self] }
        set { self[ScrollPhaseObserversKey.self] = newValue }
    }
}

/// A scroll view's phase, from the movements the daemon reports.
@MainActor
final class ScrollPhaseTracker {
    /// How long without a movement ends a scroll.
    static let idleDelay: Duration = .milliseconds(200)

    var observers: [ScrollPhaseObserver] = []
    private(set) var phase = ScrollPhase.idle
    /// Movements the app asked for that the daemon has not reported yet.
    var requested = 0
    private var lastMove = ContinuousClock.now
    private var lastVelocity: CGVector?
    private var idleCheck: Task<Void, Never>?

    /// The content moved by (dx, dy); `geometry` is the scroll view's after the move.
    func moved(dx: Double, dy: Double, geometry: ScrollGeometry) {
        let now = ContinuousClock.now
        let dt = (now - lastMove).seconds
        lastMove = now
        lastVelocity = dt > 0 && dt < 0.5 ? CGVector(dx: dx / dt, dy: dy / dt) : nil
        let next: ScrollPhase
        if requested > 0 {
            requested -= 1
            next = .animating
        } else {
            next = .interacting
        }
        change(to: next, geometry: geometry)
        scheduleIdle(geometry: { [weak self] in self?.currentGeometry?() ?? geometry })
    }

    /// Reads the scroll view's geometry when the scroll ends.
    var currentGeometry: (() -> ScrollGeometry)?

    private func scheduleIdle(geometry: @escaping () -> ScrollGeometry) {
        idleCheck?.cancel()
        idleCheck = Task { @MainActor [weak self] in
            try? await Task.sleep(for: Self.idleDelay)
            guard !Task.isCancelled, let self else { return }
            self.lastVelocity = nil
            self.requested = 0
            self.change(to: .idle, geometry: geometry())
        }
    }

    private func change(to next: ScrollPhase, geometry: ScrollGeometry) {
        guard next != phase else { return }
        let old = phase
        phase = next
        let context = ScrollPhaseChangeContext(geometry: geometry, velocity: lastVelocity)
        for o in observers { o.action(old, next, context) }
    }

    deinit { idleCheck?.cancel() }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}

extension View {
    /// Runs `action` with the old and new phase when the scroll view this modifies starts
    /// or stops moving.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Runs `action` with the old and new phase and the scroll view's geometry when it
    /// starts or stops moving.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        transformEnvironment(\.scrollPhaseObservers) { $0.append(ScrollPhaseObserver(action: action)) }
    }
}
