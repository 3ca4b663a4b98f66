/// Mapping from schema wire types to Swift types and to marshaller calls.
struct TypeMapper {
    let schema: Schema

    func swiftType(_ t: WireType) -> String {
        switch t {
        case .u8: return "UInt8"
        case .u16: return "UInt16"
        case .u32, .v32: return "UInt32"
        case .u64, .v64: return "UInt64"
        case .f64: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .id: return "NodeID"
        case .color: return "WireColor"
        case let .named(n): return n
        case let .list(e): return "[\(swiftType(e))]"
        }
    }

    func isEnum(_ n: String) -> Bool { schema.enumDecl(n) != nil || n == "PropertyTag" }

    func rawReader(_ n: String) -> String {
        if n == "PropertyTag" { return "u8" }
        switch schema.enumDecl(n)!.rawType {
        case .u16: return "u16"
        case .u32: return "u32"
        default: return "u8"
        }
    }

    func f64Rule(_ c: Constraint) throws -> String {
        switch (c.float, c.infinity) {
        case (.finite, false): return ".finite"
        case (.finite, true): return ".finiteOrInfinity"
        case (.nonnegative, false): return ".nonnegative"
        case (.nonnegative, true): return ".nonnegativeOrInfinity"
        case (.positive, false): return ".positive"
        case (.unit, false): return ".unit"
        default: throw SchemaError(line: 0, message: "unsupported f64 constraint \(c)")
        }
    }

    /// Statements writing `v` of type `t`.
    func encode(_ t: WireType, _ v: String, indent: String) -> [String] {
        switch t {
        case .u8: return ["w.u8(\(v))"]
        case .u16: return ["w.u16(\(v))"]
        case .u32: return ["w.u32(\(v))"]
        case .u64: return ["w.u64(\(v))"]
        case .v32, .v64, .id: return ["w.varint(UInt64(\(v)))"]
        case .f64: return ["w.f64(\(v))"]
        case .bool: return ["w.bool(\(v))"]
        case .string: return ["w.string(\(v))"]
        case .color: return ["w.color(\(v))"]
        case let .named(n):
            if isEnum(n) { return ["w.\(rawReader(n))(\(v).rawValue)"] }
            if schema.bitsetDecl(n) != nil { return ["w.u64(\(v).rawValue)"] }
            return ["\(v).encode(into: &w)"]
        case let .list(e):
            // Index the array in place: elements are borrowed, not copied (no refcounting).
            return ["w.varint(UInt64(\(v).count))", "\(v).withUnsafeBufferPointer { elements in",
                    "    for i in 0 ..< elements.count {"]
                + encode(e, "elements[i]", indent: indent).map { "        " + $0 } + ["    }", "}"]
        }
    }

    /// Approximate in-memory size of the Swift type of `t` (fields summed, no padding):
    /// decides which enum cases are stored `indirect`, so that one rare, large payload does
    /// not make every value of the enum (every stored property, every message) as large.
    func memorySize(_ t: WireType) -> Int {
        switch t {
        case .u8, .bool: return 1
        case .u16: return 2
        case .u32, .v32, .color: return 4
        case .u64, .v64, .id, .f64, .list: return 8
        case .string: return 16
        case let .named(n):
            if isEnum(n) { return rawReader(n) == "u16" ? 2 : 1 }
            if schema.bitsetDecl(n) != nil { return 8 }
            if n == "Property" { return 40 }
            return schema.structDecl(n)!.fields.reduce(0) { $0 + memorySize($1.type) }
        }
    }

    /// Fixed encoded size, if the type has one.
    func fixedSize(_ t: WireType) -> Int? {
        switch t {
        case .u8, .bool: return 1
        case .u16: return 2
        case .u32, .color: return 4
        case .u64, .f64: return 8
        case .v32, .v64, .id, .string, .list: return nil
        case let .named(n):
            if isEnum(n) { return rawReader(n) == "u16" ? 2 : 1 }
            if schema.bitsetDecl(n) != nil { return 8 }
            if n == "Property" { return nil }
            let st = schema.structDecl(n)!
            var total = 0
            for f in st.fields {
                guard let s = fixedSize(f.type) else { return nil }
                total += s
            }
            return total
        }
    }

    /// An expression for the encoded size of `v`.
    func size(_ t: WireType, _ v: String) -> String {
        if let s = fixedSize(t) { return "\(s)" }
        switch t {
        case .v32, .v64, .id: return "WireWriter.varintSize(UInt64(\(v)))"
        case .string: return "WireWriter.stringSize(\(v))"
        case .named: return "\(v).wireSize"   // Property or a variable-size struct
        case let .list(e):
            if let s = fixedSize(e) {
                return "WireWriter.varintSize(UInt64(\(v).count)) &+ \(v).count &* \(s)"
            }
            return "wireListSize(\(v)) { \(size(e, "$0")) }"
        default: fatalError("unreachable")
        }
    }

    /// Statements declaring `let name` decoded from the reader; `label` names the field in errors.
    /// A list decodes into `reusing` (a stored array of the decoder's scratch) when given.
    func decode(_ t: WireType, _ c: Constraint, into name: String, label: String,
                reusing: String? = nil) throws -> [String] {
        let l = "\"\(label)\""
        switch t {
        case .u8, .u16, .u32, .u64, .v32, .v64:
            let fn = "\(t)"
            var out = ["let \(name) = try r.\(fn)(\(l))"]
            if let range = c.range {
                out.append("guard (\(range.lowerBound) ... \(range.upperBound)).contains(\(name)) else {")
                out.append("    throw WireReader.outOfRange(\(name), \(l), \"\(range.lowerBound)...\(range.upperBound)\")")
                out.append("}")
            }
            return out
        case .id: return ["let \(name) = try r.id(\(l))"]
        case .f64: return ["let \(name) = try r.f64(\(try f64Rule(c)), \(l))"]
        case .bool: return ["let \(name) = try r.bool(\(l))"]
        case .string: return ["let \(name) = try r.string(\(l))"]
        case .color: return ["let \(name) = try r.color(\(l))"]
        case let .named(n):
            if n == "PropertyTag" {
                return ["let \(name)Raw = try r.u8(\(l))",
                        "guard let \(name) = PropertyTag(rawValue: \(name)Raw) else {",
                        "    throw ProtocolError(.invalidProperty, \"\(label): unknown property tag \\(\(name)Raw)\")",
                        "}"]
            }
            if isEnum(n) {
                return ["let \(name)Raw = try r.\(rawReader(n))(\(l))",
                        "guard let \(name) = \(n)(rawValue: \(name)Raw) else { throw WireReader.badEnum(\(name)Raw, \(l)) }"]
            }
            if schema.bitsetDecl(n) != nil { return ["let \(name) = \(n)(rawValue: try r.u64(\(l)))"] }
            if n == "Property" { return ["let \(name) = try Property.decode(from: &r)"] }
            return ["let \(name) = try \(n).decode(from: &r, \(try f64Rule(c)), \(l))"]
        case let .list(e):
            let minSize = fixedSize(e) ?? 1
            let storage = reusing.map { ", reusing: &\($0)" } ?? ""
            return ["let \(name) = try r.list(\(l), minElementSize: \(minSize)\(storage)) {",
                    "    (r: inout WireReader) throws(ProtocolError) -> \(swiftType(e)) in"]
                + (try decode(e, c, into: "e", label: label)).map { "    " + $0 }
                + ["    return e", "}"]
        }
    }

    /// An expression for the trace form of `v`.
    func trace(_ t: WireType, _ v: String, hex: Bool = false) -> String {
        if hex { return "\\(Trace.hex(\(v)))" }
        switch t {
        case .string: return "\\(Trace.string(\(v)))"
        case .list: return "\\(Trace.list(\(v)))"
        default: return "\\(\(v))"
        }
    }
}

let swiftKeywords: Set<String> = ["default", "in", "is", "as", "case", "do", "for", "if", "let", "var",
                                  "func", "return", "self", "Self", "static", "struct", "switch", "where",
                                  "while", "repeat", "protocol", "operator", "import", "init", "enum"]

func ident(_ s: String) -> String { swiftKeywords.contains(s) ? "`\(s)`" : s }

func docLines(_ doc: Doc, indent: String = "") -> [String] {
    doc.map { indent + "/// " + $0 }.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
}

func hex4(_ v: Int) -> String {
    let d = String(v, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - d.count)) + d
}
