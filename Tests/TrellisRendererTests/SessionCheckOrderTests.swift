// Issue 38 items 17, 19, 27: decode rules before operation rules, the order of an
// operation's checks, what the transaction limits count, and the messages allowed inside
// a transaction (README §5, §8).
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct SessionCheckOrderTests {
    func f64(_ d: Double) -> [UInt8] { withUnsafeBytes(of: d.bitPattern.littleEndian) { Array($0) } }
    func frame(_ opcode: UInt16, _ payload: [UInt8]) -> [UInt8] {
        let n = UInt32(payload.count)
        return [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16), UInt8(n >> 24), UInt8(opcode & 0xFF), UInt8(opcode >> 8), 0, 0] + payload
    }

    @Test("a decode rule anywhere in a message wins over an operation rule earlier in it, at that message's sequence")
    func decodeRuleWins() {
        let h = SessionHarness()
        _ = h.send(.begin(txn: 1))
        // create(5, text, [fill (not a text property), fontSize NaN])
        let events = h.sendBytes(frame(0x0003, [5, 1, 2, 6, 0xFF, 0, 0, 0xFF, 2] + f64(.nan)))
        let e = errorEvent(events)
        #expect(e?.code == .invalidValue && e?.sequence == 2 && e?.opcode == 0x0003, "\(events)")
    }

    @Test("operation rules in order: the node, then each property in list order (kind, value, string limit)")
    func operationOrder() {
        func failure(_ ops: [ClientMessage], limits: Limits = .init()) -> (ErrorCode, UInt64)? {
            let h = SessionHarness(limits: limits)
            return errorEvent(h.send(txn(1, ops))).map { ($0.code, $0.sequence) }
        }
        // unknownNode before the properties' checks
        #expect(failure([.update(id: 9, props: [.fill(WireColor.black), .projection([1])])])! == (.unknownNode, 2))
        // duplicateNode before the properties
        #expect(failure([.create(id: 1, kind: .text, props: []), .create(id: 1, kind: .text, props: [.fill(WireColor.black)])])! == (.duplicateNode, 3))
        // properties in list order: the kind rule of the first before the value rule of the second
        #expect(failure([.create(id: 1, kind: .text, props: [.fill(WireColor.black), .projection([1])])])! == (.invalidProperty, 2))
        #expect(failure([.create(id: 1, kind: .shape, props: [.projection([1]), .trim([0.5, 0.25])])])! == (.invalidValue, 2))
        // value rule before the string limit, within one list
        #expect(failure([.create(id: 1, kind: .shape, props: [.trim([0.5, 0.25])])], limits: Limits(maxStringLength: 5))! == (.invalidValue, 2))
        #expect(failure([.create(id: 1, kind: .text, props: [.text("longer")])], limits: Limits(maxStringLength: 5))! == (.limitExceeded, 2))
        // maxTransactionBytes before the operation's own checks
        #expect(failure([.update(id: 9, props: [])], limits: Limits(maxTransactionBytes: 5))! == (.limitExceeded, 2))
        // maxTransactionOps: the (n + 1)th node op fails; begin and commit do not count
        let three: [ClientMessage] = [.create(id: 1, kind: .text, props: []), .create(id: 2, kind: .text, props: []),
                                      .create(id: 3, kind: .text, props: [])]
        #expect(failure(Array(three.prefix(2)), limits: Limits(maxTransactionOps: 2)) == nil)
        #expect(failure(three, limits: Limits(maxTransactionOps: 2))! == (.limitExceeded, 4))
    }

    @Test("maxTransactionBytes counts the node ops' whole frames, not begin, commit or other messages")
    func transactionBytesCount() {
        let op = ClientMessage.create(id: 1, kind: .text, props: [.text("abc")])
        let size = 8 + op.payloadSize
        for (limit, fails) in [(size, false), (size - 1, true)] {
            let h = SessionHarness(limits: Limits(maxTransactionBytes: limit))
            let events = h.send([.begin(txn: 1), .sync(token: 1), op, .debugReport(text: String(repeating: "r", count: 100)), .commit(txn: 1)])
            #expect((errorEvent(events) != nil) == fails, "\(limit): \(events)")
        }
    }

    @Test("maxDepth is checked at insert, over detached chains too")
    func depthOfDetachedChains() {
        let h = SessionHarness(limits: Limits(maxDepth: 2))
        let e = errorEvent(h.send(txn(1, [
            .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .vstack, props: []),
            .create(id: 3, kind: .vstack, props: []), .create(id: 4, kind: .text, props: []),
            .insert(parent: 1, child: 2, index: 0), .insert(parent: 2, child: 3, index: 0),   // depth 2, detached
            .insert(parent: 3, child: 4, index: 0),                                           // depth 3
        ])))
        #expect(e?.code == .limitExceeded && e?.sequence == 8 && e?.message.contains("limit is 2") == true, "\(String(describing: e))")
    }

    @Test("messages that are not node ops are handled at once inside a transaction and see only what was committed")
    func otherMessagesInsideATransaction() {
        let h = SessionHarness()
        _ = h.send(txn(1, [.create(id: 1, kind: .text, props: [.text("old")]), .setRoot(id: 1)]))
        let events = h.send([.begin(txn: 2), .update(id: 1, props: [.text("new")]), .sync(token: 5),
                             .requestSnapshot(token: 6), .ack(serial: 1), .debugReport(text: "r"),
                             .announce(text: "a"), .injectTap(x: 1, y: 1), .commit(txn: 2), .requestSnapshot(token: 7)])
        #expect(errorEvent(events) == nil, "\(events)")
        let snapshots = events.compactMap { e -> String? in if case .snapshot(_, let t) = e { t } else { nil } }
        #expect(snapshots.count == 2 && snapshots[0].contains("\"old\"") && snapshots[1].contains("\"new\""), "\(snapshots)")
        #expect(events.map(caseName).prefix(2) == ["syncDone", "snapshot"])
        // hello and begin are the errors there.
        let nested = SessionHarness()
        #expect(errorEvent(nested.send(.begin(txn: 1), .begin(txn: 2)))?.code == .nestedTransaction)
        let again = SessionHarness()
        #expect(errorEvent(again.send(.begin(txn: 1), SessionHarness.hello()))?.code == .handshakeRequired)
    }
}
