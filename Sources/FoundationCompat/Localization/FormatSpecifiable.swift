// The printf specifiers localized strings give interpolated numbers: `LocalizedStringKey`
// (TrellisUI) and `String.LocalizationValue` (here) build the same lookup keys from them
// (`"%lld items"`), so one table entry serves `Text` and `String(localized:)` alike.
import Foundation

/// A number that localized-string interpolation (`LocalizedStringKey`,
/// `String.LocalizationValue`) formats with a printf specifier
/// (SwiftUI's protocol of the same name): `_arg` is passed to the format, `_specifier`
/// is the default format.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
    /// The value formatted with `_specifier` (integers skip the general formatter).
    var _defaultText: String { get }
}

extension _FormatSpecifiable {
    public var _defaultText: String { String(format: _specifier, _arg) }
}

extension _FormatSpecifiable where Self: FixedWidthInteger {
    /// Exactly what `%lld` / `%llu` print, without the printf machinery.
    public var _defaultText: String { String(self) }
}

extension _FormatSpecifiable where Self: FixedWidthInteger & SignedInteger {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension _FormatSpecifiable where Self: FixedWidthInteger & UnsignedInteger {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
