import Testing
import TrellisProtocol
import TrellisProtocolVectors

@Suite struct EncoderTests {
    @Test func headerIsLengthOpcodeFlagsLittleEndian() {
        let bytes = ProtocolSamples.frame(ClientMessage.sync(token: 0x1234))
        #expect(bytes == [2, 0, 0, 0, 0x0D, 0, 0, 0, 0xB4, 0x24])
    }

    @Test func magicIsTheBytesTRLS() {
        let hello = ProtocolSamples.frame(ClientMessage.hello(
            magic: TrellisWire.magic, version: 1, capabilities: [], clientName: "", maxFrameSize: 0))
        #expect(Array(hello[8 ..< 12]) == Array("TRLS".utf8))
    }

    @Test func colorIsRRGGBBAAAsLittleEndianU32() {
        let f = ProtocolSamples.frame(ClientMessage.update(id: 1, props: [.fill(WireColor(r: 1, g: 2, b: 3, a: 4))]))
        #expect(Array(f[11...]) == [4, 3, 2, 1])
        #expect(WireColor(rgba: 0x0102_0304) == WireColor(r: 1, g: 2, b: 3, a: 4))
    }

    @Test(arguments: [(UInt64(0), 1), (127, 1), (128, 2), (16_383, 2), (16_384, 3),
                      (UInt64(UInt32.max), 5), (1 << 63, 10), (UInt64.max, 10)])
    func varintBoundariesRoundTrip(value: UInt64, size: Int) throws {
        #expect(WireWriter.varintSize(value) == size)
        let m = ClientMessage.sync(token: value)
        let bytes = ProtocolSamples.frame(m)
        #expect(bytes.count == 8 + size)
        var d = ClientMessageDecoder()
        d.append(contentsOf: bytes)
        #expect(try d.next() == m)
    }

    @Test func resetKeepsCapacityAndBytesAccumulateUntilReset() {
        var e = FrameEncoder(capacity: 16)
        e.encode(ClientMessage.begin(txn: 1))
        e.encode(ClientMessage.commit(txn: 1))
        #expect(e.count == 18)
        #expect(e.bytes == ProtocolSamples.frame(ClientMessage.begin(txn: 1)) + ProtocolSamples.frame(ClientMessage.commit(txn: 1)))
        for i in 0 ..< 1000 { e.encode(ClientMessage.create(id: UInt64(i + 1), kind: .text, props: [.text("row \(i)")])) }
        let grown = e.count
        e.reset()
        #expect(e.count == 0)
        #expect(e.bytes.isEmpty)
        e.encode(ClientMessage.ack(serial: 3))
        #expect(e.withUnsafeBytes { Array($0) } == ProtocolSamples.frame(ClientMessage.ack(serial: 3)))
        #expect(grown > 16)
    }

    @Test func negativeZeroAndExtremeDoublesSurviveBitExactly() throws {
        for d in [-0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            let m = ClientMessage.injectTap(x: d, y: 0)
            var dec = ClientMessageDecoder()
            dec.append(contentsOf: ProtocolSamples.frame(m))
            guard case let .injectTap(x, _)? = try dec.next() else { Issue.record("no message"); continue }
            #expect(x.bitPattern == d.bitPattern)
        }
    }

    @Test func payloadSizeMatchesTheEncodedPayloadForEverySample() {
        for m in ProtocolSamples.clientMessages {
            #expect(FrameEncoder.payloadSize(of: m) + 8 == ProtocolSamples.frame(m).count, "\(m)")
        }
        for m in ProtocolSamples.daemonEvents {
            #expect(FrameEncoder.payloadSize(of: m) + 8 == ProtocolSamples.frame(m).count, "\(m)")
        }
    }

    @Test func copiesOfAnEncoderAreIndependent() {
        var a = FrameEncoder(capacity: 64)
        a.encode(ClientMessage.begin(txn: 1))
        var b = a
        b.encode(ClientMessage.commit(txn: 1))
        a.encode(ClientMessage.sync(token: 5))
        #expect(a.bytes == ProtocolSamples.frame(ClientMessage.begin(txn: 1)) + ProtocolSamples.frame(ClientMessage.sync(token: 5)))
        #expect(b.bytes == ProtocolSamples.frame(ClientMessage.begin(txn: 1)) + ProtocolSamples.frame(ClientMessage.commit(txn: 1)))
    }

    /// `encode(contentsOf:)` encodes in place in the array; it must write exactly what
    /// one `encode(_:)` per message writes, growing from a tiny buffer and after a copy
    /// of the encoder shared its bytes.
    @Test func aBatchEncodesTheSameBytesAsOneCallPerMessage() {
        let clients = ProtocolSamples.clientMessages + ProtocolSamples.clientMessages.reversed()
        let expected = clients.flatMap { ProtocolSamples.frame($0) }
        var batch = FrameEncoder(capacity: 16)
        batch.encode(contentsOf: clients)
        #expect(firstDifference(batch.bytes, expected) == nil)

        var shared = FrameEncoder(capacity: 16)
        shared.encode(ClientMessage.begin(txn: 1))
        let copy = shared
        shared.encode(contentsOf: clients)
        #expect(firstDifference(shared.bytes, ProtocolSamples.frame(ClientMessage.begin(txn: 1)) + expected) == nil)
        #expect(copy.bytes == ProtocolSamples.frame(ClientMessage.begin(txn: 1)))

        var events = FrameEncoder(capacity: 16)
        events.encode(contentsOf: ProtocolSamples.daemonEvents)
        #expect(firstDifference(events.bytes, ProtocolSamples.daemonEvents.flatMap { ProtocolSamples.frame($0) }) == nil)
        events.encode(contentsOf: [DaemonEvent]())
        #expect(events.count == ProtocolSamples.daemonEvents.reduce(0) { $0 + ProtocolSamples.frame($1).count })
    }

    /// Where two byte strings first differ (or the shorter one's end), nil if equal: a
    /// failure names an offset instead of printing kilobytes.
    private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        if a == b { return nil }
        return zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    @Test func largeMessagesGrowTheBufferMidPayload() throws {
        var e = FrameEncoder(capacity: 8)
        let text = String(repeating: "é", count: 50_000)
        let m = ClientMessage.injectText(text: text)
        e.encode(ClientMessage.begin(txn: 1))
        e.encode(m)
        var d = ClientMessageDecoder()
        d.append(contentsOf: e.bytes)
        #expect(try d.next() == .begin(txn: 1))
        #expect(try d.next() == m)
    }
}
