// The map from a client's node ids to the slots of the daemon's node arrays.
//
// Why not `Dictionary`: every op a client sends names node ids, and creating or clearing
// a 10,000-row list creates or destroys ~80,000 nodes, each looked up, inserted and
// removed in two such maps (the render tree and the session's structure mirror). With
// `Dictionary` that was a SipHash per access plus its probing: the largest item of the
// daemon's share of a clear. Here a lookup is one multiply-xor mix and, usually, one
// cache line.
//
// Ids come from the client, so they may be anything, sparse or hostile: the table is
// open addressing (memory follows the number of nodes, not the id values) and the mix is
// keyed by a random per-table seed, so a client cannot choose ids that collide — and a
// client's table is its own session's, so it could only slow itself. Keys and slots are
// parallel arrays (12 bytes an entry, as `Dictionary<NodeID, Int32>`; a set stores no
// slots: 8 bytes, as `Set<NodeID>`), so the daemon's memory per node does not grow.
import TrellisProtocol

struct NodeSlotMap {
    /// Marks a free entry. The id equal to it is kept outside the table.
    private static let free: NodeID = .max

    private var table: [NodeID] = []
    /// Parallel to `table`; empty when the map only records membership (`NodeIDSet`).
    private var slots: [Int32] = []
    private let storesSlots: Bool
    private var freeIDSlot: Int32?
    private var mask = -1
    private let seed: UInt64
    /// Entries in the table (the id equal to `free` not counted).
    private var used = 0

    /// Number of ids in the map.
    var count: Int { used + (freeIDSlot == nil ? 0 : 1) }

    init(storesSlots: Bool = true) {
        self.storesSlots = storesSlots
        var rng = SystemRandomNumberGenerator()
        seed = rng.next()
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

    /// Every id in the map, in no particular order.
    var keys: [NodeID] {
        var out: [NodeID] = []
        out.reserveCapacity(count)
        for k in table where k != Self.free { out.append(k) }
        if freeIDSlot != nil { out.append(Self.free) }
        return out
    }

    /// Makes room for `n` ids without growing again.
    mutating func reserveCapacity(_ n: Int) {
        if n * 10 > table.count * 7 { rehash(minimumCount: n) }
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
        let oldKeys = table, oldSlots = slots
        table = Array(repeating: Self.free, count: capacity)
        slots = storesSlots ? Array(repeating: -1, count: capacity) : []
        mask = capacity - 1
        used = 0
        for (i, k) in oldKeys.enumerated() where k != Self.free { insert(k, storesSlots ? oldSlots[i] : 0) }
    }
}

/// A set of node ids on `NodeSlotMap` (the same seeded mix instead of SipHash): the
/// lifecycle tracker's membership tests run once per node of a structural commit.
struct NodeIDSet {
    private var map = NodeSlotMap(storesSlots: false)

    init() {}

    init<S: Sequence>(_ ids: S) where S.Element == NodeID {
        map.reserveCapacity(ids.underestimatedCount)
        for id in ids { map[id] = 0 }
    }

    var count: Int { map.count }
    func contains(_ id: NodeID) -> Bool { map[id] != nil }
    mutating func insert(_ id: NodeID) { map[id] = 0 }
    mutating func remove(_ id: NodeID) { map[id] = nil }
}
