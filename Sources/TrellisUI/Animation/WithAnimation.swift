// withAnimation with a completion (called once the change is sent) and animated bindings.
// Animations themselves are interpolated by trellisd (Transaction.swift, AnimationCurves.swift).
import Foundation

/// The iOS 17 form with a completion. The completion runs on the main queue once the
/// change is applied (not yet when the daemon finishes the animation).
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let r = try withAnimation(animation, body)
    DispatchQueue.main.async(execute: completion)
    return r
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
