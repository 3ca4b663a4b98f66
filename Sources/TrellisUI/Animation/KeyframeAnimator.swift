// Keyframes: KeyframeTimeline computes a value at any time from tracks of keyframes (linear
// with a unit curve, spring, cubic, move), in the app. KeyframeAnimator plays a timeline as
// PhaseAnimator plays phases: a task started when the view appears (S21) moves the value
// to the timeline's value a twentieth of a second later, with a linear animation of that
// length that the daemon interpolates frame by frame (S30), until the timeline ends.
import Foundation

/// A curve from (0, 0) to (1, 1) that maps an animation's progress to the fraction of the
/// change shown: a keyframe's timing curve.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case bezier(Double, Double, Double, Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let kind: Kind

    /// No easing.
    public static let linear = UnitCurve(kind: .linear)
    /// Starts slowly.
    public static let easeIn = UnitCurve(kind: .bezier(0.42, 0, 1, 1))
    /// Ends slowly.
    public static let easeOut = UnitCurve(kind: .bezier(0, 0, 0.58, 1))
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(kind: .bezier(0.42, 0, 0.58, 1))
    /// A quarter circle starting slowly.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle ending slowly.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(Double(startControlPoint.x), Double(startControlPoint.y),
                                Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    /// The fraction of the change shown at `progress` (0 … 1; clamped).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .linear: return x
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                           : 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
        case let .bezier(x1, y1, x2, y2):
            // Solve x(t) = progress by bisection (x is monotonic for control x in 0 … 1).
            func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
            }
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
            }
            return b((lo + hi) / 2, y1, y2)
        }
    }
}

/// One keyframe as the timeline uses it: where the segment ends, how long it takes and
/// how it gets there.
public struct _Keyframe<Value> {
    enum Curve {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let to: Value
    let duration: Double
    let curve: Curve
}

/// A group of keyframes that define how one animatable value changes over time.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order.
    func _keyframes() -> [_Keyframe<Value>]
}

/// Keyframes built by a `KeyframeTrackContentBuilder`.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    let items: [_Keyframe<Value>]
    public func _keyframes() -> [_Keyframe<Value>] { items }
}

/// Moves to `to` over `duration`, along `timingCurve` (linear by default).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = _Keyframe(to: to, duration: max(0, duration), curve: .linear(timingCurve))
    }
    public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}

/// Moves to `to` with a spring; the segment lasts `duration`, or the spring's settling
/// duration when nil. Without `startVelocity` the spring starts at rest.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = _Keyframe(to: to, duration: max(0, duration ?? spring.settlingDuration),
                             curve: .spring(spring, startVelocity: startVelocity))
    }
    public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}

/// Moves to `to` along a smooth cubic curve through the neighbouring keyframes (a
/// Catmull–Rom spline unless velocities are given).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = _Keyframe(to: to, duration: max(0, duration),
                             curve: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }
    public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value) { keyframe = _Keyframe(to: to, duration: 0, curve: .move) }
    public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}

/// Builds a track's keyframes from the statements of a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(items: k._keyframes())
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(items: parts.flatMap(\.items))
    }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(items: [])
    }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// One track of a timeline, erased: its length and how it sets its property at a time.
public struct _KeyframeTrackBox<Root> {
    let duration: Double
    let apply: @MainActor (inout Root, _ initial: Root, _ time: Double) -> Void
}

/// Keyframes for the properties of a value: tracks built by a `KeyframesBuilder`.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks, each animating one property.
    func _tracks() -> [_KeyframeTrackBox<Value>]
}

/// The tracks a `KeyframesBuilder` made. Keyframes written in it without a track animate
/// the whole value, one after the other, as one track (`rootFrames`, made into a track by
/// `makeRoot`: the builder's `Value` need not be `Animatable`, a keyframe's must).
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrackBox<Value>]
    var rootFrames: [Any] = []
    var makeRoot: (([Any]) -> _KeyframeTrackBox<Value>)?

    public func _tracks() -> [_KeyframeTrackBox<Value>] {
        guard let makeRoot, !rootFrames.isEmpty else { return tracks }
        return tracks + [makeRoot(rootFrames)]
    }

    static func joined(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: parts.flatMap(\.tracks), rootFrames: parts.flatMap(\.rootFrames),
                        makeRoot: parts.lazy.compactMap(\.makeRoot).first)
    }
}

/// The keyframes of one property of `Root` (at a key path) or of the whole value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let box: _KeyframeTrackBox<Root>

    /// Animates the property at `keyPath` through the keyframes of `content`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let frames = content()._keyframes()
        box = _KeyframeTrackBox(duration: frames.reduce(0) { $0 + $1.duration }) { root, initial, time in
            root[keyPath: keyPath] = KeyframeMath.value(frames, from: initial[keyPath: keyPath], at: time)
        }
    }

    /// Animates the whole value through the keyframes of `content`.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let frames = content()._keyframes()
        box = _KeyframeTrackBox(duration: frames.reduce(0) { $0 + $1.duration }) { root, initial, time in
            root = KeyframeMath.value(frames, from: initial, at: time)
        }
    }

    public func _tracks() -> [_KeyframeTrackBox<Root>] { [box] }
}

/// Builds the tracks of a value's keyframes from the statements of a closure.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: k._tracks())
    }
    /// Keyframes written directly (no track) animate the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: [], rootFrames: k._keyframes().map { $0 as Any }) { frames in
            let list = _KeyframeList(items: frames.compactMap { $0 as? _Keyframe<K.Value> })
            return KeyframeTrack(content: { list })._tracks()[0]
        }
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> { .joined(parts) }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> { .joined(parts) }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(tracks: [])
    }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// A value's keyframes laid out in time: its value at any moment, computed in the app.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackBox<Value>]

    /// A timeline starting from `initialValue` and running through `content`'s tracks.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks()
    }

    /// How long the longest track lasts, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds from the start (the final value after the end).
    @MainActor
    public func value(time: Double) -> Value {
        var v = initialValue
        for t in tracks { t.apply(&v, initialValue, time) }
        return v
    }

    /// The value at `progress` (0 … 1) of the duration.
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}

/// The value of one track at a time.
enum KeyframeMath {
    @MainActor
    static func value<V: Animatable>(_ frames: [_Keyframe<V>], from initial: V, at time: Double) -> V {
        var from = initial
        var start = 0.0
        for (k, f) in frames.enumerated() {
            let end = start + f.duration
            if time < end && f.duration > 0 {
                let s = (time - start) / f.duration
                let prev = k > 0 ? (k > 1 ? frames[k - 2].to : initial) : nil
                let next = k + 1 < frames.count ? frames[k + 1] : nil
                return segment(f, from: from, s: s, elapsed: time - start, previous: prev, next: next)
            }
            from = f.to
            start = end
        }
        return from
    }

    @MainActor
    private static func segment<V: Animatable>(_ f: _Keyframe<V>, from: V, s: Double, elapsed: Double,
                                               previous: V?, next: _Keyframe<V>?) -> V {
        let a = from.animatableData, b = f.to.animatableData
        var out = from
        switch f.curve {
        case .move:
            return f.to
        case .linear(let curve):
            out.animatableData = a.interpolated(towards: b, amount: curve.value(at: s))
        case let .spring(spring, startVelocity):
            let moved = spring.value(target: b - a, initialVelocity: startVelocity?.animatableData ?? .zero, time: elapsed)
            out.animatableData = a + moved
        case let .cubic(startVelocity, endVelocity):
            // Hermite between a and b over the segment, tangents per second.
            let d = f.duration
            let m0 = startVelocity?.animatableData ?? {
                if let p = previous?.animatableData { return (b - p).scaled(by: 1 / (2 * d)) }
                return (b - a).scaled(by: 1 / d)
            }()
            let m1 = endVelocity?.animatableData ?? {
                if let n = next, n.duration > 0 { return (n.to.animatableData - a).scaled(by: 1 / (d + n.duration)) }
                return (b - a).scaled(by: 1 / d)
            }()
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            out.animatableData = a.scaled(by: h00) + m0.scaled(by: h10 * d) + b.scaled(by: h01) + m1.scaled(by: h11 * d)
        }
        return out
    }
}

/// Plays keyframes on a value and builds its content from the value at each moment.
///
/// Without a trigger (`repeating`, the default) the keyframes play as long as the view is
/// shown, each run starting from where the last one ended; with a trigger they play once
/// per change, and the value stays where they end. The timeline is computed in the app
/// and sampled every twentieth of a second; each sample is sent with a linear animation to
/// the next, which the daemon plays frame by frame — so the app does twenty updates a
/// second while keyframes play, and curves between samples are drawn as straight
/// segments (PlatformDifferences.md).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: _EquatableBox?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var current: _KeyframeValueBox<Value>?
    @State private var seenTrigger: _EquatableBox?

    /// How often the app samples the timeline while it plays.
    static var sampleInterval: Double { 1.0 / 20 }

    /// Plays `keyframes` continuously (or once, with `repeating: false`) from
    /// `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once each time `trigger` changes, from the value the last run
    /// ended on.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = _EquatableBox(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(current?.value ?? initialValue)
            .task(id: trigger ?? _EquatableBox(0)) { await run() }
    }

    @MainActor
    private func run() async {
        if let trigger {
            let first = seenTrigger == nil
            seenTrigger = trigger
            if first { return }
            _ = await play()
        } else {
            repeat {
                if !(await play()) { return }
            } while repeating && !Task.isCancelled
        }
    }

    /// Plays the keyframes once from the current value; false when cancelled or empty.
    @MainActor
    private func play() async -> Bool {
        let start = current?.value ?? initialValue
        let path = keyframes(start)
        let timeline = KeyframeTimeline(initialValue: start, tracks: path._tracks())
        let total = timeline.duration
        guard total > 0 else { return false }
        let step = Self.sampleInterval
        var t = 0.0
        while t < total {
            let next = min(total, t + step)
            let v = timeline.value(time: next)
            withAnimation(.linear(duration: next - t)) { current = _KeyframeValueBox(value: v) }
            do { try await Task.sleep(nanoseconds: UInt64((next - t) * 1_000_000_000)) } catch { return false }
            if Task.isCancelled { return false }
            t = next
        }
        return true
    }
}

/// The animator's value as state: compared by identity (a new sample is a new value).
final class _KeyframeValueBox<Value> {
    let value: Value
    init(value: Value) { self.value = value }
}

extension KeyframeTimeline {
    init(initialValue: Value, tracks: [_KeyframeTrackBox<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    /// Plays `keyframes` on a value continuously (or once with `repeating: false`);
    /// `content` applies the value to this view.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }

    /// Plays `keyframes` on a value once each time `trigger` changes; `content` applies the
    /// value to this view.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}

extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}
