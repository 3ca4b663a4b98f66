// The identities invalidated since the last update, taken shallowest first.

/// A min-heap of dirty nodes ordered by (depth, creation order): parents before their
/// children, so an update re-evaluates a subtree once from its highest dirty node.
///
/// A node leaves the queue when its `isDirty` flag is cleared (`ViewGraph.takeDirty`);
/// the heap drops such entries lazily as they reach the top. The minimum costs
/// O(log n) instead of a scan of the whole set: n nodes invalidated one by one (a
/// timer per row, many observed objects) cost O(n log n) per update, not O(n²).
@MainActor
struct DirtyQueue {
    private var heap: [GraphNode] = []
    /// Nodes still dirty (entries whose flag was cleared do not count).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds `node`, whose `isDirty` flag the caller has just set.
    mutating func insert(_ node: GraphNode) {
        heap.append(node)
        count += 1
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard Self.before(heap[i], heap[p]) else { break }
            heap.swapAt(i, p)
            i = p
        }
    }

    /// Notes that a node in the queue had its `isDirty` flag cleared.
    mutating func taken() { count -= 1 }

    /// The shallowest node still dirty (left in the queue until its flag is cleared), or
    /// nil when none is.
    mutating func peekMin() -> GraphNode? {
        while let top = heap.first {
            if top.isDirty { return top }
            removeTop()
        }
        return nil
    }

    /// Removes the top entry (its node is no longer dirty, or is about to be updated).
    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && Self.before(heap[l], heap[m]) { m = l }
            if r < heap.count && Self.before(heap[r], heap[m]) { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    private static func before(_ a: GraphNode, _ b: GraphNode) -> Bool {
        (a.depth, a.seq) < (b.depth, b.seq)
    }
}
