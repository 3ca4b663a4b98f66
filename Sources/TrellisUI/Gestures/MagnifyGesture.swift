// Pinch and rotation gestures: MagnifyGesture and RotateGesture (iOS 17) and their older
// forms MagnificationGesture and RotationGesture. The daemon reports pinches on
// `pinchable` nodes (protocol `inputPinch`); Linux desktops have no two-finger pinch
// through X11 core input, so the X11 backend makes them from Ctrl + wheel (magnify) and
// Ctrl + Shift + wheel (rotate), as desktop apps zoom (PlatformDifferences.md).
import Foundation
import TrellisProtocol

/// A pinch that reports how much it magnified. On Linux desktops, Ctrl + wheel pinches
/// (each notch 10 %), see PlatformDifferences.
public struct MagnifyGesture: Gesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// The scale of the pinch (1: unchanged).
        public var magnification: CGFloat
        /// The speed of the pinch, in scale per second.
        public var velocity: CGFloat
        /// The unit point of the view where the pinch started.
        public var startAnchor: UnitPoint
        /// The location where the pinch started, in the view's space.
        public var startLocation: CGPoint
    }
    /// How much the scale must change before the pinch starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch that reports its scale (the older form of `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// How much the scale must change before the pinch starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation that reports its angle. On Linux desktops, Ctrl + Shift + wheel
/// rotates (each notch 15°), see PlatformDifferences.
public struct RotateGesture: Gesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// The angle turned so far (positive: clockwise on screen).
        public var rotation: Angle
        /// The speed of the rotation, per second.
        public var velocity: Angle
        /// The unit point of the view where the rotation started.
        public var startAnchor: UnitPoint
        /// The location where the rotation started, in the view's space.
        public var startLocation: CGPoint
    }
    /// How far it must turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation that reports its angle (the older form of `RotateGesture`).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// How far it must turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

extension MagnifyGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer {
        PinchRecognizer<Value>(.scale(minimumScaleDelta)) { p in
            Value(time: p.time, magnification: p.scale, velocity: p.scaleVelocity, startAnchor: p.startAnchor, startLocation: p.startLocation)
        }
    }
}

extension MagnificationGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { PinchRecognizer<Value>(.scale(minimumScaleDelta)) { $0.scale } }
}

extension RotateGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer {
        PinchRecognizer<Value>(.angle(minimumAngleDelta.radians)) { p in
            Value(time: p.time, rotation: .radians(p.rotation), velocity: .radians(p.rotationVelocity),
                  startAnchor: p.startAnchor, startLocation: p.startLocation)
        }
    }
}

extension RotationGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { PinchRecognizer<Value>(.angle(minimumAngleDelta.radians)) { .radians($0.rotation) } }
}

/// One pinch event as the four pinch gestures read it.
struct PinchSample {
    var time: Date
    var scale: CGFloat
    var rotation: Double
    var scaleVelocity: CGFloat
    var rotationVelocity: Double
    var startAnchor: UnitPoint
    var startLocation: CGPoint
}

/// Follows the daemon's pinches for a magnify or rotate gesture: starts once the scale
/// (angle) has moved the minimum from where the pinch began, reports every change after,
/// ends with the pinch; a pinch that never moved enough fails.
@MainActor
final class PinchRecognizer<Value>: PhasedRecognizer<Value> {
    enum Threshold { case scale(CGFloat), angle(Double) }
    var threshold: Threshold
    var value: (PinchSample) -> Value
    private var start: (anchor: UnitPoint, location: CGPoint)?
    private var last: PinchSample?

    init(_ threshold: Threshold, value: @escaping (PinchSample) -> Value) {
        self.threshold = threshold
        self.value = value
    }

    override var inputs: GestureInputs { .pinch }
    override func refresh(_ g: Any) -> Bool {
        guard let r = (g as? any RecognizedGesture)?.makeRecognizer() as? PinchRecognizer<Value> else { return false }
        threshold = r.threshold
        value = r.value
        return true
    }
    override func cancel() { start = nil; last = nil; ownPhase = .idle }

    override func receive(_ event: GestureEvent) {
        guard case .pinch(let phase, let scale, let rotation, let s) = event else { return }
        restartIfNeeded(event)
        switch phase {
        case .began:
            guard ownPhase == .idle else { return }
            let f = s.frame
            let local = CGPoint(x: s.location.x - f.minX, y: s.location.y - f.minY)
            start = (UnitPoint(x: f.width > 0 ? local.x / f.width : 0, y: f.height > 0 ? local.y / f.height : 0), local)
            last = PinchSample(time: s.time, scale: 1, rotation: 0, scaleVelocity: 0, rotationVelocity: 0,
                               startAnchor: start!.anchor, startLocation: local)
            ownPhase = .possible
        case .changed, .ended:
            guard let st = start, ownPhase == .possible || ownPhase == .active else { return }
            var sample = PinchSample(time: s.time, scale: CGFloat(scale), rotation: rotation, scaleVelocity: 0, rotationVelocity: 0,
                                     startAnchor: st.anchor, startLocation: st.location)
            if let last, s.time > last.time {
                let dt = s.time.timeIntervalSince(last.time)
                sample.scaleVelocity = (sample.scale - last.scale) / dt
                sample.rotationVelocity = (rotation - last.rotation) / dt
            }
            last = sample
            if ownPhase == .possible {
                switch threshold {
                case .scale(let d): if abs(sample.scale - 1) >= d { ownPhase = .active }
                case .angle(let d): if abs(rotation) >= d { ownPhase = .active }
                }
            }
            if phase == .ended {
                start = nil
                if ownPhase == .active { ended(value(sample)) } else { failed() }
            } else if ownPhase == .active {
                changed(value(sample))
            }
        }
    }
}
