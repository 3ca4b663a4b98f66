// `trellis bench client`: the client's update path on a 10,000-row list (release build;
// see scripts/bench). Measures body evaluation + reconciliation + diff + encoding of the
// transaction, i.e. everything the app process does per update, against a connection that
// only encodes (no daemon).
import CMallocCounter
import Foundation
import TrellisProtocol
import TrellisUI

/// Each row owns an `@Observable` model, so changing one row's text invalidates that row
/// only (SwiftUI's recommended shape for large lists); the list order lives in another
/// model read by the root.
enum ClientBenchmark {
    static func run(scale: Double) {
        MainActor.assumeIsolated {
            let rows = max(10, Int(10_000 * scale))
            print("client: \(rows)-row list (rows: HStack of two Texts and a Button; @Observable row models)")
            let big = measureSuite(rows: rows, full: true)
            let small = measureSuite(rows: 100, full: false)
            let ratio = big.changeOne / small.changeOne
            print(String(format: "client: (b) change one row: %d rows %.1f µs vs 100 rows %.1f µs -> ratio %.2f (goal <= 2)",
                         rows, big.changeOne * 1e6, small.changeOne * 1e6, ratio))
            print("client: (b) bytes on the wire for one changed row: \(big.changeOneBytes) (goal <= 64)")
            measureJSFBSelect(rows: rows)
        }
    }

    struct Result { var changeOne: Double; var changeOneBytes: Int }

    @MainActor
    static func measureSuite(rows n: Int, full: Bool) -> Result {
        let list = ListModel(count: n)
        let conn = EncodingConnection()
        let host = ViewHost(connection: conn, clientName: "bench", flushesAutomatically: false)
        conn.reset()

        let t0 = ContinuousClock.now
        host.mount(BenchList(list: list))
        let build = ContinuousClock.now - t0
        if full { report("(a) build", build, conn) }
        if full {
            // (f) resync after a daemon restart (S29): the whole tree re-sent from the
            // mirror of sent ops, against building it the first time.
            let fresh = EncodingConnection()
            let s = ContinuousClock.now
            host.reconnect(to: fresh)
            let d = ContinuousClock.now - s
            report("(f) resync \(host.renderNodeCount) nodes", d, fresh)
            print(String(format: "client: (f) resync / (a) build = %.2f (goal <= 1: no body runs again)",
                         d.seconds / build.seconds))
            // Later updates go to the new connection; its counters start with (b).
            return measureRest(rows: n, list: list, conn: fresh, host: host, full: full)
        }
        return measureRest(rows: n, list: list, conn: conn, host: host, full: full)
    }

    @MainActor
    static func measureRest(rows n: Int, list: ListModel, conn: EncodingConnection, host: ViewHost,
                            full: Bool) -> Result {

        // (b) change one row's text, repeated; median
        var samples: [Double] = []
        var bytes = 0
        for i in 0..<201 {
            conn.reset()
            let row = list.rows[(n / 2 + i) % n]
            let s = ContinuousClock.now
            row.title = "changed \(i)"
            host.flush()
            samples.append((ContinuousClock.now - s).seconds)
            bytes = conn.bytes
        }
        samples.sort()
        let median = samples[samples.count / 2]
        print(String(format: "client: (b) change one row's text (%d rows): median %.1f µs, %d ops, %d bytes",
                     n, median * 1e6, conn.ops, bytes))
        guard full else { return Result(changeOne: median, changeOneBytes: bytes) }

        // (c) update every 10th row in one transaction
        conn.reset()
        var s = ContinuousClock.now
        for i in stride(from: 0, to: n, by: 10) { list.rows[i].title = "tenth \(i)" }
        host.flush()
        report("(c) update every 10th row", ContinuousClock.now - s, conn)

        // (d) swap two rows
        conn.reset()
        s = ContinuousClock.now
        list.rows.swapAt(1, n - 2)
        host.flush()
        report("(d) swap two rows", ContinuousClock.now - s, conn)

        // (e) remove one row
        conn.reset()
        s = ContinuousClock.now
        list.rows.remove(at: n / 3)
        host.flush()
        report("(e) remove one row", ContinuousClock.now - s, conn)
        return Result(changeOne: median, changeOneBytes: bytes)
    }

    /// (g) The jsfb app's "select a row" in process: every row holds closures, so every
    /// row's body runs (S3/S4) — the app's share of `bench jsfb`'s select, without the
    /// socket or the daemon, for profiling.
    @MainActor
    static func measureJSFBSelect(rows n: Int) {
        let store = JSFBStore()
        let conn = EncodingConnection()
        let host = ViewHost(connection: conn, clientName: "bench", flushesAutomatically: false)
        host.mount(JSFBApp(store: store))
        // (h) create: every row's identities, render nodes and ops made from scratch.
        var creates: [(Double, UInt64)] = []
        var clears: [Double] = []
        for _ in 0..<benchRepeats("TRELLIS_BENCH_CREATES", 5) {
            let c = ContinuousClock.now
            store.clear()
            host.flush()
            if !creates.isEmpty {
                clears.append((ContinuousClock.now - c).seconds)   // the first had nothing to clear
                markTimeline("clear", seconds: (ContinuousClock.now - c).seconds)
            }
            let a0 = trellis_malloc_count()
            let s = ContinuousClock.now
            store.run(n)
            host.flush()
            creates.append(((ContinuousClock.now - s).seconds, trellis_malloc_count() - a0))
            markTimeline("create", seconds: (ContinuousClock.now - s).seconds)
        }
        creates.sort { $0.0 < $1.0 }
        let create = creates[creates.count / 2]
        print(String(format: "client: (h) jsfb create %d rows: median %.2f ms = %.2f µs/row, %.1f allocations/row",
                     n, create.0 * 1e3, create.0 * 1e6 / Double(n), Double(create.1) / Double(n)))
        clears.sort()
        if !clears.isEmpty {
            print(String(format: "client: (i) jsfb clear %d rows: median %.2f ms (the old identities are freed later, in slices)",
                         n, clears[clears.count / 2] * 1e3))
        }
        var samples: [Double] = []
        var allocations: UInt64 = 0
        for i in 0..<benchRepeats("TRELLIS_BENCH_SELECTS", 21) {
            conn.reset()
            let a0 = trellis_malloc_count()
            let s = ContinuousClock.now
            store.select(store.rows[(i * 37) % n].id)
            host.flush()
            samples.append((ContinuousClock.now - s).seconds)
            allocations = trellis_malloc_count() - a0
            markTimeline("select", seconds: (ContinuousClock.now - s).seconds)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        print(String(format: "client: (g) jsfb select a row (%d rows, rows hold closures): median %.2f ms = %.2f µs/row, %d ops, %.1f allocations/row",
                     n, median * 1e3, median * 1e6 / Double(n), conn.ops, Double(allocations) / Double(n)))
    }

    @MainActor
    static func report(_ what: String, _ d: Duration, _ c: EncodingConnection) {
        print(String(format: "client: %@: %.2f ms, %d ops (%d transactions), %d bytes",
                     what, d.seconds * 1e3, c.ops, c.transactions, c.bytes))
    }
}

extension Duration {
    var seconds: Double {
        let (s, a) = components
        return Double(s) + Double(a) * 1e-18
    }
}

/// Encodes what it is sent (the real per-message cost) and counts it; answers `hello`
/// with a `welcome` at once, as a daemon would (the host sends nothing before it), with
/// unlimited frame credit since it never answers a commit.
@MainActor
final class EncodingConnection: Connection {
    var encoder = FrameEncoder(capacity: 1 << 20)
    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    var ops = 0
    var transactions = 0
    var bytes = 0

    func reset() { ops = 0; transactions = 0; bytes = 0 }

    func send(_ messages: [ClientMessage]) {
        encoder.reset()
        encoder.encode(contentsOf: messages)
        for m in messages {
            switch m {
            case .begin: transactions += 1
            case .commit, .hello, .ack: break
            default: ops += 1
            }
        }
        bytes += encoder.count
        if case .hello(_, let version, let caps, _, _)? = messages.first {
            handler?([.welcome(version: version, daemonVersion: "bench", backend: "none", width: 400, height: 800,
                               maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize), maxNodes: 1 << 20,
                               capabilities: caps, limits: WireLimits(maxDepth: 512, maxStringLength: 65_536, maxTransactionOps: 1 << 20,
                                                                       maxTransactionBytes: 64 << 20, maxSessionBytes: 512 << 20, maxSessions: 1024,
                                                                       // It never reports `committed`: credit
                                                                       // enough that the host never waits.
                                                                       maxUnackedFrames: .max, maxImageCacheBytes: 0))])
        }
    }

    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        self.handler = handler
    }
}

@Observable @MainActor
final class RowModel: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
        self.id = id
        title = "Row \(id)"
    }
}

@Observable @MainActor
final class ListModel {
    var rows: [RowModel]
    init(count: Int) { rows = (0..<count).map(RowModel.init) }
}

struct BenchList: View {
    let list: ListModel
    var body: some View {
        // A plain VStack: every row is built and diffed, which is what this benchmark
        // measures. (A LazyVStack would now materialize only the rows the daemon asks for.)
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(list.rows) { row in BenchRow(model: row) }
            }
        }
    }
}

struct BenchRow: View {
    let model: RowModel
    var body: some View {
        HStack {
            Text(model.title)
            Text("#\(model.id)").foregroundColor(.gray)
            Button("Open") {}
        }
    }
}
