// A map keyed by the render node ids this client hands out, as arrays instead of hashing.
//
// Why: ids come from `ViewGraph.allocateID()`, one after another, so a table indexed by
// id is dense. Creating or clearing a 10,000-row list touches ~60,000 ids several times
// each; through `Dictionary` that was a hash, a probe and often a rehash per touch (a
// fifth of the client's time in `clear`). Ids are never reused, so the table is paged:
// a page whose slots all became empty is freed, and memory follows the live ids rather
// than every id ever allocated.
import TrellisProtocol

struct NodeTable<Value> {
    private static var pageBits: Int { 10 }
    private static var pageSize: Int { 1 << pageBits }
    /// Pages beyond this index (ids over 2^30) go to `overflow`: not produced by
    /// `allocateID` in practice, but the table must not grow without bound for them.
    private static var maxPages: Int { 1 << 20 }

    private var pages: [ContiguousArray<Value?>] = []
    private var live: [Int32] = []
    private var overflow: [NodeID: Value] = [:]

    /// Number of ids with a value.
    private(set) var count = 0

    init() {}

    subscript(id: NodeID) -> Value? {
        get {
            let p = Int(truncatingIfNeeded: id >> UInt64(Self.pageBits))
            guard id >> 62 == 0, p < pages.count else { return overflow[id] }
            let page = pages[p]
            return page.isEmpty ? nil : page[Int(id) & (Self.pageSize - 1)]
        }
        set {
            let p = Int(truncatingIfNeeded: id >> UInt64(Self.pageBits))
            guard id >> 62 == 0, p < Self.maxPages else {
                let had = overflow[id] != nil
                overflow[id] = newValue
                count += (newValue == nil ? 0 : 1) - (had ? 1 : 0)
                return
            }
            if p >= pages.count {
                guard newValue != nil else { return }
                pages.append(contentsOf: repeatElement([], count: p + 1 - pages.count))
                live.append(contentsOf: repeatElement(0, count: p + 1 - live.count))
            }
            if pages[p].isEmpty {
                guard newValue != nil else { return }
                pages[p] = ContiguousArray(repeating: nil, count: Self.pageSize)
            }
            let i = Int(id) & (Self.pageSize - 1)
            let had = pages[p][i] != nil
            pages[p][i] = newValue
            let delta: Int32 = (newValue == nil ? 0 : 1) - (had ? 1 : 0)
            guard delta != 0 else { return }
            live[p] += delta
            count += Int(delta)
            if live[p] == 0 { pages[p] = [] }
        }
    }

    /// Runs `body` on `id`'s value in place (no copy of the value, so arrays inside it are
    /// not copied on write). Returns false, without calling `body`, when `id` has no value.
    @discardableResult
    mutating func update(_ id: NodeID, _ body: (inout Value) -> Void) -> Bool {
        let p = Int(truncatingIfNeeded: id >> UInt64(Self.pageBits))
        guard id >> 62 == 0, p < Self.maxPages else {
            guard overflow[id] != nil else { return false }
            body(&overflow[id]!)
            return true
        }
        let i = Int(id) & (Self.pageSize - 1)
        guard p < pages.count, !pages[p].isEmpty, pages[p][i] != nil else { return false }
        body(&pages[p][i]!)
        return true
    }

    /// Removes `id`'s value and returns it, moved out of the table (not copied: a value
    /// holding arrays is not retained on the way out).
    mutating func removeValue(_ id: NodeID) -> Value? {
        let p = Int(truncatingIfNeeded: id >> UInt64(Self.pageBits))
        guard id >> 62 == 0, p < Self.maxPages else {
            guard let v = overflow.removeValue(forKey: id) else { return nil }
            count -= 1
            return v
        }
        let i = Int(id) & (Self.pageSize - 1)
        guard p < pages.count, !pages[p].isEmpty, pages[p][i] != nil else { return nil }
        var out: Value? = nil
        swap(&out, &pages[p][i])
        live[p] -= 1
        count -= 1
        if live[p] == 0 { pages[p] = [] }
        return out
    }

    /// `body` applied to `id`'s value, read in place (no copy: a value holding arrays is
    /// not retained and released just to read one field); nil when `id` has no value.
    func read<R>(_ id: NodeID, _ body: (borrowing Value) -> R) -> R? {
        let p = Int(truncatingIfNeeded: id >> UInt64(Self.pageBits))
        guard id >> 62 == 0, p < Self.maxPages else { return overflow[id].map { body($0) } }
        let i = Int(id) & (Self.pageSize - 1)
        guard p < pages.count, !pages[p].isEmpty, pages[p][i] != nil else { return nil }
        return body(pages[p][i]!)
    }

    /// Whether `id` has a value (the value is not copied).
    func contains(_ id: NodeID) -> Bool { read(id) { _ in true } ?? false }

    /// Every (id, value) pair, in increasing id order (overflow ids last).
    var entries: [(NodeID, Value)] {
        var out: [(NodeID, Value)] = []
        out.reserveCapacity(count)
        for (p, page) in pages.enumerated() where !page.isEmpty {
            for (i, v) in page.enumerated() {
                if let v { out.append((NodeID(p << Self.pageBits + i), v)) }
            }
        }
        out.append(contentsOf: overflow.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return out
    }

    /// Slots allocated (live pages × page size): for memory tests.
    var allocatedSlots: Int { pages.reduce(0) { $0 + $1.count } }
}
