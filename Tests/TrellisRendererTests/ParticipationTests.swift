// Which nodes take part in layout (S17–S19): without lazy stacks the geometry-free
// pre-order walk must list exactly what the viewport walk lists, on seeded random trees
// and edits; with one, the viewport walk is used.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct ParticipationTests {
    @Test func withoutLazyStacksThePreOrderWalkEqualsTheViewportWalk() {
        let base = TestSeed.value(0x9A47)
        for round in 0..<30 {
            let surface = WireSize(width: 300, height: 200)
            var r = RandomTrees.laidOut(seed: base &+ UInt64(round), surface: surface)
            #expect(r.tree.store.lazyStackCount == 0)
            #expect(r.tree.store.laidOutNodes() == r.tree.store.participatingNodesInViewport(),
                    "seed \(base), round \(round)")
            for step in 0..<6 {
                for _ in 0..<(1 + r.int(3)) { r.edit() }
                r.tree.layout(surface: surface)
                #expect(r.tree.store.laidOutNodes() == r.tree.store.participatingNodesInViewport(),
                        "seed \(base), round \(round), step \(step)")
            }
        }
    }

    @Test func aLazyStackSwitchesToTheViewportWalkUntilItIsDestroyed() {
        let f = LayoutFixture()
        let rows = (0..<50).map { f.text("row \($0)") }
        let lazy = f.node(.lazyVStack, [], rows)
        let scroll = f.node(.scroll, [], [lazy])
        f.tree.setRoot(scroll)
        f.tree.layout(surface: WireSize(width: 200, height: 100))
        #expect(f.tree.store.lazyStackCount == 1)
        let shown = f.tree.participatingNodes()
        #expect(shown.count < 52, "rows below the viewport do not take part: \(shown.count)")
        #expect(shown == f.tree.store.participatingNodesInViewport())
        f.tree.setRoot(nil)
        _ = f.tree.destroy(scroll)
        #expect(f.tree.store.lazyStackCount == 0)
    }
}
