// iOS 17's blurReplace transition: the view blurs, fades and scales as it enters and
// leaves. The daemon plays the blur with the transition (`transitionBlur`).
import Foundation

/// Blurs, fades and scales the view as it is inserted and removed: the inserted view comes
/// into focus as it grows to its size; the removed one goes out of focus as it shrinks
/// (`downUp`) or grows (`upUp`).
///
/// Apple does not document the amounts; Trellis blurs by a 12-point radius and scales by
/// 0.8 (and 1.2 for `upUp`'s removal).
public struct BlurReplaceTransition: _BuiltInTransition {
    /// Which way the view scales as it leaves.
    public struct Configuration: Equatable, Sendable {
        let removalScale: Double

        /// The view scales down as it is removed and up as it is inserted.
        public static let downUp = Configuration(removalScale: BlurReplaceTransition.small)
        /// The view scales up both as it is removed and as it is inserted.
        public static let upUp = Configuration(removalScale: BlurReplaceTransition.large)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }

    static let radius = 12.0
    static let small = 0.8
    static let large = 1.2

    var anyTransition: AnyTransition {
        AnyTransition(insertion: AnyTransition.Effect(opacity: 0, scale: Self.small, blur: Self.radius),
                      removal: AnyTransition.Effect(opacity: 0, scale: configuration.removalScale, blur: Self.radius))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out (`downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs, fades and scales the view in and out as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
