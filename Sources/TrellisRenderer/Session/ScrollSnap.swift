// Scroll snapping (protocol README §7, "Scroll snapping"): when a user's scroll of a
// snapping scroll view ends, the daemon chooses where it rests and glides there on the
// frame clock. This type holds the gestures under way and the glides; the session moves
// the offsets (Session+ScrollSnap.swift) and the tree says where targets lie
// (Tree/ScrollSnapTargets.swift).
import TrellisProtocol

/// The scroll gestures and snap glides of one session's scroll views, on the surface's
/// clock.
///
/// A wheel or trackpad reports a scroll as a stream of movements with no end marker (X11's
/// wheel buttons have none), so a gesture ends when its scroll view has heard no movement
/// for `idleSeconds`. The rest position is then chosen from the offset the gesture left,
/// pushed ahead by its recent speed (a quick flick of the wheel goes further, as momentum
/// would take it), among the positions the scroll view may rest on, within the gesture's
/// limit counted from where it began.
struct ScrollSnap {
    /// A gesture ends after this long without a movement (wheel notches of one turn come
    /// within ~50 ms of each other; a pause longer than this is the user letting go).
    static let idleSeconds = 0.12
    /// How long the glide to the rest position takes (ease out), as UIKit's paging does.
    static let glideSeconds = 0.3
    /// How far ahead the recent speed pushes the rest position: speed × this, the
    /// distance a fast-decelerating scroll would still travel.
    static let projectionSeconds = 0.15
    /// Movements within this window before the last one give the gesture's speed.
    static let speedWindow = 0.1

    /// A gesture under way on one scroll view: where it began, its recent movements.
    struct Gesture: Equatable {
        /// The offset along the axis when the gesture began.
        var start: Double
        /// Clock time of the last movement.
        var last: Double
        /// Recent movements (time, points along the axis), for the speed.
        var samples: [Sample] = []
        struct Sample: Equatable { var time: Double; var delta: Double }

        /// Points per second over the recent movements (0 with fewer than two, or when
        /// they all came at one instant).
        var speed: Double {
            guard let first = samples.first, let lastSample = samples.last, lastSample.time > first.time else { return 0 }
            return samples.dropFirst().reduce(0) { $0 + $1.delta } / (lastSample.time - first.time)
        }
    }

    /// A glide of one scroll view's offset to its rest position.
    struct Glide: Equatable {
        var from: Double
        var to: Double
        var start: Double

        /// The offset at clock time `now`, and whether the glide has arrived (ease out:
        /// 1 − (1 − t)³).
        func offset(at now: Double) -> (value: Double, done: Bool) {
            let t = (now - start) / ScrollSnap.glideSeconds
            if t >= 1 { return (to, true) }
            if t <= 0 { return (from, false) }
            let u = 1 - t
            return (from + (to - from) * (1 - u * u * u), false)
        }
    }

    private(set) var gestures: [NodeID: Gesture] = [:]
    private(set) var glides: [NodeID: Glide] = [:]

    /// Whether the clock must keep ticking: a gesture waits to end or a glide moves.
    var isActive: Bool { !gestures.isEmpty || !glides.isEmpty }

    /// The user moved scroll view `id` by `delta` points along its axis at `now`, from
    /// `offsetBefore`: starts a gesture or extends it, and stops a glide under way (the
    /// user has taken hold of the content again).
    mutating func scrolled(_ id: NodeID, offsetBefore: Double, delta: Double, now: Double) {
        glides[id] = nil
        var g = gestures[id] ?? Gesture(start: offsetBefore, last: now)
        g.last = now
        g.samples.removeAll { $0.time < now - Self.speedWindow }
        g.samples.append(Gesture.Sample(time: now, delta: delta))
        gestures[id] = g
    }

    /// Removes and returns the gestures that have ended by `now`, each with the clock
    /// time it ended (its last movement plus `idleSeconds`).
    mutating func takeEndedGestures(now: Double) -> [(id: NodeID, gesture: Gesture, ended: Double)] {
        var out: [(id: NodeID, gesture: Gesture, ended: Double)] = []
        for (id, g) in gestures where now - g.last >= Self.idleSeconds - 1e-9 {
            out.append((id, g, g.last + Self.idleSeconds))
        }
        for e in out { gestures[e.id] = nil }
        return out.sorted { $0.id < $1.id }
    }

    /// Starts a glide of `id` from `from` to `to` at clock time `start` (none when already there).
    mutating func glide(_ id: NodeID, from: Double, to: Double, start: Double) {
        gestures[id] = nil
        glides[id] = abs(to - from) < 0.001 ? nil : Glide(from: from, to: to, start: start)
    }

    /// The glides' offsets at `now`, in id order; arrived glides are removed.
    mutating func advanceGlides(now: Double) -> [(id: NodeID, offset: Double)] {
        var out: [(id: NodeID, offset: Double)] = []
        for (id, g) in glides.sorted(by: { $0.key < $1.key }) {
            let (v, done) = g.offset(at: now)
            out.append((id, v))
            if done { glides[id] = nil }
        }
        return out
    }

    /// Stops what snapping does to `id` (a `scrollTo` moved it: the app's position wins).
    mutating func cancel(_ id: NodeID) {
        gestures[id] = nil
        glides[id] = nil
    }

    /// Forgets scroll views that are gone (destroyed, or no longer snapping).
    mutating func forget(where gone: (NodeID) -> Bool) {
        for id in gestures.keys where gone(id) { gestures[id] = nil }
        for id in glides.keys where gone(id) { glides[id] = nil }
    }

    /// Where a gesture rests: among `candidates` (sorted rest offsets), the one nearest to
    /// `projected`, no more than `limit` candidates away from `start` (nil: any). When
    /// `start` lies on a candidate the limit counts from it; between two, from each of them
    /// (so one step reaches either neighbour).
    static func rest(candidates: [Double], start: Double, projected: Double, limit: Int?) -> Double? {
        guard !candidates.isEmpty else { return nil }
        var lo = 0, hi = candidates.count - 1
        if let limit {
            let eps = 0.5
            // The candidates just at or below and just at or above the start.
            let below = candidates.lastIndex { $0 <= start + eps } ?? 0
            let above = candidates.firstIndex { $0 >= start - eps } ?? candidates.count - 1
            lo = max(0, min(below, above) - limit + (below == above ? 0 : 1))
            hi = min(candidates.count - 1, max(below, above) + limit - (below == above ? 0 : 1))
        }
        var best = candidates[lo]
        for c in candidates[lo...hi] where abs(c - projected) < abs(best - projected) { best = c }
        return best
    }
}
