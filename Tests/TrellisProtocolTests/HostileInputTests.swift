import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisProtocolVectors

/// Beyond the invalid vectors: errors are sticky, name the offending message, respect
/// the negotiated maximum, and random garbage never traps.
@Suite struct HostileInputTests {
    @Test func errorIsStickyAndSequenceNamesTheOffendingMessage() throws {
        var decoder = ClientMessageDecoder()
        decoder.append(contentsOf: ProtocolSamples.frame(ClientMessage.begin(txn: 1)))
        decoder.append(contentsOf: ProtocolSamples.frame(ClientMessage.commit(txn: 1)))
        decoder.append(contentsOf: rawFrame(0x0009, [0]))     // destroy(id: 0)
        decoder.append(contentsOf: ProtocolSamples.frame(ClientMessage.sync(token: 1)))
        #expect(try decoder.next() == .begin(txn: 1))
        #expect(try decoder.next() == .commit(txn: 1))
        let sequence = decoder.messageCount
        #expect(sequence == 2)
        #expect(throws: ProtocolError(.invalidValue, opcode: 0x0009, "destroy.id: node id 0")) { try decoder.next() }
        // Later frames are never decoded: the stream is no longer trusted.
        #expect(throws: ProtocolError.self) { try decoder.next() }
        #expect(decoder.messageCount == 2)
    }

    @Test func headerErrorsAreReportedBeforeThePayloadArrives() {
        var decoder = ClientMessageDecoder()
        decoder.append(contentsOf: rawFrame(0x0003, [], length: 5 << 20))   // 5 MiB announced, nothing sent
        #expect(throws: ProtocolError.self) { try decoder.next() }
        var unknown = ClientMessageDecoder()
        unknown.append(contentsOf: rawFrame(0x7777, [], length: 100))
        do {
            _ = try unknown.next()
            Issue.record("expected unknownOpcode")
        } catch {
            #expect(error.code == .unknownOpcode)
            #expect(error.opcode == 0x7777)
        }
    }

    @Test func negotiatedMaximumFrameSizeIsEnforced() throws {
        let big = ClientMessage.injectText(text: String(repeating: "x", count: 2000))
        var small = ClientMessageDecoder(maxFrameSize: 1024)
        small.append(contentsOf: ProtocolSamples.frame(big))
        #expect(throws: ProtocolError.self) { try small.next() }
        var raised = ClientMessageDecoder(maxFrameSize: 1024)
        raised.maxFrameSize = 4096
        raised.append(contentsOf: ProtocolSamples.frame(big))
        #expect(try raised.next() == big)
        // Exactly at the limit is allowed.
        let payload = FrameEncoder.payloadSize(of: big)
        var exact = ClientMessageDecoder(maxFrameSize: payload)
        exact.append(contentsOf: ProtocolSamples.frame(big))
        #expect(try exact.next() == big)
    }

    @Test func randomGarbageNeverTrapsAndKeepsTheOracle() {
        var rng = TestSeed.generator(0x5452_4C53)
        let seeds = SeedCorpus.all()
        for i in 0 ..< 3000 {
            // Mutate a seed: flip, insert or delete a few bytes.
            var bytes = seeds[i % seeds.count]
            for _ in 0 ..< Int(rng.next() % 4) + 1 {
                let r = rng.next()
                let pos = bytes.isEmpty ? 0 : Int(r >> 8 % UInt64(bytes.count))
                switch r % 3 {
                case 0 where !bytes.isEmpty: bytes[pos % bytes.count] ^= UInt8(truncatingIfNeeded: r >> 32) | 1
                case 1: bytes.insert(UInt8(truncatingIfNeeded: r >> 40), at: min(pos, bytes.count))
                default: if !bytes.isEmpty { bytes.remove(at: pos % bytes.count) }
                }
            }
            let violations = FuzzCheck.run(bytes)
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}

