// The last measurement of each text node, by slot.
//
// Placing a text right after sizing it for the same proposal must not measure it again,
// so each text node keeps its last proposal and metrics. A dictionary keyed by slot made
// that a hash insert per measurement and a hash removal per destroyed text: ~8 % of laying
// out a new 10,000-row list and a visible part of clearing it. Here a slot holds an index
// into a pool of entries (4 bytes per slot; entries only for text nodes that were
// measured), and a freed entry is reused by the next text.
struct TextMeasureCache {
    private var ref: [Int32] = []
    private var entries: [(proposal: Proposal, metrics: TextMetrics)] = []
    private var free: [Int32] = []

    /// Room for `n` slots (`NodeStore.reserveCapacity(forNewNodes:)`).
    mutating func reserveCapacity(_ n: Int) {
        ref.reserveCapacity(growingTo: n)
    }

    /// A slot was added to the store (slots are reused after `self[s] = nil`).
    mutating func slotAdded() { ref.append(-1) }

    /// Slot `s`'s last measurement and its proposal, or nil; assigning nil frees it.
    subscript(s: Int32) -> (proposal: Proposal, metrics: TextMetrics)? {
        get {
            let k = ref[Int(s)]
            return k < 0 ? nil : entries[Int(k)]
        }
        set {
            let k = ref[Int(s)]
            guard let value = newValue else {
                if k >= 0 {
                    entries[Int(k)].metrics.lines = []   // the strings go now, not at reuse
                    free.append(k)
                    ref[Int(s)] = -1
                }
                return
            }
            if k >= 0 {
                entries[Int(k)] = value
            } else if let f = free.popLast() {
                entries[Int(f)] = value
                ref[Int(s)] = f
            } else {
                ref[Int(s)] = Int32(entries.count)
                entries.append(value)
            }
        }
    }
}
