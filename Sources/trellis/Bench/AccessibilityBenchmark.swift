// `trellis bench accessibility`: what publishing an accessibility tree costs the daemon,
// on a 10,000-row list laid out in full (every row a list item holding a text and a
// button, so every row is in the frame and in the tree: the worst case; a lazy List
// materialises only the visible rows).
//
// Three daemons in one process, measured in the same run (thread CPU time, medians):
//  off        no accessibility bridge (the baseline);
//  idle       a bridge installed that nobody listens to: it is told a tree changed and
//             reads nothing (what trellisd costs when an accessibility bus exists but no
//             screen reader runs);
//  listening  a bridge that reads the tree after every commit, as the AT-SPI bridge does
//             while a screen reader listens (it then diffs and emits events: not counted).
// Memory: the derived tree's elements (their inline size plus their strings' bytes),
// against the frame's items.
#if canImport(Glibc)
import Glibc
#endif
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

enum AccessibilityBenchmark {
    /// A bridge stand-in: reads the tree of every invalidated surface at `flush` when
    /// `listening`, like the AT-SPI bridge with a registered listener.
    final class Sink: AccessibilitySink {
        weak var performer: (any AccessibilityPerformer)?
        let listening: Bool
        var dirty: Set<SurfaceID> = []
        var lastTree: AccessibilityTree?
        /// Thread CPU time of each derivation (µs).
        var deriveMicros: [Double] = []
        init(listening: Bool) { self.listening = listening }
        func treeInvalidated(surface: SurfaceID) { dirty.insert(surface) }
        func announce(_ text: String, surface: SurfaceID) {}
        func surfaceTitled(_ title: String, surface: SurfaceID) {}
        func surfaceClosed(_ surface: SurfaceID) { dirty.remove(surface) }
        func flush() {
            defer { dirty.removeAll(keepingCapacity: true) }
            guard listening else { return }
            for s in dirty { deriveMicros.append(LayoutBenchmark.time { lastTree = performer?.accessibilityTree(of: s) }) }
        }
        var pollDescriptor: Int32? { nil }
        func pump() {}
    }

    static func rowOps(rows: Int) -> [ClientMessage] {
        var ops: [ClientMessage] = [.begin(txn: 1), .create(id: 1, kind: .vstack, props: [.spacing(0), .accessibilityRole(.list)])]
        ops.reserveCapacity(rows * 8 + 4)
        for r in 0..<rows {
            let base = NodeID(10 + r * 10)
            ops.append(.create(id: base, kind: .hstack, props: [.accessibilityRole(.listItem)]))
            ops.append(.create(id: base + 1, kind: .text, props: [.text("row \(r)")]))
            ops.append(.create(id: base + 2, kind: .effect, props: [.tappable(true), .focusable(true), .accessibilityRole(.button)]))
            ops.append(.create(id: base + 3, kind: .text, props: [.text("Delete")]))
            ops.append(.insert(parent: base + 2, child: base + 3, index: 0))
            ops.append(.insert(parent: base, child: base + 1, index: 0))
            ops.append(.insert(parent: base, child: base + 2, index: 1))
            ops.append(.insert(parent: 1, child: base, index: UInt32(r)))
        }
        ops.append(.setRoot(id: 1))
        ops.append(.commit(txn: 1))
        return ops
    }

    struct Figures { var build: Double; var update: Double; var elements: Int; var treeBytes: Int; var items: Int }

    static func measure(rows: Int, sink: Sink?) -> Figures {
        var builds: [Double] = [], updates: [Double] = []
        var figures = Figures(build: 0, update: 0, elements: 0, treeBytes: 0, items: 0)
        let ops = DaemonBenchmark.encode(rowOps(rows: rows))
        for _ in 0..<5 {
            let c = Compositor(backend: HeadlessBackend(size: WireSize(width: 400, height: 800)))
            if let sink { c.accessibility = sink }
            let s = c.openSession()
            _ = DaemonBenchmark.feed(c, DaemonBenchmark.encode([RawSession.hello(name: "accessibility")]), s)
            builds.append(LayoutBenchmark.time {
                _ = DaemonBenchmark.feed(c, ops, s)
                sink?.flush()
            })
            for i in 0..<20 {
                let txn = UInt64(2 + i)
                let bytes = DaemonBenchmark.encode([.begin(txn: txn), .update(id: NodeID(10 + (rows / 2) * 10 + 1), props: [.text("row · \(i)")]),
                                                    .commit(txn: txn), .ack(serial: txn)])
                updates.append(LayoutBenchmark.time {
                    _ = DaemonBenchmark.feed(c, bytes, s)
                    sink?.flush()
                })
            }
            figures.items = c.renderTree(of: s)?.nodeCount ?? 0
            if let t = sink?.lastTree {
                figures.elements = t.elements.count
                figures.treeBytes = t.elements.reduce(0) {
                    $0 + MemoryLayout<AccessibilityElement>.stride + $1.name.utf8.count + $1.children.count * 8
                }
            }
        }
        figures.build = median(builds)
        figures.update = median(updates)
        return figures
    }

    static func run(scale: Double) {
        let rows = max(100, Int(10_000 * scale))
        print("accessibility: a \(rows)-row list (every row laid out: a list item with a text and a button), release, thread CPU medians")
        let off = measure(rows: rows, sink: nil)
        let idle = measure(rows: rows, sink: Sink(listening: false))
        let onSink = Sink(listening: true)
        let on = measure(rows: rows, sink: onSink)
        let f = LayoutBenchmark.fmt
        print("| bridge | build + first frame ms | one-row update µs | vs off (build, update) |")
        print("|---|---:|---:|---:|")
        print("| off (baseline) | \(f(off.build / 1000, 1)) | \(f(off.update, 0)) | 1.00×, 1.00× |")
        print("| idle (no listener) | \(f(idle.build / 1000, 1)) | \(f(idle.update, 0)) | \(f(idle.build / off.build, 2))×, \(f(idle.update / off.update, 2))× |")
        print("| listening | \(f(on.build / 1000, 1)) | \(f(on.update, 0)) | \(f(on.build / off.build, 2))×, \(f(on.update / off.update, 2))× |")
        print("accessibility: deriving the tree takes \(f(median(onSink.deriveMicros), 0)) µs (median of \(onSink.deriveMicros.count))")
        print("accessibility: \(on.elements) elements for \(on.items) render nodes; the tree holds \(on.treeBytes / 1024) KiB"
              + " (\(f(Double(on.treeBytes) / Double(max(1, on.elements)), 0)) B per element)")
    }

    static func median(_ v: [Double]) -> Double {
        let s = v.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }
}
