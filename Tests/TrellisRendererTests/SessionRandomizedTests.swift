// Seeded random sessions: valid and invalid ops (and raw garbage) thrown at a session,
// checked against a deliberately naive reference model. Invariants: never a crash; the
// render tree stays a tree equal to the model's committed tree; a rejected message is
// named by its opcode and sequence; valid messages are never rejected.
import Testing
import TrellisTestSupport
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer


/// The reference: plain dictionaries and recursion, no caching, written independently
/// of `StructureMirror` so the two can disagree.
struct ReferenceTree: Equatable {
    var kinds: [NodeID: NodeKind] = [:]
    var parents: [NodeID: NodeID] = [:]
    var children: [NodeID: [NodeID]] = [:]
    var root: NodeID = 0

    func height(_ id: NodeID) -> Int { (children[id] ?? []).map { height($0) + 1 }.max() ?? 0 }
    func depth(_ id: NodeID) -> Int { parents[id].map { depth($0) + 1 } ?? 0 }
    func ancestors(_ id: NodeID) -> [NodeID] { parents[id].map { [$0] + ancestors($0) } ?? [] }
    func subtree(_ id: NodeID) -> [NodeID] { [id] + (children[id] ?? []).flatMap(subtree) }
    func reachable() -> [NodeID] { root == 0 ? [] : shownSubtree(root) }
    /// The subtree as it takes part in layout: which child of a viewThatFits node is shown
    /// depends on layout, which this model does not compute, so none of them is counted.
    func shownSubtree(_ id: NodeID) -> [NodeID] {
        kinds[id] == .viewThatFits ? [id] : [id] + (children[id] ?? []).flatMap(shownSubtree)
    }
    /// Whether `id` lies below a viewThatFits node (its taking part is layout's choice).
    func underChoice(_ id: NodeID) -> Bool { ancestors(id).contains { kinds[$0] == .viewThatFits } }

    static func capacity(_ k: NodeKind) -> Int {
        switch k {
        case .text, .shape, .image, .spacer, .textField: 0
        case .frame, .padding, .fixedSize, .effect, .scroll, .aspectRatio, .position: 1
        case .background, .overlay: 2
        default: .max
        }
    }
}

struct ReferenceSession {
    let limits: Limits
    var committed = ReferenceTree()
    var staged = ReferenceTree()
    var open: UInt64?
    /// The last begun transaction: a new one must be greater (and nonzero).
    var lastTxn: UInt64 = 0
    var frames: UInt64 = 0

    func propsValid(_ props: [Property], _ kind: NodeKind) -> Bool {
        props.allSatisfy { p in
            guard p.tag.isValid(for: kind) else { return false }
            if case .text(let s) = p, s.utf8.count > limits.maxStringLength { return false }
            return true
        }
    }

    /// Applies `m` if valid; returns whether it was.
    mutating func apply(_ m: ClientMessage) -> Bool {
        var t = staged
        switch m {
        case .begin(let n):
            guard open == nil, n > lastTxn else { return false }
            open = n
            lastTxn = n
            return true
        case .commit(let n):
            guard open == n else { return false }
            for (id, k) in t.kinds {
                let n = (t.children[id] ?? []).count
                if k == .background || k == .overlay, n != 2 { return false }
                if n > ReferenceTree.capacity(k) { return false }   // child limits hold at commit
            }
            committed = t
            open = nil
            frames += 1
            return true
        case .sync, .injectTap: return true
        case .ack(let s): return s <= frames
        default: break
        }
        guard open != nil else { return false }
        switch m {
        case .create(let id, let kind, let props):
            guard id != 0, t.kinds[id] == nil, t.kinds.count < limits.maxNodes, propsValid(props, kind) else { return false }
            t.kinds[id] = kind
        case .update(let id, let props):
            guard let k = t.kinds[id], propsValid(props, k) else { return false }
        case .reset(let id, let tags):
            guard let k = t.kinds[id], tags.allSatisfy({ $0.isValid(for: k) }) else { return false }
        case .insert(let p, let c, let i):
            guard let pk = t.kinds[p], t.kinds[c] != nil, t.parents[c] == nil, c != t.root,
                  c != p, !t.ancestors(p).contains(c) else { return false }
            let count = (t.children[p] ?? []).count
            _ = pk
            guard Int(i) <= count,
                  t.depth(p) + 1 + t.height(c) <= limits.maxDepth else { return false }
            t.children[p, default: []].insert(c, at: Int(i))
            t.parents[c] = p
        case .move(let p, let c, let i):
            guard t.kinds[p] != nil, t.kinds[c] != nil, t.parents[c] == p,
                  Int(i) < t.children[p]!.count else { return false }
            t.children[p]!.removeAll { $0 == c }
            t.children[p]!.insert(c, at: Int(i))
        case .remove(let p, let c):
            guard t.kinds[p] != nil, t.kinds[c] != nil, t.parents[c] == p else { return false }
            t.children[p]!.removeAll { $0 == c }
            t.parents[c] = nil
        case .destroy(let id):
            guard t.kinds[id] != nil else { return false }
            if let p = t.parents[id] { t.children[p]!.removeAll { $0 == id } }
            for n in t.subtree(id) {
                t.kinds[n] = nil; t.parents[n] = nil; t.children[n] = nil
                if t.root == n { t.root = 0 }
            }
        case .setRoot(let id):
            guard id == 0 || (t.kinds[id] != nil && t.parents[id] == nil) else { return false }
            t.root = id
        default:
            return false
        }
        staged = t
        return true
    }
}

struct OpGenerator {
    var rng: SplitMix64
    let ids: ClosedRange<NodeID> = 1...24

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &rng)] }
    mutating func id(from pool: [NodeID]) -> NodeID {
        pool.isEmpty || chance(0.08) ? NodeID.random(in: 0...30, using: &rng) : pick(pool)
    }

    mutating func props() -> [Property] {
        let all: [Property] = [.text("hi"), .fill(WireColor(r: 9, g: 8, b: 7, a: 255)), .spacing(4),
                               .opacity(0.5), .tappable(true), .width(10), .height(12),
                               .insets(WireInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                               .text(String(repeating: "long", count: 5)), .reportsGeometry(true),
                               .fontSize(12), .alignment(.leading), .focusable(true)]
        return (0..<Int.random(in: 0...2, using: &rng)).map { _ in pick(all) }
    }

    /// Mostly ops the model accepts (rejection sampling against a copy of the model), and
    /// with probability `invalidRate` an unfiltered one — usually invalid — so runs are long
    /// enough to build real trees and still end in every kind of violation.
    mutating func next(_ model: ReferenceSession, invalidRate: Double) -> ClientMessage {
        if chance(invalidRate) { return candidate(model) }
        for _ in 0..<40 {
            let op = candidate(model)
            var copy = model
            if copy.apply(op) { return op }
        }
        return .sync(token: 1)
    }

    mutating func candidate(_ model: ReferenceSession) -> ClientMessage {
        let t = model.staged
        let existing = Array(t.kinds.keys).sorted()
        guard let open = model.open else {
            if chance(0.9) {
                // Mostly the next numbers; now and then any number (often not increasing).
                let n = chance(0.98) ? model.lastTxn + UInt64.random(in: 1...3, using: &rng)
                                     : UInt64.random(in: 0...1000, using: &rng)
                return .begin(txn: n)
            }
            return pick([.sync(token: 7), .ack(serial: model.frames), .injectTap(x: 5, y: 5),
                         .commit(txn: 3), .create(id: 1, kind: .text, props: [])])
        }
        let r = Double.random(in: 0..<1, using: &rng)
        switch r {
        case ..<0.25:
            let kind = chance(0.5) ? pick([.vstack, .hstack, .zstack, .frame, .padding]) : pick(NodeKind.allCases)
            let fresh = ids.filter { t.kinds[$0] == nil }
            let id = fresh.isEmpty || chance(0.05) ? id(from: existing) : pick(fresh)
            return .create(id: id, kind: kind, props: props())
        case ..<0.50:
            let containers = existing.filter { k in ReferenceTree.capacity(t.kinds[k]!) > (t.children[k] ?? []).count }
            let orphans = existing.filter { t.parents[$0] == nil && $0 != t.root }
            let p = chance(0.9) ? id(from: containers) : id(from: existing)
            let c = chance(0.9) ? id(from: orphans) : id(from: existing)
            let count = (t.children[p] ?? []).count
            let i = chance(0.93) ? UInt32.random(in: 0...UInt32(count), using: &rng) : UInt32(count + 1)
            return .insert(parent: p, child: c, index: i)
        case ..<0.58:
            let parented = existing.filter { t.parents[$0] != nil }
            let c = id(from: parented)
            return .remove(parent: chance(0.95) ? (t.parents[c] ?? 1) : id(from: existing), child: c)
        case ..<0.64:
            let parented = existing.filter { t.parents[$0] != nil }
            let c = id(from: parented)
            let p = t.parents[c] ?? id(from: existing)
            let count = max((t.children[p] ?? []).count, 1)
            return .move(parent: p, child: c, index: UInt32.random(in: 0...UInt32(count), using: &rng))
        case ..<0.69: return .destroy(id: id(from: existing))
        case ..<0.79: return .update(id: id(from: existing), props: props())
        case ..<0.81: return .reset(id: id(from: existing), tags: [pick([.opacity, .text, .spacing, .fill])])
        case ..<0.86:
            let top = existing.filter { t.parents[$0] == nil }
            return .setRoot(id: chance(0.1) ? 0 : id(from: top))
        case ..<0.97: return .commit(txn: chance(0.97) ? open : open &+ 1)
        default: return pick([.begin(txn: 1), .sync(token: 3), .injectTap(x: 50, y: 50), .ack(serial: model.frames + 1)])
        }
    }
}

@Suite("Session randomized (seeded)")
struct SessionRandomizedTests {
    // Frames are never held for credit here (the generator acks at random, not after each
    // frame): these runs check tree and lifecycle semantics; FrameCreditTests the credit.
    static let limits = Limits(maxNodes: 20, maxDepth: 5, maxStringLength: 16, maxUnackedFrames: 1 << 30)

    /// The render tree after a commit: equal to the model's committed tree, and a tree.
    func checkTree(_ h: SessionHarness, _ ref: ReferenceTree, seed: UInt64, step: Int) {
        let tree = h.tree
        #expect(tree.nodeCount == ref.kinds.count, "seed \(seed) step \(step)")
        #expect((tree.root ?? 0) == ref.root, "seed \(seed) step \(step)")
        for (id, kind) in ref.kinds {
            #expect(tree.kind(of: id) == kind, "seed \(seed) step \(step) node \(id)")
            #expect(tree.children(of: id) == (ref.children[id] ?? []), "seed \(seed) step \(step) node \(id)")
            #expect((tree.parent(of: id) ?? 0) == (ref.parents[id] ?? 0), "seed \(seed) step \(step) node \(id)")
            for c in tree.children(of: id) { #expect(tree.parent(of: c) == id) }
            var hops = 0
            var n = tree.parent(of: id)
            while let p = n, hops <= ref.kinds.count { hops += 1; n = tree.parent(of: p) }
            #expect(hops <= Self.limits.maxDepth, "parent chain of \(id) too long or cyclic")
        }
    }

    struct RunStats {
        var steps = 0
        var commits: UInt64 = 0
        var maxNodes = 0
        var error: ErrorCode?
    }

    /// One seeded session of up to 400 messages; every expectation is checked as it runs.
    func runRandomSession(seed: UInt64) -> RunStats {
        var gen = OpGenerator(rng: SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1))
        var model = ReferenceSession(limits: Self.limits)
        let h = SessionHarness(limits: Self.limits)
        var visibleBefore = Set<NodeID>()
        var stats = RunStats()
        for step in 0..<400 {
            stats.steps = step
            let op = gen.next(model, invalidRate: 0.004)
            let sequence = h.sent
            let before = model.committed
            let valid = model.apply(op)
            let events = h.send(op)
            if let e = errorEvent(events) {
                #expect(!valid, "seed \(seed) step \(step): valid \(op) rejected: \(e.message)")
                #expect(e.sequence == sequence && e.opcode == op.opcode, "seed \(seed) step \(step)")
                #expect(h.isClosing)
                stats.error = e.code
                return stats
            }
            #expect(valid, "seed \(seed) step \(step): invalid \(op) accepted")
            if !valid { return stats }
            if case .commit = op {
                stats.commits += 1
                stats.maxNodes = max(stats.maxNodes, model.committed.kinds.count)
                checkTree(h, model.committed, seed: seed, step: step)
                let visible = Set(model.committed.reachable())
                let chosen = { (id: NodeID) in model.committed.underChoice(id) || before.underChoice(id) }
                #expect(Set(appeared(events).filter { !chosen($0) }).isSubset(of: visible))
                #expect(Set(disappeared(events).filter { !chosen($0) }).isSubset(of: Set(before.reachable())))
                // S17/S18: what newly takes part appears, what left disappears.
                #expect(visible.subtracting(visibleBefore).filter { !chosen($0) }.isSubset(of: Set(appeared(events))))
                #expect(visibleBefore.subtracting(visible).filter { !chosen($0) }.isSubset(of: Set(disappeared(events))))
                visibleBefore = visible
            }
        }
        stats.steps = 400
        return stats
    }

    @Test("random op sequences: valid ones accepted, the first invalid one named, tree equals the model",
          arguments: 0..<64)
    func randomOps(seed: Int) {
        _ = runRandomSession(seed: UInt64(seed))
    }

    @Test("the random sessions reach real trees and many kinds of violation (the generator is not vacuous)")
    func randomCoverage() {
        let runs = (0..<64).map { runRandomSession(seed: UInt64($0)) }
        let codes = Set(runs.compactMap(\.error))
        #expect(codes.count >= 8, "violations hit: \(codes)")
        #expect(runs.filter { $0.error == nil }.count >= 5, "some runs end without a violation")
        #expect(runs.map(\.commits).reduce(0, +) >= 500)
        #expect(runs.map(\.maxNodes).max()! >= Self.limits.maxNodes - 2)
    }

    @Test("random bytes after a valid prefix never crash the session; any error names a message at or after the garbage",
          arguments: 0..<64)
    func randomBytes(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0xC0FFEE)
        let h = SessionHarness(limits: Self.limits)
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .text, props: [.text("a")]),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
        let firstGarbage = h.sent
        for _ in 0..<8 {
            // Mostly plausible headers (small length, a real opcode), sometimes pure noise.
            var bytes: [UInt8] = (0..<Int.random(in: 1...48, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if bytes.count >= 8 && Bool.random(using: &rng) {
                let len = bytes.count - 8
                bytes[0] = UInt8(len); bytes[1] = 0; bytes[2] = 0; bytes[3] = 0
                bytes[4] = UInt8.random(in: 1...18, using: &rng); bytes[5] = 0; bytes[6] = 0; bytes[7] = 0
            }
            let events = h.sendBytes(bytes)
            if let e = errorEvent(events) {
                #expect(e.sequence >= firstGarbage)
                #expect(h.isClosing)
                break
            }
        }
        // Whatever happened, the committed tree is still a tree.
        let tree = h.tree
        for id in tree.laidOutNodes() {
            for c in tree.children(of: id) { #expect(tree.parent(of: c) == id) }
        }
    }
}
