// The time functions of `WireAnimation`: cubic-Bézier timing curves and damped springs,
// with delay, speed and repeats. Pure math, shared by the daemon's animator and tests.
#if canImport(Glibc)
import Glibc
#endif
import TrellisProtocol

extension WireAnimation {
    /// Whether this animates at all.
    public var isAnimated: Bool {
        switch curve {
        case .none: return false
        case .timingCurve: return duration > 0
        case .spring: return response > 0
        case .sampled: return true   // its samples span a positive time (setAnimationSamples)
        }
    }

    /// Undamped angular frequency of the spring (rad/s).
    var omega: Double { 2 * .pi / max(response, 1e-9) }
}

/// A damped spring's displacement from its target: x'' + 2ζω x' + ω² x = 0.
public struct SpringSolution: Sendable {
    public let omega: Double
    public let zeta: Double
    public let x0: Double
    public let v0: Double

    public init(omega: Double, zeta: Double, x0: Double, v0: Double) {
        self.omega = omega
        self.zeta = zeta
        self.x0 = x0
        self.v0 = v0
    }

    /// Displacement and velocity at time `t` (seconds).
    public func state(at t: Double) -> (x: Double, v: Double) {
        let w = omega, z = zeta
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w * x0) / wd
            let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (x, v)
        } else if z == 1 {
            let b = v0 + w * x0
            let e = exp(-w * t)
            return (e * (x0 + b * t), e * (b - w * (x0 + b * t)))
        } else {
            let r = (z * z - 1).squareRoot()
            let r1 = -w * (z - r), r2 = -w * (z + r)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// When the motion has settled: within `tolerance` of the target (and at rest to the
    /// same scale), from the envelope of the solution.
    public func settlingTime(tolerance: Double) -> Double {
        let w = omega, z = zeta
        let decay: Double
        var amplitude: Double
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            decay = z * w
            amplitude = (x0 * x0 + pow((v0 + z * w * x0) / wd, 2)).squareRoot() * max(1, w / wd)
        } else {
            decay = w * (z - (z * z - 1).squareRoot())
            amplitude = abs(x0) + abs(v0) / max(decay, 1e-9) + abs(x0) * 2
        }
        amplitude = max(amplitude, tolerance)
        guard decay > 1e-9 else { return 3600 }
        // The critically damped t·e^{-ωt} term needs a little longer than the pure exponential.
        let t = log(amplitude / tolerance) / decay
        return min(3600, z >= 1 ? t * 1.3 + 1 / w : t)
    }
}

/// A cubic Bézier timing curve from (0,0) to (1,1), as CSS and Core Animation define it.
public struct TimingCurve: Sendable {
    let c1x, c1y, c2x, c2y: Double

    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The curve's value (progress) at time fraction `x` in [0, 1].
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Solve bezierX(t) = x: Newton from t = x, bisection when it wanders.
        var t = x
        for _ in 0..<8 {
            let err = bezier(t, c1x, c2x) - x
            if abs(err) < 1e-7 { return bezier(t, c1y, c2y) }
            let u = 1 - t
            let d = 3 * u * u * c1x + 6 * u * t * (c2x - c1x) + 3 * t * t * (1 - c2x)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<40 {
            let v = bezier(t, c1x, c2x)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return bezier(t, c1y, c2y)
    }
}

extension WireAnimation {
    /// Seconds of animation time elapsed at `elapsed` seconds of clock time after the
    /// start: speed applied, delay taken off (negative while the delay runs).
    func localTime(_ elapsed: Double) -> Double { elapsed * speed - delay }

    /// One play's length: the duration, or a unit spring's settling time.
    var playLength: Double {
        switch curve {
        case .none: return 0
        case .timingCurve: return duration
        case .spring: return SpringSolution(omega: omega, zeta: dampingFraction, x0: 1, v0: 0).settlingTime(tolerance: 0.001)
        case .sampled: return duration   // the samples' own span: PlayedAnimation
        }
    }

    /// Progress in [0, 1] (a spring may overshoot) of a from→to change `elapsed` seconds
    /// after it started, for every curve and repeat mode; `done` once it has ended.
    public func progress(elapsed: Double) -> (value: Double, done: Bool) {
        progress(elapsed: elapsed, playLength: playLength, curve: unitCurve)
    }

    /// `progress(elapsed:)` for one play of `playLength` seconds whose progress after `t`
    /// seconds is `curve(t)`: delay, speed, repeats and autoreverses applied.
    func progress(elapsed: Double, playLength d: Double, curve: (Double) -> Double) -> (value: Double, done: Bool) {
        let tau = localTime(elapsed)
        guard isAnimated else { return (1, true) }
        if tau <= 0 { return (0, false) }
        guard d > 0 else { return (1, true) }
        var k = (tau / d).rounded(.down)
        var f = tau / d - k
        if repeatCount == 1 {
            if tau >= d { return (1, true) }
            k = 0
        } else if repeatCount > 1, k >= Double(repeatCount) {
            return (1, true)
        }
        if repeatCount == 1 { f = tau / d }
        if autoreverses && Int(k) % 2 == 1 { f = 1 - f }
        return (curve(f * d), false)
    }

    /// The curve's progress after `t` seconds of one play.
    func unitCurve(_ t: Double) -> Double {
        switch curve {
        case .none: return 1
        case .timingCurve: return TimingCurve(c1x, c1y, c2x, c2y).value(at: t / duration)
        case .spring: return 1 - SpringSolution(omega: omega, zeta: dampingFraction, x0: 1, v0: 0).state(at: t).x
        case .sampled: return duration > 0 ? min(1, t / duration) : 1   // without samples: linear (PlayedAnimation has them)
        }
    }
}

/// The progress curve of a `sampled` animation (`setAnimationSamples`): `values[k]` is the
/// progress `k × interval` seconds into one play, linearly interpolated in between.
public struct AnimationSamples: Sendable, Equatable {
    /// The most samples one `setAnimationSamples` may carry.
    public static let maxCount = 1200
    /// The longest span the samples may cover, in seconds.
    public static let maxSpan = 60.0

    public let interval: Double
    public let values: [Double]

    /// The samples, or the reason the protocol rejects them.
    public static func validated(interval: Double, values: [Double]) -> Result<AnimationSamples, SampleError> {
        guard values.count >= 2 else {
            return .failure(SampleError("setAnimationSamples needs at least 2 samples, got \(values.count)"))
        }
        guard values.count <= maxCount else {
            return .failure(SampleError("setAnimationSamples carries \(values.count) samples; the limit is \(maxCount)"))
        }
        guard interval.isFinite, interval > 0 else {
            return .failure(SampleError("setAnimationSamples interval must be finite and > 0, got \(interval)"))
        }
        if let bad = values.firstIndex(where: { !$0.isFinite }) {
            return .failure(SampleError("setAnimationSamples sample \(bad) is \(values[bad]); samples must be finite"))
        }
        let span = interval * Double(values.count - 1)
        guard span <= maxSpan else {
            return .failure(SampleError("setAnimationSamples spans \(span) s; the limit is \(maxSpan) s"))
        }
        return .success(AnimationSamples(interval: interval, values: values))
    }

    /// A rejection, with the message the session's error carries.
    public struct SampleError: Error, Sendable {
        public let message: String
        init(_ message: String) { self.message = message }
    }

    /// Seconds of one play.
    public var span: Double { interval * Double(values.count - 1) }

    /// The progress `t` seconds into one play.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return values[0] }
        let x = t / interval
        let k = Int(flooring: x, in: 0 ... values.count)
        guard k + 1 < values.count else { return values[values.count - 1] }
        let f = x - Double(k)
        return values[k] + (values[k + 1] - values[k]) * f
    }
}

/// An animation as the daemon plays it: the wire form, with the samples of a `sampled`
/// curve (which `WireAnimation` cannot hold: they come in their own message).
@dynamicMemberLookup
public struct PlayedAnimation: Sendable {
    public var wire: WireAnimation
    public var samples: AnimationSamples?

    public init(_ wire: WireAnimation, samples: AnimationSamples? = nil) {
        self.wire = wire
        self.samples = wire.curve == .sampled ? samples : nil
    }

    public subscript<T>(dynamicMember field: KeyPath<WireAnimation, T>) -> T { wire[keyPath: field] }

    /// Progress of a from→to change `elapsed` seconds after it started (see WireAnimation).
    public func progress(elapsed: Double) -> (value: Double, done: Bool) {
        guard let samples else { return wire.progress(elapsed: elapsed) }
        return wire.progress(elapsed: elapsed, playLength: samples.span, curve: samples.value(at:))
    }

    func localTime(_ elapsed: Double) -> Double { wire.localTime(elapsed) }
}
