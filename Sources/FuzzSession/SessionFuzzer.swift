// The session fuzzer's interpreter and oracle. An input is a program: each byte picks an
// action (handshake, a tree op from a small id pool, commit, input, ack, raw bytes, a
// resize, a disconnect) and the bytes after it its operands. The actions drive a real
// Compositor + headless backend in process, through the wire encoding; after every
// action the oracle checks what must always hold:
// - nothing traps (a trap is libFuzzer's crash);
// - every committed tree obeys the structure rules (background/overlay have 2 children,
//   leaves none, single-child kinds at most one; parent and child links agree);
// - no half transaction is visible: the backend draws only at frameDone, and a session
//   that fails keeps its last frame;
// - appeared ids are laid out in the frame that reports them; every frameDone serial
//   increases by one.
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

struct SessionFuzzer {
    private var bytes: [UInt8]
    private var at = 0
    private let backend = HeadlessBackend(size: WireSize(width: 200, height: 300), framesKeptPerSurface: 2)
    private let compositor: Compositor
    private var session: SessionID
    private var txn: UInt64 = 0
    private var lastSerial: UInt64 = 0
    private var lastSnapshot: String?
    private var closed = false
    private(set) var violations: [String] = []
    /// Counters, for tests that check the fuzzer reaches real states.
    private(set) var commits = 0
    private(set) var errors = 0

    init(_ input: [UInt8]) {
        bytes = input
        compositor = Compositor(backend: backend, limits: Limits(maxNodes: 64, maxDepth: 16, maxStringLength: 64,
                                                               maxTransactionOps: 256, maxTransactionBytes: 8192,
                                                               maxSessionBytes: 16_384, maxSessions: 4))
        session = compositor.openSession()
    }

    private mutating func next() -> UInt8? {
        guard at < bytes.count else { return nil }
        defer { at += 1 }
        return bytes[at]
    }
    private mutating func byte() -> UInt8 { next() ?? 0 }
    private mutating func id() -> NodeID { NodeID(byte() % 12) + 1 }

    /// Runs the program; returns the oracle's violations (empty: fine).
    mutating func run() -> [String] {
        var steps = 0
        while let op = next(), steps < 2000 {
            steps += 1
            step(op)
            if !violations.isEmpty { break }
        }
        return violations
    }

    private mutating func step(_ op: UInt8) {
        switch op % 16 {
        case 0: send([.hello(magic: TrellisWire.magic, version: TrellisWire.version,
                             capabilities: Capabilities(rawValue: UInt64(byte() & 0x7)), clientName: "fuzz",
                             maxFrameSize: 0)])
        case 1:
            txn += byte() % 8 == 0 ? 0 : 1
            send([.begin(txn: txn)])
        case 2: send([.create(id: id(), kind: kind(), props: props())])
        case 3: send([.insert(parent: id(), child: id(), index: UInt32(byte() % 4))])
        case 4: send([.remove(parent: id(), child: id())])
        case 5: send([.move(parent: id(), child: id(), index: UInt32(byte() % 4))])
        case 6: send([.destroy(id: id())])
        case 7: send([.setRoot(id: byte() % 5 == 0 ? 0 : id())])
        case 8: send([.commit(txn: byte() % 8 == 0 ? txn &+ 1 : txn)])
        case 9: send([.update(id: id(), props: props())])
        case 10: send([.injectTap(x: Double(byte()), y: Double(byte()))])
        case 11: send([.ack(serial: UInt64(byte() % 4) + lastSerial &- 1)])
        case 12:
            switch byte() % 4 {
            case 0, 1: send([.sync(token: UInt64(byte()))])
            case 2: send([.setAnimation(animation: animation())])
            default:
                // Animation frames are drawn without frameDone (no client work per frame).
                send([.advanceClock(seconds: Double(byte()) / 16)], animationFrame: true)
            }
        case 13:
            // Raw bytes: whatever the decoder makes of them.
            let n = Int(byte() % 24)
            var raw: [UInt8] = []
            for _ in 0..<n { raw.append(byte()) }
            feed(raw)
        case 14:
            compositor.deliver(.resize(WireSize(width: Double(byte()) + 1, height: Double(byte()) + 1)),
                               on: SurfaceID(session.rawValue))
            drain()
        default:
            // Disconnect: the session ends, a new one starts (its surface is forgotten).
            compositor.closeSession(session)
            session = compositor.openSession()
            txn = 0; lastSerial = 0; lastSnapshot = nil; closed = false
        }
    }

    private mutating func kind() -> NodeKind {
        let kinds: [NodeKind] = [.text, .shape, .vstack, .hstack, .zstack, .frame, .padding, .background,
                                 .overlay, .effect, .spacer, .scroll, .lazyVStack, .textField, .image, .geometry]
        return kinds[Int(byte()) % kinds.count]
    }

    private mutating func animation() -> WireAnimation {
        let curves: [AnimationCurve] = [.none, .timingCurve, .spring]
        return WireAnimation(curve: curves[Int(byte()) % 3], duration: Double(byte()) / 64, c1x: Double(byte()) / 255,
                             c1y: Double(byte()) / 64 - 1, c2x: Double(byte()) / 255, c2y: Double(byte()) / 64 - 1,
                             response: Double(byte()) / 128, dampingFraction: Double(byte()) / 100, blendDuration: 0,
                             delay: Double(byte() % 4) / 4, speed: Double(byte() % 8 + 1) / 2,
                             repeatCount: UInt32(byte() % 4), autoreverses: byte() % 2 == 0)
    }

    private mutating func props() -> [Property] {
        var out: [Property] = []
        for _ in 0..<Int(byte() % 3) {
            switch byte() % 9 {
            case 0: out.append(.text(String(repeating: "w ", count: Int(byte() % 40))))
            case 1: out.append(.width(Double(byte())))
            case 2: out.append(.opacity(Double(byte() % 3) / 2))
            case 3: out.append(.tappable(true))
            case 4: out.append(.spacing(Double(byte() % 9)))
            case 5: out.append(.isMask(byte() % 2 == 0))
            case 6: out.append(.itemCount(UInt64(byte() % 20)))
            case 7: out.append(.reportsGeometry(true))
            default:
                out.append(.transition(WireTransition(insertOpacity: Double(byte() % 3) / 2, insertScale: Double(byte() % 3),
                                                      insertX: Double(byte() % 5) - 2, insertY: Double(byte() % 5) - 2,
                                                      removeOpacity: Double(byte() % 3) / 2, removeScale: Double(byte() % 3),
                                                      removeX: Double(byte() % 5) - 2, removeY: Double(byte() % 5) - 2)))
            }
        }
        return out
    }

    /// A snapshot without the focused field's `focused selection=A..B` attributes.
    static func undecorated(_ snapshot: String?) -> String? {
        guard let s = snapshot else { return nil }
        let needle = Array(" focused selection=".utf8), b = Array(s.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        while i < b.count {
            if b[i] == needle[0], i + needle.count <= b.count, b[i..<(i + needle.count)].elementsEqual(needle) {
                i += needle.count
                while i < b.count, b[i] != UInt8(ascii: " ") { i += 1 }
                continue
            }
            out.append(b[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func send(_ messages: [ClientMessage], animationFrame: Bool = false) {
        var e = FrameEncoder()
        e.encode(contentsOf: messages)
        feed(e.bytes, animationFrame: animationFrame)
    }

    private mutating func feed(_ raw: [UInt8], animationFrame: Bool = false) {
        guard !closed else { return }
        let before = backend.snapshot(surface: SurfaceID(session.rawValue))
        compositor.receive(raw, from: session)
        let events = drain()
        let drew = events.contains { if case .frameDone = $0 { true } else { false } }
        let after = backend.snapshot(surface: SurfaceID(session.rawValue))
        // A text field's caret and selection are redrawn on the last frame without a commit
        // (a click, focus): only what is not that editing decoration must wait for frameDone.
        if !drew && Self.undecorated(after) != Self.undecorated(before) && !animationFrame {
            violations.append("the backend drew without a frameDone (half a transaction visible?)")
        }
        if compositor.isClosing(session) { closed = true }
    }

    @discardableResult
    private mutating func drain() -> [DaemonEvent] {
        let out = compositor.takeOutput(for: session)
        var d = DaemonEventDecoder(maxFrameSize: 1 << 26)
        d.append(contentsOf: out)
        var events: [DaemonEvent] = []
        while true {
            do {
                guard let e = try d.next() else { break }
                events.append(e)
            } catch {
                violations.append("the daemon sent bytes its own decoder rejects: \(error)")
                break
            }
        }
        for e in events { check(e) }
        return events
    }

    private mutating func check(_ e: DaemonEvent) {
        switch e {
        case .committed:
            commits += 1
        case .error:
            errors += 1
        case .frameDone(let serial, _):
            if serial != lastSerial + 1 { violations.append("frameDone \(serial) after \(lastSerial)") }
            lastSerial = serial
            checkTree()
        case .appeared(let ids):
            if let tree = compositor.renderTree(of: session) {
                let laidOut = Set(tree.laidOutNodes())
                for id in ids where !laidOut.contains(id) { violations.append("appeared \(id) is not laid out") }
            }
        default:
            break
        }
    }

    /// The structure rules and link consistency of the committed tree.
    private mutating func checkTree() {
        guard let tree = compositor.renderTree(of: session) else { return }
        for id in tree.nodeIDs {
            guard let k = tree.kind(of: id) else { continue }
            let kids = tree.children(of: id)
            for c in kids where tree.parent(of: c) != id { violations.append("child \(c) of \(id) names another parent") }
            switch k {
            case .background, .overlay:
                if kids.count != 2 { violations.append("\(k) \(id) has \(kids.count) children after a commit") }
            case .text, .shape, .image, .spacer, .textField:
                if !kids.isEmpty { violations.append("leaf \(k) \(id) has children after a commit") }
            case .frame, .padding, .fixedSize, .effect, .scroll:
                if kids.count > 1 { violations.append("\(k) \(id) has \(kids.count) children after a commit") }
            default:
                break
            }
        }
    }
}
