// One animated value of one node (its frame, opacity, transform, a colour, a radius) and
// how each is read from and written into a committed item.
import TrellisProtocol

/// The animatable values of an item, each a small vector of doubles.
enum ChannelKey: CaseIterable, Hashable {
    case frame, opacity, transform, fill, foreground, cornerRadius, trim

    func value(of item: CommittedFrame.Item) -> [Double]? {
        switch self {
        case .frame: return [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
        case .opacity:
            // The node's own opacity; the effective one (item.opacity) is recomputed from
            // these down the tree after animating (Animator.present).
            if case .opacity(let o)? = item.property(.opacity) { return [o] }
            return [1]
        case .transform:
            let t = item.transform ?? .identity
            return [t.a, t.b, t.c, t.d, t.tx, t.ty]
        case .fill:
            if case .fill(let c)? = item.property(.fill) { return Self.components(c) }
            return nil
        case .foreground:
            if case .foreground(let c)? = item.property(.foreground) { return Self.components(c) }
            return nil
        case .cornerRadius:
            if case .cornerRadius(let r)? = item.property(.cornerRadius) { return [r] }
            return nil
        case .trim:
            if case .trim(let t)? = item.property(.trim), t.count == 2 { return t }
            return nil
        }
    }

    func apply(_ v: [Double], to item: inout CommittedFrame.Item) {
        switch self {
        case .frame: item.frame = WireRect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
        case .opacity:
            let o = min(1, max(0, v[0]))
            if item.property(.opacity) != nil { Self.replace(.opacity(o), in: &item) } else { item.properties.append(.opacity(o)) }
        case .transform:
            let t = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            item.transform = t == .identity ? nil : t
        case .fill: Self.replace(.fill(Self.color(v)), in: &item)
        case .foreground: Self.replace(.foreground(Self.color(v)), in: &item)
        case .cornerRadius: Self.replace(.cornerRadius(max(0, v[0])), in: &item)
        case .trim: Self.replace(.trim(v.map { min(1, max(0, $0)) }), in: &item)
        }
    }

    static func components(_ c: WireColor) -> [Double] { [Double(c.r), Double(c.g), Double(c.b), Double(c.a)] }

    static func color(_ v: [Double]) -> WireColor {
        func byte(_ x: Double) -> UInt8 { UInt8(min(255, max(0, x.rounded()))) }
        return WireColor(r: byte(v[0]), g: byte(v[1]), b: byte(v[2]), a: byte(v[3]))
    }

    static func replace(_ p: Property, in item: inout CommittedFrame.Item) {
        if let i = item.properties.firstIndex(where: { $0.tag == p.tag }) { item.properties[i] = p }
    }
}

/// A value moving from `from` to `to` under `animation`, started at `start` (clock
/// seconds). Springs integrate per component from `velocity`, so a retargeted spring keeps
/// its motion; timing curves interpolate.
struct AnimatedChannel {
    var from: [Double]
    var to: [Double]
    var velocity: [Double]
    var animation: PlayedAnimation
    var start: Double
    /// For a single-play spring: when every component has settled (animation time).
    var settle: Double = 0

    init(from: [Double], to: [Double], velocity: [Double], animation: PlayedAnimation, start: Double) {
        self.from = from
        self.to = to
        self.velocity = velocity
        self.animation = animation
        self.start = start
        if isPhysicalSpring {
            let scale = zip(from, to).map { abs($0 - $1) }.max() ?? 0
            let tolerance = max(scale * 0.001, 1e-4)
            settle = from.indices.map { springs(at: $0).settlingTime(tolerance: tolerance) }.max() ?? 0
        }
    }

    /// A spring played once follows physics (velocity carried); repeated ones use the unit curve.
    private var isPhysicalSpring: Bool { animation.curve == .spring && animation.repeatCount == 1 }

    private func springs(at i: Int) -> SpringSolution {
        SpringSolution(omega: animation.omega, zeta: animation.dampingFraction, x0: from[i] - to[i], v0: velocity[i])
    }

    /// The presented value at `now`, and whether the channel has finished.
    func value(at now: Double) -> (value: [Double], done: Bool) {
        if isPhysicalSpring {
            let tau = animation.localTime(now - start)
            if tau <= 0 { return (from, false) }
            if tau >= settle { return (to, true) }
            return (to.indices.map { to[$0] + springs(at: $0).state(at: tau).x }, false)
        }
        let (p, done) = animation.progress(elapsed: now - start)
        if done { return (to, true) }
        return (zip(from, to).map { $0 + ($1 - $0) * p }, false)
    }

    /// Velocity (units per second of clock time) at `now`, carried into a retargeted spring.
    func velocity(at now: Double) -> [Double] {
        if isPhysicalSpring {
            let tau = animation.localTime(now - start)
            if tau <= 0 || tau >= settle { return velocity.map { _ in 0 } }
            return to.indices.map { springs(at: $0).state(at: tau).v * animation.speed }
        }
        let h = 1.0 / 240
        let a = value(at: now - h).value, b = value(at: now).value
        return zip(a, b).map { ($1 - $0) / h }
    }
}
