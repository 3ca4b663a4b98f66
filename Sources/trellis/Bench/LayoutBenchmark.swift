// `trellis bench layout`: the daemon's layout engine on the two shapes of issue 3,
// compared with Yoga measured on this machine for the same shapes.
//
//  (a) a VStack of rows, each an HStack of three fixed-size leaves (`frame(width:height:)`
//      with no child): full layout, and relayout after one leaf in the middle row changes
//      width, at 1k, 10k and 100k rows (the relayout must not grow with the row count);
//  (b) a tree of depth 10 (10 levels of stacks, then the leaves), fan-out 3, alternating
//      HStack/VStack, whose leaves are flexible (`Color`): full layout, and relayout after
//      one leaf changes its layoutPriority.
//
// Full layout is timed on a freshly built tree (nothing cached); every figure is the
// median (and best) of several runs, in thread CPU time (the machine is shared: wall time would
// measure the neighbours). Build with -c release (`scripts/bench layout`).
#if canImport(Glibc)
import Glibc
#endif
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

enum LayoutBenchmark {
    static let yogaListMicrosPerNode = 0.70
    static let yogaDeepMicrosPerNode = 9.2
    static let yogaOneLeafMillis = 7.1

    static func run(scale: Double) {
        let rows = max(1, Int(10_000 * scale))
        print("layout benchmark (release; medians of thread CPU time; Yoga reference measured on this machine)")
        print("")
        let list = listFull(rows: rows)
        print("(a) VStack of \(rows) rows × HStack of 3 fixed leaves: \(list.nodes) nodes")
        print("    full layout      \(fmt(list.micros / 1000)) ms = \(fmt(list.micros / Double(list.nodes), 3)) µs/node"
              + " (best \(fmt(list.best / Double(list.nodes), 3)))"
              + "   (Yoga \(yogaListMicrosPerNode) µs/node: \(ratio(yogaListMicrosPerNode, list.micros / Double(list.nodes))))")
        for r in [1_000, 10_000, 100_000] {
            let t = listOneLeaf(rows: max(1, Int(Double(r) * scale)))
            print("    one-leaf relayout at \(pad(String(max(1, Int(Double(r) * scale))), 6)) rows: \(fmt(t, 2)) µs"
                  + "   (Yoga at 10k rows: \(yogaOneLeafMillis) ms: \(ratio(yogaOneLeafMillis * 1000, t)))")
        }
        print("")
        let deep = deepFull(depth: 10)
        print("(b) depth 10, fan-out 3, alternating HStack/VStack of flexible views: \(deep.nodes) nodes")
        print("    full layout      \(fmt(deep.micros / 1000)) ms = \(fmt(deep.micros / Double(deep.nodes), 3)) µs/node"
              + " (best \(fmt(deep.best / Double(deep.nodes), 3)))"
              + "   (Yoga \(yogaDeepMicrosPerNode) µs/node: \(ratio(yogaDeepMicrosPerNode, deep.micros / Double(deep.nodes))))")
        print("    one-leaf relayout: \(fmt(deep.oneLeafMicros, 2)) µs")
        print("    size computations per node: full \(fmt(deep.fullMeasures, 2)), one-leaf relayout \(fmt(deep.leafMeasures, 0)) in all")
    }

    // MARK: (a)

    static let surface = WireSize(width: 1000, height: 800)

    /// Builds the list; returns the tree, the leaf to change, and the node count.
    static func buildList(rows: Int) -> (RenderTree, NodeID) {
        let tree = RenderTree(measurer: HeadlessBackend())
        var next: NodeID = 1
        let root = next; next += 1
        tree.create(root, kind: .vstack, props: [])
        var target: NodeID = 0
        for r in 0..<rows {
            let row = next; next += 1
            tree.create(row, kind: .hstack, props: [])
            for k in 0..<3 {
                let leaf = next; next += 1
                tree.create(leaf, kind: .frame, props: [.width(30 + Double(k) * 10), .height(20)])
                tree.insert(leaf, into: row, at: k)
                if r == rows / 2 && k == 1 { target = leaf }
            }
            tree.insert(row, into: root, at: r)
        }
        tree.setRoot(root)
        return (tree, target)
    }

    static func listFull(rows: Int) -> (micros: Double, best: Double, nodes: Int) {
        var times: [Double] = []
        var nodes = 0
        for _ in 0..<9 {
            let (tree, _) = buildList(rows: rows)
            nodes = tree.nodeCount
            times.append(time { tree.layout(surface: surface) })
        }
        return (median(times), times.min()!, nodes)
    }

    static func listOneLeaf(rows: Int) -> Double {
        let (tree, leaf) = buildList(rows: rows)
        tree.layout(surface: surface)
        var times: [Double] = []
        for i in 0..<200 {
            tree.update(leaf, props: [.width(i % 2 == 0 ? 45 : 40)])
            times.append(time { tree.layout(surface: surface) })
        }
        return median(times)
    }

    // MARK: (b)

    static func buildDeep(depth: Int) -> (RenderTree, NodeID) {
        let tree = RenderTree(measurer: HeadlessBackend())
        var next: NodeID = 1
        var firstLeaf: NodeID = 0
        func build(level: Int) -> NodeID {
            let id = next; next += 1
            if level == depth {
                tree.create(id, kind: .shape, props: [])
                if firstLeaf == 0 { firstLeaf = id }
                return id
            }
            tree.create(id, kind: level % 2 == 0 ? .hstack : .vstack, props: [])
            for k in 0..<3 { tree.insert(build(level: level + 1), into: id, at: k) }
            return id
        }
        tree.setRoot(build(level: 0))
        return (tree, firstLeaf)
    }

    static func deepFull(depth: Int) -> (micros: Double, best: Double, nodes: Int, oneLeafMicros: Double,
                                         fullMeasures: Double, leafMeasures: Double) {
        var times: [Double] = []
        var nodes = 0
        for _ in 0..<7 {
            let (tree, _) = buildDeep(depth: depth)
            nodes = tree.nodeCount
            times.append(time { tree.layout(surface: surface) })
        }
        let (tree, leaf) = buildDeep(depth: depth)
        tree.layout(surface: surface)
        let fullMeasures = Double(tree.statistics.measurements) / Double(nodes)
        tree.statistics = .init()
        tree.update(leaf, props: [.layoutPriority(1)])
        tree.layout(surface: surface)
        let leafMeasures = Double(tree.statistics.measurements)
        var leafTimes: [Double] = []
        for i in 0..<100 {
            tree.update(leaf, props: [.layoutPriority(i % 2 == 0 ? 1 : 0)])
            leafTimes.append(time { tree.layout(surface: surface) })
        }
        return (median(times), times.min()!, nodes, median(leafTimes), fullMeasures, leafMeasures)
    }

    // MARK: helpers

    /// Thread CPU time of `body`, in µs.
    static func time(_ body: () -> Void) -> Double {
        let t0 = clockSeconds(CLOCK_THREAD_CPUTIME_ID)
        body()
        return (clockSeconds(CLOCK_THREAD_CPUTIME_ID) - t0) * 1e6
    }


    static func fmt(_ v: Double, _ decimals: Int = 1) -> String {
        var p = 1.0
        for _ in 0..<decimals { p *= 10 }
        let r = (v * p).rounded() / p
        return "\(r)"
    }

    static func pad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }

    static func ratio(_ reference: Double, _ ours: Double) -> String {
        ours <= reference ? "\(fmt(reference / ours))× faster" : "\(fmt(ours / reference))× slower"
    }
}
