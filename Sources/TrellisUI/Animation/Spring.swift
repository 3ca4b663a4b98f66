// Spring (iOS 17): a spring described by its perceptual duration and bounce, or by its
// physical mass, stiffness and damping, convertible between the two, with its motion in
// closed form (`value(target:initialVelocity:time:)`). `Animation.spring(_:)` animates
// with it (in the daemon, as every spring animation: response and damping ratio).
import Foundation

/// A spring's motion: how a value moves towards a target.
public struct Spring: Hashable, Sendable {
    /// The time of one oscillation of the undamped spring, in seconds.
    public var response: Double
    /// The damping ratio: 1 is critically damped, less bounces, more is overdamped.
    public var dampingRatio: Double

    /// A spring with a perceptual `duration` and `bounce` (−1…1: 0 does not bounce,
    /// positive bounces, negative is overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let b = min(max(bounce, -0.99), 1)
        response = max(duration, 0.0001)
        dampingRatio = b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// A spring with `response` and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        self.response = max(response, 0.0001)
        self.dampingRatio = max(dampingRatio, 0)
    }

    /// A spring from its physical constants (overdamping clamped to critical unless
    /// allowed).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = max(mass, 0.0001), k = max(stiffness, 0.0001)
        response = 2 * .pi / (k / m).squareRoot()
        let ratio = max(damping, 0) / (2 * (k * m).squareRoot())
        dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// A spring that settles within `settlingDuration` (to `epsilon` of its target).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = max(dampingRatio, 0.0001)
        let omega = -log(max(epsilon, 1e-12)) / (zeta * max(settlingDuration, 0.0001))
        self.init(response: 2 * .pi / omega, dampingRatio: dampingRatio)
    }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }
    /// The bounce (0: none; negative: overdamped).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The mass (1).
    public var mass: Double { 1 }
    /// The stiffness, for a unit mass.
    public var stiffness: Double { pow(2 * .pi / response, 2) }
    /// The damping, for a unit mass.
    public var damping: Double { 4 * .pi * dampingRatio / response }
    /// The time it takes to come within 0.001 of its target, from rest.
    public var settlingDuration: TimeInterval {
        let omega = 2 * .pi / response
        return -log(0.001) / (max(dampingRatio, 0.0001) * omega)
    }

    /// The weights of the initial offset and velocity in the offset at `time`.
    private func weights(_ t: Double) -> (offset: Double, velocity: Double) {
        let w0 = 2 * .pi / response, z = dampingRatio
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot(), e = exp(-z * w0 * t)
            return (e * (cos(wd * t) + z * w0 / wd * sin(wd * t)), e * sin(wd * t) / wd)
        } else if z == 1 {
            let e = exp(-w0 * t)
            return (e * (1 + w0 * t), e * t)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return ((r2 * e1 - r1 * e2) / (r2 - r1), (e2 - e1) / (r2 - r1))
        }
    }

    /// The value at `time` of a spring moving from zero towards `target`, starting with
    /// `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(time)
        // offset(t) = offset(0)·f(t) + velocity(0)·g(t), with offset(0) = −target.
        return target - target.scaled(by: w.offset) + initialVelocity.scaled(by: w.velocity)
    }

    /// A spring that moves smoothly without bouncing.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a visible bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// `smooth`, with its duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// `snappy`, with its duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// `bouncy`, with its duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    /// An animation that moves with `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
    /// An interpolating animation that moves with `spring` (the initial velocity is
    /// accepted; the daemon starts from the presented velocity).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }
}
