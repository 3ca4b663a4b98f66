// `trellis bench daemon`: the daemon's own costs (release build only; see scripts/bench).
// In process: validating and staging ops, and whole commits (apply, layout, draw,
// lifecycle events) through `Compositor` with the headless backend. Over a real socket:
// trellisd's start-up time and the round trip of sync and of a one-update commit.
import Foundation
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer
import TrellisSocket
import TrellisTesting

enum DaemonBenchmark {
    static func run(scale: Double) {
        let rows = max(1, Int(10_000 * scale))
        inProcess(rows: rows)
        inProcess(rows: max(1, rows / 10))
        overSocket(rows: rows)
    }

    /// A root VStack of `rows` HStacks, each [Text, Text, fixed-size shape]: 4 nodes per row + 1.
    static func listOps(rows: Int) -> [ClientMessage] {
        var ops: [ClientMessage] = [.begin(txn: 1), .create(id: 1, kind: .vstack, props: [.spacing(0)])]
        ops.reserveCapacity(rows * 8 + 4)
        for r in 0..<rows {
            let base = NodeID(10 + r * 10)
            ops.append(.create(id: base, kind: .hstack, props: []))
            ops.append(.create(id: base + 1, kind: .text, props: [.text("row \(r)")]))
            ops.append(.create(id: base + 2, kind: .text, props: [.text("detail")]))
            ops.append(.create(id: base + 3, kind: .frame, props: [.width(20), .height(20)]))
            ops.append(.insert(parent: base, child: base + 1, index: 0))
            ops.append(.insert(parent: base, child: base + 2, index: 1))
            ops.append(.insert(parent: base, child: base + 3, index: 2))
            ops.append(.insert(parent: 1, child: base, index: UInt32(r)))
        }
        ops.append(.setRoot(id: 1))
        ops.append(.commit(txn: 1))
        return ops
    }

    static func hello() -> ClientMessage { RawSession.hello() }

    static func encode(_ ops: [ClientMessage]) -> [UInt8] { RawSession.encode(ops) }

    static func inProcess(rows: Int) {
        let ops = listOps(rows: rows)
        let build = encode(ops)
        let nodes = rows * 4 + 1
        // Build: decode, validate, stage, apply, layout, draw, report.
        var buildBest = Double.infinity
        var layout: UInt32 = 0, draw: UInt32 = 0
        for _ in 0..<3 {
            let backend = HeadlessBackend(framesKeptPerSurface: 1)
            let c = Compositor(backend: backend)
            let s = c.openSession()
            _ = feed(c, encode([hello()]), s)
            let t0 = now()
            let out = feed(c, build, s)
            buildBest = min(buildBest, now() - t0)
            markTimeline("daemon build", seconds: now() - t0)
            (layout, draw) = committedTimes(out)
        }
        print(String(format: "daemon in-process, %d rows (%d nodes): build %.1f ms = %.2f µs/op over %d ops (layout %.1f ms, headless draw %.1f ms)",
                     rows, nodes, buildBest * 1e3, buildBest * 1e6 / Double(ops.count), ops.count,
                     Double(layout) / 1e3, Double(draw) / 1e3))

        // One text update per transaction, 200 transactions.
        let backend = HeadlessBackend(framesKeptPerSurface: 1)
        let c = Compositor(backend: backend)
        let s = c.openSession()
        _ = feed(c, encode([hello()]) + build, s)
        var samples: [Double] = []
        var lay: [Double] = [], drw: [Double] = []
        for i in 0..<200 {
            let row = NodeID(10 + (i * 7919 % rows) * 10)
            // The ack of the previous frame first, as a client does: without it frame
            // credit (4 frames) would stop drawing after the fourth commit.
            let bytes = encode([.ack(serial: UInt64(i + 1)), .begin(txn: UInt64(i + 2)),
                                .update(id: row + 1, props: [.text("changed \(i)")]), .commit(txn: UInt64(i + 2))])
            let t0 = now()
            let out = feed(c, bytes, s)
            samples.append(now() - t0)
            let (l, d) = committedTimes(out)
            lay.append(Double(l)); drw.append(Double(d))
        }
        print(String(format: "  one-update commit: median %.1f µs total (layout %.0f µs, headless draw %.0f µs; the rest is apply + events)",
                     median(samples) * 1e6, median(lay), median(drw)))
        // A colour-only change (a row selected): the previous frame is reused, O(changed).
        var colour: [Double] = []
        for i in 0..<200 {
            let txn = UInt64(202 + i), row = NodeID(10 + (i * 7919 % rows) * 10)
            let bytes = encode([.ack(serial: txn - 1), .begin(txn: txn),
                                .update(id: row + 1, props: [.foreground(WireColor(r: UInt8(i % 256), g: 0, b: 0))]),
                                .commit(txn: txn)])
            let t0 = now()
            _ = feed(c, bytes, s)
            colour.append(now() - t0)
        }
        print(String(format: "  one-colour commit (a row selected): median %.1f µs total", median(colour) * 1e6))
        // A tap on the surface's centre (a row in the middle of the list): the hit test
        // reads the committed frame from the top down, skipping chunks of items whose hit
        // bounds do not hold the point.
        var taps: [Double] = []
        let tree = c.renderTree(of: s)!
        for _ in 0..<200 {
            let t0 = now()
            _ = tree.hitTest(WirePoint(x: 200, y: 300))
            taps.append(now() - t0)
        }
        print(String(format: "  hit test of a tap on a row: median %.1f µs", median(taps) * 1e6))
        // Every 10th row's text changed in one transaction (jsfb's "update every 10th").
        var tenth: [Double] = []
        for i in 0..<benchRepeats("TRELLIS_BENCH_TENTHS", 20) {
            let txn = UInt64(402 + i)
            let updates = stride(from: 0, to: rows, by: 10).map {
                ClientMessage.update(id: NodeID(10 + $0 * 10) + 1, props: [.text("row \($0) !!! \(i)")])
            }
            let bytes = encode([.ack(serial: txn - 1), .begin(txn: txn)] + updates + [.commit(txn: txn)])
            let t0 = now()
            _ = feed(c, bytes, s)
            tenth.append(now() - t0)
        }
        print(String(format: "  every-10th-row text commit (%d updates): median %.2f ms total",
                     (rows + 9) / 10, median(tenth) * 1e3))
        guard rows > 3 else { return }
        // Swap rows 1 and rows-2 (two moves, as the client sends for a swap): a structural
        // commit, so the frame is built again.
        var order = (0..<rows).map { NodeID(10 + $0 * 10) }
        var swaps: [Double] = []
        for i in 0..<benchRepeats("TRELLIS_BENCH_SWAPS", 50) {
            let txn = UInt64(402 + tenth.count + i), a = 1, b = rows - 2
            let (ra, rb) = (order[a], order[b])
            order.swapAt(a, b)
            let bytes = encode([.ack(serial: txn - 1), .begin(txn: txn),
                                .move(parent: 1, child: rb, index: UInt32(a)), .move(parent: 1, child: ra, index: UInt32(b)),
                                .commit(txn: txn)])
            let t0 = now()
            _ = feed(c, bytes, s)
            swaps.append(now() - t0)
        }
        print(String(format: "  swap-two-rows commit: median %.1f µs total", median(swaps) * 1e6))
        // Clear: every row destroyed in one transaction, as the client sends it.
        let txn = UInt64(402 + tenth.count + swaps.count)
        let clear = encode([.ack(serial: txn - 1), .begin(txn: txn)] + order.map { .destroy(id: $0) } + [.commit(txn: txn)])
        c.reclaimMemory()
        let t0 = now()
        _ = feed(c, clear, s)
        let answered = now() - t0
        markTimeline("daemon clear", seconds: answered)
        // trellisd frees the destroyed nodes' memory after writing the answer, a slice per
        // loop turn (DeferredFrees.swift): timed apart.
        let f0 = now()
        c.reclaimMemory()
        print(String(format: "  clear commit (%d rows destroyed): %.1f ms; freeing their memory after the answer: %.1f ms",
                     rows, answered * 1e3, (now() - f0) * 1e3))
        // The list built again in the same session, as an app does after a clear: the
        // freed slots, size-cache blocks and text measurements are reused.
        let again = ops.filter { op in   // the rows only: the list node and the root stay
            switch op {
            case .begin, .commit, .setRoot, .create(1, _, _): return false
            default: return true
            }
        }
        let rebuild = encode([.ack(serial: txn), .begin(txn: txn + 1)] + again + [.commit(txn: txn + 1)])
        let t1 = now()
        let out = feed(c, rebuild, s)
        let (l, _) = committedTimes(out)
        print(String(format: "  rebuild after the clear: %.1f ms (layout %.1f ms)", (now() - t1) * 1e3, Double(l) / 1e3))
    }

    /// Receives `bytes` and keeps resuming the session (as trellisd does on later loop
    /// turns) until it handled them all; returns all its output.
    static func feed(_ c: Compositor, _ bytes: [UInt8], _ s: SessionID) -> [UInt8] {
        c.receive(bytes, from: s)
        var out = c.takeOutput(for: s)
        while c.hasBufferedInput(s) {
            c.resume(s)
            out += c.takeOutput(for: s)
        }
        return out
    }

    static func committedTimes(_ bytes: [UInt8]) -> (UInt32, UInt32) {
        var d = DaemonEventDecoder(maxFrameSize: 1 << 26)
        d.append(contentsOf: bytes)
        while let e = try? d.next() {
            if case .committed(_, let l, let dr) = e { return (l, dr) }
        }
        return (0, 0)
    }

    // MARK: over a socket

    static func overSocket(rows: Int) {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("trellisd").path
        guard FileManager.default.isExecutableFile(atPath: bin) else {
            print("daemon over socket: skipped (no trellisd next to trellis; build it with -c release)")
            return
        }
        var starts: [Double] = []
        for _ in 0..<5 {
            let t0 = now()
            guard let d = try? startDaemon(bin) else { print("cannot start trellisd"); return }
            starts.append(now() - t0)
            _ = try? d.stop(signal: SIGTERM)
        }
        print(String(format: "trellisd start-up to readiness line: median %.1f ms (5 runs)", median(starts) * 1e3))

        guard let d = try? startDaemon(bin), let fd = try? unixConnect(path: d.socketPath) else { return }
        defer { close(fd); _ = try? d.stop(signal: SIGTERM) }
        var dec = DaemonEventDecoder(maxFrameSize: 1 << 26)
        func roundTrip(_ bytes: [UInt8], until done: (DaemonEvent) -> Bool) {
            bytes.withUnsafeBytes { _ = write(fd, $0.baseAddress!, $0.count) }
            var buf = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                while let e = try? dec.next() { if done(e) { return } }
                let n = read(fd, &buf, buf.count)
                if n <= 0 { return }
                dec.append(contentsOf: buf[..<n])
            }
        }
        roundTrip(encode([hello()]), until: { if case .welcome = $0 { true } else { false } })
        // Frames are acknowledged as a real client does (with the next message): past
        // `maxUnackedFrames` the daemon would hold them.
        var lastSerial: UInt64 = 0
        func frameDone(_ e: DaemonEvent) -> Bool {
            if case .frameDone(let s, _) = e { lastSerial = s; return true }
            return false
        }
        roundTrip(encode(listOps(rows: rows)), until: frameDone)
        var syncs: [Double] = []
        for i in 0..<5000 {
            let b = encode([.sync(token: UInt64(i))])
            let t0 = now()
            roundTrip(b, until: { $0 == .syncDone(token: UInt64(i)) })
            syncs.append(now() - t0)
        }
        var commits: [Double] = []
        for i in 0..<200 {
            let row = NodeID(10 + (i * 7919 % rows) * 10)
            let b = encode([.ack(serial: lastSerial), .begin(txn: UInt64(i + 2)), .update(id: row + 1, props: [.text("c\(i)")]),
                            .commit(txn: UInt64(i + 2))])
            let t0 = now()
            roundTrip(b, until: frameDone)
            commits.append(now() - t0)
        }
        print(String(format: "over the socket (release trellisd, headless): sync round trip median %.1f µs; one-update commit on %d rows median %.1f µs",
                     median(syncs) * 1e6, rows, median(commits) * 1e6))
    }

    /// The release trellisd next to this tool, headless, quiet; ready when this returns.
    static func startDaemon(_ bin: String) throws -> TestDaemon {
        try TestDaemon(backend: "headless", arguments: ["--log-level", "error"], executable: bin)
    }

    static func now() -> Double { clockSeconds(CLOCK_MONOTONIC) }

}
