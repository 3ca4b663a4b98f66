// The render-server half of animation: the client sends each new state once, with an
// animation; the daemon interpolates what is presented, frame after frame, by itself.
import TrellisProtocol

/// Turns the model frames a session commits into presented frames.
///
/// `commit` compares a new model frame with the previous one: each animatable value that
/// changed on a node created, updated, inserted or removed under an animation (or below
/// such a node) becomes an `AnimatedChannel` from its presented value to the new one; a
/// subtree inserted under an animation plays its transition in, and one removed plays it
/// out as a *ghost*: its last presented items stay drawn (outside layout, not hit-tested)
/// until the transition ends. `present(now:)` gives the frame at a clock time.
public final class Animator {
    /// Something is still moving: the surface needs frames from the clock.
    public private(set) var isAnimating = false
    private var model: CommittedFrame? {
        didSet { geometryGroups = nil }
    }
    /// The indices of the model's `geometryGroup` items (found on the first presented frame).
    private var geometryGroups: [Int]?
    private var channels: [NodeID: [ChannelKey: AnimatedChannel]] = [:]
    private var entering: [NodeID: Transit] = [:]
    private var ghosts: [Ghost] = []
    /// Texts and images whose content changed under an animation (ContentFade.swift).
    private var contentFades: [NodeID: ContentFade] = [:]

    /// An inserted (or removed) subtree's transition in flight.
    struct Transit {
        var effect: Effect
        var animation: PlayedAnimation
        var start: Double
    }

    /// A removed subtree still drawn while its removal transition plays.
    struct Ghost {
        var items: FrameItems
        var transit: Transit
        /// Drawn after this item of the new frame (the one before it in the old paint order).
        var after: NodeID?
    }

    /// Opacity, scale (about the root's centre), offset in units of the root's size, and
    /// a blur radius added to the root's own (`transitionBlur`).
    struct Effect {
        var opacity = 1.0, scale = 1.0, x = 0.0, y = 0.0, blur = 0.0
        static let identity = Effect()

        static func insertion(_ item: CommittedFrame.Item) -> Effect {
            var e: Effect
            if let t = item.transitionProperty {
                e = Effect(opacity: t.insertOpacity, scale: t.insertScale, x: t.insertX, y: t.insertY)
            } else {
                e = Effect(opacity: 0)   // default transition: opacity
            }
            e.blur = item.transitionBlurProperty?.insertRadius ?? 0
            return e
        }
        static func removal(_ item: CommittedFrame.Item) -> Effect {
            var e: Effect
            if let t = item.transitionProperty {
                e = Effect(opacity: t.removeOpacity, scale: t.removeScale, x: t.removeX, y: t.removeY)
            } else {
                e = Effect(opacity: 0)
            }
            e.blur = item.transitionBlurProperty?.removeRadius ?? 0
            return e
        }
        /// The effect as a frame reports it, for a subtree whose root has frame `r`.
        func presented(on r: WireRect) -> TransitionEffect {
            TransitionEffect(opacity: max(0, min(1, opacity)), scale: scale,
                             offset: WirePoint(x: x * r.width, y: y * r.height))
        }
        func mixed(with o: Effect, _ p: Double) -> Effect {
            Effect(opacity: opacity + (o.opacity - opacity) * p, scale: scale + (o.scale - scale) * p,
                   x: x + (o.x - x) * p, y: y + (o.y - y) * p, blur: blur + (o.blur - blur) * p)
        }
    }

    public init() {}

    /// `commit` with animations given in their wire form (no sampled curves).
    @_disfavoredOverload
    public func commit(_ new: CommittedFrame, animations: [NodeID: WireAnimation], now: Double) {
        commit(new, animations: animations.mapValues { PlayedAnimation($0) }, now: now)
    }

    /// Takes the new model frame. `animations` are the nodes touched under an animation in
    /// the transactions it shows; `now` is the surface's clock.
    public func commit(_ new: CommittedFrame, animations: [NodeID: PlayedAnimation], now: Double) {
        guard let old = model, !animations.isEmpty || isAnimating else {
            model = new
            return
        }
        let shown = isAnimating ? present(now: now) : old
        var shownIndex: [NodeID: Int] = [:]
        for (i, it) in shown.items.enumerated() { shownIndex[it.id] = i }
        var oldIndex: [NodeID: Int] = [:]
        for (i, it) in old.items.enumerated() { oldIndex[it.id] = i }
        var inherited: [NodeID: PlayedAnimation] = [:]   // the animation each new item moves with
        // A geometry group moves with an animation any node inside it changed under (it is
        // the piece that moves; what is inside follows it).
        var groupAnimations: [NodeID: PlayedAnimation] = [:]
        for (i, item) in new.items.enumerated() where item.property(.geometryGroup) == .geometryGroup(true) {
            let end = CommittedFrame.subtreeEnd(of: i, in: new.items[...])
            if let a = new.items[i..<end].lazy.compactMap({ animations[$0.id] }).first { groupAnimations[item.id] = a }
        }
        var stack: [(depth: Int, id: NodeID, anim: PlayedAnimation?)] = []
        for item in new.items {
            while let top = stack.last, top.depth >= item.depth { stack.removeLast() }
            let anim = animations[item.id] ?? stack.last?.anim ?? groupAnimations[item.id]
            let parentExisted = stack.last.map { oldIndex[$0.id] != nil } ?? true
            stack.append((item.depth, item.id, anim))
            if let anim { inherited[item.id] = anim }
            if let oi = oldIndex[item.id] {
                let presented = shownIndex[item.id].map { shown.items[$0] }
                retarget(item, was: old.items[oi], shown: presented, anim: anim, now: now)
                if (item.kind == .text || item.kind == .image), ContentFade.contentChanged(item, from: old.items[oi]) {
                    contentFades[item.id] = ContentFade.make(new: item, was: old.items[oi], shown: presented, animation: anim, now: now)
                }
            } else if let anim, parentExisted || item.transitionProperty != nil {
                // The root of an inserted subtree, or a view inside it with its own transition
                // (a sheet's card slides while its backdrop fades).
                entering[item.id] = Transit(effect: .insertion(item), animation: anim, start: now)
            }
        }
        addGhosts(old: old, new: new, shown: shown, shownIndex: shownIndex, animations: animations, inherited: inherited, now: now)
        if !contentFades.isEmpty {
            var newIDs = Set<NodeID>()
            for it in new.items where contentFades[it.id] != nil { newIDs.insert(it.id) }
            contentFades = contentFades.filter { newIDs.contains($0.key) }
        }
        model = new
        updateActivity()
    }

    private func retarget(_ item: CommittedFrame.Item, was: CommittedFrame.Item, shown: CommittedFrame.Item?,
                          anim: PlayedAnimation?, now: Double) {
        for key in ChannelKey.allCases {
            guard let target = key.value(of: item), let before = key.value(of: was), target != before else { continue }
            guard let anim, let from = key.value(of: shown ?? was), from.count == target.count else {
                channels[item.id]?[key] = nil
                continue
            }
            let running = channels[item.id]?[key]
            let velocity = running?.velocity(at: now) ?? target.map { _ in 0 }
            channels[item.id, default: [:]][key] = AnimatedChannel(from: from, to: target, velocity: velocity,
                                                                 animation: anim, start: now)
        }
    }

    /// Subtrees of `old` gone from `new` whose parent stayed, removed under an animation.
    private func addGhosts(old: CommittedFrame, new: CommittedFrame, shown: CommittedFrame, shownIndex: [NodeID: Int],
                           animations: [NodeID: PlayedAnimation], inherited: [NodeID: PlayedAnimation], now: Double) {
        var newIDs = Set<NodeID>()
        for it in new.items { newIDs.insert(it.id) }
        var stack: [(depth: Int, id: NodeID)] = []
        var i = 0
        while i < old.items.count {
            let item = old.items[i]
            while let top = stack.last, top.depth >= item.depth { stack.removeLast() }
            let parent = stack.last?.id
            stack.append((item.depth, item.id))
            // A removed subtree whose parent stayed, or a removed top-level node (a layer).
            let anim: PlayedAnimation?
            if newIDs.contains(item.id) {
                anim = nil
            } else if let parent {
                anim = newIDs.contains(parent) ? animations[item.id] ?? animations[parent] ?? inherited[parent] : nil
            } else {
                anim = animations[item.id]
            }
            guard let anim else { i += 1; continue }
            let end = CommittedFrame.subtreeEnd(of: i, in: old.items[...])
            let items = FrameItems(old.items[i..<end].lazy.map { o in shownIndex[o.id].map { shown.items[$0] } ?? o })
            let after = old.items[..<i].last(where: { newIDs.contains($0.id) })?.id
            ghosts.append(Ghost(items: items, transit: Transit(effect: .removal(item), animation: anim, start: now),
                                after: after))
            for o in old.items[i..<end] { channels[o.id] = nil; entering[o.id] = nil }
            i = end
        }
    }

    /// `geometryGroup`: the descendants of a group whose frame is presented away from its
    /// model frame are drawn at their model frames moved by as much — their final places
    /// in the group — instead of their own interpolated frames. Outer groups first, so an
    /// inner group moves with its outer one and then carries its own descendants.
    private func moveGeometryGroups(_ frame: inout CommittedFrame, model: CommittedFrame) {
        if geometryGroups == nil {
            geometryGroups = model.items.indices.filter { model.items[$0].property(.geometryGroup) == .geometryGroup(true) }
        }
        for g in geometryGroups! where g < frame.items.count && frame.items[g].id == model.items[g].id {
            let m = model.items[g].frame, p = frame.items[g].frame
            let dx = p.x - m.x, dy = p.y - m.y
            guard dx != 0 || dy != 0 else { continue }
            let end = CommittedFrame.subtreeEnd(of: g, in: frame.items[...])
            for d in (g + 1)..<end {
                var f = model.items[d].frame
                f.x += dx
                f.y += dy
                frame.items[d].frame = f
            }
        }
    }

    /// The frame presented at clock time `now`; finished animations are dropped.
    public func present(now: Double) -> CommittedFrame {
        guard var frame = model else { return CommittedFrame(serial: 0, size: .zero, items: []) }
        var opacityMoved = false
        for i in frame.items.indices {
            let id = frame.items[i].id
            guard var cs = channels[id] else { continue }
            for (key, ch) in cs {
                let (v, done) = ch.value(at: now)
                key.apply(v, to: &frame.items[i])
                if key == .opacity { opacityMoved = true }
                if done { cs[key] = nil }
            }
            channels[id] = cs.isEmpty ? nil : cs
        }
        if opacityMoved { Self.recomputeEffectiveOpacity(&frame.items) }
        if let model { moveGeometryGroups(&frame, model: model) }
        if !entering.isEmpty {
            for i in frame.items.indices {
                guard let t = entering[frame.items[i].id] else { continue }
                let (p, done) = t.animation.progress(elapsed: now - t.start)
                if done { entering[frame.items[i].id] = nil; continue }
                let end = CommittedFrame.subtreeEnd(of: i, in: frame.items[...])
                let e = t.effect.mixed(with: .identity, p)
                Self.apply(e, to: &frame.items, i..<end)
                frame.transitions[frame.items[i].id] = e.presented(on: frame.items[i].frame)
            }
        }
        if !ghosts.isEmpty {
            ghosts.removeAll { $0.transit.animation.progress(elapsed: now - $0.transit.start).done }
            for g in ghosts {
                var items = g.items
                let p = g.transit.animation.progress(elapsed: now - g.transit.start).value
                let e = Effect.identity.mixed(with: g.transit.effect, p)
                Self.apply(e, to: &items, items.indices)
                if let root = items.first { frame.transitions[root.id] = e.presented(on: root.frame) }
                let at = g.after.flatMap { a in frame.items.firstIndex { $0.id == a } }.map {
                    CommittedFrame.subtreeEnd(of: $0, in: frame.items[...])
                } ?? frame.items.endIndex
                frame.items.insert(contentsOf: items, at: at)
            }
        }
        if !contentFades.isEmpty { presentContentFades(&frame, now: now) }
        updateActivity()
        return frame
    }

    /// Draws each content change in flight: the old content just before the new in paint
    /// order (same id, its place and clip), each with its effect (ContentFade.swift).
    private func presentContentFades(_ frame: inout CommittedFrame, now: Double) {
        var index: [NodeID: Int] = [:]
        for (i, it) in frame.items.enumerated() where contentFades[it.id] != nil && index[it.id] == nil { index[it.id] = i }
        var leaving: [(at: Int, item: CommittedFrame.Item)] = []
        for (id, fade) in contentFades {
            guard let i = index[id] else { contentFades[id] = nil; continue }
            let e = fade.effects(now: now, height: frame.items[i].frame.height)
            if e.done { contentFades[id] = nil; continue }
            var old = fade.old
            old.depth = frame.items[i].depth
            old.clip = frame.items[i].clip
            old.opacity = frame.items[i].opacity
            ContentFade.apply(e.leaving, to: &old)
            ContentFade.apply(e.entering, to: &frame.items[i])
            frame.contentTransitions[id] = ContentTransitionEffect(leaving: e.leaving, entering: e.entering)
            leaving.append((i, old))
        }
        for l in leaving.sorted(by: { $0.at > $1.at }) { frame.items.insert(contentsOf: [l.item], at: l.at) }
    }

    private func updateActivity() {
        isAnimating = !channels.isEmpty || !entering.isEmpty || !ghosts.isEmpty || !contentFades.isEmpty
    }

    /// Effective opacity = own opacity × the parent's effective opacity, down the paint order.
    static func recomputeEffectiveOpacity(_ items: inout FrameItems) {
        var stack: [(depth: Int, opacity: Double)] = []
        for i in items.indices {
            while let top = stack.last, top.depth >= items[i].depth { stack.removeLast() }
            var own = 1.0
            if case .opacity(let o)? = items[i].property(.opacity) { own = o }
            let eff = (stack.last?.opacity ?? 1) * own
            items[i].opacity = eff
            stack.append((items[i].depth, eff))
        }
    }

    /// Applies a transition effect to the subtree `range` (its first item is the root).
    static func apply(_ e: Effect, to items: inout FrameItems, _ range: Range<Int>) {
        guard let first = range.first else { return }
        let r = items[first].frame
        let move = AffineTransform(a: e.scale, b: 0, c: 0, d: e.scale,
                                   tx: (r.x + r.width / 2) * (1 - e.scale) + e.x * r.width,
                                   ty: (r.y + r.height / 2) * (1 - e.scale) + e.y * r.height)
        for i in range {
            items[i].opacity *= max(0, min(1, e.opacity))
            if move != .identity { items[i].transform = move.concatenating(after: items[i].transform ?? .identity) }
        }
        // A blur of the whole subtree: the root's own blur, widened (drawn as a group).
        if e.blur > 0 {
            let radius = items[first].blurRadius + e.blur
            if items[first].property(.blur) != nil {
                ChannelKey.replace(.blur(radius), in: &items[first])
            } else {
                items[first].properties.append(.blur(radius))
            }
        }
    }
}

extension CommittedFrame.Item {
    /// The node's `transition`, if set.
    var transitionProperty: WireTransition? {
        if case .transition(let t)? = property(.transition) { return t }
        return nil
    }
    /// The node's `transitionBlur`, if set.
    var transitionBlurProperty: WireTransitionBlur? {
        if case .transitionBlur(let b)? = property(.transitionBlur) { return b }
        return nil
    }
}
