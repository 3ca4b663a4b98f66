// Issue 38 item 26: what inspect's counters and the tree header's "frame F" are
// (trellis.idl, InspectTarget).
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct InspectionFieldsTests {
    @Test("bytesIn/bytesOut count every byte read and handed out, headers included; frame F is the last frameDone serial")
    func countersAndFrame() {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend)
        let app = SessionHarness(handshake: false, backend: backend, compositor: compositor)
        var sentBytes = 0, receivedBytes = 0, lastSerial: UInt64 = 0
        func exchange(_ messages: [ClientMessage]) {
            var enc = FrameEncoder()
            for m in messages { enc.encode(m) }
            sentBytes += enc.count
            for e in app.sendBytes(enc.bytes) {
                receivedBytes += 8 + e.payloadSize
                if case .frameDone(let serial, _) = e { lastSerial = serial }
            }
        }
        exchange([SessionHarness.hello()])
        exchange(txn(1, [.create(id: 1, kind: .text, props: [.text("a")]), .setRoot(id: 1)]))
        exchange(txn(2, [.update(id: 1, props: [.text("b")])]))
        exchange([.sync(token: 1)])
        let inspector = SessionHarness(capabilities: [.inspector], compositor: compositor)
        guard case .inspection(_, let json)? = inspector.send(.inspect(target: .sessions, session: 0)).first,
              case .inspection(_, let tree)? = inspector.send(.inspect(target: .tree, session: app.id.rawValue)).first else {
            Issue.record("no inspection"); return
        }
        #expect(json.contains("\"bytesIn\": \(sentBytes)") || json.contains("\"bytesIn\":\(sentBytes)"), "\(json) vs \(sentBytes)")
        #expect(json.contains("\"bytesOut\": \(receivedBytes)") || json.contains("\"bytesOut\":\(receivedBytes)"), "\(json) vs \(receivedBytes)")
        #expect(lastSerial == 2)
        #expect(tree.hasPrefix("# session \(app.id.rawValue) \"tests\": 1 nodes, 1 laid out, frame \(lastSerial)"), "\(tree)")
    }
}
