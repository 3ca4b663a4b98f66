// `trellis bench protocol`: encode/decode throughput of the wire codec on a realistic
// op stream (release build only; see scripts/bench).
import CMallocCounter
import Foundation
import TrellisProtocol

/// Builds a 10,000-row list (each row an HStack of Text, Text and a Button, the Button
/// lowered to a tappable effect node around its label Text), commits it, then updates
/// every 10th row in a second transaction; measures encoding and decoding that stream.
enum ProtocolBenchmark {
    static func run(scale: Double) {
        let rows = max(1, Int(10_000 * scale))
        let ops = opStream(rows: rows)
        var encoder = FrameEncoder(capacity: 1 << 16)
        for op in ops { encoder.encode(op) }   // one call per message: the reference bytes
        let bytes = encoder.bytes
        print("protocol: \(rows) rows -> \(ops.count) ops, \(bytes.count) bytes "
            + "(\(String(format: "%.1f", Double(bytes.count) / Double(ops.count))) B/op)")

        let encode = measure { () -> Int in
            encoder.reset()
            encoder.encode(contentsOf: ops)   // as a client sends a batch
            return encoder.count
        }
        // The measured batch path must write exactly the reference bytes.
        precondition(encoder.bytes == bytes, "encode(contentsOf:) wrote other bytes than encode(_:) per message")
        report("encode", ops: ops.count, bytes: bytes.count, encode)

        var checksum = 0
        let decode = measureDecode(bytes, messages: ops.count)
        report("decode", ops: ops.count, bytes: bytes.count, decode)
        // Decoding by kind of message: where the stream's time goes (a create with
        // properties costs several inserts; a text over 15 bytes is a String allocation).
        decodeKind("insert", ops) { if case .insert = $0 { true } else { false } }
        decodeKind("create, 1 property", ops) { if case .create(_, _, let p) = $0 { p.count == 1 } else { false } }
        decodeKind("create, text <= 15 B", ops) {
            if case .create(_, _, let p) = $0, case .text(let t)? = p.first { t.utf8.count <= 15 } else { false }
        }
        decodeKind("create, text > 15 B", ops) {
            if case .create(_, _, let p) = $0, case .text(let t)? = p.first { t.utf8.count > 15 } else { false }
        }
        checksum &+= encoder.count
        if checksum == 42 { print("") }   // keeps the work observable
    }

    /// Decodes the messages of `ops` that `keep` selects, as one stream.
    static func decodeKind(_ name: String, _ ops: [ClientMessage], _ keep: (ClientMessage) -> Bool) {
        let part = ops.filter(keep)
        var encoder = FrameEncoder(capacity: 1 << 16)
        encoder.encode(contentsOf: part)
        report("  decode \(name)", ops: part.count, bytes: encoder.count, measureDecode(encoder.bytes, messages: part.count))
    }

    /// Decodes `bytes` (`messages` messages) as the daemon does, in socket-sized reads.
    static func measureDecode(_ bytes: [UInt8], messages: Int) -> (seconds: Double, allocations: UInt64) {
        measure { () -> Int in
            var decoder = ClientMessageDecoder()
            var n = 0
            var offset = 0
            bytes.withUnsafeBytes { raw in
                while offset < raw.count {
                    let end = min(raw.count, offset + 65_536)
                    decoder.append(UnsafeRawBufferPointer(rebasing: raw[offset ..< end]))
                    offset = end
                    do {
                        while let m = try decoder.next() { n &+= Int(m.opcode) }
                    } catch {
                        fatalError("benchmark stream failed to decode: \(error)")
                    }
                }
            }
            precondition(decoder.messageCount == UInt64(messages))
            return n
        }
    }

    /// Runs `body` repeatedly for about a second of CPU time (at least 3 times) and
    /// returns the best run's thread CPU time: "per core" throughput that other processes
    /// competing for the same cores do not distort the way wall-clock time would. Also
    /// the fewest heap allocations any run made (warm runs; the first may grow buffers).
    static func measure(_ body: () -> Int) -> (seconds: Double, allocations: UInt64) {
        var best = Double.infinity
        var fewest = UInt64.max
        var total = 0.0
        var runs = 0
        var sink = 0
        while runs < 3 || total < 1.0 {
            let a0 = trellis_malloc_count()
            let start = clockSeconds(CLOCK_THREAD_CPUTIME_ID)
            sink &+= body()
            let t = clockSeconds(CLOCK_THREAD_CPUTIME_ID) - start
            fewest = min(fewest, trellis_malloc_count() - a0)
            best = min(best, t)
            total += t
            runs += 1
        }
        if sink == 1 { print("") }
        return (best, fewest)
    }


    static func report(_ what: String, ops: Int, bytes: Int, _ m: (seconds: Double, allocations: UInt64)) {
        let opsPerSec = Double(ops) / m.seconds
        let mbPerSec = Double(bytes) / m.seconds / 1e6
        let allocs = trellis_malloc_counting() == 1
            ? String(format: "%.3f allocations/op", Double(m.allocations) / Double(ops)) : "allocations not counted"
        print("  \(what): \(String(format: "%6.2f", opsPerSec / 1e6)) M ops/s  "
            + "\(String(format: "%7.1f", mbPerSec)) MB/s  \(allocs)  "
            + "(best run: \(String(format: "%.2f", m.seconds * 1e3)) ms thread CPU time)")
    }

    static func opStream(rows: Int) -> [ClientMessage] {
        var ops: [ClientMessage] = [.begin(txn: 1),
                                    .create(id: 1, kind: .vstack, props: [.spacing(0), .alignment(.leading)])]
        let blue = WireColor(r: 0, g: 122, b: 255)
        func ids(_ row: Int) -> (stack: NodeID, title: NodeID, detail: NodeID, button: NodeID, label: NodeID) {
            let base = NodeID(row) * 5 + 2
            return (base, base + 1, base + 2, base + 3, base + 4)
        }
        for row in 0 ..< rows {
            let n = ids(row)
            ops.append(.create(id: n.stack, kind: .hstack, props: [.spacing(8)]))
            ops.append(.create(id: n.title, kind: .text, props: [.text("Row \(row)"), .fontSize(17)]))
            ops.append(.create(id: n.detail, kind: .text, props: [.text("Detail for item \(row)"),
                                                                  .foreground(WireColor(r: 128, g: 128, b: 128))]))
            ops.append(.create(id: n.button, kind: .effect, props: [.tappable(true)]))
            ops.append(.create(id: n.label, kind: .text, props: [.text("Delete"), .foreground(blue)]))
            ops.append(.insert(parent: n.stack, child: n.title, index: 0))
            ops.append(.insert(parent: n.stack, child: n.detail, index: 1))
            ops.append(.insert(parent: n.button, child: n.label, index: 0))
            ops.append(.insert(parent: n.stack, child: n.button, index: 2))
            ops.append(.insert(parent: 1, child: n.stack, index: UInt32(row)))
        }
        ops.append(.setRoot(id: 1))
        ops.append(.commit(txn: 1))
        ops.append(.begin(txn: 2))
        for row in stride(from: 0, to: rows, by: 10) {
            let n = ids(row)
            ops.append(.update(id: n.title, props: [.text("Row \(row) (edited)")]))
            ops.append(.update(id: n.detail, props: [.text("Detail for item \(row), changed")]))
        }
        ops.append(.commit(txn: 2))
        return ops
    }
}
