import Testing
import TrellisProtocolGenKit
import TrellisProtocolVectors

/// The committed generated code and vectors must be exactly what the schema and the
/// samples produce today; otherwise someone edited one without running scripts/gen-protocol.
@Suite struct GeneratedCodeTests {
    @Test func generatedSwiftMatchesTheSchema() throws {
        let idl = try RepoFiles.text("protocol/trellis.idl")
        let files = try ProtocolGenerator.generate(idl: idl)
        let committed = RepoFiles.list("Sources/TrellisProtocol/Generated").filter { $0.hasSuffix(".swift") }
        #expect(committed == files.keys.sorted(), "generated file set differs; run scripts/gen-protocol")
        for (name, text) in files {
            let onDisk = try? RepoFiles.text("Sources/TrellisProtocol/Generated/\(name)")
            #expect(onDisk == text, "Generated/\(name) is stale; run scripts/gen-protocol")
        }
    }

    @Test func goldenVectorFilesMatchTheSamples() throws {
        for (name, text) in VectorFile.all() {
            let onDisk = try? RepoFiles.text("protocol/vectors/\(name)")
            #expect(onDisk == text, "protocol/vectors/\(name) is stale; run scripts/gen-protocol")
        }
    }

    @Test func generationIsDeterministic() throws {
        let idl = try RepoFiles.text("protocol/trellis.idl")
        #expect(try ProtocolGenerator.generate(idl: idl) == ProtocolGenerator.generate(idl: idl))
    }

    @Test func schemaErrorsNameTheLine() {
        let bad = "protocol trellis version 1 magic 0x1 maxframe 10\nenum NodeKind : u8 {\n  text = 1\n}\nbogus x\n"
        #expect(throws: SchemaError.self) { try ProtocolGenerator.generate(idl: bad) }
        do {
            _ = try ProtocolGenerator.generate(idl: bad)
        } catch let e as SchemaError {
            #expect(e.line == 5)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func schemaRejectsDuplicateOpcodesAndUnknownKinds() {
        let base = """
            protocol trellis version 1 magic 0x1 maxframe 10
            enum NodeKind : u8 {
                text = 1
            }
            enum ErrorCode : u16 {
                bad = 1
            }

            """
        #expect(throws: SchemaError.self) {
            try ProtocolGenerator.generate(idl: base + "message a = 0x0001 since 1 {\n}\nmessage b = 0x0001 since 1 {\n}\n")
        }
        #expect(throws: SchemaError.self) {
            try ProtocolGenerator.generate(idl: base + "property p = 1 : f64 for nosuchkind\n")
        }
        #expect(throws: SchemaError.self) {
            try ProtocolGenerator.generate(idl: base + "message a = 0x0001 since 1 {\n    x: Unknown\n}\n")
        }
    }
}
