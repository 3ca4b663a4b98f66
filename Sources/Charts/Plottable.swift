import Foundation
import TrellisUI

/// A type whose values a chart can plot: strings (categories), numbers and dates, or an app
/// type that converts itself to one of those.
///
/// A conforming app type names the primitive it converts to (`PrimitivePlottable`) and
/// converts both ways, so scales work on primitives while axis values and selections can
/// give the app its own type back. Enums whose raw value is plottable get both conversions.
public protocol Plottable {
    /// The primitive (String, a number or Date) this type is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// This value as its primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value whose primitive is `primitivePlottable`, or nil when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types: `String`, the standard integer and floating-point types,
/// `CGFloat` and `Date`. Each is its own `PrimitivePlottable`.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
    /// A primitive is its own primitive.
    public var primitivePlottable: Self { self }
    /// A primitive is made from itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    /// An enum is plotted as its raw value's primitive (a `String` enum is a category).
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// The case whose raw value has this primitive.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// A plotted value as the scales see it: a category, a number, or a date.
enum PlotValue: Hashable {
    case category(String)
    case number(Double)
    case date(Date)

    /// The value of any plottable, through its primitive.
    init(_ value: some Plottable) {
        switch value.primitivePlottable as Any {
        case let s as String: self = .category(s)
        case let d as Date: self = .date(d)
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as any BinaryFloatingPoint: self = .number(Double(v))
        default: self = .category(String(describing: value.primitivePlottable))
        }
    }

    /// A number or a date as a position on a continuous scale (dates in seconds since 1970).
    var continuous: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSince1970
        case .category: return nil
        }
    }

    /// How a legend or a category label shows the value.
    var label: String {
        switch self {
        case .category(let s): return s
        case .number(let v): return PlotValue.format(v)
        case .date(let d): return d.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(_SystemLocale.current))
        }
    }

    /// A number as an axis shows it: integral values without a fraction.
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        let r = (v * 1000).rounded() / 1000
        return String(r)
    }

    private static func integer<T: BinaryInteger>(_ v: Double, _ type: T.Type) -> Any? { T(exactly: v) }

    /// Converts back to an app type `P` (for axis values and chart proxies).
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any
        switch (self, P.PrimitivePlottable.self) {
        case (.category(let s), _): primitive = s
        case (.date(let d), _): primitive = d
        case (.number(let v), is Double.Type): primitive = v
        case (.number(let v), is Float.Type): primitive = Float(v)
        case (.number(let v), is CGFloat.Type): primitive = CGFloat(v)
        case (.number(let v), let t as any BinaryInteger.Type):
            guard v.isFinite, let i = PlotValue.integer(v.rounded(), t) else { return nil }
            primitive = i
        default: return nil
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }
}
