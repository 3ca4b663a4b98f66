// ChildList (a node's children, the only child inline) and RootList (render ids, one
// inline) against Array models: seeded edits and lists crossing the 0 / 1 / many
// boundaries.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct ChildLists {
        @Test("a ChildList agrees with an Array after every seeded edit")
        func matchesArray() {
            var rng = TestSeed.generator(0xC41D)
            let graph = ViewGraph()
            let pool = (0..<8).map { GraphNode(graph: graph, parent: nil, key: .index($0), view: EmptyView(), env: EnvironmentValues()) }
            var list = ChildList()
            var model: [GraphNode] = []
            for _ in 0..<5_000 {
                let node = pool[Int.random(in: 0..<pool.count, using: &rng)]
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1:
                    list.append(node); model.append(node)
                case 2 where !model.isEmpty:
                    #expect(list.removeLast() === model.removeLast())
                case 3 where !model.isEmpty:
                    let i = Int.random(in: 0..<model.count, using: &rng)
                    list[i] = node; model[i] = node
                default:
                    let n = Int.random(in: 0...3, using: &rng)
                    model = Array(pool.prefix(n))
                    list = n == 1 && Bool.random(using: &rng) ? [pool[0]] : ChildList(model)
                }
                #expect(list.count == model.count)
                #expect(list.isEmpty == model.isEmpty)
                #expect(list.first === model.first)
                #expect(list.elementsEqual(model, by: ===))
                #expect(list.reversed().elementsEqual(model.reversed(), by: ===))
            }
        }

        @Test("a RootList agrees with an Array: elements, equality, isOnly, array")
        func rootListMatchesArray() {
            var rng = TestSeed.generator(0x4007)
            func randomIDs() -> [NodeID] {
                (0..<Int.random(in: 0...3, using: &rng)).map { _ in NodeID.random(in: 1...4, using: &rng) }
            }
            for _ in 0..<3_000 {
                let a = randomIDs(), b = randomIDs()
                let la = a.count == 1 && Bool.random(using: &rng) ? RootList(a[0]) : RootList(a)
                let lb = RootList(b)
                #expect(Array(la) == a)
                #expect(la.array == a)
                #expect(la.count == a.count && la.isEmpty == a.isEmpty && la.first == a.first)
                #expect((la == lb) == (a == b), "\(a) vs \(b)")
                let probe = NodeID.random(in: 1...4, using: &rng)
                #expect(la.isOnly(probe) == (a == [probe]))
            }
            #expect(RootList() == [])
        }
    }
}
