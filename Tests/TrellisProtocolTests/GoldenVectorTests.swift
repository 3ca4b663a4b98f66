import Testing
import TrellisProtocol
import TrellisProtocolVectors

/// protocol/vectors/ pins the bytes: decoding every committed frame must give the
/// committed trace text (and the sample value), encoding every sample must give the
/// committed bytes, and every invalid stream must fail with its committed error code.
@Suite struct GoldenVectorTests {
    func blocks(_ file: String) throws -> [VectorFile.Block] {
        VectorFile.parse(try RepoFiles.text("protocol/vectors/\(file)"))
    }

    func checkValid<M: WireMessage & Equatable>(_ file: String, _ samples: [M]) throws {
        let blocks = try blocks(file)
        #expect(blocks.count == samples.count, "\(file): \(blocks.count) vectors for \(samples.count) samples")
        for (block, sample) in zip(blocks, samples) {
            let bytes = try #require(block["bytes"].flatMap(VectorFile.bytes(fromHex:)), "\(file): bad hex")
            // bytes -> value
            var decoder = FrameDecoder<M>()
            decoder.append(contentsOf: bytes)
            let decoded = try decoder.next()
            #expect(decoded == sample)
            #expect(decoded?.description == block["value"])
            #expect(try decoder.next() == nil)
            #expect(decoder.bufferedByteCount == 0)
            // value -> bytes
            var encoder = FrameEncoder()
            encoder.encode(sample)
            #expect(encoder.bytes == bytes, "\(sample) encodes differently from the vector")
        }
    }

    @Test func clientVectorsDecodeAndEncodeBothWays() throws {
        try checkValid("client.txt", ProtocolSamples.clientMessages)
    }

    @Test func daemonVectorsDecodeAndEncodeBothWays() throws {
        try checkValid("daemon.txt", ProtocolSamples.daemonEvents)
    }

    func checkInvalid<M: WireMessage>(_ file: String, _: M.Type) throws {
        let blocks = try blocks(file)
        #expect(!blocks.isEmpty)
        for block in blocks {
            let name = block["name"] ?? "?"
            let bytes = try #require(block["bytes"].flatMap(VectorFile.bytes(fromHex:)), "\(name): bad hex")
            let expected = try #require(ErrorCode.allCases.first { "\($0)" == block["error"] }, "\(name): bad code")
            var decoder = FrameDecoder<M>()
            decoder.append(contentsOf: bytes)
            do {
                while try decoder.next() != nil {}
                Issue.record("\(name): decoded without error (expected \(expected))")
            } catch {
                #expect(error.code == expected, "\(name): \(error)")
                #expect(error.opcode != nil, "\(name): the error names the offending opcode")
            }
        }
    }

    @Test func invalidClientVectorsFailWithTheirErrorCode() throws {
        try checkInvalid("invalid-client.txt", ClientMessage.self)
    }

    @Test func invalidDaemonVectorsFailWithTheirErrorCode() throws {
        try checkInvalid("invalid-daemon.txt", DaemonEvent.self)
    }

    @Test func everyMessageEventAndPropertyHasAVector() {
        let clientOps = Set(ProtocolSamples.clientMessages.map(\.opcode))
        let daemonOps = Set(ProtocolSamples.daemonEvents.map(\.opcode))
        #expect(clientOps == Set(ClientMessage.opcodes))
        #expect(daemonOps == Set(DaemonEvent.opcodes))
        var tags = Set<PropertyTag>()
        for case let .create(_, _, props) in ProtocolSamples.clientMessages { tags.formUnion(props.map(\.tag)) }
        #expect(tags == Set(PropertyTag.allCases))
    }

    @Test func sampleCreatesOnlyUseValidPropertiesForTheirKind() {
        for case let .create(id, kind, props) in ProtocolSamples.clientMessages {
            for p in props { #expect(p.tag.isValid(for: kind), "node \(id): \(p.tag) on \(kind)") }
        }
    }
}
