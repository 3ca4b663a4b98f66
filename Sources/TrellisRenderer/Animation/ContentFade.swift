// Content transitions (protocol README §7, "Content transitions"): a text's or image's
// content changed under an animation is drawn as the old content leaving and the new one
// entering, over the animation, instead of the new content at once.
import TrellisProtocol

/// One content change in flight on a text or image node: the old content as it was
/// presented when it changed, and how it leaves while the new content enters.
///
/// The presented frame keeps the old item (same id, just before the new one in paint
/// order) until the change has played: `opacity` crossfades them in place, `numericText`
/// also slides both by half the node's height — up when the numbers count up, down when
/// they count down — as SwiftUI's counters roll.
struct ContentFade {
    /// The old content, as presented when the change was committed.
    var old: CommittedFrame.Item
    /// 0: in place; +1: both move up (the new content comes from below); −1: down.
    var direction: Double
    var animation: PlayedAnimation
    var start: Double

    /// Whether `new` shows other content than `was`: another text, symbol or bitmap.
    static func contentChanged(_ new: CommittedFrame.Item, from was: CommittedFrame.Item) -> Bool {
        switch new.kind {
        case .text: return new.property(.text) != was.property(.text)
        case .image: return new.property(.systemName) != was.property(.systemName) || new.property(.bitmap) != was.property(.bitmap)
        default: return false
        }
    }

    /// The transition `item` asks for (absent: a crossfade, SwiftUI's default for text).
    static func transition(of item: CommittedFrame.Item) -> WireContentTransition {
        if case .contentTransition(let t)? = item.property(.contentTransition) { return t }
        return WireContentTransition(kind: .opacity, countsDown: false, value: 0, hasValue: false)
    }

    /// The fade for `new`'s content change from `was` (`shown`: `was` as presented then)
    /// under `animation`, or nil when the change is drawn at once: no animation, no content
    /// change, or the `identity` transition.
    static func make(new: CommittedFrame.Item, was: CommittedFrame.Item, shown: CommittedFrame.Item?,
                     animation: PlayedAnimation?, now: Double) -> ContentFade? {
        guard let animation, contentChanged(new, from: was) else { return nil }
        let t = transition(of: new)
        var direction = 0.0
        switch t.kind {
        case .identity: return nil
        case .opacity, .interpolate: direction = 0
        case .numericText:
            let before = transition(of: was)
            if t.hasValue, before.hasValue, t.value != before.value {
                direction = t.value > before.value ? 1 : -1
            } else {
                direction = t.countsDown ? -1 : 1
            }
        }
        return ContentFade(old: shown ?? was, direction: direction, animation: animation, start: now)
    }

    /// What the change does at clock time `now` to the leaving and the entering content
    /// (opacity factor and offset in points), and whether it has played.
    func effects(now: Double, height: Double) -> (leaving: TransitionEffect, entering: TransitionEffect, done: Bool) {
        let (p, done) = animation.progress(elapsed: now - start)
        let q = max(0, min(1, p))
        let travel = direction * height / 2
        let leaving = TransitionEffect(opacity: 1 - q, scale: 1, offset: WirePoint(x: 0, y: -travel * p))
        let entering = TransitionEffect(opacity: q, scale: 1, offset: WirePoint(x: 0, y: travel * (1 - p)))
        return (leaving, entering, done)
    }

    /// Multiplies `e`'s opacity into `item` and moves it by `e`'s offset.
    static func apply(_ e: TransitionEffect, to item: inout CommittedFrame.Item) {
        item.opacity *= e.opacity
        guard e.offset.x != 0 || e.offset.y != 0 else { return }
        let move = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: e.offset.x, ty: e.offset.y)
        item.transform = move.concatenating(after: item.transform ?? .identity)
    }
}

extension CommittedFrame {
    /// The frame without the leaving copies of content changes in flight: what readers that
    /// expect one item per node (the accessibility tree) read. Itself when none is in flight.
    var withoutLeavingContent: CommittedFrame {
        guard !contentTransitions.isEmpty else { return self }
        var seen = Set<NodeID>()
        var out = self
        out.items = FrameItems(items.lazy.filter { item in
            self.contentTransitions[item.id] == nil || !seen.insert(item.id).inserted
        })
        return out
    }
}

/// A content change in flight on a node, as a presented frame reports it (snapshot:
/// `content=` on the leaving and the entering item).
public struct ContentTransitionEffect: Sendable, Equatable {
    /// What the change does to the old content (drawn first) and to the new one.
    public var leaving: TransitionEffect
    public var entering: TransitionEffect
}
