/// Emits `Property`, `PropertyTag`, the tag → kinds table and the property codec.
struct PropertyEmitter {
    let schema: Schema
    let types: TypeMapper

    func emit() throws -> String {
        let props = schema.properties
        let kinds = schema.enumDecl("NodeKind")!.cases
        var o: [String] = []
        o.append("/// A typed node property. On the wire: one u8 tag, then the value.")
        o.append("/// Which kinds accept which property is `PropertyTag.isValid(for:)`; value")
        o.append("/// constraints are checked by the decoder.")
        o.append("public enum Property: Hashable, Sendable, CustomStringConvertible {")
        for p in props {
            o += docLines(p.doc + [constraintNote(p)], indent: "    ")
            // Payloads over 16 bytes (insets, shadows, transitions) are boxed: Property is
            // a string's 16 bytes plus its tag (stride 24) instead of growing to its largest
            // payload. Property lists are what every create and update carries and every
            // node keeps; a boxed payload costs one allocation when decoded.
            let boxed = types.memorySize(p.type) > 16 ? "indirect " : ""
            o.append("    \(boxed)case \(ident(p.name))(\(types.swiftType(p.type)))")
        }
        o.append("")
        o.append("    /// The tag identifying this property's case.")
        o.append("    @inlinable public var tag: PropertyTag {")
        o.append("        switch self {")
        for p in props { o.append("        case .\(ident(p.name)): return .\(ident(p.name))") }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// `name: value`, e.g. `fontSize: 20.0`.")
        o.append("    public var description: String {")
        o.append("        switch self {")
        for p in props {
            o.append("        case let .\(ident(p.name))(v): return \"\(p.name): \(types.trace(p.type, "v"))\"")
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Encoded size: the tag byte plus the value.")
        o.append("    @inlinable public var wireSize: Int {")
        o.append("        switch self {")
        for p in props {
            let s = types.size(p.type, "v")
            let bind = s.contains("v") ? "let .\(ident(p.name))(v)" : ".\(ident(p.name))"
            o.append("        case \(bind): return 1 &+ \(s)")
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Writes the tag and the value.")
        o.append("    @inlinable @inline(__always) public func encode(into w: inout WireWriter) {")
        o.append("        switch self {")
        for p in props {
            o.append("        case let .\(ident(p.name))(v):")
            o.append("            w.u8(\(p.tag))")
            o += types.encode(p.type, "v", indent: "").map { "            " + $0 }
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Reads one property, checking the tag and the value's constraint.")
        o.append("    @inlinable")
        o.append("    public static func decode(from r: inout WireReader) throws(ProtocolError) -> Property {")
        o.append("        let tag = try r.u8(\"property tag\")")
        o.append("        switch tag {")
        for p in props {
            o.append("        case \(p.tag):")
            o += try types.decode(p.type, p.constraint, into: "v", label: p.name).map { "            " + $0 }
            o.append("            return .\(ident(p.name))(v)")
        }
        o.append("        default:")
        o.append("            throw ProtocolError(.invalidProperty, \"unknown property tag \\(tag)\")")
        o.append("        }")
        o.append("    }")
        o.append("}")
        o.append("")
        o.append("/// The tag byte of a `Property`; used alone by `reset(id:tags:)`.")
        o.append("public enum PropertyTag: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {")
        for p in props { o.append("    case \(ident(p.name)) = \(p.tag)") }
        o.append("")
        o.append("    /// The property name as written in the schema.")
        o.append("    public var description: String {")
        o.append("        switch self {")
        for p in props { o.append("        case .\(ident(p.name)): return \"\(p.name)\"") }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Whether a node of `kind` accepts this property (the schema's `for` clause);")
        o.append("    /// the daemon answers invalidProperty otherwise.")
        o.append("    @inlinable public func isValid(for kind: NodeKind) -> Bool {")
        o.append("        kindMask & (1 << UInt64(kind.rawValue)) != 0")
        o.append("    }")
        o.append("")
        o.append("    /// Bit n set: NodeKind(rawValue: n) accepts this property.")
        o.append("    @inlinable public var kindMask: UInt64 {")
        o.append("        switch self {")
        for p in props {
            var mask: UInt64 = 0
            for k in kinds where p.kinds == nil || p.kinds!.contains(k.name) { mask |= 1 << UInt64(k.value) }
            let note = p.kinds?.joined(separator: ", ") ?? "common"
            o.append("        case .\(ident(p.name)): return 0x\(String(mask, radix: 16, uppercase: true))  // \(note)")
        }
        o.append("        }")
        o.append("    }")
        o.append("")
        o.append("    /// Whether every node kind accepts this property.")
        o.append("    public var isCommon: Bool {")
        o.append("        switch self {")
        let common = props.filter { $0.kinds == nil }.map { ".\(ident($0.name))" }
        if !common.isEmpty { o.append("        case \(common.joined(separator: ", ")): return true") }
        o.append("        default: return false")
        o.append("        }")
        o.append("    }")
        o.append("}")
        return o.joined(separator: "\n") + "\n"
    }

    func constraintNote(_ p: PropertyDecl) -> String {
        var parts: [String] = []
        if p.type == .f64 || types.schema.structDecl({ if case let .named(n) = p.type { return n }; return "" }()) != nil {
            var s = p.constraint.float.rawValue
            if p.constraint.infinity { s += " or +infinity" }
            parts.append(s)
        }
        if let r = p.constraint.range { parts.append("\(r.lowerBound)...\(r.upperBound)") }
        parts.append("tag \(p.tag)")
        parts.append(p.kinds.map { "kinds: " + $0.joined(separator: ", ") } ?? "common (any kind)")
        return "(" + parts.joined(separator: "; ") + ")"
    }
}
