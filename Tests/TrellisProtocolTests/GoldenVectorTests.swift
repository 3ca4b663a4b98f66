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

    /// Invalid vectors meant to have exactly one defect, a NaN: with the NaN replaced by 1.0
    /// they decode whole (no stale vector failing for another reason, issue 38 item 25;
    /// a property the kind does not accept is an operation rule, not a decode rule).
    @Test func nanVectorsHaveNoOtherDefect() throws {
        let nan: [UInt8] = withUnsafeBytes(of: Double.nan.bitPattern.littleEndian) { Array($0) }
        let one: [UInt8] = withUnsafeBytes(of: (1.0).bitPattern.littleEndian) { Array($0) }
        func fixed(_ file: String, _ name: String) throws -> [UInt8] {
            let block = try #require(try blocks(file).first { $0["name"] == name }, "\(name)")
            var bytes = try #require(block["bytes"].flatMap(VectorFile.bytes(fromHex:)))
            let at = try #require((0...(bytes.count - 8)).first { Array(bytes[$0..<($0 + 8)]) == nan }, "\(name): no NaN")
            bytes.replaceSubrange(at..<(at + 8), with: one)
            return bytes
        }
        var daemon = FrameDecoder<DaemonEvent>()
        daemon.append(contentsOf: try fixed("invalid-daemon.txt", "welcome-width-nan"))
        guard case .welcome(_, _, _, 1.0, _, _, _, _, let limits)? = try daemon.next() else { Issue.record("no welcome"); return }
        #expect(limits.maxSessions == 1024 && daemon.bufferedByteCount == 0)
        var client = FrameDecoder<ClientMessage>()
        client.append(contentsOf: try fixed("invalid-client.txt", "decode-rule-before-operation-rule"))
        #expect(try client.next() == .create(id: 5, kind: .text, props: [.fill(WireColor(r: 255, g: 0, b: 0, a: 255)), .fontSize(1)]))
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
