// Every validation rule: the error names the offending message (opcode and 0-based
// sequence), carries the right code, and closes that session only.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

struct ValidationCase: CustomTestStringConvertible, Sendable {
    var label: String
    /// Valid messages sent first (after the handshake).
    var setup: [ClientMessage]
    var offending: ClientMessage
    var code: ErrorCode
    var limits = Limits()
    var capabilities: Capabilities = [.testing]
    var testDescription: String { label }
}

let vstack1: ClientMessage = .create(id: 1, kind: .vstack, props: [])
let vstack2: ClientMessage = .create(id: 2, kind: .vstack, props: [])
let text3: ClientMessage = .create(id: 3, kind: .text, props: [.text("x")])
let text4: ClientMessage = .create(id: 4, kind: .text, props: [.text("y")])
let begin1: ClientMessage = .begin(txn: 1)

/// A text run of `length` bytes in the node's style but for `weight`.
func textRun(length: UInt32, weight: UInt16 = 0) -> WireTextRun {
    let none = WireColor(r: 0, g: 0, b: 0, a: 0)
    return WireTextRun(length: length, fontSize: 0, fontWeight: weight, fontName: "", italic: false, hasForeground: false,
                       foreground: none, hasUnderline: false, underline: WireTextLine(color: none, pattern: .solid),
                       hasStrikethrough: false, strikethrough: WireTextLine(color: none, pattern: .solid), baselineOffset: 0, symbol: "", link: false, tracking: 0, hasBackground: false, background: WireColor(r: 0, g: 0, b: 0, a: 0))
}

let validationCases: [ValidationCase] = [
    .init(label: "pathData with a truncated command → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.shape(.path), .pathData([0, 1, 1, 2, 3])]), code: .invalidValue),
    .init(label: "pathData with an unknown command → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.pathData([9, 1, 1])]), code: .invalidValue),
    .init(label: "a text run of length 0 → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .text, props: [.text("ab"), .textRuns([textRun(length: 0)])]), code: .invalidValue),
    .init(label: "a text run of weight 50 → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .text, props: [.text("ab"), .textRuns([textRun(length: 1, weight: 50)])]), code: .invalidValue),
    .init(label: "4,097 text runs → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .text, props: [.text("ab"), .textRuns(Array(repeating: textRun(length: 1), count: 4097))]),
          code: .invalidValue),
    .init(label: "a colorMatrix of 19 values → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .effect, props: [.colorMatrix(Array(repeating: 0, count: 19))]), code: .invalidValue),
    .init(label: "a dash pattern of zeros → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.stroke(WireColor(r: 0, g: 0, b: 0, a: 255)), .dash([0, 0])]),
          code: .invalidValue),
    .init(label: "a gradient with a partial stop → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([0, 0, 0, 1, 1, 0, 1, 0, 0])]), code: .invalidValue),
    .init(label: "a gradient whose stops go backwards → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([0, 0, 0, 1, 1, 0.5, 1, 0, 0, 1, 0.2, 0, 0, 1, 1])]),
          code: .invalidValue),
    .init(label: "a gradient of kind 5 → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([5, 0, 0, 1, 1, 0, 1, 0, 0, 1])]), code: .invalidValue),
    .init(label: "an elliptical gradient with a negative radius fraction → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([3, 0.5, 0.5, -0.1, 0.5, 0, 1, 0, 0, 1])]), code: .invalidValue),
    .init(label: "a 1×2 mesh gradient → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([4, 1, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 28))]),
          code: .invalidValue),
    .init(label: "a 2×2 mesh gradient one vertex short → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([4, 2, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 42))]),
          code: .invalidValue),
    .init(label: "a mesh gradient whose smooths is 2 → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([4, 2, 2, 2, 0, 0, 0, 0] + Array(repeating: 0.5, count: 56))]),
          code: .invalidValue),
    .init(label: "a mesh gradient with a vertex colour above 1 → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.gradient([4, 2, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 55) + [1.5])]),
          code: .invalidValue),
    .init(label: "an innerShadow with a negative radius → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.innerShadow(WireShadow(color: WireColor(r: 0, g: 0, b: 0, a: 255),
                                                                                   radius: -1, x: 0, y: 0))]), code: .invalidValue),
    .init(label: "innerShadow on a text node → invalidProperty", setup: [begin1],
          offending: .create(id: 5, kind: .text, props: [.innerShadow(WireShadow(color: WireColor(r: 0, g: 0, b: 0, a: 255),
                                                                                  radius: 1, x: 0, y: 0))]), code: .invalidProperty),
    .init(label: "a zero pathSize → invalidValue", setup: [begin1],
          offending: .create(id: 5, kind: .shape, props: [.pathSize(WireSize(width: 0, height: 10))]), code: .invalidValue),
    .init(label: "stroke on a text node → invalidProperty", setup: [begin1],
          offending: .create(id: 5, kind: .text, props: [.stroke(WireColor(r: 0, g: 0, b: 0, a: 255))]), code: .invalidProperty),
    .init(label: "update of an unknown node → unknownNode", setup: [begin1],
          offending: .update(id: 99, props: [.opacity(1)]), code: .unknownNode),
    .init(label: "insert of an unknown child → unknownNode", setup: [begin1, vstack1],
          offending: .insert(parent: 1, child: 42, index: 0), code: .unknownNode),
    .init(label: "destroy of an unknown node → unknownNode", setup: [begin1],
          offending: .destroy(id: 5), code: .unknownNode),
    .init(label: "a node used after it was destroyed in the same transaction → unknownNode",
          setup: [begin1, vstack1, .destroy(id: 1)],
          offending: .update(id: 1, props: [.spacing(2)]), code: .unknownNode),
    .init(label: "create of an existing id → duplicateNode", setup: [begin1, vstack1],
          offending: vstack1, code: .duplicateNode),
    .init(label: "create with id 0 → invalidValue", setup: [begin1],
          offending: .create(id: 0, kind: .text, props: []), code: .invalidValue),
    .init(label: "a child inserted under a second parent → alreadyParented",
          setup: [begin1, vstack1, vstack2, text3, .insert(parent: 1, child: 3, index: 0)],
          offending: .insert(parent: 2, child: 3, index: 0), code: .alreadyParented),
    .init(label: "the root inserted as a child → alreadyParented",
          setup: [begin1, vstack1, vstack2, .setRoot(id: 2)],
          offending: .insert(parent: 1, child: 2, index: 0), code: .alreadyParented),
    .init(label: "a parented node made root → alreadyParented",
          setup: [begin1, vstack1, vstack2, .insert(parent: 1, child: 2, index: 0)],
          offending: .setRoot(id: 2), code: .alreadyParented),
    .init(label: "an insert making a cycle → cycle",
          setup: [begin1, vstack1, vstack2, .insert(parent: 1, child: 2, index: 0)],
          offending: .insert(parent: 2, child: 1, index: 0), code: .cycle),
    .init(label: "a node inserted into itself → cycle", setup: [begin1, vstack1],
          offending: .insert(parent: 1, child: 1, index: 0), code: .cycle),
    .init(label: "fill on a text node → invalidProperty", setup: [begin1],
          offending: .create(id: 3, kind: .text, props: [.fill(WireColor(r: 1, g: 2, b: 3, a: 4))]),
          code: .invalidProperty),
    .init(label: "text on a vstack (update) → invalidProperty", setup: [begin1, vstack1],
          offending: .update(id: 1, props: [.text("no")]), code: .invalidProperty),
    .init(label: "reset of a tag invalid for the kind → invalidProperty", setup: [begin1, text3],
          offending: .reset(id: 3, tags: [.cornerRadius]), code: .invalidProperty),
    .init(label: "a child under a leaf at commit → invalidTree",
          setup: [begin1, text3, text4, .insert(parent: 3, child: 4, index: 0)],
          offending: .commit(txn: 1), code: .invalidTree),
    .init(label: "a second child under a frame at commit → invalidTree",
          setup: [begin1, .create(id: 1, kind: .frame, props: []), text3, text4,
                  .insert(parent: 1, child: 3, index: 0), .insert(parent: 1, child: 4, index: 1)],
          offending: .commit(txn: 1), code: .invalidTree),
    .init(label: "a background with one child at commit → invalidTree",
          setup: [begin1, .create(id: 1, kind: .background, props: []), text3,
                  .insert(parent: 1, child: 3, index: 0)],
          offending: .commit(txn: 1), code: .invalidTree),
    .init(label: "an overlay left with one child by a destroy → invalidTree",
          setup: [begin1, .create(id: 1, kind: .overlay, props: []), text3, text4,
                  .insert(parent: 1, child: 3, index: 0), .insert(parent: 1, child: 4, index: 1),
                  .commit(txn: 1), .begin(txn: 2), .destroy(id: 4)],
          offending: .commit(txn: 2), code: .invalidTree),
    .init(label: "an insert index past the end → badIndex", setup: [begin1, vstack1, text3],
          offending: .insert(parent: 1, child: 3, index: 1), code: .badIndex),
    .init(label: "a move index out of range → badIndex",
          setup: [begin1, vstack1, text3, .insert(parent: 1, child: 3, index: 0)],
          offending: .move(parent: 1, child: 3, index: 1), code: .badIndex),
    .init(label: "a move of a node that is not a child → notAChild", setup: [begin1, vstack1, text3],
          offending: .move(parent: 1, child: 3, index: 0), code: .notAChild),
    .init(label: "a remove of a node that is not a child → notAChild",
          setup: [begin1, vstack1, vstack2, text3, .insert(parent: 2, child: 3, index: 0)],
          offending: .remove(parent: 1, child: 3), code: .notAChild),
    .init(label: "an op outside a transaction → notInTransaction", setup: [],
          offending: vstack1, code: .notInTransaction),
    .init(label: "commit without begin → notInTransaction", setup: [],
          offending: .commit(txn: 1), code: .notInTransaction),
    .init(label: "begin inside a transaction → nestedTransaction", setup: [begin1],
          offending: .begin(txn: 2), code: .nestedTransaction),
    .init(label: "commit of another transaction → transactionMismatch", setup: [begin1],
          offending: .commit(txn: 2), code: .transactionMismatch),
    .init(label: "more nodes than the limit → limitExceeded", setup: [begin1, vstack1, vstack2],
          offending: text3, code: .limitExceeded, limits: Limits(maxNodes: 2)),
    .init(label: "a tree deeper than the limit → limitExceeded",
          setup: [begin1, vstack1, vstack2, .create(id: 3, kind: .vstack, props: []),
                  .insert(parent: 1, child: 2, index: 0)],
          offending: .insert(parent: 2, child: 3, index: 0), code: .limitExceeded,
          limits: Limits(maxDepth: 1)),
    .init(label: "a subtree inserted too deep → limitExceeded (subtree height counts)",
          setup: [begin1, vstack1, vstack2, .create(id: 3, kind: .vstack, props: []),
                  .insert(parent: 2, child: 3, index: 0)],
          offending: .insert(parent: 1, child: 2, index: 0), code: .limitExceeded,
          limits: Limits(maxDepth: 1)),
    .init(label: "a string longer than the limit → limitExceeded", setup: [begin1],
          offending: .create(id: 3, kind: .text, props: [.text("123456789")]), code: .limitExceeded,
          limits: Limits(maxStringLength: 8)),
    .init(label: "more ops in a transaction than the limit → limitExceeded",
          setup: [begin1, vstack1, .update(id: 1, props: [])],
          offending: .update(id: 1, props: []), code: .limitExceeded,
          limits: Limits(maxTransactionOps: 2)),
    .init(label: "injectTap without the testing capability → capabilityMissing", setup: [],
          offending: .injectTap(x: 1, y: 1), code: .capabilityMissing, capabilities: []),
    .init(label: "requestSnapshot without the testing capability → capabilityMissing", setup: [],
          offending: .requestSnapshot(token: 1), code: .capabilityMissing, capabilities: []),
    .init(label: "ack of a frame never sent → invalidValue", setup: [],
          offending: .ack(serial: 1), code: .invalidValue),
    .init(label: "a second hello → handshakeRequired (README, Handshake)", setup: [],
          offending: SessionHarness.hello(), code: .handshakeRequired),
    .init(label: "begin(0) → transactionMismatch (txn is nonzero)", setup: [],
          offending: .begin(txn: 0), code: .transactionMismatch),
    .init(label: "a begin that does not increase → transactionMismatch",
          setup: [.begin(txn: 5), .commit(txn: 5)],
          offending: .begin(txn: 5), code: .transactionMismatch),
]

@Suite("Session validation")
struct SessionValidationTests {
    @Test("each violation sends error(code, opcode, sequence) naming the offending message, then closes",
          arguments: validationCases)
    func violation(_ c: ValidationCase) throws {
        let h = SessionHarness(limits: c.limits, capabilities: c.capabilities)
        let setupEvents = h.send(c.setup)
        #expect(errorEvent(setupEvents) == nil, "setup failed: \(setupEvents)")
        let sequence = h.sent
        let events = h.send(c.offending)
        let e = try #require(errorEvent(events), "no error for \(c.offending): \(events)")
        #expect(e.code == c.code, "\(e.message)")
        #expect(e.opcode == c.offending.opcode)
        #expect(e.sequence == sequence)
        #expect(!e.message.isEmpty)
        #expect(h.isClosing)
        #expect(events.last.map(caseName) == "error", "the error is the last event")
        // A closing session ignores anything more.
        #expect(h.send(.sync(token: 1)).isEmpty)
    }

    @Test("handshake: welcome carries the backend, size and limits")
    func welcome() throws {
        let h = SessionHarness(limits: Limits(maxNodes: 1234), handshake: false)
        let events = h.send(SessionHarness.hello([.testing]))
        guard case .welcome(let v, _, let backend, let w, let hh, let maxFrame, let maxNodes, let caps, let limits)? = events.first else {
            Issue.record("expected welcome, got \(events)")
            return
        }
        #expect(v == TrellisWire.version)
        #expect(backend == h.backend.name)
        #expect(w == h.backend.surfaceSize.width && hh == h.backend.surfaceSize.height)
        #expect(maxFrame == UInt32(TrellisWire.defaultMaxFrameSize))
        #expect(maxNodes == 1234)
        #expect(caps == [.testing])
        #expect(limits == Limits(maxNodes: 1234).wire)
    }

    @Test("before welcome every failure is refused with the error's code: flags, truncated hello, bad UTF-8, unknown opcode, oversized frame")
    func handshakeDecodeFailuresAreRefused() {
        var hello = FrameEncoder()
        hello.encode(SessionHarness.hello())
        let good = hello.bytes
        var flags = good; flags[6] = 1
        var truncated = good; truncated[0] = 4; truncated.removeLast(good.count - 12)   // magic only
        func rawFrame(_ opcode: UInt16, _ payload: [UInt8], length: UInt32? = nil) -> [UInt8] {
            let n = length ?? UInt32(payload.count)
            return [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24),
                    UInt8(opcode & 0xFF), UInt8(opcode >> 8), 0, 0] + payload
        }
        // magic "TRLS", version 1, no capabilities, a name C3 28 (not UTF-8), maxFrameSize 0.
        let badName = rawFrame(0x0001, [0x54, 0x52, 0x4C, 0x53, 1, 0, 0, 0] + [UInt8](repeating: 0, count: 8)
                                      + [2, 0xC3, 0x28] + [0, 0, 0, 0])
        let cases: [([UInt8], ErrorCode)] = [
            (flags, .malformedFrame), (truncated, .malformedFrame), (badName, .invalidUTF8),
            (rawFrame(0x00FF, []), .unknownOpcode), (rawFrame(0x0001, [], length: 1 << 20 + 1), .frameTooLarge),
        ]
        for (bytes, code) in cases {
            let h = SessionHarness(handshake: false)
            let events = h.sendBytes(bytes)
            guard events.count == 1, case .refused(let got, let reason) = events[0] else {
                Issue.record("expected one refused(\(code)), got \(events)"); continue
            }
            #expect(got == code, "\(reason)")
            #expect(h.isClosing)
        }
    }

    @Test("a wrong magic is refused with badMagic, then the session closes")
    func badMagic() {
        let h = SessionHarness(handshake: false)
        let events = h.send(.hello(magic: 0x1234, version: 1, capabilities: [], clientName: "x", maxFrameSize: 0))
        guard case .refused(let code, let reason)? = events.first, events.count == 1 else {
            Issue.record("expected one refused, got \(events)")
            return
        }
        #expect(code == .badMagic)
        #expect(reason.contains("magic"))
        #expect(h.isClosing)
    }

    @Test("a newer client gets the daemon's highest version; version 0 has none in common and is refused")
    func unsupportedVersion() {
        for newer: UInt32 in [2, 7, 99] {
            let h = SessionHarness(handshake: false)
            let events = h.send(.hello(magic: TrellisWire.magic, version: newer, capabilities: [], clientName: "x", maxFrameSize: 0))
            guard case .welcome(let version, _, _, _, _, _, _, _, _)? = events.first else {
                Issue.record("expected welcome for version \(newer), got \(events)")
                continue
            }
            #expect(version == TrellisWire.version)
        }
        let h = SessionHarness(handshake: false)
        let events = h.send(.hello(magic: TrellisWire.magic, version: 0, capabilities: [], clientName: "x", maxFrameSize: 0))
        guard case .refused(let code, let reason)? = events.first else {
            Issue.record("expected refused, got \(events)")
            return
        }
        #expect(code == .unsupportedVersion)
        #expect(reason.contains("0") && reason.contains("\(TrellisWire.version)"))
        #expect(h.isClosing)
    }

    @Test("hello with a maxFrameSize below the minimum (4096) → refused(limitExceeded), then closes")
    func tinyFrameSizeRefused() throws {
        let h = SessionHarness(handshake: false)
        let events = h.send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                                   clientName: "tiny", maxFrameSize: 16))
        guard case let .refused(code, reason)? = events.first else {
            Issue.record("expected refused, got \(events)")
            return
        }
        #expect(code == .limitExceeded)
        #expect(reason.contains("16") && reason.contains("4096"))
        #expect(h.isClosing)
    }

    @Test("any message before hello → refused(handshakeRequired), as every handshake answer, then closes")
    func handshakeRequired() throws {
        let h = SessionHarness(handshake: false)
        let events = h.send(.begin(txn: 1))
        guard case let .refused(code, reason)? = events.first else {
            Issue.record("expected refused, got \(events)")
            return
        }
        #expect(code == .handshakeRequired)
        #expect(reason.contains("begin"))
        #expect(h.isClosing)
    }

    @Test("an undecodable frame → the decoder's error, naming the next sequence number")
    func decoderError() throws {
        let h = SessionHarness()
        h.send(.begin(txn: 1))
        // A frame with an opcode no client message has.
        let e = try #require(errorEvent(h.sendBytes([0, 0, 0, 0, 0x34, 0x12, 0, 0])))
        #expect(e.code == .unknownOpcode)
        #expect(e.opcode == 0x1234)
        #expect(e.sequence == 2)
        #expect(h.isClosing)
    }

    @Test("a frame larger than the limit → frameTooLarge, detected from the header alone")
    func frameTooLarge() throws {
        let h = SessionHarness(limits: Limits(maxFrameSize: 100))
        let op = ClientMessage.begin(txn: 1).opcode
        let e = try #require(errorEvent(h.sendBytes([101, 0, 0, 0, UInt8(op & 0xFF), UInt8(op >> 8), 0, 0])))
        #expect(e.code == .frameTooLarge)
        #expect(e.sequence == 1)
    }

    @Test("a session's error leaves the other sessions of the compositor working")
    func errorIsolated() throws {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend)
        let bad = SessionHarness(backend: backend, compositor: compositor)
        let good = SessionHarness(backend: backend, compositor: compositor)
        #expect(errorEvent(bad.send(.create(id: 1, kind: .text, props: []))) != nil)
        let events = good.send(txn(1, .create(id: 1, kind: .text, props: [.text("ok")]), .setRoot(id: 1)))
        #expect(errorEvent(events) == nil)
        #expect(appeared(events) == [1])
        #expect(!good.isClosing)
    }

    @Test("a rejected op leaves nothing behind: the staged view and the tree are unchanged")
    func rejectedOpStagesNothing() {
        let h = SessionHarness()
        h.send(txn(1, vstack1, .setRoot(id: 1)))
        h.send(.begin(txn: 2), text3, .insert(parent: 1, child: 3, index: 5))
        #expect(h.session.staging.opCount == 1)   // only the create
        #expect(h.session.staging.mirror.childCount(of: 1) == 0)
        #expect(h.tree.children(of: 1).isEmpty)
    }
}
