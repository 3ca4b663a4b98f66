// The soak's hostile peer: connection after connection, each breaking the protocol in one
// of the ways the spec names, to check that the daemon answers each with an `error` (or
// `refused`) naming the fault, closes only that session, and keeps serving everyone else.
import Foundation
import Synchronization
import TrellisProtocol
import TrellisSocket
import TrellisTestSupport

final class HostileClient: @unchecked Sendable {
    /// The faults it commits, one per connection, chosen at random.
    enum Fault: Int, CaseIterable {
        case randomBytes, garbageAfterHello, oversizedFrame, beforeHello, unknownParent,
             overlongString, secondHello, staleTransaction, hangUpAtOnce, truncatedFrame
    }

    struct Counts {
        var connections = 0
        /// Connections the daemon answered with `error` or `refused`.
        var answered = 0
        /// Connections the daemon closed (read returned end of file).
        var closedByDaemon = 0
        /// Connections refused at `connect` (the daemon was restarting).
        var connectFailures = 0
    }

    private let path: String
    private var rng: SplitMix64
    private let running = Atomic<Bool>(false)
    private let lock = NSLock()
    private var counts = Counts()
    private var thread: Thread?

    init(path: String, seed: UInt64) {
        self.path = path
        rng = SplitMix64(seed: seed)
    }

    var snapshot: Counts { lock.withLock { counts } }

    func start() {
        running.store(true, ordering: .relaxed)
        thread = Thread { [self] in
            Flooder.lowerPriority()
            while running.load(ordering: .relaxed) {
                let fault = Fault.allCases[Int(rng.next() % UInt64(Fault.allCases.count))]
                attack(fault)
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        thread!.start()
    }

    func stop() { running.store(false, ordering: .relaxed) }

    private func attack(_ fault: Fault) {
        guard let fd = try? unixConnect(path: path) else {
            lock.withLock { counts.connectFailures += 1 }
            Thread.sleep(forTimeInterval: 0.1)
            return
        }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        lock.withLock { counts.connections += 1 }
        let bytes = payload(fault)
        bytes.withUnsafeBytes { _ = try? UnixSocket.sendAll(fd, $0) }
        if fault == .hangUpAtOnce || fault == .truncatedFrame { return }
        let (answered, closed) = readAnswer(fd)
        lock.withLock {
            if answered { counts.answered += 1 }
            if closed { counts.closedByDaemon += 1 }
        }
    }

    /// Reads until the daemon closes the connection or a second passes; reports whether
    /// an `error`/`refused` arrived and whether the daemon closed.
    private func readAnswer(_ fd: Int32) -> (Bool, Bool) {
        var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
        var buf = [UInt8](repeating: 0, count: 1 << 14)
        var answered = false
        while true {
            let n = read(fd, &buf, buf.count)
            if n == 0 { return (answered, true) }
            if n < 0 { return (answered, false) }
            decoder.append(contentsOf: buf[..<n])
            while let e = try? decoder.next() {
                switch e {
                case .error, .refused: answered = true
                default: break
                }
            }
        }
    }

    private func random(_ n: Int) -> [UInt8] { (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }

    private func payload(_ fault: Fault) -> [UInt8] {
        let hello = RawSession.hello(name: "hostile")
        switch fault {
        case .randomBytes:
            return random(1 + Int(rng.next() % 512))
        case .garbageAfterHello:
            // A header with flags set is malformed however the rest reads.
            return RawSession.encode([hello]) + [8, 0, 0, 0, 0x02, 0x00, 0xFF, 0xFF] + random(8)
        case .oversizedFrame:
            return RawSession.encode([hello]) + [0xFF, 0xFF, 0xFF, 0x7F, 0x02, 0x00, 0x00, 0x00]
        case .beforeHello:
            return RawSession.encode([.begin(txn: 1)])
        case .unknownParent:
            return RawSession.encode([hello, .begin(txn: 1), .create(id: 1, kind: .text, props: []),
                                      .insert(parent: 999, child: 1, index: 0), .commit(txn: 1)])
        case .overlongString:
            let text = String(repeating: "x", count: Int(TrellisWire.defaultMaxFrameSize) / 2)
            return RawSession.encode([hello, .begin(txn: 1), .create(id: 1, kind: .text, props: [.text(text)])])
        case .secondHello:
            return RawSession.encode([hello, hello])
        case .staleTransaction:
            return RawSession.encode([hello, .begin(txn: 5), .commit(txn: 5), .begin(txn: 5)])
        case .hangUpAtOnce:
            return []
        case .truncatedFrame:
            return Array(RawSession.encode([hello, .begin(txn: 1), .create(id: 1, kind: .text, props: [.text("cut")])]).dropLast(3))
        }
    }
}
