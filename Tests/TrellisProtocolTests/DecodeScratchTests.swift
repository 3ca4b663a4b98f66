import Testing
import TrellisProtocol
import TrellisProtocolVectors
import TrellisTestSupport

/// `FrameDecoder` decodes list fields into arrays it keeps between messages. These tests
/// check that reuse never shows through: a message the caller holds keeps its lists while
/// later messages are decoded into the same scratch.
@Suite struct DecodeScratchTests {
    static func randomProps(_ rng: inout SplitMix64) -> [Property] {
        // 0 ... 5, so lists shrink, grow and go empty, and move between the decoder's
        // arrays for one, two, three and longer lists.
        let n = Int(rng.next() % 6)
        return (0 ..< n).map { i -> Property in
            let v = Double(rng.next() % 50)
            switch (rng.next() &+ UInt64(i)) % 6 {
            case 0: return .text(String(repeating: "x", count: Int(rng.next() % 40)))
            case 1: return .fontSize(v + 1)
            case 2: return .foreground(WireColor(rgba: UInt32(truncatingIfNeeded: rng.next())))
            // Boxed (indirect) payloads: shared boxes must not show through reuse either.
            case 3: return .insets(WireInsets(top: v, leading: v + 1, bottom: v + 2, trailing: v + 3))
            case 4: return .shadow(WireShadow(color: WireColor(rgba: 0x8080_80FF), radius: v, x: v, y: -v))
            default: return .spacing(v)
            }
        }
    }

    @Test func heldMessagesKeepTheirListsWhileLaterOnesReuseTheScratch() throws {
        let seed = TestSeed.value(0x5C2A_7C11)
        var rng = SplitMix64(seed: seed)
        var sent: [ClientMessage] = []
        for i in 1 ... 400 {
            let id = NodeID(i)
            switch rng.next() % 4 {
            case 0: sent.append(.create(id: id, kind: .text, props: Self.randomProps(&rng)))
            case 1: sent.append(.update(id: id, props: Self.randomProps(&rng)))
            case 2: sent.append(.reset(id: id, tags: Self.randomProps(&rng).map(\.tag)))
            default: sent.append(.setLayers(ids: (0 ..< rng.next() % 5).map { NodeID($0 + 1) }))
            }
        }
        var encoder = FrameEncoder()
        for m in sent { encoder.encode(m) }
        var decoder = ClientMessageDecoder()
        decoder.append(contentsOf: encoder.bytes)
        var held: [ClientMessage] = []
        var dropped = 0
        while let m = try decoder.next() {
            // Keep every other message (the daemon stages ops until commit); drop the rest
            // (so the scratch buffer comes back and is reused).
            if (held.count + dropped) % 2 == 0 { held.append(m) } else {
                #expect(m == sent[held.count + dropped], "seed \(seed)")
                dropped += 1
            }
        }
        #expect(held.count + dropped == sent.count)
        for (k, m) in held.enumerated() { #expect(m == sent[2 * k], "seed \(seed), message \(2 * k)") }
    }

    @Test func aHugeListDoesNotPinItsBufferForLaterSmallOnes() throws {
        var decoder = ClientMessageDecoder()
        var encoder = FrameEncoder()
        let big = ClientMessage.setLayers(ids: (1 ... 5_000).map { NodeID($0) })
        let small = ClientMessage.setLayers(ids: [7, 8])
        encoder.encode(big)
        encoder.encode(small)
        encoder.encode(small)
        decoder.append(contentsOf: encoder.bytes)
        #expect(try decoder.next() == big)
        let first = try decoder.next()
        let second = try decoder.next()
        #expect(first == small && second == small)
        if case let .setLayers(ids)? = second { #expect(ids.capacity < 100) }
    }
}
