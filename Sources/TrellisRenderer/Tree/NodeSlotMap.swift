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
// client's table is its own session's, so it could only slow itself.
import TrellisProtocol

struct NodeSlotMap {
    private struct Entry {
        var key: NodeID
        /// The slot; -1 marks an empty entry (slots are never negative).
        var slot: Int32
    }

    private var entries: [Entry] = []
    private var mask = -1
    private let seed: UInt64
    /// Number of ids in the map.
    private(set) var count = 0

    init() {
        var rng = SystemRandomNumberGenerator()
        seed = rng.next()
    }

    @inline(__always) private func home(_ id: NodeID) -> Int { Self.home(id, seed: seed, mask: mask) }

    /// `id`'s slot, or nil; assigning nil removes `id`.
    subscript(id: NodeID) -> Int32? {
        get {
            guard count > 0 else { return nil }
            return entries.withUnsafeBufferPointer { e in
                var i = home(id)
                while true {
                    let x = e[i]
                    if x.slot < 0 { return nil }
                    if x.key == id { return x.slot }
                    i = (i + 1) & mask
                }
            }
        }
        set {
            if let slot = newValue { insert(id, slot) } else { remove(id) }
        }
    }

    /// Every id in the map, in no particular order.
    var keys: [NodeID] {
        var out: [NodeID] = []
        out.reserveCapacity(count)
        for e in entries where e.slot >= 0 { out.append(e.key) }
        return out
    }

    /// Makes room for `n` ids without growing again.
    mutating func reserveCapacity(_ n: Int) {
        if n * 10 > entries.count * 7 { rehash(minimumCount: n) }
    }

    private mutating func insert(_ id: NodeID, _ slot: Int32) {
        precondition(slot >= 0, "NodeSlotMap: a slot is never negative")
        if (count + 1) * 10 > entries.count * 7 { rehash(minimumCount: count + 1) }
        let m = mask
        let start = home(id)
        let added: Bool = entries.withUnsafeMutableBufferPointer { e in
            var i = start
            while true {
                if e[i].slot < 0 {
                    e[i] = Entry(key: id, slot: slot)
                    return true
                }
                if e[i].key == id {
                    e[i].slot = slot
                    return false
                }
                i = (i + 1) & m
            }
        }
        if added { count += 1 }
    }

    /// Linear probing with backward-shift deletion: no tombstones, so lookups never slow
    /// down after many removals (a cleared list).
    private mutating func remove(_ id: NodeID) {
        guard count > 0 else { return }
        let m = mask
        let start = home(id)
        let seed = seed
        let removed: Bool = entries.withUnsafeMutableBufferPointer { e in
            var i = start
            while true {
                if e[i].slot < 0 { return false }
                if e[i].key == id { break }
                i = (i + 1) & m
            }
            var j = i
            while true {
                j = (j + 1) & m
                if e[j].slot < 0 { break }
                let h = Self.home(e[j].key, seed: seed, mask: m)
                // Entry j may fill the hole at i unless its home lies cyclically in (i, j].
                let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
                if !stays {
                    e[i] = e[j]
                    i = j
                }
            }
            e[i].slot = -1
            return true
        }
        if removed { count -= 1 }
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

    private mutating func rehash(minimumCount n: Int) {
        var capacity = 16
        while n * 10 > capacity * 7 { capacity <<= 1 }
        if capacity < entries.count { capacity = entries.count }
        let old = entries
        entries = Array(repeating: Entry(key: 0, slot: -1), count: capacity)
        mask = capacity - 1
        count = 0
        for e in old where e.slot >= 0 { insert(e.key, e.slot) }
    }
}

/// A set of node ids on `NodeSlotMap` (the same seeded mix instead of SipHash): the
/// lifecycle tracker's membership tests run once per node of a structural commit.
struct NodeIDSet {
    private var map = NodeSlotMap()

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
