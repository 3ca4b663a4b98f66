// FrameItems (chunked, chunk-shared frame storage) against an array doing the same edits,
// on seeded random edit sequences; copies taken along the way must never change. And
// damage with shared chunks skipped = damage with every item compared.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct FrameItemsTests {
    static func item(_ id: Int, depth: Int = 1, y: Double = 0, text: String = "", transform: Bool = false,
                     blur: Bool = false) -> CommittedFrame.Item {
        var props: [Property] = text.isEmpty ? [] : [.text(text)]
        if blur { props.append(.blur(3)) }
        return CommittedFrame.Item(id: NodeID(id), kind: .text, frame: WireRect(x: 0, y: y, width: 100, height: 20),
                                   depth: depth, opacity: 1, clip: nil, properties: props, lines: text.isEmpty ? [] : [text],
                                   transform: transform ? AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0) : nil)
    }

    static func same(_ a: FrameItems, _ b: [CommittedFrame.Item]) -> Bool {
        guard a.count == b.count else { return false }
        var viaIterator: [NodeID] = []
        for x in a { viaIterator.append(x.id) }
        var viaRuns: [NodeID] = []
        a.forEachRun { start, run in
            precondition(start == viaRuns.count)
            viaRuns.append(contentsOf: run.map(\.id))
        }
        let spreading = b.contains { $0.transform != nil || $0.needsGroup }
        // Each chunk's count of spreading items follows its items through every write.
        let counted = a.chunks.allSatisfy { chunk in chunk.spreading == chunk.items.reduce(0) { $0 + FrameItems.spreads($1) } }
        return viaIterator == b.map(\.id) && viaRuns == viaIterator && a.hasSpreadingEffects == spreading && counted
            && a.indices.allSatisfy { a[$0].id == b[$0].id && a[$0].lines == b[$0].lines && a[$0].opacity == b[$0].opacity
                                      && a[$0].transform == b[$0].transform }
    }

    @Test func randomEditsMatchAnArrayAndNeverChangeACopy() {
        let seed = TestSeed.value(0xF1A4E)
        var rng = SplitMix64(seed: seed)
        var items = FrameItems()
        var reference: [CommittedFrame.Item] = []
        var copies: [(FrameItems, [CommittedFrame.Item])] = []
        var next = 1
        let steps = 240
        for step in 0..<steps {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<3:   // append a run (crossing chunk boundaries)
                for _ in 0..<Int.random(in: 1..<300, using: &rng) {
                    let it = Self.item(next, text: "n\(next)", transform: Int.random(in: 0..<200, using: &rng) == 0)
                    items.append(it)
                    reference.append(it)
                    next += 1
                }
            case 3..<6:   // edit items in place
                guard !reference.isEmpty else { continue }
                for _ in 0..<Int.random(in: 1..<5, using: &rng) {
                    let k = Int.random(in: 0..<reference.count, using: &rng)
                    items[k].lines = ["edit \(step)"]
                    items[k].opacity = 0.5
                    reference[k].lines = ["edit \(step)"]
                    reference[k].opacity = 0.5
                    // Transforms come and go: the per-chunk count of spreading items follows.
                    let t: AffineTransform? = Bool.random(using: &rng) ? nil : AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 0)
                    items[k].transform = t
                    reference[k].transform = t
                }
            case 6:       // insert or remove a range (the animator's ghosts)
                let at = Int.random(in: 0...reference.count, using: &rng)
                if Bool.random(using: &rng) || at == reference.count {
                    let new = (0..<Int.random(in: 1..<40, using: &rng)).map { _ in defer { next += 1 }; return Self.item(next) }
                    items.insert(contentsOf: new, at: at)
                    reference.insert(contentsOf: new, at: at)
                } else {
                    let end = min(reference.count, at + Int.random(in: 1..<40, using: &rng))
                    items.removeSubrange(at..<end)
                    reference.removeSubrange(at..<end)
                }
            case 7:
                if Int.random(in: 0..<8, using: &rng) == 0 { items.removeAll(); reference.removeAll() }
            default:      // keep a copy, as a backend keeps the previous frame
                copies.append((items, reference))
                if copies.count > 6 { copies.removeFirst() }
            }
            #expect(Self.same(items, reference), "seed \(seed), step \(step)")
            // Held copies checked every few steps (each check reads every item).
            for (c, (copy, ref)) in copies.enumerated() where step % 8 == 0 || step == steps - 1 {
                #expect(Self.same(copy, ref), "seed \(seed), step \(step): copy \(c) changed")
            }
        }
    }

    @Test func editingASharedFrameCopiesOneChunkNotTheFrame() {
        var a = FrameItems((0..<10_000).map { Self.item($0, text: "r\($0)") })
        let b = a
        a[5_000].lines = ["changed"]
        let shared = (0..<a.count).filter { a.sharesRun(with: b, at: $0) }.count
        #expect(shared == a.count - FrameItems.chunkSize)
        #expect(b[5_000].lines == ["r5000"] && a[5_000].lines == ["changed"])
    }

    /// The damage scan that skips shared chunks reports what a full comparison reports, on
    /// random paint edits of shared frames, with and without transforms and group effects.
    @Test func damageSkippingSharedChunksEqualsTheFullComparison() {
        let seed = TestSeed.value(0xDA7A6E)
        var rng = SplitMix64(seed: seed)
        let size = WireSize(width: 100, height: 2_000)
        for round in 0..<60 {
            let rows = Int.random(in: 1..<1_500, using: &rng)
            let effects = round % 3 == 0
            var base: [CommittedFrame.Item] = [Self.item(0, depth: 0)]
            for r in 1...rows {
                base.append(Self.item(r, depth: Int.random(in: 1...3, using: &rng), y: Double(r % 120) * 20, text: "r\(r)",
                                      transform: effects && r % 97 == 0, blur: effects && r % 61 == 0))
            }
            let old = CommittedFrame(serial: 1, size: size, items: base)
            var new = old
            var reference = base
            for _ in 0..<Int.random(in: 0..<6, using: &rng) {
                let k = Int.random(in: 0..<base.count, using: &rng)
                new.items[k].lines = ["x"]
                reference[k].lines = ["x"]
            }
            let unshared = CommittedFrame(serial: 2, size: size, items: reference)
            #expect(Damage.between(old, new) == Damage.between(old, unshared), "seed \(seed), round \(round)")
        }
    }
}
