// The items of a committed frame, stored in fixed-size chunks that successive frames
// share. A commit that only repaints a few nodes (a row selected in a 10,000-row list)
// copies the chunks holding those nodes, not the frame: the previous frame stays intact
// for the backend and the session that still hold it, and the cost of the commit no longer
// grows with the length of the list. Damage between two frames skips the chunks they
// share for the same reason.
import TrellisProtocol

/// A random-access collection of ``CommittedFrame/Item``s with value semantics, stored in
/// chunks of ``chunkSize`` items that copies of the collection share until one of them
/// writes to a chunk (copy-on-write per chunk, not per collection).
///
/// Use it like an array: index it from 0, iterate it, `map` it, edit items in place.
/// Editing one item of a shared collection copies one chunk and the chunk list, never the
/// other items.
public struct FrameItems: Sendable {
    /// How many items a chunk holds (every chunk but the last is full).
    public static let chunkSize = 1 << chunkShift
    @usableFromInline static let chunkShift = 8
    @usableFromInline static let chunkMask = chunkSize - 1

    /// A run of items. Only ever mutated while uniquely referenced (checked before every
    /// write, including its count below), so sharing it between frames, and the threads
    /// that draw them, is safe.
    @usableFromInline final class Chunk: @unchecked Sendable {
        // Read on every item access: release builds skip the runtime's exclusivity check
        // (a chunk is written only while uniquely referenced, so no access overlaps a
        // write), which was a tenth of building a spliced frame; debug builds keep it.
        #if DEBUG
        @usableFromInline var items: ContiguousArray<CommittedFrame.Item>
        #else
        @exclusivity(unchecked) @usableFromInline var items: ContiguousArray<CommittedFrame.Item>
        #endif
        /// How many items spread beyond their frames (`spreads`), kept with every write.
        @usableFromInline var spreading: Int
        /// Where the chunk's items can be hit, kept with every write (`HitBounds`).
        @usableFromInline var hitBounds: HitBounds

        init(_ items: ContiguousArray<CommittedFrame.Item>, spreading: Int, hitBounds: HitBounds) {
            self.items = items
            self.spreading = spreading
            self.hitBounds = hitBounds
        }
        init(reserving n: Int) {
            items = []
            items.reserveCapacity(n)
            spreading = 0
            hitBounds = HitBounds()
        }
    }

    /// A rectangle holding every point at which some item of a chunk can be hit (see
    /// `hitEdges`): a tap scans only the chunks whose bounds hold it, so a tap on a
    /// 10,000-row list reads ~300 bounds and a chunk or two of items, not 80,000 items.
    /// Grown with every write and never shrunk until the chunk is built again: a bound
    /// may be larger than it needs to be, never smaller.
    @usableFromInline struct HitBounds: Sendable {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity

        @usableFromInline init() {}

        @usableFromInline mutating func add(_ item: CommittedFrame.Item) {
            guard let e = FrameItems.hitEdges(item) else { return }
            minX = Swift.min(minX, e.x0)
            minY = Swift.min(minY, e.y0)
            maxX = Swift.max(maxX, e.x1)
            maxY = Swift.max(maxY, e.y1)
        }

        func contains(_ p: WirePoint) -> Bool { p.x >= minX && p.y >= minY && p.x <= maxX && p.y <= maxY }
    }

    /// Whether `item` can be hit at all: content that is drawn (text, shapes, images,
    /// text fields) and not fully transparent.
    @usableFromInline static func isHittable(_ item: CommittedFrame.Item) -> Bool {
        switch item.kind {
        case .text, .shape, .image, .textField: return item.opacity > 0
        default: return false
        }
    }

    /// `isHittable`, or (with `shapes`) an effect with a `contentShape`: looked for only
    /// when some node has one, so a tap in a tree without any reads no effect's properties.
    @inline(__always) static func isHittable(_ item: CommittedFrame.Item, shapes: Bool) -> Bool {
        if isHittable(item) { return true }
        return shapes && item.kind == .effect && item.opacity > 0 && item.contentShape != nil
    }

    /// Whether `point` lies where `item` is hit: its frame, or the part of it that its
    /// `contentShape` covers.
    /// Drawn through a transform (rotation, scale, a 3-D rotation's projection), the item
    /// is hit where it is drawn: the point is taken back through the transform first.
    @usableFromInline static func hits(_ item: CommittedFrame.Item, _ point: WirePoint) -> Bool {
        var p = point
        if let t = item.transform {
            guard let back = t.inverted() else { return false }
            p = back.apply(point)
        }
        // Only effects carry a content shape: content is hit by its frame, read from a
        // stored field (no property lookup for the hundreds of items a tap passes over).
        guard item.kind == .effect, let shape = item.contentShape else { return NodeStore.contains(item.frame, p) }
        return HitShape.contains(shape, item.frame, p)
    }

    /// The edges of where a hittable `item` can be hit: its frame within its clip, as the
    /// hit test compares them (`x0 <= x < x1`), so a bound built from them holds every
    /// point the hit test accepts. Nil when the item cannot be hit.
    @usableFromInline static func hitEdges(_ item: CommittedFrame.Item) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard isHittable(item) else { return nil }
        let f = item.transform.map { $0.boundingBox(of: item.frame) } ?? item.frame
        var e = (x0: f.x, y0: f.y, x1: f.x + f.width, y1: f.y + f.height)
        if let c = item.clip {
            e = (Swift.max(e.x0, c.x), Swift.max(e.y0, c.y), Swift.min(e.x1, c.x + c.width), Swift.min(e.y1, c.y + c.height))
        }
        return e.x1 > e.x0 && e.y1 > e.y0 ? e : nil
    }

    /// Whether `item`'s drawing reaches beyond its frame in a way that depends on what
    /// precedes it (a transform, or a group effect: shadow, blur, mask): damage is then
    /// not local to changed items.
    @usableFromInline static func spreads(_ item: CommittedFrame.Item) -> Int {
        item.transform != nil || item.needsGroup ? 1 : 0
    }

    @usableFromInline var chunks: ContiguousArray<Chunk>
    public private(set) var count: Int

    /// No items.
    public init() {
        chunks = []
        count = 0
    }

    /// The items of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == CommittedFrame.Item {
        self.init()
        var b = Builder()
        for e in elements { b.append(e) }
        self = b.finish()
    }

    /// Adds `item` at the end.
    public mutating func append(_ item: consuming CommittedFrame.Item) {
        if count & Self.chunkMask == 0 {
            chunks.append(Chunk(reserving: Self.chunkSize))
        } else {
            uniqueChunk(chunks.count - 1)
        }
        chunks[chunks.count - 1].spreading += Self.spreads(item)
        chunks[chunks.count - 1].hitBounds.add(item)
        chunks[chunks.count - 1].items.append(item)
        count += 1
    }

    /// Builds a collection item by item, filling each chunk's storage before handing it
    /// over (no uniqueness check or chunk lookup per item): how a frame is built.
    public struct Builder {
        var items = FrameItems()
        var run = ContiguousArray<CommittedFrame.Item>()
        var runSpreading = 0
        var runHitBounds = HitBounds()

        /// `capacity`: the number of items expected (sizes the chunk list).
        public init(capacity: Int = 0) {
            items.reserveCapacity(capacity)
            run.reserveCapacity(FrameItems.chunkSize)
        }

        /// The number of items appended so far (the index of the next one).
        public var count: Int { items.count + run.count }

        public mutating func append(_ item: consuming CommittedFrame.Item) {
            runSpreading += FrameItems.spreads(item)
            runHitBounds.add(item)
            run.append(item)
            if run.count == FrameItems.chunkSize { flush() }
        }

        /// Appends the items `source[range]`. A whole chunk of `source` that lands where
        /// it was (this builder is at that chunk's first index) is shared, not copied: a
        /// frame spliced from the previous one after a structural change copies only the
        /// chunks around what changed.
        public mutating func append(from source: FrameItems, _ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                if run.isEmpty, i == items.count, i & FrameItems.chunkMask == 0,
                   i + FrameItems.chunkSize <= range.upperBound,
                   case let c = i >> FrameItems.chunkShift, source.chunks[c].items.count == FrameItems.chunkSize {
                    items.chunks.append(source.chunks[c])
                    items.count += FrameItems.chunkSize
                    i += FrameItems.chunkSize
                } else {
                    append(source[i])
                    i += 1
                }
            }
        }

        private mutating func flush() {
            items.chunks.append(Chunk(run, spreading: runSpreading, hitBounds: runHitBounds))
            items.count += run.count
            run = []
            runSpreading = 0
            runHitBounds = HitBounds()
            run.reserveCapacity(FrameItems.chunkSize)
        }

        /// The items appended, in order.
        public mutating func finish() -> FrameItems {
            if !run.isEmpty {
                items.chunks.append(Chunk(run, spreading: runSpreading, hitBounds: runHitBounds))
                items.count += run.count
                run = []
            }
            return items
        }
    }

    /// Reserves room for `n` items in the chunk list (chunks are allocated full-size).
    public mutating func reserveCapacity(_ n: Int) {
        chunks.reserveCapacity((n + Self.chunkMask) >> Self.chunkShift)
    }

    /// Makes chunk `c` referenced only by this collection, copying it if it is shared.
    @usableFromInline mutating func uniqueChunk(_ c: Int) {
        if !isKnownUniquelyReferenced(&chunks[c]) {
            chunks[c] = Chunk(chunks[c].items, spreading: chunks[c].spreading, hitBounds: chunks[c].hitBounds)
        }
    }

    /// Calls `body` with each run of contiguous items in order, and the index of its first
    /// item: the fast way to read every item without copying any.
    public func forEachRun(_ body: (Int, UnsafeBufferPointer<CommittedFrame.Item>) throws -> Void) rethrows {
        for (c, chunk) in chunks.enumerated() {
            try chunk.items.withUnsafeBufferPointer { try body(c << Self.chunkShift, $0) }
        }
    }

    /// Whether this collection and `other` share the storage of the run (chunk) holding
    /// item `index`: if so, those items are identical in both, whatever changed elsewhere.
    func sharesRun(with other: FrameItems, at index: Int) -> Bool {
        let c = index >> Self.chunkShift
        return c < chunks.count && c < other.chunks.count && chunks[c] === other.chunks[c]
    }

    /// What `accept` makes of the topmost (last) hittable item whose frame and clip hold
    /// `point` and that it accepts (returns non-nil for), or nil: chunks whose bounds do
    /// not hold the point are skipped.
    /// With `shapes`, effects with a `contentShape` can be hit too; their area is not in
    /// the chunks' bounds, so no chunk is skipped then.
    func lastHit<T>(at point: WirePoint, shapes: Bool = false, _ accept: (CommittedFrame.Item) -> T?) -> T? {
        var c = chunks.count - 1
        while c >= 0 {
            defer { c -= 1 }
            let chunk = chunks[c]
            guard shapes || chunk.hitBounds.contains(point) else { continue }
            var j = chunk.items.count - 1
            while j >= 0 {
                defer { j -= 1 }
                // The common case (content, no transform) reads the kind, opacity and
                // frame fields alone; a transformed item or an effect's shape takes the
                // general test.
                if Self.isHittable(chunk.items[j]) {
                    if chunk.items[j].transform == nil {
                        guard NodeStore.contains(chunk.items[j].frame, point) else { continue }
                    } else {
                        guard Self.hits(chunk.items[j], point) else { continue }
                    }
                } else {
                    guard shapes, Self.isHittable(chunk.items[j], shapes: true), Self.hits(chunk.items[j], point) else { continue }
                }
                guard chunk.items[j].clip.map({ NodeStore.contains($0, point) }) ?? true,
                      let hit = accept(chunk.items[j]) else { continue }
                return hit
            }
        }
        return nil
    }

    /// Whether any item has a transform or needs an offscreen group (shadow, blur, mask):
    /// each chunk counts its own, so this reads one count per chunk.
    var hasSpreadingEffects: Bool { chunks.contains { $0.spreading > 0 } }
}

extension FrameItems: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias SubSequence = Slice<FrameItems>
    public typealias Indices = Range<Int>

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> CommittedFrame.Item {
        _read {
            precondition(position >= 0 && position < count, "FrameItems index out of range")
            yield chunks[position >> Self.chunkShift].items[position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "FrameItems index out of range")
            let c = position >> Self.chunkShift
            uniqueChunk(c)
            let j = position & Self.chunkMask
            let before = Self.spreads(chunks[c].items[j])
            // Also when the caller's access ends early: the count and bounds follow the item.
            defer {
                chunks[c].spreading += Self.spreads(chunks[c].items[j]) - before
                chunks[c].hitBounds.add(chunks[c].items[j])
            }
            yield &chunks[c].items[j]
        }
    }

    public subscript(bounds: Range<Int>) -> Slice<FrameItems> {
        get { Slice(base: self, bounds: bounds) }
        set {
            precondition(newValue.count == bounds.count, "FrameItems: a slice assignment must keep the count")
            for (i, item) in zip(bounds, newValue) { self[i] = item }
        }
    }

    /// Iterates chunk by chunk: the current run is held, so an item costs an index
    /// check and its copy (no per-item division or retain of the run).
    public struct Iterator: IteratorProtocol {
        let chunks: ContiguousArray<Chunk>
        var nextChunk = 0
        var run: ContiguousArray<CommittedFrame.Item> = []
        var k = 0

        init(chunks: ContiguousArray<Chunk>) { self.chunks = chunks }

        public mutating func next() -> CommittedFrame.Item? {
            if k < run.count {
                defer { k += 1 }
                return run[k]
            }
            while nextChunk < chunks.count {
                run = chunks[nextChunk].items
                nextChunk += 1
                if !run.isEmpty {
                    k = 1
                    return run[0]
                }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(chunks: chunks) }
}

extension FrameItems: RangeReplaceableCollection {
    /// Rebuilds the chunks from the edited items: O(count). Frames are edited this way
    /// only by the animator (inserting ghosts of removed subtrees), never per commit.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == CommittedFrame.Item {
        var all = ContiguousArray(self)
        all.replaceSubrange(subrange, with: newElements)
        self = FrameItems(all)
    }

    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        chunks.removeAll(keepingCapacity: keepCapacity)
        count = 0
    }
}

extension FrameItems: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: CommittedFrame.Item...) { self.init(elements) }
}
