// `LocalizedStringResource` (Foundation, iOS 16): a localizable string that is looked up
// later, where it is shown — `Text(resource)`, `String(localized: resource)` — in the
// resource's own locale. Linux's Foundation lacks it.
import Foundation

#if !canImport(Darwin)
/// A key, its default value, table, bundle and locale: everything needed to look a string up
/// later. Looking it up with `String(localized:)` uses the tables of `locale`'s language
/// when that locale is not the process's own, else the user's languages.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
                                       CustomStringConvertible, CustomLocalizedStringResourceConvertible {
    /// Where the string tables are: the app's own, the bundle of a class, or a bundle's URL.
    public enum BundleDescription: Hashable, @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        /// The bundle to look in (nil: the app's resources).
        package var bundle: Bundle? {
            switch self {
            case .main: return nil
            case .forClass(let c):
                let b = Bundle(for: c)
                return b === Bundle.main ? nil : b
            case .atURL(let url): return Bundle(url: url)
            }
        }

        public static func == (a: BundleDescription, b: BundleDescription) -> Bool {
            switch (a, b) {
            case (.main, .main): return true
            case (.forClass(let x), .forClass(let y)): return x == y
            case (.atURL(let x), .atURL(let y)): return x == y
            default: return false
            }
        }
        public func hash(into h: inout Hasher) {
            switch self {
            case .main: h.combine(0)
            case .forClass(let c): h.combine(ObjectIdentifier(c))
            case .atURL(let u): h.combine(u)
            }
        }
    }

    /// The key looked up (with a printf specifier per interpolated value).
    public var key: String
    /// What shows when no table translates `key`, with its interpolated values.
    public var defaultValue: String.LocalizationValue
    /// The table (nil: `Localizable`).
    public var table: String?
    /// The locale whose language the string is looked up in.
    public var locale: Locale
    /// Where the tables are.
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: Self.describe(bundle), comment: comment)
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: Self.describe(bundle),
                  comment: comment)
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    private static func describe(_ bundle: Bundle) -> BundleDescription {
        bundle === Bundle.main ? .main : .atURL(bundle.bundleURL)
    }

    public var description: String { String(localized: self) }
    public var localizedStringResource: LocalizedStringResource { self }

    /// The string: `key` translated from `table` for `locale`'s language, else the default.
    package func resolved() -> String {
        defaultValue.resolved(key: key, table: table, in: StringTables.of(bundle.bundle, for: locale))
    }
}

/// A type that can describe itself as a `LocalizedStringResource` (an error's message, an
/// enum case's title).
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension String {
    /// `resource` looked up: its key translated for its locale's language from its table and
    /// bundle, else its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved()
    }
}
#endif
