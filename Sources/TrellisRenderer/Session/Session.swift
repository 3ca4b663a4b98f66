// One client connection's state: handshake, validation, staged transaction, render tree.
import Logging
import TrellisProtocol

/// Identifies a session inside one `Compositor`. Allocated by `openSession()`, never reused.
public struct SessionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (a: SessionID, b: SessionID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "session \(rawValue)" }
}

/// A protocol violation found while handling one message: reported to the client as
/// `error(code, opcode, sequence, message)`, after which the session closes.
struct SessionFailure: Error {
    var code: ErrorCode
    var message: String
    init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// One client's session: the protocol state machine (handshake, dispatch, errors) over
/// its decoder and output buffer, composing the phases that each own one thing:
///
/// - `TransactionStaging`: validates and stages the open transaction's ops;
/// - `Session+Commit.swift`: applies a committed transaction to the `RenderTree`;
/// - `FrameClock` and `Session+Frame.swift`: when a frame is drawn, and drawing it
///   (layout → frame → animate → draw);
/// - `FrameReports`: what each frame tells the client (lifecycle, geometry, needRows, focus);
/// - `AfterLayoutRequests`: `scrollTo` and `setFocus` requests waiting for the next layout;
/// - `Session+Input.swift`, `PointerInput` (hover, drag, pinch), `Session+Editing.swift`
///   (`FieldEditingState`), `Session+Scroll.swift`: input routing, text editing, scrolling;
/// - `SessionAnimation` and `Session+Animation.swift`: ops under an animation, and the
///   frames presented between commits;
/// - `SessionAccessibility` and `Session+Accessibility.swift`: the accessibility tree and
///   its requests;
/// - `ClientAdmission`: who the client is and whether it is served; `SessionInspection`:
///   what `trellis inspect` reads.
///
/// What stays here is the state machine's own (phase, decoder, encoder, capabilities),
/// what every phase shares (tree, surface, backend, limits, the last frame) and the
/// session's resources (Resources/Session+Resources.swift).
final class Session {
    enum Phase { case awaitingHello, open, closing }

    let id: SessionID
    let surface: SurfaceID
    let limits: Limits
    unowned let backend: any Backend
    let log: Logger?
    /// Called with every message decoded and every event sent, when `--trace` is on.
    let trace: ((SessionID, Bool, String) -> Void)?

    var phase: Phase = .awaitingHello
    var decoder: ClientMessageDecoder
    var encoder = FrameEncoder()
    /// Bytes encoded and not yet taken by the transport.
    var pendingOutput: Int { encoder.count }
    /// `process()` stopped at the output high-water mark with input possibly left.
    var stalled = false

    // Handshake results.
    var capabilities: Capabilities = []
    var clientMaxFrameSize = TrellisWire.defaultMaxFrameSize

    // Tree state.
    let tree: RenderTree
    /// The open transaction (TransactionStaging.swift).
    let staging: TransactionStaging
    var surfaceSize: WireSize

    /// The compositor's frame phase (debug-build contract checks).
    let framePhase: FramePhaseGuard

    /// The last frame drawn: what `requestSnapshot` describes (rendered as text only when
    /// asked, so commits of large trees never pay for it).
    var lastFrame: CommittedFrame? {
        didSet { accessibilityChanged() }   // Session+Accessibility.swift
    }

    /// When frames are drawn: pending commits, frame credit, the clock (FrameClock.swift).
    var clock = FrameClock()

    // What the client has been told (FrameReports.swift).
    var reports = FrameReports()
    /// `scrollTo` and `setFocus` requests of committed transactions, carried out after
    /// the next layout (AfterLayoutRequests.swift).
    var afterLayout = AfterLayoutRequests()
    /// Counters, the client's `debugReport` and the answer to `inspect` (SessionInspection.swift).
    var inspection = SessionInspection()
    /// The client's name, its process, and whether it is served (ClientAdmission.swift).
    var client = ClientAdmission()
    /// The session as log lines name it: id, client name, and the peer's pid and uid.
    var who: String {
        let name = client.name.isEmpty ? "" : " \"\(client.name)\""
        let peer = client.peer
        return "\(id)\(name) (pid \(peer.map { "\($0.pid)" } ?? "?"), uid \(peer.map { "\($0.uid)" } ?? "?"))"
    }

    /// Encoded size of the message being handled.
    var lastMessageBytes = 0
    /// Above this many payloads waiting for `reclaimMemory`, a commit frees them all
    /// first (see `DeferredFrees.maxParked`; tests lower it).
    var maxPendingFrees = DeferredFrees.maxParked
    /// The pointer: hovered nodes, and the drag or pinch in progress (PointerInput.swift).
    var pointer = PointerInput()
    /// Animation (SessionAnimation.swift, Session+Animation.swift).
    var animation = SessionAnimation()

    var focused: NodeID? {
        didSet { if focused != oldValue { focusMoved() } }   // Session+Editing.swift
    }
    /// Scroll gestures waiting to end and snap glides (ScrollSnap.swift, Session+ScrollSnap.swift).
    var scrollSnap = ScrollSnap()
    /// The focused text field's editor, caret blink and pointer selection (FieldEditingState.swift).
    var editing = FieldEditingState()
    /// The daemon's clipboard (the compositor's, shared by its sessions).
    var clipboard = Clipboard()
    /// The images and fonts this session defined and the store entries they name
    /// (SessionResources.swift; the operations are in Session+Resources.swift).
    var resources: SessionResources
    /// Measures this session's text: the backend's measurer for its surface (the fonts it
    /// defined), kept alive here for the render tree and text fields.
    let measurer: any TextMeasurer
    /// The accessibility tree of `lastFrame` and its reporting (SessionAccessibility.swift).
    var accessibility = SessionAccessibility()
    /// The compositor's painter for offscreen sessions (created when first asked for), or
    /// nil when the daemon has none.
    var rasterizerProvider: (() -> (any ImageRasterizer)?)?
    /// Set when the session is offscreen (Session+Offscreen.swift): no window, drawn only
    /// into `renderImage`'s pixels.
    var offscreen: OffscreenState?

    init(id: SessionID, backend: any Backend, limits: Limits, log: Logger?,
         trace: ((SessionID, Bool, String) -> Void)?, phase: FramePhaseGuard? = nil) {
        self.id = id
        self.framePhase = phase ?? FramePhaseGuard(backendName: backend.name)
        self.surface = SurfaceID(id.rawValue)
        self.backend = backend
        self.limits = limits
        self.log = log
        self.trace = trace
        self.decoder = ClientMessageDecoder(maxFrameSize: limits.maxFrameSize)
        self.measurer = backend.textMeasurer(for: SurfaceID(id.rawValue))
        self.tree = RenderTree(measurer: measurer)
        self.staging = TransactionStaging(limits: limits)
        self.surfaceSize = backend.surfaceSize
        self.resources = SessionResources(store: ImageStore(limit: limits.maxImageCacheBytes))
    }

    // MARK: input bytes → messages

    /// Decodes and handles buffered messages until the input runs dry, the session
    /// closes, or `limits.outputHighWater` bytes of output are waiting.
    func process() {
        stalled = false
        // Fairness: at most `messagesPerTurn` messages before the transport serves other
        // sessions (it resumes this one on its next loop turn); one frame for them all.
        var budget = limits.messagesPerTurn
        defer {
            applyFreshOps()
            flushFrame(force: false)
            redrawArrivedImages()   // Resources/Session+Resources.swift
        }
        while phase != .closing {
            if pendingOutput >= limits.outputHighWater || budget == 0 {
                stalled = true
                return
            }
            budget -= 1
            let message: ClientMessage?
            let buffered = decoder.bufferedByteCount
            do {
                message = try decoder.next()
                lastMessageBytes = buffered - decoder.bufferedByteCount
            } catch {
                // Before `welcome`, every failure is answered with `refused` (README §4),
                // a frame that does not decode too.
                if phase == .awaitingHello { return refuse(error.code, error.detail) }
                fail(SessionFailure(error.code, error.detail), opcode: error.opcode ?? 0,
                     sequence: decoder.messageCount)
                return
            }
            guard let message else { return }
            let sequence = decoder.messageCount - 1
            // Barriers (sync, snapshot, input) see every commit drawn; an ack first counts.
            if !message.isTransactionPart { flushFrame(force: !message.isAck) }
            trace?(id, true, "#\(sequence) \(message)")
            let opcode = message.opcode
            do {
                try handle(message)
            } catch {
                fail(error, opcode: opcode, sequence: sequence)
            }
        }
    }

    /// Sends the error naming the offending message and marks the session closing.
    func fail(_ failure: SessionFailure, opcode: UInt16, sequence: UInt64) {
        flushFrame()   // transactions committed before the fault are shown and reported
        log?.notice("\(who): \(failure.code) in message #\(sequence) (opcode \(opcode)): \(failure.message)")
        send(.error(code: failure.code, opcode: opcode, sequence: sequence, message: failure.message))
        inspection.stats.errors += 1
        phase = .closing
    }

    func send(_ event: DaemonEvent) {
        // Nothing larger than the client accepts (Session+EventFit.swift, README §8).
        if event.payloadSize > clientMaxFrameSize {
            for e in fitted(event) { sendFitting(e) }
        } else {
            sendFitting(event)
        }
    }

    private func sendFitting(_ event: DaemonEvent) {
        if let trace {
            // A secure field's text is never written to a trace: only its length.
            if case .inputText(let node, let text) = event, editing.editor?.node == node, editing.editor?.secure == true {
                trace(id, false, "inputText(id: \(node), text: <secure, \(text.count) characters>)")
            } else {
                trace(id, false, "\(event)")
            }
        }
        encoder.encode(event)
    }

    func takeOutput() -> [UInt8] {
        guard encoder.count > 0 else { return [] }
        inspection.stats.bytesOut += encoder.count
        defer { encoder.reset() }
        return encoder.bytes
    }

    /// Lends the pending output to `body` without copying, then forgets it.
    func drainOutput(_ body: (UnsafeRawBufferPointer) -> Void) {
        guard encoder.count > 0 else { return }
        inspection.stats.bytesOut += encoder.count
        encoder.withUnsafeBytes(body)
        encoder.reset()
    }

    // MARK: dispatch

    private func handle(_ message: consuming ClientMessage) throws(SessionFailure) {
        if phase == .awaitingHello {
            guard case .hello(let magic, let version, let caps, let name, let maxFrame) = message else {
                // The handshake's answer is `refused`, whatever went wrong (README, Handshake).
                return refuse(.handshakeRequired, "the first message must be hello, got \(message.name)")
            }
            return handshake(magic: magic, version: version, capabilities: caps, name: name, maxFrame: maxFrame)
        }
        // Node ops, most of the traffic, are handed to staging before the switch: passed on
        // from inside it, the message would be copied (an out-of-line copy of every case).
        if message.isNodeOp {
            let changesStructure = message.changesStructure
            try staging.admit(consume message, encodedBytes: lastMessageBytes, tree: tree)
            if changesStructure { reports.structureChanged = true }
            return
        }
        switch message {
        case .hello:
            throw SessionFailure(.handshakeRequired, "a second hello: the handshake is already done")
        case .begin(let txn):
            try staging.begin(txn)
        case .commit(let txn):
            try staging.checkCommit(txn)
            try commit(txn)
        case .create, .update, .reset, .insert, .move, .remove, .destroy, .setRoot, .setLayers, .setAnimation, .setAnimationSamples, .scrollTo, .setFocus:
            preconditionFailure("node ops are staged above")
        case .ack(let serial):
            try clock.ack(serial)
        case .sync(let token):
            send(.syncDone(token: token))
        case .injectTap(let x, let y):
            try requireTesting(message)
            deliver(.tap(WirePoint(x: x, y: y)))
        case let .defineImage(key, offset, total, data):
            try defineImage(key: key, offset: offset, total: total, data: data)   // Resources/Session+Resources.swift
        case let .useImage(key, sha256):
            try useImage(key: key, sha256: sha256)
        case let .defineFont(key, offset, total, data):
            try defineFont(key: key, offset: offset, total: total, data: data)
        case let .injectClick(x, y, count, button):
            try requireTesting(message)
            for n in 1...Int(count) {
                switch button {
                case .primary: deliver(.click(WirePoint(x: x, y: y), count: n))
                case .secondary: deliver(.secondaryClick(WirePoint(x: x, y: y)))
                case .middle: deliver(.middleClick(WirePoint(x: x, y: y)))
                }
            }
        case .debugReport(let text):
            guard text.utf8.count <= limits.maxStringLength else {
                throw SessionFailure(.limitExceeded, "debugReport exceeds \(limits.maxStringLength) bytes")
            }
            inspection.debugReport = text
        case .inspect(let target, let session):
            guard capabilities.contains(.inspector), let inspector = inspection.inspector else {
                throw SessionFailure(.capabilityMissing, "inspect needs the inspector capability (granted to the daemon's own uid)")
            }
            send(.inspection(target: target, text: try inspector(target, session)))
        case .injectDrag(let phase, let x, let y):
            try requireTesting(message)
            guard x.isFinite, y.isFinite else { throw SessionFailure(.invalidValue, "drag to (\(x), \(y))") }
            deliver(.drag(phase, WirePoint(x: x, y: y)))
        case .injectKey(let key, let modifiers):
            try requireTesting(message)
            deliver(.key(key, modifiers: modifiers))
        case .injectText(let text):
            try requireTesting(message)
            guard text.utf8.count <= limits.maxStringLength else {
                throw SessionFailure(.limitExceeded, "injected text exceeds \(limits.maxStringLength) bytes")
            }
            deliver(.text(text))
        case .injectResize(let width, let height):
            try requireTesting(message)
            guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
                throw SessionFailure(.invalidValue, "resize to \(width)x\(height)")
            }
            deliver(.resize(WireSize(width: width, height: height)))
        case .requestSnapshot(let token):
            try requireTesting(message)
            sendSnapshot(token: token)
        case .setOffscreenProposal(let proposal):
            try setOffscreenProposal(proposal)   // Session+Offscreen.swift
        case let .renderImage(token, scale, opaque):
            try renderImage(token: token, scale: scale, opaque: opaque)
        case .advanceClock(let seconds):
            try requireTesting(message)
            guard seconds.isFinite else { throw SessionFailure(.invalidValue, "advanceClock(\(seconds))") }
            advanceClock(by: seconds)   // Session+Animation.swift
        case .announce(let text):   // Session+Accessibility.swift
            guard text.utf8.count <= limits.maxStringLength else {
                throw SessionFailure(.limitExceeded, "announce text exceeds \(limits.maxStringLength) bytes")
            }
            announce(text)
        case .requestAccessibility(let token):
            try requireTesting(message)
            sendAccessibility(token: token)
        case let .injectPointer(x, y, inside):
            try requireTesting(message)
            guard !inside || (x.isFinite && y.isFinite) else {
                throw SessionFailure(.invalidValue, "injectPointer to (\(x), \(y))")
            }
            deliver(.pointer(inside ? WirePoint(x: x, y: y) : nil))
        case let .injectPinch(phase, x, y, scale, rotation):
            try requireTesting(message)
            guard x.isFinite, y.isFinite, scale.isFinite, scale > 0, rotation.isFinite else {
                throw SessionFailure(.invalidValue, "injectPinch of scale \(scale), rotation \(rotation) at (\(x), \(y))")
            }
            deliver(.pinch(phase, at: WirePoint(x: x, y: y), scale: scale, rotation: rotation))
        case let .injectScroll(x, y, dx, dy):
            try requireTesting(message)
            guard x.isFinite, y.isFinite, dx.isFinite, dy.isFinite else {
                throw SessionFailure(.invalidValue, "injectScroll of (\(dx), \(dy)) at (\(x), \(y))")
            }
            deliver(.scroll(at: WirePoint(x: x, y: y), dx: dx, dy: dy))
        case let .injectAccessibilityAction(id, action, index, value):
            try requireTesting(message)
            guard value.isFinite else { throw SessionFailure(.invalidValue, "injectAccessibilityAction value \(value)") }
            performAccessibility(AccessibilityRequest(action, index: index, value: value), on: id)
        }
    }

    private func requireTesting(_ message: ClientMessage) throws(SessionFailure) {
        guard capabilities.contains(.testing) else {
            throw SessionFailure(.capabilityMissing,
                "\(message.name) needs the testing capability, not requested in hello")
        }
    }

    /// The capabilities this daemon grants when asked.
    static let supportedCapabilities: Capabilities = [.testing, .geometry, .lazyRows]

    private func handshake(magic: UInt32, version: UInt32, capabilities caps: Capabilities,
                           name: String, maxFrame: UInt32) {
        if let why = client.refusal { return refuse(client.refusalCode, why) }
        if magic != TrellisWire.magic {
            return refuse(.badMagic, "bad magic 0x\(String(magic, radix: 16)); expected 0x\(String(TrellisWire.magic, radix: 16)) (\"TRLS\")")
        }
        // The session speaks min(client's highest, daemon's highest) (README §4): only a
        // client whose highest version is below the first one has no common version.
        if version < 1 {
            return refuse(.unsupportedVersion, "protocol version \(version) is not supported; this daemon speaks versions 1...\(TrellisWire.version)")
        }
        if name.utf8.count > limits.maxStringLength {
            return refuse(.limitExceeded, "client name exceeds \(limits.maxStringLength) bytes")
        }
        if maxFrame != 0 && Int(maxFrame) < TrellisWire.minimumFrameSize {
            return refuse(.limitExceeded,
                          "maxFrameSize \(maxFrame) is below the minimum frame size \(TrellisWire.minimumFrameSize)")
        }
        capabilities = caps.intersection(Self.supportedCapabilities)
        if caps.contains(.inspector) && client.inspectorAllowed { capabilities.insert(.inspector) }
        grantOffscreen(asked: caps)   // Session+Offscreen.swift
        client.name = name
        if !capabilities.contains(.inspector) && offscreen == nil {
            backend.surfaceTitled(name, surface: surface)
            accessibility.sink?.surfaceTitled(name, surface: surface)
        }
        clientMaxFrameSize = maxFrame == 0 ? TrellisWire.defaultMaxFrameSize : Int(maxFrame)
        phase = .open
        log?.info("\(who): hello")
        send(.welcome(version: min(version, TrellisWire.version), daemonVersion: Compositor.daemonVersion,
                      backend: backend.name, width: surfaceSize.width, height: surfaceSize.height,
                      maxFrameSize: UInt32(clamping: limits.maxFrameSize),
                      maxNodes: UInt32(clamping: limits.maxNodes), capabilities: capabilities,
                      limits: limits.wire))
    }

    private func refuse(_ code: ErrorCode, _ reason: String) {
        log?.notice("\(who): refused: \(reason)")
        send(.refused(code: code, reason: reason))
        phase = .closing
    }

    private func sendSnapshot(token: UInt64) {
        send(.snapshot(token: token, text: lastFrame?.snapshotText ?? ""))
    }
}

extension ClientMessage {
    /// Messages that only build or commit transactions: they may be handled between a
    /// commit and the frame that shows it. Everything else waits for that frame.
    var isAck: Bool {
        if case .ack = self { return true }
        return false
    }

    /// The ops a transaction stages (TransactionStaging): nodes, the root and layers, the
    /// transaction's animation, scroll and focus requests.
    var isNodeOp: Bool {
        switch self {
        case .create, .update, .reset, .insert, .move, .remove, .destroy, .setRoot, .setLayers, .setAnimation,
             .setAnimationSamples, .scrollTo, .setFocus:
            true
        default:
            false
        }
    }

    /// Node ops that change which nodes hang where: the next frame re-derives which nodes
    /// take part in layout (lifecycle reports).
    var changesStructure: Bool {
        switch self {
        case .insert, .move, .remove, .destroy, .setRoot, .setLayers: true
        default: false
        }
    }

    var isTransactionPart: Bool {
        switch self {
        case .begin, .create, .update, .reset, .insert, .move, .remove, .destroy, .setRoot, .setLayers, .setAnimation, .setAnimationSamples, .commit,
             .scrollTo, .setFocus, .defineImage, .useImage, .defineFont:
            true
        default:
            false
        }
    }
}
