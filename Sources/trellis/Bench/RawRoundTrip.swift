// A bare protocol peer for benchmarks and `trellis inspect`: one socket, blocking reads,
// no client library. Its `sync` round trip is the floor every end-to-end figure is
// compared with.
import Foundation
import TrellisProtocol
import TrellisSocket

final class RawSession {
    private let fd: Int32
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var token: UInt64 = 0

    /// What the daemon granted in its welcome.
    private(set) var granted: Capabilities = []
    /// The daemon's reason, when it answered `refused` instead.
    private(set) var refusal: String?
    /// Whether the last `exchange` ended because the connection closed, not by `done`.
    private(set) var lastExchangeFailed = false

    /// Connects and completes the handshake, asking for `capabilities`.
    init(path: String, name: String = "bench", capabilities: Capabilities = []) throws {
        fd = try unixConnect(path: path)
        var granted: Capabilities = []
        var refusal: String?
        exchange(Self.encode([Self.hello(name: name, capabilities: capabilities)])) {
            if case .welcome(_, _, _, _, _, _, _, let caps, _) = $0 { granted = caps; return true }
            if case .refused(let code, let reason) = $0 { refusal = "\(code): \(reason)"; return true }
            return false
        }
        self.granted = granted
        self.refusal = refusal
    }

    deinit { close(fd) }

    static func hello(name: String = "bench", capabilities: Capabilities = []) -> ClientMessage {
        .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
               clientName: name, maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize))
    }

    static func encode(_ ops: [ClientMessage]) -> [UInt8] {
        var e = FrameEncoder(capacity: 1 << 16)
        for op in ops { e.encode(op) }
        return e.bytes
    }

    /// Writes `bytes`, then reads until `done` accepts an event.
    func exchange(_ bytes: [UInt8], until done: (DaemonEvent) -> Bool) {
        lastExchangeFailed = false
        bytes.withUnsafeBytes { _ = try? UnixSocket.sendAll(fd, $0) }
        while true {
            while let e = try? decoder.next() { if done(e) { return } }
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { lastExchangeFailed = true; return }
            decoder.append(contentsOf: buffer[..<n])
        }
    }

    /// Median seconds of `count` sync round trips.
    func syncRoundTrip(count: Int) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            token += 1
            let t = token
            let bytes = Self.encode([.sync(token: t)])
            let t0 = DaemonBenchmark.now()
            exchange(bytes) { $0 == .syncDone(token: t) }
            samples.append(DaemonBenchmark.now() - t0)
        }
        return median(samples)
    }
}

/// Resident set size of a process, from /proc (bytes; 0 when unreadable).
func residentBytes(pid: Int32) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The median of `xs` (the upper one of an even count), 0 when empty.
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.isEmpty ? 0 : s[s.count / 2]
}

/// The time of `clock` in seconds: `CLOCK_MONOTONIC` for wall-clock windows, a thread's,
/// process's or (through `clock_getcpuclockid`) another process's CPU-time clock.
func clockSeconds(_ clock: clockid_t) -> Double {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A profiling knob: how many times to repeat a bench phase, from the environment
/// variable `name` (README: TRELLIS_BENCH_*), or `fallback` when it is unset or not a
/// number.
func benchRepeats(_ name: String, _ fallback: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
}

/// `TRELLIS_JSFB_TIMELINE=1` makes the benches print each big op's `CLOCK_MONOTONIC` window
/// to stderr, so a profile taken with `perf record -k CLOCK_MONOTONIC` can be cut per op
/// (`perf report --time START,END`).
let benchTimeline = ProcessInfo.processInfo.environment["TRELLIS_JSFB_TIMELINE"] == "1"

/// With `benchTimeline`, marks the op `name` that took `seconds` and ended now.
func markTimeline(_ name: String, seconds d: Double) {
    guard benchTimeline else { return }
    let end = clockSeconds(CLOCK_MONOTONIC)
    FileHandle.standardError.write(String(format: "timeline %.6f %.6f %@\n", end - d, end, name).data(using: .utf8)!)
}
