// withAnimation with a completion (called once the change is sent) and animated bindings.
// Animations themselves are interpolated by trellisd (Transaction.swift, AnimationCurves.swift).
import Foundation

/// The iOS 17 form with a completion, run on the main queue when the animation is
/// complete: after its delay and duration (for a spring, its settling time), divided by
/// its speed and times its repeat count. An animation that repeats for ever never
/// completes; without an animation the completion runs on the next turn of the queue.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let r = try withAnimation(animation, body)
    guard let seconds = animation.map({ $0.completionTime }) ?? 0 else { return r }
    let run = MainQueueAction(completion)
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { run.action() }
    return r
}

/// An app's closure run later on the main queue, where the app's code runs.
struct MainQueueAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}

extension Animation {
    /// Seconds from its start until it is logically complete; nil when it repeats for ever.
    var completionTime: TimeInterval? {
        guard wire.repeatCount != 0 else { return nil }
        let once = wire.curve == .spring
            ? Spring(response: max(wire.response, 0.0001), dampingRatio: wire.dampingFraction).settlingDuration
            : wire.duration
        return (wire.delay + once * Double(wire.repeatCount)) / max(wire.speed, 1e-6)
    }
}

/// When an animation counts as complete (accepted).
public struct AnimationCompletionCriteria: Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

extension Binding {
    /// A binding whose writes are animated with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { v in
            MainActor.assumeIsolated { withAnimation(animation) { base.wrappedValue = v } }
        })
    }
}
