/// Freed slots (of the node store, the structure mirror, the size-cache pool), handed out
/// again in the order they were freed.
///
/// Why not a plain stack: a cleared list frees its rows' slots in tree order, and a stack
/// hands them back last-first, so the next list built there had its nodes' per-slot data
/// in reverse of the order layout walks them: the daemon's layout of 10,000 rows built
/// after a clear took 60 ms against 37 ms for the first build. Here each run of frees
/// since the last allocation is reversed once (lazily, O(1) per slot), so a tree built
/// after a clear gets the slots back in the order the old tree held them.
struct SlotFreeList {
    private var slots: [Int32] = []
    /// `slots[unordered...]` were freed since the last allocation, in the order freed.
    private var unordered = 0

    var count: Int { slots.count }

    mutating func append(_ slot: Int32) { slots.append(slot) }

    /// The next slot to reuse: the earliest freed of the latest run of frees.
    mutating func popLast() -> Int32? {
        if slots.count - unordered > 1 { slots[unordered...].reverse() }
        let s = slots.popLast()
        unordered = slots.count
        return s
    }
}
