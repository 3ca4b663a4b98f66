import Foundation
import TrellisProtocol

/// How a change animates, with SwiftUI's names and defaults. TrellisUI never interpolates:
/// it sends the new values once with the animation (`setAnimation`) and trellisd
/// presents every frame, so an animating app does no work per frame.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    var wire: WireAnimation
    /// A custom animation's progress every `sampleInterval` seconds (CustomAnimation.swift).
    var samples: [Double]?
    /// A custom animation's type, for `description`.
    var customName: String?

    init(_ wire: WireAnimation) { self.wire = wire }

    static func curve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, duration: Double) -> Animation {
        Animation(WireAnimation(curve: .timingCurve, duration: max(0, duration), c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y,
                                response: 0, dampingFraction: 0, blendDuration: 0, delay: 0, speed: 1,
                                repeatCount: 1, autoreverses: false))
    }

    // MARK: timing curves (default duration 0.35 s, as SwiftUI)

    public static let linear = linear(duration: 0.35)
    public static let easeIn = easeIn(duration: 0.35)
    public static let easeOut = easeOut(duration: 0.35)
    public static let easeInOut = easeInOut(duration: 0.35)
    public static func linear(duration: TimeInterval) -> Animation { curve(0, 0, 1, 1, duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { curve(0.42, 0, 1, 1, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { curve(0, 0, 0.58, 1, duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { curve(0.42, 0, 0.58, 1, duration: duration) }
    /// A cubic Bézier timing curve through (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        curve(c0x, c0y, c1x, c1y, duration: duration)
    }

    // MARK: springs

    /// SwiftUI's default since iOS 17: a critically damped spring, response 0.55 s.
    public static let `default` = spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// A spring; when it interrupts another, it starts from the presented value and velocity.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(WireAnimation(curve: .spring, duration: 0, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: max(0, response),
                                dampingFraction: max(0, dampingFraction), blendDuration: max(0, blendDuration),
                                delay: 0, speed: 1, repeatCount: 1, autoreverses: false))
    }

    /// A spring by perceptual duration and bounce (-1…1; 0 = no bounce, negative = overdamped).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let b = min(max(bounce, -0.99), 1)
        return spring(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b), blendDuration: blendDuration)
    }

    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    public static var smooth: Animation { smooth(duration: 0.5, extraBounce: 0) }
    public static var snappy: Animation { snappy(duration: 0.5, extraBounce: 0) }
    public static var bouncy: Animation { bouncy(duration: 0.5, extraBounce: 0) }
    @_disfavoredOverload
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    @_disfavoredOverload
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    @_disfavoredOverload
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring from physical constants: ω = √(stiffness / mass), ζ = damping / (2√(stiffness · mass)).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        return spring(response: 2 * .pi / (k / m).squareRoot(), dampingFraction: max(0, damping) / (2 * (k * m).squareRoot()))
    }

    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    // MARK: modifiers

    /// Waits `delay` seconds before starting.
    public func delay(_ delay: TimeInterval) -> Animation {
        var a = self
        a.wire.delay = max(0, delay) * a.wire.speed + a.wire.delay
        return a
    }

    /// Plays `speed` times as fast (durations and delay divided by it).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.wire.speed = max(speed, 1e-6) * a.wire.speed
        return a
    }

    /// Plays `repeatCount` times, every other one backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.wire.repeatCount = UInt32(max(1, repeatCount))
        a.wire.autoreverses = autoreverses
        return a
    }

    /// Plays for ever, every other play backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.wire.repeatCount = 0
        a.wire.autoreverses = autoreverses
        return a
    }

    public var description: String {
        switch wire.curve {
        case .spring: return "spring(response: \(wire.response), dampingFraction: \(wire.dampingFraction))"
        case .timingCurve: return "timingCurve(\(wire.c1x), \(wire.c1y), \(wire.c2x), \(wire.c2y), duration: \(wire.duration))"
        case .sampled: return customName ?? "custom"
        case .none: return "none"
        }
    }
}
