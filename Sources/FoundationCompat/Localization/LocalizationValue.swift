// `String(localized:)` and `String.LocalizationValue` (Foundation, iOS 15): Linux's Foundation
// has neither, and a model file that writes `String(localized: "Welcome")` did not compile.
// The lookup is the one `Text` uses (StringTables.swift): the app's `*.lproj` tables and
// String Catalogs among its resources, for the user's languages.
import Foundation

#if !canImport(Darwin)
extension String {
    /// A string to look up in the app's string tables, written as a literal: the literal is
    /// the key and the value shown when no table has it. Interpolated values become printf
    /// specifiers in the key (`"\(count) items"` looks up `"%lld items"`), as Xcode extracts
    /// them, and take their place in the translation.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
                                     CustomStringConvertible {
        /// The key looked up: the literal with a specifier per interpolation.
        package let key: String
        /// The literal with its interpolations formatted: shown when nothing translates it.
        package let rendered: String
        /// The interpolated values, formatted, in order.
        package let arguments: [String]

        /// A value whose key and default are `value`, with no interpolations.
        public init(_ value: String) { key = value; rendered = value; arguments = [] }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            rendered = stringInterpolation.rendered
            arguments = stringInterpolation.arguments
        }

        public var description: String { rendered }

        /// The translation from `table` (nil or empty: `Localizable`) of `tables`, else the
        /// literal with its values.
        package func resolved(table: String?, in tables: StringTables) -> String {
            resolved(key: key, table: table, in: tables)
        }

        /// `key` (a `LocalizedStringResource`'s, or a `defaultValue:` call's) translated with
        /// these arguments, else this value shown as written.
        package func resolved(key: String, table: String?, in tables: StringTables) -> String {
            tables.localized(key, table: table, arguments: arguments) ?? rendered
        }

        /// Builds the key, the default and the arguments of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var rendered = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }
            public mutating func appendLiteral(_ literal: String) {
                rendered += literal
                // A literal percent sign is `%%` in a format string.
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }
            mutating func append(_ text: String, specifier: String) {
                rendered += text
                key += specifier
                arguments.append(text)
            }
            /// A string, looked up as `%@`.
            public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }
            /// A substring or other string-like value, looked up as `%@`.
            public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { append(String(string), specifier: "%@") }
            /// A number with its default printf specifier: integers `%lld` / `%llu`, `Double`
            /// `%lf`, `Float` `%f` (six decimals, as printf writes them).
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                append(value._defaultText, specifier: value._specifier)
            }
            /// A number formatted with a printf `specifier`, e.g. `"\(ratio, specifier: "%.1f")"`.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                append(String(format: specifier, value._arg), specifier: specifier)
            }
            /// A value formatted by a format style, looked up as `%@`.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append(format.format(value), specifier: "%@")
            }
            /// An object or any other value, as `String(describing:)` shows it, looked up as `%@`.
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value), specifier: "%@") }
        }
    }

    /// The app's translation of `keyAndValue` for the user's languages, from `table` (nil or
    /// empty: `Localizable`) of `bundle` (nil: the app's resources, SwiftPM's resource bundles
    /// beside the executable among them); the literal itself when no table has it.
    /// `locale` is accepted for Apple's signature; interpolated values are formatted when the
    /// literal is built.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(table: table, in: StringTables.of(bundle))
    }

    /// The app's translation of `key`, else `defaultValue` (with its interpolations).
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved(key: "\(key)", table: table, in: StringTables.of(bundle))
    }
}

extension String.LocalizationValue {
    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }
    /// Encoded as the text it shows untranslated.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rendered)
    }
}
#endif
