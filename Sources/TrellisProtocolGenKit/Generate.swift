/// Entry point used by the `trellis-protocol-gen` executable and the staleness test.
public enum ProtocolGenerator {
    /// Parses the schema text and returns the generated files (name → contents).
    public static func generate(idl: String) throws -> [String: String] {
        try Emitter(schema: SchemaParser().parse(idl)).files()
    }
}
