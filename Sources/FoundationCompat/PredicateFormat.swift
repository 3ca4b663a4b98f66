#if !canImport(Darwin)
import Foundation

// `NSPredicate(format:)`: Linux's Foundation marks it unavailable (it has no key-value
// coding, which the format language reads keys with). Apps use it to validate text
// (`"SELF MATCHES %@"` with an e-mail pattern) and to filter arrays of their own types.
// Here the format string is parsed once into a `PredicateExpression`, and the predicate is
// Foundation's block predicate evaluating it, so `evaluate(with:)`, `NSArray.filtered(using:)`
// and `NSCompoundPredicate` work on it. Keys are read from dictionaries by key and from other
// values by their stored properties (`Mirror`), which is the part of key-value coding
// Swift types offer.

extension NSPredicate {
    /// A predicate parsed from `predicateFormat` with its `%@`, `%K`, `%d`, `%f`… arguments.
    ///
    /// The format language as Apple documents it: comparisons (`==`, `!=`, `<`, `<=`, `>`,
    /// `>=`, `BETWEEN`, `IN`), string comparisons (`BEGINSWITH`, `ENDSWITH`, `CONTAINS`,
    /// `LIKE`, `MATCHES`) with `[c]`, `[d]` and `[cd]`, `AND`/`OR`/`NOT` and their symbols,
    /// `ANY`/`ALL`/`NONE`, `SELF`, key paths with `@count`, literals and `{…}` aggregates,
    /// `TRUEPREDICATE`/`FALSEPREDICATE`. A string Foundation cannot parse stops the program
    /// naming the fault, as Apple's `NSInvalidArgumentException` does. Not offered:
    /// subqueries, functions (`FUNCTION`, `SUBQUERY`), `$variables`, and key-value coding's
    /// collection operators other than `@count`.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate parsed from `predicateFormat` with `arguments` for its placeholders.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let expression: PredicateExpression
        do {
            var parser = PredicateParser(predicateFormat, arguments: arguments ?? [])
            expression = try parser.parse()
        } catch {
            fatalError("NSPredicate: unable to parse the format string \"\(predicateFormat)\": \(error.reason)")
        }
        self.init { object, _ in expression.evaluate(object) }
    }
}

/// Why a predicate format string did not parse.
struct PredicateFormatError: Error {
    let reason: String
}

/// A parsed predicate.
indirect enum PredicateExpression {
    case constant(Bool)
    case not(PredicateExpression)
    case and(PredicateExpression, PredicateExpression)
    case or(PredicateExpression, PredicateExpression)
    case comparison(PredicateValue, PredicateOperator, PredicateOptions, PredicateValue, PredicateQuantifier)

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let e): return !e.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case let .comparison(lhs, op, options, rhs, quantifier):
            let left = lhs.value(in: object), right = rhs.value(in: object)
            guard quantifier != .none else { return op.holds(left, right, options) }
            let items = PredicateValue.elements(of: left) ?? []
            switch quantifier {
            case .any: return items.contains { op.holds($0, right, options) }
            case .all: return items.allSatisfy { op.holds($0, right, options) }
            case .noneOf: return !items.contains { op.holds($0, right, options) }
            case .none: return false
            }
        }
    }
}

/// `ANY`, `ALL`, `NONE` before a comparison's left side, or nothing.
enum PredicateQuantifier { case none, any, all, noneOf }

/// `[c]` (case-insensitive), `[d]` (diacritic-insensitive).
struct PredicateOptions: OptionSet {
    let rawValue: Int
    static let caseInsensitive = PredicateOptions(rawValue: 1)
    static let diacriticInsensitive = PredicateOptions(rawValue: 2)

    func fold(_ s: String) -> String {
        var out = s
        if contains(.diacriticInsensitive) { out = out.folding(options: .diacriticInsensitive, locale: nil) }
        if contains(.caseInsensitive) { out = out.lowercased() }
        return out
    }
}

/// One side of a comparison.
enum PredicateValue {
    case constant(Any?)
    case evaluatedSelf
    case keyPath([String])
    case aggregate([PredicateValue])

    func value(in object: Any?) -> Any? {
        switch self {
        case .constant(let v): return v
        case .evaluatedSelf: return object
        case .keyPath(let keys): return keys.reduce(object) { Self.lookUp($1, in: $0) }
        case .aggregate(let items): return items.map { $0.value(in: object) }
        }
    }

    /// `key` of `object`: a dictionary's entry, `@count` of a collection or string, or a
    /// stored property (also the storage `_key` of a property wrapper, unwrapped).
    static func lookUp(_ key: String, in object: Any?) -> Any? {
        guard let object = unwrap(object) else { return nil }
        if key == "@count" {
            if let s = object as? String { return s.count }
            return elements(of: object)?.count
        }
        if let d = object as? [String: Any] { return d[key] }
        if let d = object as? NSDictionary { return d[key] }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                if child.label == key { return unwrap(child.value) }
                if child.label == "_" + key { return unwrap(wrappedValue(of: child.value)) }
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// A property wrapper's value: `@Published` keeps it in a box holding an enum whose
    /// payload is the value (or a subject holding it once observed). Descends through those
    /// wrapper types only, so a value that merely has a `value` property is left whole.
    private static func wrappedValue(of wrapper: Any) -> Any? {
        var current = wrapper
        for _ in 0..<6 {
            let name = String(describing: type(of: current))
            guard ["Published", "Publisher", "Box", "Storage", "CurrentValueSubject"].contains(where: { name.hasPrefix($0) })
            else { return current }
            let m = Mirror(reflecting: current)
            let labels: Set<String> = ["_storage", "storage", "wrappedValue", "value", "currentValue", "subject", "publisher"]
            if m.displayStyle == .enum, let payload = m.children.first {
                current = payload.value
            } else if let inner = m.children.first(where: { labels.contains($0.label ?? "") }) {
                current = inner.value
            } else {
                return nil
            }
        }
        return current
    }

    /// `value` with any levels of `Optional` removed (nil when one is `.none`).
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let m = Mirror(reflecting: value)
        guard m.displayStyle == .optional else { return value }
        return m.children.first.flatMap { unwrap($0.value) }
    }

    /// The elements of a collection value (arrays, sets, `NSArray`, `NSSet`), or nil.
    static func elements(of value: Any?) -> [Any?]? {
        guard let value = unwrap(value), !(value is String) else { return nil }
        if let a = value as? [Any?] { return a }
        if let a = value as? NSArray { return a.map { $0 } }
        if let s = value as? NSSet { return s.allObjects }
        let m = Mirror(reflecting: value)
        guard m.displayStyle == .collection || m.displayStyle == .set else { return nil }
        return m.children.map { $0.value }
    }
}

/// A comparison's operator.
enum PredicateOperator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case beginsWith, endsWith, contains, like, matches, `in`, between

    func holds(_ lhs: Any?, _ rhs: Any?, _ options: PredicateOptions) -> Bool {
        switch self {
        case .equal: return Self.equal(lhs, rhs, options)
        case .notEqual: return !Self.equal(lhs, rhs, options)
        case .less: return Self.order(lhs, rhs, options).map { $0 < 0 } ?? false
        case .lessOrEqual: return Self.order(lhs, rhs, options).map { $0 <= 0 } ?? false
        case .greater: return Self.order(lhs, rhs, options).map { $0 > 0 } ?? false
        case .greaterOrEqual: return Self.order(lhs, rhs, options).map { $0 >= 0 } ?? false
        case .beginsWith, .endsWith, .like, .matches:
            guard let s = Self.string(lhs), let p = Self.string(rhs) else { return false }
            let a = options.fold(s), b = options.fold(p)
            switch self {
            case .beginsWith: return a.hasPrefix(b)
            case .endsWith: return a.hasSuffix(b)
            case .like: return Self.fullMatch(a, Self.likePattern(b))
            default: return Self.fullMatch(a, b, caseInsensitive: options.contains(.caseInsensitive))
            }
        case .contains:
            if let items = PredicateValue.elements(of: lhs) { return items.contains { Self.equal($0, rhs, options) } }
            guard let s = Self.string(lhs), let p = Self.string(rhs) else { return false }
            return options.fold(s).contains(options.fold(p))
        case .in:
            if let items = PredicateValue.elements(of: rhs) { return items.contains { Self.equal(lhs, $0, options) } }
            if let d = PredicateValue.unwrap(rhs) as? [String: Any], let k = Self.string(lhs) { return d[k] != nil }
            guard let s = Self.string(lhs), let p = Self.string(rhs) else { return false }
            return options.fold(p).contains(options.fold(s))
        case .between:
            guard let bounds = PredicateValue.elements(of: rhs), bounds.count == 2 else { return false }
            return (Self.order(lhs, bounds[0], options).map { $0 >= 0 } ?? false)
                && (Self.order(lhs, bounds[1], options).map { $0 <= 0 } ?? false)
        }
    }

    static func string(_ v: Any?) -> String? {
        switch PredicateValue.unwrap(v) {
        case let s as String: return s
        case let s as NSString: return s as String
        case let s as Substring: return String(s)
        default: return nil
        }
    }

    static func number(_ v: Any?) -> Double? {
        switch PredicateValue.unwrap(v) {
        case let b as Bool: return b ? 1 : 0
        case let n as any BinaryInteger: return Double(n)
        case let n as Double: return n
        case let n as Float: return Double(n)
        case let n as CGFloat: return Double(n)
        case let n as NSNumber: return n.doubleValue
        case let n as Decimal: return NSDecimalNumber(decimal: n).doubleValue
        default: return nil
        }
    }

    /// -1, 0 or 1 comparing numbers, strings or dates; nil when they do not compare.
    static func order(_ a: Any?, _ b: Any?, _ options: PredicateOptions) -> Int? {
        if let x = number(a), let y = number(b) { return x < y ? -1 : x > y ? 1 : 0 }
        if let x = string(a), let y = string(b) {
            let l = options.fold(x), r = options.fold(y)
            return l < r ? -1 : l > r ? 1 : 0
        }
        if let x = PredicateValue.unwrap(a) as? Date, let y = PredicateValue.unwrap(b) as? Date {
            return x < y ? -1 : x > y ? 1 : 0
        }
        return nil
    }

    static func equal(_ a: Any?, _ b: Any?, _ options: PredicateOptions) -> Bool {
        let x = PredicateValue.unwrap(a), y = PredicateValue.unwrap(b)
        if x == nil || y == nil { return x == nil && y == nil }
        if let o = order(x, y, options) { return o == 0 }
        if let h = x as? AnyHashable, let k = y as? AnyHashable { return h == k }
        guard let p = x, let q = y else { return false }
        if Mirror(reflecting: p).displayStyle == .class { return (p as AnyObject) === (q as AnyObject) }
        return String(describing: p) == String(describing: q)
    }

    /// `LIKE`'s `*` and `?` wildcards as a regular expression.
    static func likePattern(_ p: String) -> String {
        var out = ""
        for c in p {
            switch c {
            case "*": out += ".*"
            case "?": out += "."
            default: out += NSRegularExpression.escapedPattern(for: String(c))
            }
        }
        return out
    }

    /// Whether `pattern` (ICU regular expression) matches all of `s`, as `MATCHES` does.
    static func fullMatch(_ s: String, _ pattern: String, caseInsensitive: Bool = false) -> Bool {
        guard let re = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$",
                                                options: caseInsensitive ? [.caseInsensitive, .dotMatchesLineSeparators]
                                                                         : [.dotMatchesLineSeparators]) else { return false }
        return re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }
}

/// Parses the format language into a `PredicateExpression`, taking placeholder arguments in
/// order.
struct PredicateParser {
    private enum Token: Equatable {
        case word(String)        // identifiers, key paths, keywords
        case string(String)      // quoted literal
        case number(Double)
        case symbol(String)      // operators and punctuation
        case placeholder(String) // %@, %K, %d…
        case end
    }
    private var tokens: [Token] = []
    private var at = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    init(_ format: String, arguments: [Any]) {
        self.arguments = arguments
        tokens = Self.tokenize(format)
    }

    mutating func parse() throws(PredicateFormatError) -> PredicateExpression {
        let e = try orExpression()
        guard peek == .end else { throw PredicateFormatError(reason: "unexpected \(describe(peek)) after the predicate") }
        return e
    }

    private var peek: Token { at < tokens.count ? tokens[at] : .end }
    private mutating func advance() -> Token { defer { at += 1 }; return peek }
    private func isKeyword(_ t: Token, _ names: String...) -> Bool {
        if case .word(let w) = t { return names.contains(w.uppercased()) }
        if case .symbol(let s) = t { return names.contains(s) }
        return false
    }
    private func describe(_ t: Token) -> String {
        switch t {
        case .word(let w): return "'\(w)'"
        case .string(let s): return "\"\(s)\""
        case .number(let n): return "\(n)"
        case .symbol(let s): return "'\(s)'"
        case .placeholder(let p): return p
        case .end: return "the end"
        }
    }

    private mutating func orExpression() throws(PredicateFormatError) -> PredicateExpression {
        var e = try andExpression()
        while isKeyword(peek, "OR", "||") { _ = advance(); e = .or(e, try andExpression()) }
        return e
    }
    private mutating func andExpression() throws(PredicateFormatError) -> PredicateExpression {
        var e = try notExpression()
        while isKeyword(peek, "AND", "&&") { _ = advance(); e = .and(e, try notExpression()) }
        return e
    }
    private mutating func notExpression() throws(PredicateFormatError) -> PredicateExpression {
        if isKeyword(peek, "NOT", "!") { _ = advance(); return .not(try notExpression()) }
        return try primary()
    }
    private mutating func primary() throws(PredicateFormatError) -> PredicateExpression {
        if peek == .symbol("(") {
            _ = advance()
            let e = try orExpression()
            guard advance() == .symbol(")") else { throw PredicateFormatError(reason: "missing ')'") }
            return e
        }
        if isKeyword(peek, "TRUEPREDICATE") { _ = advance(); return .constant(true) }
        if isKeyword(peek, "FALSEPREDICATE") { _ = advance(); return .constant(false) }
        var quantifier = PredicateQuantifier.none
        if isKeyword(peek, "ANY", "SOME") { _ = advance(); quantifier = .any }
        else if isKeyword(peek, "ALL") { _ = advance(); quantifier = .all }
        else if isKeyword(peek, "NONE") { _ = advance(); quantifier = .noneOf }
        let lhs = try value()
        var negate = false
        if isKeyword(peek, "NOT") { _ = advance(); negate = true }   // `a NOT IN b`, `a NOT CONTAINS b`
        let op = try comparisonOperator()
        let options = try optionsBlock()
        let rhs = try value()
        let comparison = PredicateExpression.comparison(lhs, op, options, rhs, quantifier)
        return negate ? .not(comparison) : comparison
    }

    private mutating func comparisonOperator() throws(PredicateFormatError) -> PredicateOperator {
        let t = advance()
        switch t {
        case .symbol("=="), .symbol("="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let w):
            switch w.uppercased() {
            case "BEGINSWITH": return .beginsWith
            case "ENDSWITH": return .endsWith
            case "CONTAINS": return .contains
            case "LIKE": return .like
            case "MATCHES": return .matches
            case "IN": return .in
            case "BETWEEN": return .between
            default: break
            }
        default: break
        }
        throw PredicateFormatError(reason: "expected a comparison operator, found \(describe(t))")
    }

    private mutating func optionsBlock() throws(PredicateFormatError) -> PredicateOptions {
        guard peek == .symbol("[") else { return [] }
        _ = advance()
        guard case .word(let letters) = advance() else { throw PredicateFormatError(reason: "expected options after '['") }
        guard advance() == .symbol("]") else { throw PredicateFormatError(reason: "missing ']'") }
        var o = PredicateOptions()
        for c in letters.lowercased() {
            switch c {
            case "c": o.insert(.caseInsensitive)
            case "d": o.insert(.diacriticInsensitive)
            case "n", "l": break   // normalized, locale-sensitive: what Swift string comparison does
            default: throw PredicateFormatError(reason: "unknown comparison option '\(c)'")
            }
        }
        return o
    }

    private mutating func value() throws(PredicateFormatError) -> PredicateValue {
        let t = advance()
        switch t {
        case .string(let s): return .constant(s)
        case .number(let n): return .constant(n == n.rounded() && abs(n) < 9e15 ? Int(n) as Any : n as Any)
        case .placeholder(let p): return try placeholder(p)
        case .symbol("{"):
            var items: [PredicateValue] = []
            if peek != .symbol("}") {
                repeat { items.append(try value()) } while peek == .symbol(",") && advance() == .symbol(",")
            }
            guard advance() == .symbol("}") else { throw PredicateFormatError(reason: "missing '}'") }
            return .aggregate(items)
        case .word(let w):
            switch w.uppercased() {
            case "SELF": return .evaluatedSelf
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            default:
                var keys = w.split(separator: ".").map(String.init)
                if keys.first?.uppercased() == "SELF" { keys.removeFirst() }
                return keys.isEmpty ? .evaluatedSelf : .keyPath(keys)
            }
        default:
            throw PredicateFormatError(reason: "expected a value, found \(describe(t))")
        }
    }

    private mutating func placeholder(_ p: String) throws(PredicateFormatError) -> PredicateValue {
        guard argumentIndex < arguments.count else {
            throw PredicateFormatError(reason: "\(p) has no argument (\(arguments.count) given)")
        }
        let arg = arguments[argumentIndex]
        argumentIndex += 1
        if p == "%K" {
            guard let key = PredicateOperator.string(arg) else { throw PredicateFormatError(reason: "%K needs a string key") }
            return .keyPath(key.split(separator: ".").map(String.init))
        }
        return .constant(arg)
    }

    private static func tokenize(_ s: String) -> [Token] {
        var out: [Token] = []
        let chars = Array(s)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var text = ""
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    text.append(chars[i])
                    i += 1
                }
                i += 1
                out.append(.string(text))
            } else if c == "%" {
                var spec = "%"
                i += 1
                while i < chars.count, chars[i].isLetter || chars[i] == "@" {
                    spec.append(chars[i])
                    i += 1
                    if chars[i - 1] != "l" && chars[i - 1] != "h" && chars[i - 1] != "q" { break }
                }
                out.append(.placeholder(spec))
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber
                                     && (out.last.map { if case .symbol = $0 { return true } else { return false } } ?? true)) {
                var text = String(c)
                i += 1
                while i < chars.count, chars[i].isNumber || chars[i] == "." || chars[i] == "e" || chars[i] == "E" {
                    text.append(chars[i])
                    i += 1
                }
                out.append(Double(text).map(Token.number) ?? .word(text))
            } else if c.isLetter || c == "_" || c == "@" || c == "$" || c == "#" {
                var text = ""
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || "_@$#.".contains(chars[i]) {
                    text.append(chars[i])
                    i += 1
                }
                out.append(.word(text))
            } else {
                let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                    out.append(.symbol(two))
                    i += 2
                } else {
                    out.append(.symbol(String(c)))
                    i += 1
                }
            }
        }
        return out
    }
}
#endif
