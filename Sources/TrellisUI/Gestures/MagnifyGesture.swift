// Pinch and rotation gestures: MagnifyGesture and RotateGesture (iOS 17) and their older
// forms MagnificationGesture and RotationGesture. The daemon reports taps, drags, keys and
// the wheel; no backend reports a two-finger pinch or rotation (the protocol has no such
// event), so these gestures are accepted and never change or end — as on a Mac used with
// a mouse. PlatformDifferences lists them.
import Foundation

/// A pinch that reports how much it magnified.
public struct MagnifyGesture: Gesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// The scale of the pinch (1: unchanged).
        public var magnification: CGFloat
        /// The unit point of the view where the pinch started.
        public var startAnchor: UnitPoint
        /// The location where the pinch started.
        public var startLocation: CGPoint
        /// The speed of the pinch, in scale per second.
        public var velocity: CGFloat
        /// When this value was recorded.
        public var time: Date
    }
    /// How much the fingers must move before the pinch starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Runs `action` as the pinch changes (never on Linux, see above).
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    /// Runs `action` when the pinch ends (never on Linux, see above).
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

/// A pinch that reports its scale (the older form of `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Runs `action` as the pinch changes (never on Linux, see above).
    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
    /// Runs `action` when the pinch ends (never on Linux, see above).
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
}

/// A two-finger rotation that reports its angle.
public struct RotateGesture: Gesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// The angle turned so far.
        public var rotation: Angle
        /// The unit point of the view where the rotation started.
        public var startAnchor: UnitPoint
        /// The location where the rotation started.
        public var startLocation: CGPoint
        /// The speed of the rotation, per second.
        public var velocity: Angle
        /// When this value was recorded.
        public var time: Date
    }
    /// How far the fingers must turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// Runs `action` as the rotation changes (never on Linux, see above).
    public func onChanged(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
    /// Runs `action` when the rotation ends (never on Linux, see above).
    public func onEnded(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
}

/// A two-finger rotation that reports its angle (the older form of `RotateGesture`).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// Runs `action` as the rotation changes (never on Linux, see above).
    public func onChanged(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
    /// Runs `action` when the rotation ends (never on Linux, see above).
    public func onEnded(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
}
