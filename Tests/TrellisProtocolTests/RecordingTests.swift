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
}
