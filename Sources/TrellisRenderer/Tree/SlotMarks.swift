/// A set of a node store's slots, marked since the last frame: marking and membership
/// are O(1) and clearing costs the number marked, not the number of slots (a frame
/// after a one-row change must not touch 80,000 flags).
struct SlotMarks {
    /// Per slot: marked or not.
    private var marked: [Bool] = []
    /// The marked slots, in the order they were marked.
    private(set) var slots: [Int32] = []

    /// How many slots were marked (a slot reset and marked again counts twice).
    var count: Int { slots.count }

    subscript(s: Int32) -> Bool { marked[Int(s)] }

    /// Marks `s`; false when it already was.
    @discardableResult
    mutating func mark(_ s: Int32) -> Bool {
        guard !marked[Int(s)] else { return false }
        marked[Int(s)] = true
        slots.append(s)
        return true
    }

    /// Room for `n` slots (`NodeStore.reserveCapacity(forNewNodes:)`).
    mutating func reserveCapacity(_ n: Int) {
        marked.reserveCapacity(growingTo: n)
    }

    /// A slot was added to the store (unmarked).
    mutating func slotAdded() { marked.append(false) }

    /// Slot `s` now holds another node: it starts unmarked.
    mutating func reset(_ s: Int32) { marked[Int(s)] = false }

    /// Unmarks every slot.
    mutating func clear() {
        for s in slots { marked[Int(s)] = false }
        slots.removeAll(keepingCapacity: true)
    }
}
