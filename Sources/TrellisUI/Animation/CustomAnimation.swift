// iOS 17's CustomAnimation: an animation whose curve is app code. The daemon animates on
// its own frame clock and cannot call the app, so Trellis runs the animation once when it
// is made, on a unit value, and sends its progress curve as samples the daemon
// interpolates (protocol: `setAnimationSamples` and the `sampled` curve).
import Foundation
import TrellisProtocol

/// An animation defined by code: how an animated value moves towards its new value over
/// time.
///
/// Trellis calls `animate(value:time:context:)` with `value` 1.0 every sixtieth of a
/// second from time 0 until it returns nil (at most 10 seconds: 600 samples; an animation
/// still running then ends there), when the `Animation` is made, and sends those progress
/// values to the daemon, which plays them on every animated value — from the presented
/// value (progress 0) to the new one (progress 1), linearly between samples. That is exact
/// for an animation whose result is proportional to `value` — the elastic and pausable
/// examples of Apple's documentation, every timing curve and spring — and is what Trellis
/// plays for any other: an animation that treats the components of a vector differently
/// gets one curve for all of them.
///
/// `shouldMerge(previous:value:time:context:)` and `velocity(value:time:context:)` are not
/// called: an animation that interrupts a running one always starts from the presented
/// value (a spring also from its presented velocity), as the daemon retargets.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` seconds of an animation towards `value` (from zero), or nil
    /// once the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity at `time` of an animation towards `value`, or nil when not known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over a running `previous` one, continuing its motion,
    /// instead of being added to it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

extension Animation {
    /// Seconds between the samples of a custom animation's progress.
    static let sampleInterval = 1.0 / 60
    /// The most samples taken (10 seconds); the daemon accepts up to 1200.
    static let maxSamples = 600

    /// An animation that moves as `base` computes: its progress, sampled now (see
    /// `CustomAnimation`), is what the daemon plays. `delay(_:)`, `speed(_:)` and the
    /// repeat modifiers apply to it as to any animation.
    public init<A: CustomAnimation>(_ base: A) {
        var context = AnimationContext<Double>()
        var samples: [Double] = []
        while samples.count < Self.maxSamples {
            let t = Double(samples.count) * Self.sampleInterval
            guard let v = base.animate(value: 1.0, time: t, context: &context), v.isFinite else { break }
            samples.append(v)
        }
        samples.append(1)   // finished: the new value
        if samples.count < 2 { samples.insert(0, at: 0) }
        let span = Double(samples.count - 1) * Self.sampleInterval
        self.init(WireAnimation(curve: .sampled, duration: span, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0,
                                dampingFraction: 0, blendDuration: 0, delay: 0, speed: 1, repeatCount: 1,
                                autoreverses: false))
        self.samples = samples
        self.customName = String(describing: A.self)
    }

    /// The samples message for this animation's `setAnimation`, if it is a custom one.
    var samplesMessage: ClientMessage? {
        samples.map { .setAnimationSamples(interval: Self.sampleInterval, samples: $0) }
    }
}
