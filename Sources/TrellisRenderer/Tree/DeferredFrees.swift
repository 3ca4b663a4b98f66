// Freeing what a commit let go of after the commit has been answered.
import TrellisProtocol

/// Heap payloads of destroyed nodes (child lists, property lists, measured lines) and
/// frames no longer shown, kept alive until the daemon has written its answer to the
/// commit that dropped them, then freed in bounded slices between loop turns.
///
/// Why: clearing a 10,000-row list destroys 80,000 nodes. Freeing their arrays (and the
/// strings in them) when the `destroy` is applied was about a third of the daemon's time
/// between receiving the clear and answering it (glibc's `free` and its consolidation,
/// Swift's release and deinit of each array). None of that changes what the client
/// sees, so it waits until the answer is out, as an autorelease pool drains after the
/// event. Only *deallocation* waits: every table, count and byte budget is updated when
/// the op is applied, and nothing here is reachable from the tree.
struct DeferredFrees {
    private var childLists: [[Int32]] = []
    private var propertyLists: [[Property]] = []
    private var lineLists: [[String]] = []
    private var frames: [CommittedFrame] = []

    /// Payloads waiting to be freed.
    var count: Int { childLists.count + propertyLists.count + lineLists.count + frames.count }
    var isEmpty: Bool { count == 0 }

    /// Above this many parked payloads a commit frees them all first, so a session that
    /// nobody gives idle time (a client that never stops sending, an in-process host that
    /// never calls `reclaim`) holds at most about one large transaction's garbage.
    static let maxParked = 1 << 20

    /// Takes `list`'s buffer (leaving it empty) to free later. The array is moved, not
    /// read: asking whether it has a buffer (its capacity) would load the buffer's header,
    /// and a destroyed node's arrays are cold, so that load was a cache miss per node (a
    /// third of `NodeStore.destroy` when a 10,000-row list was cleared). An empty array
    /// parked costs a slot in the bin and nothing to free.
    @inline(__always) mutating func park(_ list: inout [Int32]) { Self.move(&list, to: &childLists) }
    @inline(__always) mutating func park(_ list: inout [Property]) { Self.move(&list, to: &propertyLists) }
    @inline(__always) mutating func park(_ list: inout [String]) { Self.move(&list, to: &lineLists) }

    @inline(__always)
    private static func move<T>(_ list: inout [T], to bin: inout [[T]]) {
        var taken: [T] = []
        swap(&taken, &list)
        bin.append(consume taken)
    }

    /// Keeps `frame` (one that stopped being shown) alive until the next `free`. At most
    /// `maxFrames` wait: animation frames replace each other 60 times a second.
    mutating func park(_ frame: CommittedFrame) {
        if frames.count >= Self.maxFrames { frames.removeFirst() }
        frames.append(frame)
    }

    static let maxFrames = 4

    /// Frees up to `limit` payloads (a frame counts as its item count, at least 1);
    /// returns whether any remain.
    mutating func free(limit: Int) -> Bool {
        var left = limit
        while left > 0, let frame = frames.popLast() { left -= max(1, frame.items.count) }
        Self.drop(&propertyLists, &left)
        Self.drop(&lineLists, &left)
        Self.drop(&childLists, &left)
        return !isEmpty
    }

    /// Frees everything now.
    mutating func freeAll() {
        frames = []
        propertyLists = []
        lineLists = []
        childLists = []
    }

    /// Frees up to `left` elements of `bin`, the newest first (one `removeLast` call: no
    /// per-element copy); a bin emptied gives its buffer back too.
    private static func drop<T>(_ bin: inout [T], _ left: inout Int) {
        guard left > 0, !bin.isEmpty else { return }
        let n = Swift.min(left, bin.count)
        bin.removeLast(n)
        left -= n
        if bin.isEmpty { bin = [] }
    }
}
