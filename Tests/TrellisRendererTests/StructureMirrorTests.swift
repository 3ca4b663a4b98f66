// Differential test of the mirror's incremental subtree heights (the depth limit's
// input) against the recursive reference, over seeded random edits that include the
// cases the counting shortcut must get right: removing one of several tallest
// children, the last tallest one, shrinking deep chains and destroying subtrees.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct StructureMirrorTests {
    @Test("Incremental heights equal recomputed heights after every random edit")
    func heightsMatchReference() {
        var rng = TestSeed.generator(0x4E16_47)
        for _ in 0..<40 {
            var mirror = StructureMirror()
            var ref = ReferenceTree()
            var next: NodeID = 1
            for _ in 0..<400 {
                let ids = Array(ref.kinds.keys)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2:
                    mirror.create(next, kind: .vstack); ref.kinds[next] = .vstack; next += 1
                case 3...6:
                    // Insert a detached node under a node that is not in its subtree.
                    guard let child = ids.filter({ ref.parents[$0] == nil }).randomElement(using: &rng),
                          let parent = ids.filter({ !ref.subtree(child).contains($0) }).randomElement(using: &rng)
                    else { continue }
                    mirror.insert(child, into: parent, at: ref.children[parent]?.count ?? 0)
                    ref.children[parent, default: []].append(child); ref.parents[child] = parent
                case 7, 8:
                    guard let child = ids.filter({ ref.parents[$0] != nil }).randomElement(using: &rng) else { continue }
                    let parent = ref.parents[child]!
                    mirror.remove(child, from: parent)
                    ref.children[parent]!.removeAll { $0 == child }; ref.parents[child] = nil
                default:
                    guard let victim = ids.randomElement(using: &rng) else { continue }
                    let gone = Set(ref.subtree(victim))
                    mirror.destroy(victim)
                    if let p = ref.parents[victim] { ref.children[p]!.removeAll { $0 == victim } }
                    for g in gone { ref.kinds[g] = nil; ref.parents[g] = nil; ref.children[g] = nil }
                    for g in gone { #expect(!mirror.contains(g), "destroyed \(g) still in the mirror") }
                }
                for id in ref.kinds.keys {
                    #expect(mirror.height(of: id) == ref.height(id), "height of \(id)")
                    #expect(mirror.childCount(of: id) == (ref.children[id]?.count ?? 0))
                    #expect(mirror.parent(of: id) == (ref.parents[id] ?? 0))
                }
                #expect(mirror.count == ref.kinds.count)
            }
        }
    }
}
