/// Emits `ClientMessage` or `DaemonEvent` with its `WireMessage` conformance.
struct MessageEmitter {
    let schema: Schema
    let types: TypeMapper
    let typeName: String
    let decls: [MessageDecl]
    let doc: Doc

    func emit() throws -> String {
        var o: [String] = []
        o += docLines(doc)
        o.append("public enum \(typeName): Hashable, Sendable, WireMessage {")
        for m in decls {
            o += docLines(m.doc + ["", "Opcode \(hex4(m.opcode)), since version \(m.since)."], indent: "    ")
            let fieldDocs = m.fields.filter { !$0.doc.isEmpty }
            if !fieldDocs.isEmpty { o.append("    ///") }
            for f in fieldDocs {
                o.append("    /// - \(f.name): " + f.doc.joined(separator: " "))
            }
            let params = m.fields.map { "\($0.name): \(types.swiftType($0.type))" }.joined(separator: ", ")
            // A message without fields is a plain case (`closed`, not `closed()`).
            // Payloads over 32 bytes (handshakes, animations, drags, geometry) are boxed,
            // so the enum, copied and destroyed per message, stays the size of the frequent
            // ones: at 25 bytes instead of 37, a decoded create is moved and destroyed
            // inline instead of through the enum's value witnesses (bench protocol).
            let size = m.fields.reduce(0) { $0 + types.memorySize($1.type) }
            o.append("    \(size > 32 ? "indirect " : "")case \(ident(m.name))\(params.isEmpty ? "" : "(\(params))")")
        }
        o.append("")
        o.append(switchProperty("opcode", "UInt16", inlinable: true) { "\(hex4($0.opcode))" })
        o.append("")
        o.append(switchProperty("since", "UInt32", inlinable: false) { "\($0.since)" })
        o.append("")
        o.append(switchProperty("name", "String", inlinable: false) { "\"\($0.name)\"" })
        o.append("")
        o.append("    /// Readable trace form, e.g. `create(id: 5, kind: text, props: [text: \"hi\"])`.")
        o.append("    public var description: String {")
        o.append("        switch self {")
        for m in decls {
            let parts = m.fields.map { "\($0.name): \(types.trace($0.type, $0.name, hex: $0.constraint.hex))" }.joined(separator: ", ")
            o.append("        case \(pattern(m)):")
            o.append("            return \"\(m.name)(\(parts))\"")
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Opcodes of every case, in schema order.")
        o.append("    public static let opcodes: [UInt16] = [\(decls.map { hex4($0.opcode) }.joined(separator: ", "))]")
        o.append("")
        o.append("    @inlinable public static func isKnown(opcode: UInt16) -> Bool {")
        o.append("        switch opcode {")
        o.append("        case \(decls.map { hex4($0.opcode) }.joined(separator: ", ")): return true")
        o.append("        default: return false")
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    @inlinable public var payloadSize: Int {")
        o.append("        switch self {")
        for m in decls {
            let sizes = m.fields.map { (types.size($0.type, $0.name), $0.name) }
            let used = sizes.filter { s, n in s.contains(n) }.map(\.1)
            let bind = m.fields.map { used.contains($0.name) ? $0.name : "_" }.joined(separator: ", ")
            o.append(used.isEmpty ? "        case .\(ident(m.name)):" : "        case let .\(ident(m.name))(\(bind)):")
            o.append("            return \(sizes.isEmpty ? "0" : sizes.map(\.0).joined(separator: " &+ "))")
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        // `releasenone`: encoding only reads the message and writes raw bytes (growing the
        // buffer releases no Swift object). Saying so lets a caller encode a message in
        // place inside an array, with no retain and release of its payload around the call.
        o.append("    @inlinable @_effects(releasenone) public func encodePayload(into w: inout WireWriter) {")
        o.append("        switch self {")
        for m in decls {
            o.append("        case \(pattern(m)):")
            if m.fields.isEmpty { o.append("            break") }
            for f in m.fields { o += types.encode(f.type, f.name, indent: "").map { "            " + $0 } }
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        // Reusable arrays per list field: a decoder keeps these between messages, so a
        // list decodes without allocating whenever the previous message's list was dropped.
        let listFields = decls.flatMap { m in m.fields.compactMap { f -> (String, String)? in
            if case let .list(e) = f.type { return ("\(m.name)_\(f.name)", "ListScratch<\(types.swiftType(e))>") }
            return nil
        } }
        o.append("    /// Arrays a `FrameDecoder` reuses for this direction's list fields.")
        o.append("    public struct DecodeScratch: WireDecodeScratch {")
        for (name, type) in listFields { o.append("        @usableFromInline var \(name) = \(type)()") }
        o.append("        @inlinable public init() {}")
        o.append("    }")
        o.append("")
        o.append("    @inlinable")
        o.append("    public static func decode(opcode: UInt16, from r: inout WireReader,")
        o.append("                              scratch: inout DecodeScratch) throws(ProtocolError) -> \(typeName) {")
        o.append("        switch opcode {")
        for m in decls {
            o.append("        case \(hex4(m.opcode)):")
            for f in m.fields {
                o += try types.decode(f.type, f.constraint, into: f.name, label: "\(m.name).\(f.name)",
                                      reusing: "scratch.\(m.name)_\(f.name)")
                    .map { "            " + $0 }
            }
            let args = m.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
            o.append("            return .\(ident(m.name))\(args.isEmpty ? "" : "(\(args))")")
        }
        o.append("        default:")
        o.append("            throw ProtocolError(.unknownOpcode, opcode: opcode, \"unknown opcode\")")
        o.append("        }")
        o.append("    }")
        o.append("}")
        return o.joined(separator: "\n") + "\n"
    }

    /// `let .name(a, b)`, or `.name` for a message without fields.
    func pattern(_ m: MessageDecl) -> String {
        m.fields.isEmpty ? ".\(ident(m.name))" : "let .\(ident(m.name))(\(m.fields.map(\.name).joined(separator: ", ")))"
    }

    func switchProperty(_ name: String, _ type: String, inlinable: Bool,
                        _ value: (MessageDecl) -> String) -> String {
        var o: [String] = []
        o.append("    \(inlinable ? "@inlinable " : "")public var \(name): \(type) {")
        o.append("        switch self {")
        for m in decls { o.append("        case .\(ident(m.name)): return \(value(m))") }
        o.append("        }")
        o.append("    }")
        return o.joined(separator: "\n")
    }
}
