// The map from a client's node ids to the slots of the daemon's node arrays.
//
// Why not `Dictionary`: every op a client sends names node ids, and creating or clearing
// a 10,000-row list creates or destroys ~80,000 nodes, each looked up, inserted and
// removed in two such maps (the render tree and the session's structure mirror). With
// `Dictionary` that was a SipHash per access plus its probing: the largest item of the
// daemon's share of a clear.
//
// Two tiers. Clients hand out ids one after another (the client library's
// `allocateID`), so most ids fall in a few dense runs: those live in pages of 1,024
// slots indexed by the id itself — a lookup is two loads, and a list's rows, created and
// destroyed in order, touch memory in order instead of a random cache line per id. Ids
// may also be anything, sparse or hostile: a page is only allocated while the pages
// stay at least 1/8 full on average (beyond a small allowance), and only for ids below
// 2^26; every other id goes to an open-addressing table (`HashedNodeSlots`), so memory
// follows the number of nodes, never the id values.
import TrellisProtocol

struct NodeSlotMap {
    private static var pageBits: UInt64 { 10 }
    private static var pageSize: Int { 1 << 10 }
    /// Ids below `maxPages << pageBits` may be paged: the directory stays ≤ 256 KB.
    private static var maxPages: Int { 1 << 16 }
    /// Pages allowed whatever the density (a new session's first 64 Ki ids).
    private static var freePages: Int { 64 }

    /// Page number → block of `pool` holding that page's slots, or -1 (its ids, if any,
    /// are in `hashed`). Invariant: an id whose page has a block is never in `hashed`.
    private var directory: [Int32] = []
    /// Blocks of `pageSize` slots; -1 marks an absent id. Freed blocks are reused.
    private var pool: [Int32] = []
    /// Per block: how many of its slots hold an id (a block is freed when none does).
    private var blockLive: [Int32] = []
    private var freeBlocks: [Int32] = []
    private var pagedCount = 0
    private var hashed: HashedNodeSlots

    /// Number of ids in the map.
    var count: Int { pagedCount + hashed.count }
    /// Blocks holding a page now (tests check the density rule with it).
    var pagedBlockCount: Int { (pool.count >> Self.pageBits) - freeBlocks.count }

    init(storesSlots: Bool = true) {
        hashed = HashedNodeSlots(storesSlots: storesSlots)
    }

    /// The block holding `id`'s page, if it has one.
    @inline(__always) private func block(of id: NodeID) -> Int? {
        let p = id >> Self.pageBits
        guard p < UInt64(directory.count) else { return nil }
        let b = directory[Int(p)]
        return b >= 0 ? Int(b) : nil
    }

    /// `id`'s slot (0 in a set), or nil; assigning nil removes `id`. Slots are ≥ 0.
    subscript(id: NodeID) -> Int32? {
        get {
            if let b = block(of: id) {
                let v = pool[b << Self.pageBits | Int(id & NodeID(Self.pageSize - 1))]
                return v >= 0 ? v : nil
            }
            return hashed[id]
        }
        set {
            if let slot = newValue {
                precondition(slot >= 0, "NodeSlotMap: negative slot")
                insert(id, slot)
            } else {
                remove(id)
            }
        }
    }

    /// Every id in the map, in no particular order.
    var keys: [NodeID] {
        var out: [NodeID] = []
        out.reserveCapacity(count)
        for (p, b) in directory.enumerated() where b >= 0 {
            let base = Int(b) << Self.pageBits
            for i in 0 ..< Self.pageSize where pool[base + i] >= 0 {
                out.append(NodeID(p) << Self.pageBits | NodeID(i))
            }
        }
        hashed.appendKeys(to: &out)
        return out
    }

    /// Makes room for `n` ids in all, as dense ids need it: blocks for their pages. (Which
    /// ids will be sparse is not known; the hashed tier grows geometrically as they come.)
    mutating func reserveCapacity(_ n: Int) {
        pool.reserveCapacity(growingTo: (n / Self.pageSize + 1) << Self.pageBits)
    }

    private mutating func insert(_ id: NodeID, _ slot: Int32) {
        let b: Int
        if let existing = block(of: id) {
            b = existing
        } else if let new = allocatePage(for: id) {
            b = new
        } else {
            hashed[id] = slot
            return
        }
        let i = b << Self.pageBits | Int(id & NodeID(Self.pageSize - 1))
        if pool[i] < 0 {
            blockLive[b] += 1
            pagedCount += 1
        }
        pool[i] = slot
    }

    private mutating func remove(_ id: NodeID) {
        guard let b = block(of: id) else {
            hashed[id] = nil
            return
        }
        let i = b << Self.pageBits | Int(id & NodeID(Self.pageSize - 1))
        guard pool[i] >= 0 else { return }
        pool[i] = -1
        pagedCount -= 1
        blockLive[b] -= 1
        if blockLive[b] == 0 {
            directory[Int(id >> Self.pageBits)] = -1
            freeBlocks.append(Int32(b))
        }
    }

    /// A block for `id`'s page, when paging it keeps memory proportional to the ids
    /// (see the file comment); the page's ids already in `hashed` move into it.
    private mutating func allocatePage(for id: NodeID) -> Int? {
        let p64 = id >> Self.pageBits
        guard p64 < UInt64(Self.maxPages) else { return nil }
        let p = Int(p64)
        let pages = pagedBlockCount
        guard pages < Self.freePages || (pages + 1) * Self.pageSize <= 8 * (count + 1) else { return nil }
        if p >= directory.count {
            directory.reserveCapacity(growingTo: p + 1)
            directory.append(contentsOf: repeatElement(-1, count: p + 1 - directory.count))
        }
        let b: Int
        if let reused = freeBlocks.popLast() {
            b = Int(reused)
        } else {
            b = pool.count >> Self.pageBits
            pool.append(contentsOf: repeatElement(-1, count: Self.pageSize))
            blockLive.append(0)
        }
        directory[p] = Int32(b)
        if hashed.count > 0 {
            let base = NodeID(p) << Self.pageBits
            // The page's ids in the table: from a scan of a small table, else a lookup of
            // each id of the page.
            var moving: [NodeID] = []
            if hashed.count < Self.pageSize {
                hashed.appendKeys(to: &moving)
                moving.removeAll { $0 >> Self.pageBits != p64 }
            } else {
                moving = (0 ..< NodeID(Self.pageSize)).map { base | $0 }.filter { hashed[$0] != nil }
            }
            for k in moving {
                let i = b << Self.pageBits | Int(k & NodeID(Self.pageSize - 1))
                pool[i] = hashed[k]!
                hashed[k] = nil
                blockLive[b] += 1
                pagedCount += 1
            }
        }
        return b
    }
}

/// Open addressing for the ids `NodeSlotMap` does not page: sparse or hostile ones.
///
/// The mix is keyed by a random per-table seed, so a client cannot choose ids that
/// collide — and a client's table is its own session's, so it could only slow itself.
/// Keys and slots are parallel arrays (12 bytes an entry, as `Dictionary<NodeID, Int32>`;
/// a set stores no slots: 8 bytes, as `Set<NodeID>`).
private struct HashedNodeSlots {
    /// Marks a free entry. The id equal to it is kept outside the table.
    private static let free: NodeID = .max

    private var table: [NodeID] = []
    /// Parallel to `table`; empty when the map only records membership (`NodeIDSet`).
    private var slots: [Int32] = []
    private let storesSlots: Bool
    private var freeIDSlot: Int32?
    private var mask = -1
    /// Drawn when the table is first allocated: an empty map (most sets of destroyed
    /// ids, every map of a client whose ids are all paged) costs no random draw.
    private var seed: UInt64 = 0
    /// Entries in the table (the id equal to `free` not counted).
    private var used = 0

    /// Number of ids in the map.
    var count: Int { used + (freeIDSlot == nil ? 0 : 1) }

    init(storesSlots: Bool) {
        self.storesSlots = storesSlots
    }

    /// The entry where `id`'s probe sequence starts: a 64-bit finaliser of `id ^ seed`.
    @inline(__always) private static func home(_ id: NodeID, seed: UInt64, mask: Int) -> Int {
        var x = id ^ seed
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x) & mask
    }

    /// The entry holding `id`, or nil.
    private func find(_ id: NodeID) -> Int? {
        guard used > 0 else { return nil }
        let m = mask
        return table.withUnsafeBufferPointer { k in
            var i = Self.home(id, seed: seed, mask: m)
            while true {
                let x = k[i]
                if x == id { return i }
                if x == Self.free { return nil }
                i = (i + 1) & m
            }
        }
    }

    /// `id`'s slot (0 in a set), or nil; assigning nil removes `id`.
    subscript(id: NodeID) -> Int32? {
        get {
            if id == Self.free { return freeIDSlot }
            guard let i = find(id) else { return nil }
            return storesSlots ? slots[i] : 0
        }
        set {
            if id == Self.free {
                freeIDSlot = newValue
            } else if let slot = newValue {
                insert(id, slot)
            } else {
                remove(id)
            }
        }
    }

    /// Appends every id in the table to `out`, in no particular order.
    func appendKeys(to out: inout [NodeID]) {
        for k in table where k != Self.free { out.append(k) }
        if freeIDSlot != nil { out.append(Self.free) }
    }

    /// One probe: it ends at `id`'s entry or at the free entry where `id` goes.
    private mutating func insert(_ id: NodeID, _ slot: Int32) {
        if (used + 1) * 10 > table.count * 7 { rehash(minimumCount: used + 1) }
        let m = mask
        var i = Self.home(id, seed: seed, mask: m)
        let found: Bool = table.withUnsafeBufferPointer { k in
            while true {
                if k[i] == id { return true }
                if k[i] == Self.free { return false }
                i = (i + 1) & m
            }
        }
        if !found {
            table[i] = id
            used += 1
        }
        if storesSlots { slots[i] = slot }
    }

    /// Linear probing with backward-shift deletion: no tombstones, so lookups never slow
    /// down after many removals (a cleared list).
    private mutating func remove(_ id: NodeID) {
        guard var i = find(id) else { return }
        let m = mask, seed = seed, moveSlots = storesSlots
        table.withUnsafeMutableBufferPointer { k in
            slots.withUnsafeMutableBufferPointer { s in
                var j = i
                while true {
                    j = (j + 1) & m
                    if k[j] == Self.free { break }
                    let h = Self.home(k[j], seed: seed, mask: m)
                    // Entry j may fill the hole at i unless its home lies cyclically in (i, j].
                    let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
                    if !stays {
                        k[i] = k[j]
                        if moveSlots { s[i] = s[j] }
                        i = j
                    }
                }
                k[i] = Self.free
            }
        }
        used -= 1
    }

    private mutating func rehash(minimumCount n: Int) {
        var capacity = 16
        while n * 10 > capacity * 7 { capacity <<= 1 }
        if capacity < table.count { capacity = table.count }
        if table.isEmpty {
            var rng = SystemRandomNumberGenerator()
            seed = rng.next()
        }
        let oldKeys = table, oldSlots = slots
        table = Array(repeating: Self.free, count: capacity)
        slots = storesSlots ? Array(repeating: -1, count: capacity) : []
        mask = capacity - 1
        used = 0
        for (i, k) in oldKeys.enumerated() where k != Self.free { insert(k, storesSlots ? oldSlots[i] : 0) }
    }
}

/// A set of node ids on `NodeSlotMap` (pages for dense ids, the seeded mix instead of
/// SipHash for the rest): the lifecycle tracker's membership tests run once per node of
/// a structural commit, and a clear adds every destroyed node to the commit's set.
struct NodeIDSet {
    private var map = NodeSlotMap(storesSlots: false)

    init() {}

    init<S: Sequence>(_ ids: S) where S.Element == NodeID {
        map.reserveCapacity(ids.underestimatedCount)
        for id in ids { map[id] = 0 }
    }

    var count: Int { map.count }
    var isEmpty: Bool { map.count == 0 }
    func contains(_ id: NodeID) -> Bool { map[id] != nil }
    mutating func insert(_ id: NodeID) { map[id] = 0 }
    mutating func remove(_ id: NodeID) { map[id] = nil }
}
