import Testing
import TrellisProtocol
import TrellisProtocolVectors

/// In the style of SwiftNIO's ByteToMessageDecoderVerifier: the same byte stream must
/// decode to the same messages however the transport happens to chunk it.
@Suite struct DecoderVerifierTests {
    let clientStream = ProtocolSamples.clientMessages.flatMap { ProtocolSamples.frame($0) }
    let daemonStream = ProtocolSamples.daemonEvents.flatMap { ProtocolSamples.frame($0) }

    func decodeAll<M: WireMessage>(_: M.Type, chunks: [ArraySlice<UInt8>]) throws -> [M] {
        var decoder = FrameDecoder<M>()
        var out: [M] = []
        for c in chunks {
            decoder.append(contentsOf: c)
            while let m = try decoder.next() { out.append(m) }
        }
        #expect(decoder.bufferedByteCount == 0)
        #expect(decoder.messageCount == UInt64(out.count))
        return out
    }

    @Test func manyFramesCoalescedInOneBuffer() throws {
        #expect(try decodeAll(ClientMessage.self, chunks: [clientStream[...]]) == ProtocolSamples.clientMessages)
        #expect(try decodeAll(DaemonEvent.self, chunks: [daemonStream[...]]) == ProtocolSamples.daemonEvents)
    }

    @Test func dripFedOneByteAtATime() throws {
        let drip = clientStream.indices.map { clientStream[$0 ... $0] }
        #expect(try decodeAll(ClientMessage.self, chunks: drip) == ProtocolSamples.clientMessages)
        let dripD = daemonStream.indices.map { daemonStream[$0 ... $0] }
        #expect(try decodeAll(DaemonEvent.self, chunks: dripD) == ProtocolSamples.daemonEvents)
    }

    @Test func splitAtEveryOffset() throws {
        for cut in 0 ... clientStream.count {
            let got = try decodeAll(ClientMessage.self, chunks: [clientStream[..<cut], clientStream[cut...]])
            #expect(got == ProtocolSamples.clientMessages, "split at \(cut)")
        }
        for cut in 0 ... daemonStream.count {
            let got = try decodeAll(DaemonEvent.self, chunks: [daemonStream[..<cut], daemonStream[cut...]])
            #expect(got == ProtocolSamples.daemonEvents, "split at \(cut)")
        }
    }

    @Test func irregularChunkSizesViaRawBufferAppend() throws {
        var decoder = ClientMessageDecoder()
        var out: [ClientMessage] = []
        var i = 0
        var size = 1
        while i < clientStream.count {
            let end = min(clientStream.count, i + size)
            clientStream[i ..< end].withUnsafeBytes { decoder.append($0) }
            while let m = try decoder.next() { out.append(m) }
            i = end
            size = size % 13 + 2
        }
        #expect(out == ProtocolSamples.clientMessages)
    }

    @Test func incompleteFrameNeedsMoreDataWithoutConsuming() throws {
        let frame = ProtocolSamples.frame(ClientMessage.begin(txn: 9))
        var decoder = ClientMessageDecoder()
        for byte in frame.dropLast() {
            decoder.append(contentsOf: [byte])
            #expect(try decoder.next() == nil)
        }
        #expect(decoder.messageCount == 0)
        decoder.append(contentsOf: [frame.last!])
        #expect(try decoder.next() == .begin(txn: 9))
        #expect(decoder.messageCount == 1)
    }

    @Test func longStreamCompactsItsBuffer() throws {
        // Many frames through one decoder: the consumed prefix must not accumulate.
        let frame = ProtocolSamples.frame(ClientMessage.update(id: 5, props: [.text("some text here")]))
        var decoder = ClientMessageDecoder()
        for round in 0 ..< 20_000 {
            decoder.append(contentsOf: frame + frame.prefix(round % frame.count))
            while try decoder.next() != nil {}
            decoder.append(contentsOf: frame.dropFirst(round % frame.count))
            while try decoder.next() != nil {}
            #expect(decoder.bufferedByteCount == 0)
        }
        #expect(decoder.messageCount == 40_000)
    }

    @Test func copiesOfADecoderAreIndependentValues() throws {
        var a = ClientMessageDecoder()
        let begin = ProtocolSamples.frame(ClientMessage.begin(txn: 1))
        let commit = ProtocolSamples.frame(ClientMessage.commit(txn: 1))
        a.append(contentsOf: begin + commit.prefix(3))
        var b = a
        #expect(try a.next() == .begin(txn: 1))
        b.append(contentsOf: commit.dropFirst(3))
        a.append(contentsOf: ProtocolSamples.frame(ClientMessage.sync(token: 2)))
        #expect(try b.next() == .begin(txn: 1))
        #expect(try b.next() == .commit(txn: 1))
        #expect(try b.next() == nil)
        #expect(throws: ProtocolError.self) { try a.next() }   // a got commit's prefix, then sync: garbage
        #expect(b.messageCount == 2)
    }

    @Test func bufferGrowsForFramesLargerThanItsInitialCapacity() throws {
        let big = ClientMessage.injectText(text: String(repeating: "0123456789", count: 30_000))
        let bytes = ProtocolSamples.frame(big)
        var d = ClientMessageDecoder()
        var i = 0
        while i < bytes.count {
            d.append(contentsOf: bytes[i ..< min(bytes.count, i + 7_001)])
            i += 7_001
            if i < bytes.count { #expect(try d.next() == nil) }
        }
        #expect(try d.next() == big)
    }
}
