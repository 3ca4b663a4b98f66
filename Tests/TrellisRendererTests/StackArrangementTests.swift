// A long stack's children are placed from its arrangement's prefix sums. Positions must
// never depend on how they were computed: one child's (`prefix(k)`, O(log n)), all of
// them at once (`prefixes()`, O(n), used by the frame walks), or after any sequence of
// size changes. Sizes like 20.4 do not add exactly in binary, so a different order of
// additions would show up as different bits (seeded).
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct StackArrangementTests {
    static func arrangement(_ sizes: [WireSize]) -> StackArrangement {
        StackArrangement(horizontal: false, cross: .nan, mainUnspecified: true, spacing: 0.7,
                         crossFraction: 0.5, slots: sizes.indices.map { Int32($0) }, sizes: sizes)
    }

    static func randomSize(_ rng: inout SplitMix64) -> WireSize {
        // Mostly text-like heights that are not exact binary fractions.
        WireSize(width: Double.random(in: 0...300, using: &rng),
                 height: [20.4, 17.3, 0.1, 33.33, Double.random(in: 0...50, using: &rng)].randomElement(using: &rng)!)
    }

    @Test func allPrefixesAtOnceEqualEachPrefixBitForBit() {
        var rng = TestSeed.generator(0x57AC_4)
        for count in [0, 1, 2, 3, 63, 64, 65, 100, 1_000, 4_097] {
            let a = Self.arrangement((0..<count).map { _ in Self.randomSize(&rng) })
            let all = a.prefixes()
            #expect(all.count == count)
            for k in 0..<count {
                #expect(all[k].bitPattern == a.prefix(k).bitPattern, "count \(count), child \(k)")
                #expect(a.origin(k, prefix: all[k]) == a.origin(k))
            }
        }
    }

    @Test func prefixesAreTheSumsOfTheSizesBefore() {
        var rng = TestSeed.generator(0x57AC_5)
        let sizes = (0..<777).map { _ in WireSize(width: 1, height: Double(Int.random(in: 0...40, using: &rng))) }
        let a = Self.arrangement(sizes)
        var running = 0.0   // integers add exactly in any order
        for (k, p) in a.prefixes().enumerated() {
            #expect(p == running, "child \(k)")
            running += sizes[k].height
        }
    }

    @Test func positionsDoNotDependOnTheHistoryOfSizeChanges() {
        var rng = TestSeed.generator(0x57AC_6)
        var sizes = (0..<300).map { _ in Self.randomSize(&rng) }
        var edited = Self.arrangement(sizes)
        for _ in 0..<2_000 {
            let k = Int.random(in: 0..<sizes.count, using: &rng)
            sizes[k] = Self.randomSize(&rng)
            edited.setSize(k, sizes[k])
        }
        let fresh = Self.arrangement(sizes)
        #expect(edited.prefixes().map(\.bitPattern) == fresh.prefixes().map(\.bitPattern))
        #expect((0...sizes.count).allSatisfy { edited.prefix($0).bitPattern == fresh.prefix($0).bitPattern })
    }

    @Test func movesMatchAFreshArrangementBitForBit() {
        var rng = TestSeed.generator(0x57AC_7)
        var sizes = (0..<333).map { _ in Self.randomSize(&rng) }
        var moved = Self.arrangement(sizes)
        var slots = moved.slots
        for _ in 0..<500 {
            let a = Int.random(in: 0..<sizes.count, using: &rng), b = Int.random(in: 0..<sizes.count, using: &rng)
            moved.move(from: a, to: b)
            sizes.insert(sizes.remove(at: a), at: b)
            slots.insert(slots.remove(at: a), at: b)
        }
        var fresh = Self.arrangement(sizes)
        fresh.slots = slots
        // Booleans: a failure would otherwise print thousands of numbers.
        let sameSlots = moved.slots == fresh.slots, sameSizes = moved.childSizes == fresh.childSizes
        let sameTree = moved.sum.map(\.bitPattern) == fresh.sum.map(\.bitPattern) && moved.maxCross == fresh.maxCross
        let samePositions = moved.prefixes().map(\.bitPattern) == fresh.prefixes().map(\.bitPattern)
        #expect(sameSlots && sameSizes && sameTree && samePositions && moved.size == fresh.size)
    }
}
