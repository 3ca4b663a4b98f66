// A log message with interpolated values and their formatting, as Apple's unified logging
// takes it (`logger.info("Loaded \(count) items in \(time, format: .fixed(precision: 2)) s")`).
import Foundation

/// How much of an interpolated value a log shows. On Linux the message goes to standard
/// error, which only the developer reads (as Xcode's console shows values while
/// debugging), so every value is shown in full; `.private(mask: .hash)` shows a hash.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask
    /// How a private value is replaced where it is redacted.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// The value's hash stands for it.
        public static let hash = Mask(hashes: true)
        /// Nothing stands for it.
        public static let none = Mask(hashes: false)
    }
    /// The system's default: dynamic strings and objects are private, scalars public.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown in every log.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted where logs are collected.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted even where private values are shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
}

/// The column an interpolated value is padded to.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded on the right to `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: true)
    }
    /// Padded on the left to `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: false)
    }

    func apply(_ s: String) -> String {
        guard s.count < columns else { return s }
        let pad = String(repeating: " ", count: columns - s.count)
        return left ? s + pad : pad + s
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let sign: Bool
    let minDigits: Int
    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, sign: false, minDigits: 0)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, sign: explicitPositiveSign, minDigits: minDigits())
    }
    /// Base 16.
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, sign: false, minDigits: 0)
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, sign: explicitPositiveSign, minDigits: minDigits())
    }
    /// Base 8.
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, sign: false, minDigits: 0)
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: false, sign: explicitPositiveSign, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
        return (value < 0 ? "-" : sign ? "+" : "") + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid }
    let style: Style
    let precision: Int?
    let sign: Bool
    /// Fixed point, six decimals (C's `%f`).
    public static let fixed = OSLogFloatFormatting(style: .fixed, precision: nil, sign: false)
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), sign: explicitPositiveSign)
    }
    public static func fixed(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, sign: explicitPositiveSign)
    }
    /// Exponential (C's `%e`).
    public static let exponential = OSLogFloatFormatting(style: .exponential, precision: nil, sign: false)
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), sign: explicitPositiveSign)
    }
    /// The shorter of fixed and exponential (C's `%g`).
    public static let hybrid = OSLogFloatFormatting(style: .hybrid, precision: nil, sign: false)
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), sign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
        let conversion: String
        switch style {
        case .fixed: conversion = "f"
        case .exponential: conversion = "e"
        case .hybrid: conversion = "g"
        }
        let spec = "%" + (sign ? "+" : "") + (precision.map { ".\(max(0, $0))" } ?? "") + conversion
        return String(format: spec, value)
    }
}

/// How an interpolated `Bool` is written.
public enum OSLogBoolFormat: Sendable {
    /// "true" / "false".
    case truth
    /// "YES" / "NO".
    case answer
}

/// The parts of a log message, as its string literal and interpolations build it.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }

    mutating func append(_ s: String, _ align: OSLogStringAlignment, _ privacy: OSLogPrivacy) {
        let shown = privacy.mask.hashes ? "<mask.hash: '\(s.hashValue)'>" : s
        text += align.apply(shown)
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString(), align, privacy)
    }
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                          align: OSLogStringAlignment = .none,
                                                                          privacy: OSLogPrivacy = .auto) {
        append(value().description, align, privacy)
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(String(describing: value()), align, privacy)
    }
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, .none, privacy)
    }
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                    format: OSLogIntegerFormatting = .decimal,
                                                                    align: OSLogStringAlignment = .none,
                                                                    privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), align, privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), align, privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), align, privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), align, privacy)
    }
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let b = boolean()
        append(format == .answer ? (b ? "YES" : "NO") : (b ? "true" : "false"), .none, privacy)
    }
}

/// A log message: a string literal, possibly with interpolated values.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var i = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        i.appendLiteral(value)
        interpolation = i
    }
    /// The message as written to the log.
    var text: String { interpolation.text }
}
