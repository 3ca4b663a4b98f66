#if !canImport(Darwin)
import Foundation

// `localizedStandardContains` inside `#Predicate`: the macro turns the call into
// `PredicateExpressions.build_localizedStandardContains`, which Linux's Foundation leaves
// out (Apple's lives in FoundationInternationalization). Search fields filtering a SwiftData
// `@Query` are written this way. Evaluated with String's own `localizedStandardContains`
// (case- and diacritic-insensitive). Encoding such a predicate uses the struct's own
// `Codable` form, which Apple's archived predicates do not share.

extension PredicateExpressions {
    /// Whether the root string contains the other one, ignoring case and diacritics as
    /// a search field does.
    public struct StringLocalizedStandardContains<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression>: Foundation.PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// What `#Predicate` makes of `a.localizedStandardContains(b)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
