// A transaction's staged ops come out of the commit exactly as they went in, in order,
// across block boundaries, and none is lost, duplicated or leaked when a transaction is
// dropped instead.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct StagedOpsTests {
    /// An op that owns heap storage (a text over 15 bytes and a property list), so a
    /// double free or a lost op shows up as a wrong value, not only a wrong count.
    static func op(_ i: Int) -> ClientMessage {
        .create(id: NodeID(i + 1), kind: .text, props: [.text("staged op number \(i) of the test")])
    }

    @Test func drainsEveryOpInOrderAcrossBlocks() {
        var rng = TestSeed.generator(0x57A6)
        let staged = StagedOps()
        var model: [ClientMessage] = []
        var next = 0
        for _ in 0..<40 {
            // Some transactions span several blocks, most fit in one.
            let n = Int.random(in: 0..<3, using: &rng) == 0
                ? Int.random(in: 0...(3 * StagedOps.blockSize), using: &rng) : Int.random(in: 0..<50, using: &rng)
            for _ in 0..<n {
                staged.append(Self.op(next))
                model.append(Self.op(next))
                next += 1
            }
            #expect(staged.count == model.count)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                staged.removeAll()
            } else {
                var out: [ClientMessage] = []
                staged.drain { out.append($0) }
                #expect(out.map(\.description) == model.map(\.description))
            }
            model.removeAll()
            #expect(staged.isEmpty)
        }
    }

    @Test func anOpStagedWhileDrainingStartsTheNextList() {
        let staged = StagedOps()
        for i in 0..<(StagedOps.blockSize + 3) { staged.append(Self.op(i)) }
        var out: [ClientMessage] = []
        staged.drain { op in
            if out.count == 1 { staged.append(Self.op(1_000_000)) }
            out.append(op)
        }
        #expect(out.map(\.description) == (0..<(StagedOps.blockSize + 3)).map { Self.op($0).description })
        var later: [ClientMessage] = []
        staged.drain { later.append($0) }
        #expect(later.map(\.description) == [Self.op(1_000_000).description])
    }
}
