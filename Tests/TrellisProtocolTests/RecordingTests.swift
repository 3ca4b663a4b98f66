// The recording format: header, chunks, and what a cut-short file yields.
import Testing
import TrellisProtocol

@Suite struct RecordingTests {
    @Test("chunks round-trip; a file cut mid-chunk yields the chunks before the cut")
    func roundTrip() throws {
        var e = FrameEncoder()
        e.encode(ClientMessage.sync(token: 7))
        let a = RecordedChunk(direction: .clientToDaemon, micros: 12, bytes: e.bytes)
        let b = RecordedChunk(direction: .daemonToClient, micros: 1 << 40, bytes: [1, 2, 3])
        let file = Recording.magic + Recording.encode(a) + Recording.encode(b)
        #expect(try Recording.decode(file) == [a, b])
        #expect(try Recording.decode(Array(file.dropLast(2))) == [a])
        #expect(Recording.encode(b).prefix(13) == [1, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0])
    }

    @Test("a file without the header, or with a bad direction, is refused with a reason")
    func malformed() {
        #expect(throws: Recording.Malformed.self) { try Recording.decode(Array("not a recording".utf8)) }
        #expect(throws: Recording.Malformed.self) {
            try Recording.decode(Recording.magic + [9] + [UInt8](repeating: 0, count: 12))
        }
    }

    @Test("the redactor masks a secure node's text and inputText, follows secure through update, reset and destroy, and keeps frames cut across calls")
    func redactor() throws {
        var r = RecordingRedactor()
        func frames(_ ms: [ClientMessage]) -> [UInt8] { var e = FrameEncoder(); e.encode(contentsOf: ms); return e.bytes }
        func frames(_ es: [DaemonEvent]) -> [UInt8] { var e = FrameEncoder(); for x in es { e.encode(x) }; return e.bytes }
        let create = frames([.create(id: 5, kind: .textField, props: [.text("pw"), .secure(true)]),
                             .create(id: 6, kind: .textField, props: [.text("plain")])])
        // Split inside the second frame: the first call writes one frame, the second the rest.
        let first = create.withUnsafeBytes { r.redact(UnsafeRawBufferPointer(rebasing: $0[0..<20]), .clientToDaemon) }
        let second = create.withUnsafeBytes { r.redact(UnsafeRawBufferPointer(rebasing: $0[20...]), .clientToDaemon) }
        var d = ClientMessageDecoder()
        d.append(contentsOf: first + second)
        #expect(try d.next() == .create(id: 5, kind: .textField, props: [.text("••"), .secure(true)]))
        #expect(try d.next() == .create(id: 6, kind: .textField, props: [.text("plain")]))
        let typed = frames([.inputText(id: 5, text: "pé👍🏽"), .inputText(id: 6, text: "ok")])
        let out = typed.withUnsafeBytes { r.redact($0, .daemonToClient) }
        var e = DaemonEventDecoder()
        e.append(contentsOf: out)
        #expect(try e.next() == .inputText(id: 5, text: "•••"), "one bullet per grapheme cluster")
        #expect(try e.next() == .inputText(id: 6, text: "ok"))
        // Frames with nothing to mask pass byte for byte.
        let plain = frames([.inputText(id: 6, text: "x")])
        #expect(plain.withUnsafeBytes { r.redact($0, .daemonToClient) } == plain)
        // No longer secure: recorded as is.
        _ = r.redact(.update(id: 5, props: [.secure(false)]))
        #expect(r.redact(.inputText(id: 5, text: "ab")) == .inputText(id: 5, text: "ab"))
        _ = r.redact(.update(id: 5, props: [.secure(true)]))
        _ = r.redact(.reset(id: 5, tags: [.secure]))
        #expect(r.redact(.inputText(id: 5, text: "ab")) == .inputText(id: 5, text: "ab"))
        _ = r.redact(.create(id: 7, kind: .textField, props: [.secure(true)]))
        _ = r.redact(.destroy(id: 7))
        #expect(r.redact(.inputText(id: 7, text: "ab")) == .inputText(id: 7, text: "ab"))
    }
}
