// The ops of an open transaction, held until its commit (S24).
//
// Why not an Array: creating 10,000 rows stages ~180,000 ops. An array grows by
// doubling, copying everything staged so far each time (and touching fresh pages for
// every copy), and the commit's `for op in staged` copies each op again (retaining its
// property list) before the array is freed. Here ops go into fixed-size blocks that are
// never moved, and the commit moves each op out exactly once.
import TrellisProtocol

/// A first-in, first-out list of staged ops in fixed-size blocks.
final class StagedOps {
    /// Ops per block: 2,048 ops of ~48 bytes stay under malloc's default mmap
    /// threshold, so blocks come from (and go back to) the heap, not fresh mappings.
    static let blockSize = 2048

    private var blocks: [UnsafeMutablePointer<ClientMessage>] = []
    /// Ops staged and not yet taken.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds `op` at the end.
    func append(_ op: consuming ClientMessage) {
        let b = count / Self.blockSize
        if b == blocks.count { blocks.append(.allocate(capacity: Self.blockSize)) }
        (blocks[b] + count % Self.blockSize).initialize(to: op)
        count += 1
    }

    /// Hands every op to `body` in order, moving it out (not copied), and leaves the
    /// list empty. The blocks are taken first, so an op staged meanwhile starts a new
    /// list instead of landing among unread ones. One block is kept for the next
    /// transaction; the rest are freed.
    func drain(_ body: (consuming ClientMessage) -> Void) {
        let taken = blocks
        var left = count
        blocks = []
        count = 0
        for block in taken {
            let k = min(Self.blockSize, left)
            for j in 0 ..< k { body((block + j).move()) }
            left -= k
        }
        for (i, block) in taken.enumerated() {
            if i == 0 && blocks.isEmpty { blocks.append(block) } else { block.deallocate() }
        }
    }

    /// Drops every op (a transaction that never commits).
    func removeAll() {
        var left = count
        for block in blocks where left > 0 {
            let k = min(Self.blockSize, left)
            block.deinitialize(count: k)
            left -= k
        }
        count = 0
        releaseBlocks(keeping: 1)
    }

    private func releaseBlocks(keeping kept: Int) {
        guard blocks.count > kept else { return }
        for block in blocks[kept...] { block.deallocate() }
        blocks.removeLast(blocks.count - kept)
    }

    deinit {
        removeAll()
        for block in blocks { block.deallocate() }
    }
}
