/// A line-based parser for the schema syntax described at the top of trellis.idl.
public struct SchemaParser {
    public init() {}

    public func parse(_ text: String) throws -> Schema {
        var schema = Schema()
        var doc: Doc = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0

        func fail(_ msg: String) -> SchemaError { SchemaError(line: i + 1, message: msg) }
        func takeDoc() -> Doc { defer { doc = [] }; return doc }

        // Reads the `{ ... }` body starting after line i; returns (doc, words) per entry.
        func body() throws -> [(Doc, String, Int)] {
            var entries: [(Doc, String, Int)] = []
            var entryDoc: Doc = []
            i += 1
            while i < lines.count {
                let line = lines[i].trimmingSpaces
                if line == "}" { return entries }
                if line.hasPrefix("///") {
                    entryDoc.append(line.dropFirst(3).trimmingSpaces)
                } else if !line.isEmpty && !line.hasPrefix("#") {
                    entries.append((entryDoc, line, i + 1))
                    entryDoc = []
                }
                i += 1
            }
            throw fail("unterminated {")
        }

        func field(_ d: Doc, _ line: String, _ n: Int) throws -> Field {
            let parts = line.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
            guard parts.count == 2, isIdentifier(parts[0]) else {
                throw SchemaError(line: n, message: "expected `name: type`")
            }
            var words = parts[1].split(separator: " ").map(String.init)
            let type = try parseType(words.removeFirst(), line: n)
            let c = try parseConstraint(words, line: n)
            return Field(name: parts[0], type: type, constraint: c, doc: d)
        }

        while i < lines.count {
            let line = lines[i].trimmingSpaces
            defer { i += 1 }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("///") { doc.append(line.dropFirst(3).trimmingSpaces); continue }
            let w = line.split(separator: " ").map(String.init)
            switch w[0] {
            case "protocol":
                guard w.count == 8, w[2] == "version", w[4] == "magic", w[6] == "maxframe",
                      let v = Int(w[3]), let m = parseInt(w[5]), let f = Int(w[7]) else {
                    throw fail("bad protocol line")
                }
                schema.name = w[1]; schema.version = v; schema.magic = m; schema.maxFrame = f
                _ = takeDoc()
            case "enum", "bitset":
                guard w.count == 5, w[2] == ":", w[4] == "{" else { throw fail("expected `\(w[0]) Name : type {`") }
                let raw = try parseType(w[3], line: i + 1)
                let d = takeDoc()
                var cases: [EnumCase] = []
                var next = w[0] == "bitset" ? 0 : 1
                for (cd, entry, n) in try body() {
                    let p = entry.split(separator: "=").map { String($0).trimmingSpaces }
                    guard isIdentifier(p[0]) else { throw SchemaError(line: n, message: "bad case") }
                    if p.count == 2 {
                        guard let v = parseInt(p[1]) else { throw SchemaError(line: n, message: "bad value") }
                        next = v
                    }
                    cases.append(EnumCase(name: p[0], value: next, doc: cd))
                    next += 1
                }
                let e = EnumDecl(name: w[1], rawType: raw, cases: cases, doc: d, isBitset: w[0] == "bitset")
                if e.isBitset { schema.bitsets.append(e) } else { schema.enums.append(e) }
            case "struct":
                guard w.count == 3, w[2] == "{" else { throw fail("expected `struct Name {`") }
                let d = takeDoc()
                let fields = try body().map(field)
                schema.structs.append(StructDecl(name: w[1], fields: fields, doc: d))
            case "property":
                // property NAME = TAG : type [constraints] for K, K | common
                guard w.count >= 7, w[2] == "=", w[4] == ":", let tag = parseInt(w[3]),
                      let forIndex = w.firstIndex(of: "for") else { throw fail("bad property line") }
                let type = try parseType(w[5], line: i + 1)
                let c = try parseConstraint(Array(w[6 ..< forIndex]), line: i + 1)
                let kindsText = w[(forIndex + 1)...].joined(separator: " ")
                let kinds = kindsText == "common" ? nil
                    : kindsText.split(separator: ",").map { String($0).trimmingSpaces }
                schema.properties.append(PropertyDecl(name: w[1], tag: tag, type: type, constraint: c,
                                                      kinds: kinds, doc: takeDoc()))
            case "message", "event":
                guard w.count == 7, w[2] == "=", w[4] == "since", w[6] == "{",
                      let op = parseInt(w[3]), let since = Int(w[5]) else { throw fail("bad \(w[0]) line") }
                let d = takeDoc()
                let fields = try body().map(field)
                let m = MessageDecl(name: w[1], opcode: op, since: since, fields: fields, doc: d)
                if w[0] == "message" { schema.messages.append(m) } else { schema.events.append(m) }
            default:
                throw fail("unknown declaration `\(w[0])`")
            }
        }
        try validate(schema)
        return schema
    }

    func parseType(_ s: String, line: Int) throws -> WireType {
        switch s {
        case "u8": return .u8
        case "u16": return .u16
        case "u32": return .u32
        case "u64": return .u64
        case "v32": return .v32
        case "v64": return .v64
        case "f64": return .f64
        case "bool": return .bool
        case "string": return .string
        case "id": return .id
        case "color": return .color
        default:
            if s.hasPrefix("list<") && s.hasSuffix(">") {
                return .list(try parseType(String(s.dropFirst(5).dropLast()), line: line))
            }
            guard isIdentifier(s) else { throw SchemaError(line: line, message: "bad type `\(s)`") }
            return .named(s)
        }
    }

    func parseConstraint(_ words: [String], line: Int) throws -> Constraint {
        var c = Constraint()
        var k = 0
        while k < words.count {
            switch words[k] {
            case "nonnegative", "positive", "unit", "finite": c.float = Constraint.Float(rawValue: words[k])!
            case "infinity": c.infinity = true
            case "hex": c.hex = true
            case "range":
                k += 1
                let b = k < words.count ? words[k].split(separator: ".", omittingEmptySubsequences: true).map(String.init) : []
                guard b.count == 2, let lo = Int(b[0]), let hi = Int(b[1]), lo <= hi else {
                    throw SchemaError(line: line, message: "expected `range A...B`")
                }
                c.range = lo ... hi
            default: throw SchemaError(line: line, message: "unknown constraint `\(words[k])`")
            }
            k += 1
        }
        return c
    }

    func validate(_ s: Schema) throws {
        var names = Set<String>()
        for n in s.enums.map(\.name) + s.bitsets.map(\.name) + s.structs.map(\.name) {
            guard names.insert(n).inserted else { throw SchemaError(line: 0, message: "duplicate type \(n)") }
        }
        for required in ["NodeKind", "ErrorCode"] where s.enumDecl(required) == nil {
            throw SchemaError(line: 0, message: "missing enum \(required)")
        }
        func check(_ t: WireType, _ ctx: String) throws {
            switch t {
            case let .named(n):
                guard names.contains(n) || n == "Property" || n == "PropertyTag" else {
                    throw SchemaError(line: 0, message: "\(ctx): unknown type \(n)")
                }
            case let .list(e): try check(e, ctx)
            default: break
            }
        }
        let kinds = Set(s.enumDecl("NodeKind")!.cases.map(\.name))
        var tags = Set<Int>()
        for p in s.properties {
            try check(p.type, "property \(p.name)")
            guard tags.insert(p.tag).inserted, (1 ... 255).contains(p.tag) else {
                throw SchemaError(line: 0, message: "property \(p.name): duplicate or bad tag \(p.tag)")
            }
            for k in p.kinds ?? [] where !kinds.contains(k) {
                throw SchemaError(line: 0, message: "property \(p.name): unknown kind \(k)")
            }
        }
        for group in [s.messages, s.events] {
            var ops = Set<Int>()
            for m in group {
                guard ops.insert(m.opcode).inserted, (1 ... 0xFFFF).contains(m.opcode) else {
                    throw SchemaError(line: 0, message: "\(m.name): duplicate or bad opcode")
                }
                for f in m.fields { try check(f.type, "\(m.name).\(f.name)") }
            }
        }
        for st in s.structs { for f in st.fields { try check(f.type, "\(st.name).\(f.name)") } }
    }
}

func parseInt(_ s: String) -> Int? {
    s.hasPrefix("0x") ? Int(s.dropFirst(2), radix: 16) : Int(s)
}

func isIdentifier(_ s: String) -> Bool {
    guard let f = s.first, f.isLetter || f == "_" else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
