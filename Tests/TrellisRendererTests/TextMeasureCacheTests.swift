// The layout engine's text measurement cache answers every proposal exactly as measuring
// afresh does, on seeded random texts and proposal sequences (edge cases: exactly the
// ideal width and just under it, heights that cut lines off, line limits). A cache that
// answered a wider proposal from the unconstrained measurement failed it on truncated
// texts (and is not valid for Pango, whose wrapped lines drop trailing spaces).
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct TextMeasureCacheTests {
    static let words = ["a", "tall", "short", "x", "elegant", "bbq", "🙂", "long-word-here", " ", "\n"]

    @Test func cachedMetricsEqualFreshMeasurementsForAnyProposalSequence() {
        let seed = TestSeed.value(0x7E47)
        var rng = SplitMix64(seed: seed)
        let f = LayoutFixture()
        var texts: [NodeID] = []
        for _ in 0..<40 {
            let n = Int.random(in: 1...8, using: &rng)
            let text = (0..<n).map { _ in Self.words[Int.random(in: 0..<Self.words.count, using: &rng)] }.joined(separator: " ")
            var props: [Property] = []
            if Int.random(in: 0..<4, using: &rng) == 0 { props.append(.lineLimit(UInt32.random(in: 1...3, using: &rng))) }
            texts.append(f.text(text, props))
        }
        var store = f.tree.store
        for step in 0..<3_000 {
            let id = texts[Int.random(in: 0..<texts.count, using: &rng)]
            let s = store.slot(id)
            let widths: [Double] = [.nan, .infinity, 0, 5, 37, 60, 110, 140, 400]
            let heights: [Double] = [.nan, .infinity, 0, 15, 20, 40, 1_000]
            var w = widths[Int.random(in: 0..<widths.count, using: &rng)]
            // Exactly the ideal width, and just under it, are the edge cases.
            if Int.random(in: 0..<4, using: &rng) == 0 {
                let ideal = store.measureText(s, Proposal(w: .nan, h: .nan)).size.width
                w = Bool.random(using: &rng) ? ideal : ideal - 0.5
            }
            let p = Proposal(w: w, h: heights[Int.random(in: 0..<heights.count, using: &rng)])
            let cached = store.textMetrics(s, p)
            let fresh = store.measureText(s, p)
            #expect(cached == fresh, "seed \(seed), step \(step): \(store.string(.text, s)) at \(p)")
        }
    }
}
