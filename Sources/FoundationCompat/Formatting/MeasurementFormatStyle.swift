#if !canImport(Darwin)
// Measurement's format style (`measurement.formatted()`, `Text(m, format: .measurement(width:))`),
// which Linux's Foundation lacks (its MeasurementFormatter is unavailable too). The text
// comes from ICU's unit formatting — the CLDR data Apple's formatter uses — through the
// toolchain's own ICU (`_FoundationICU`, the library Foundation itself links): unit names,
// plural forms, the locale's spacing ("21°C", "1,500 W", "5 kilometers") and, for a usage
// such as `.road` or `.weather`, the locale's preferred unit.
import Foundation
import _FoundationICU

/// How a measurement's unit is chosen when it is formatted: as given, or the unit the
/// locale uses for a purpose (`.general`, `.weather`, `.road`, …).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    /// ICU's usage name, or nil to keep the measurement's unit.
    let icuUsage: String?

    /// The unit the locale uses for this kind of quantity.
    public static var general: Self { Self(icuUsage: "default") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures in a forecast.
    public static var weather: Self { Self(icuUsage: "weather") }
    /// A person's body temperature.
    public static var person: Self { Self(icuUsage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on a road.
    public static var road: Self { Self(icuUsage: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    /// Rainfall.
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    /// Snowfall.
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
    /// How far one can see.
    public static var visibility: Self { Self(icuUsage: "visiblty") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy.
    public static var food: Self { Self(icuUsage: "food") }
    /// Energy burned by a person.
    public static var workout: Self { Self(icuUsage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// Liquid in cooking.
    public static var liquid: Self { Self(icuUsage: "fluid") }
}

extension Measurement where UnitType: Dimension {
    /// Formats a measurement as a number and its unit for a locale.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Hashable, Codable, Sendable {
            let icu: String
            /// The unit's full name: "5 kilometers".
            public static var wide: UnitWidth { UnitWidth(icu: "unit-width-full-name") }
            /// The unit's abbreviation: "5 km".
            public static var abbreviated: UnitWidth { UnitWidth(icu: "unit-width-short") }
            /// The shortest form: "5km".
            public static var narrow: UnitWidth { UnitWidth(icu: "unit-width-narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written (the locale's default when nil).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a scale's name is left out (accepted; ICU's unit formatting names none).
        public var hidesScaleName = false

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ value: Measurement<UnitType>) -> String {
            guard let unit = ICUUnits.identifier(of: value.unit) else {
                // A unit ICU does not name: the number and the unit's symbol.
                let number = numberFormatStyle.map { value.value.formatted($0) } ?? value.value.formatted(.number.locale(locale))
                return width == .narrow ? number + value.unit.symbol : number + " " + value.unit.symbol
            }
            var skeleton = "measure-unit/\(unit) \(width.icu)"
            if let u = usage?.icuUsage { skeleton += " usage/\(u)" }
            guard let text = ICUUnits.format(value.value, skeleton: skeleton, locale: locale.identifier) else {
                return "\(value.value) \(value.unit.symbol)"
            }
            // A number style of the app's own replaces ICU's number (the unit as ICU writes it).
            guard let numberFormatStyle, usage?.icuUsage == nil,
                  let plain = ICUUnits.format(value.value, skeleton: "", locale: locale.identifier),
                  let range = text.range(of: plain) else { return text }
            return text.replacingCharacters(in: range, with: value.value.formatted(numberFormatStyle))
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var s = self
            s.locale = locale
            return s
        }
    }

    /// The measurement as the style writes it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement abbreviated, in the unit the locale uses for it ("21°C", "3.1 mi").
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// Formats a measurement: its number and unit, `width` long, in the unit `usage` picks.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                       usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                       numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// Foundation's units by ICU's names, and ICU's number formatter.
enum ICUUnits {
    /// ICU's "type-subtype" name of `unit`, found by its dimension and symbol.
    static func identifier(of unit: Dimension) -> String? {
        let type: String
        switch unit {
        case is UnitLength: type = "length"
        case is UnitMass: type = "mass"
        case is UnitTemperature: type = "temperature"
        case is UnitDuration: type = "duration"
        case is UnitSpeed: type = "speed"
        case is UnitVolume: type = "volume"
        case is UnitArea: type = "area"
        case is UnitEnergy: type = "energy"
        case is UnitPower: type = "power"
        case is UnitPressure: type = "pressure"
        case is UnitFrequency: type = "frequency"
        case is UnitAngle: type = "angle"
        case is UnitElectricCurrent: type = "electric"
        case is UnitElectricPotentialDifference: type = "electric"
        case is UnitElectricResistance: type = "electric"
        case is UnitInformationStorage: type = "digital"
        case is UnitAcceleration: type = "acceleration"
        case is UnitConcentrationMass: type = "concentr"
        case is UnitFuelEfficiency: type = "consumption"
        case is UnitIlluminance: type = "light"
        default: return nil
        }
        guard let name = names[type]?[unit.symbol] else { return nil }
        return "\(type)-\(name)"
    }

    /// ICU's unit names by Foundation's symbols, per type.
    static let names: [String: [String: String]] = [
        "length": ["m": "meter", "km": "kilometer", "cm": "centimeter", "mm": "millimeter", "µm": "micrometer", "nm": "nanometer",
                   "mi": "mile", "yd": "yard", "ft": "foot", "in": "inch", "NM": "nautical-mile", "ly": "light-year", "fur": "furlong"],
        "mass": ["kg": "kilogram", "g": "gram", "mg": "milligram", "µg": "microgram", "t": "tonne", "lb": "pound", "oz": "ounce",
                 "st": "stone", "ct": "carat", "oz t": "ounce-troy"],
        "temperature": ["°C": "celsius", "°F": "fahrenheit", "K": "kelvin"],
        "duration": ["hr": "hour", "min": "minute", "sec": "second", "ms": "millisecond", "µs": "microsecond", "ns": "nanosecond"],
        "speed": ["km/h": "kilometer-per-hour", "mph": "mile-per-hour", "m/s": "meter-per-second", "kn": "knot"],
        "volume": ["L": "liter", "mL": "milliliter", "cL": "centiliter", "dL": "deciliter", "kL": "kiloliter", "m³": "cubic-meter",
                   "cm³": "cubic-centimeter", "gal": "gallon", "qt": "quart", "pt": "pint", "cup": "cup", "fl oz": "fluid-ounce",
                   "tbsp": "tablespoon", "tsp": "teaspoon", "ft³": "cubic-foot", "in³": "cubic-inch"],
        "area": ["m²": "square-meter", "km²": "square-kilometer", "cm²": "square-centimeter", "ha": "hectare", "ac": "acre",
                 "mi²": "square-mile", "ft²": "square-foot", "in²": "square-inch", "yd²": "square-yard"],
        "energy": ["J": "joule", "kJ": "kilojoule", "cal": "calorie", "kCal": "kilocalorie", "kWh": "kilowatt-hour"],
        "power": ["W": "watt", "kW": "kilowatt", "MW": "megawatt", "GW": "gigawatt", "mW": "milliwatt", "hp": "horsepower"],
        "pressure": ["hPa": "hectopascal", "kPa": "kilopascal", "Pa": "pascal", "mbar": "millibar", "bar": "bar",
                     "inHg": "inch-ofhg", "psi": "pound-force-per-square-inch", "mmHg": "millimeter-ofhg"],
        "frequency": ["Hz": "hertz", "kHz": "kilohertz", "MHz": "megahertz", "GHz": "gigahertz"],
        "angle": ["°": "degree", "rad": "radian", "ʹ": "arc-minute", "ʺ": "arc-second"],
        "electric": ["A": "ampere", "mA": "milliampere", "V": "volt", "Ω": "ohm"],
        "digital": ["B": "byte", "kB": "kilobyte", "MB": "megabyte", "GB": "gigabyte", "TB": "terabyte", "bit": "bit",
                    "kb": "kilobit", "Mb": "megabit", "Gb": "gigabit"],
        "acceleration": ["m/s²": "meter-per-square-second", "g": "g-force"],
        "concentr": ["mg/dL": "milligram-ofglucose-per-deciliter"],
        "consumption": ["L/100km": "liter-per-100-kilometer", "mpg": "mile-per-gallon"],
        "light": ["lx": "lux"],
    ]

    /// ICU's formatters by skeleton and locale: opening one parses the skeleton and loads
    /// locale data, far more than formatting a value, and a list formats the same few kinds.
    /// ICU's formatters are thread-safe once made.
    private nonisolated(unsafe) static var formatters: [String: OpaquePointer] = [:]
    private static let lock = NSLock()

    private static func formatter(skeleton: String, locale: String) -> OpaquePointer? {
        let key = locale + "|" + skeleton
        lock.lock()
        defer { lock.unlock() }
        if let f = formatters[key] { return f }
        var status = U_ZERO_ERROR
        let chars = Array(skeleton.utf16)
        guard let f = swift_unumf_openForSkeletonAndLocale(chars, Int32(chars.count), locale, &status),
              status.rawValue <= 0 else { return nil }
        formatters[key] = f
        return f
    }

    /// `value` formatted by ICU with a number skeleton (units, width, usage) for `locale`.
    static func format(_ value: Double, skeleton: String, locale: String) -> String? {
        var status = U_ZERO_ERROR
        guard let formatter = formatter(skeleton: skeleton, locale: locale) else { return nil }
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        guard status.rawValue <= 0 else { return nil }
        var buffer = [UChar](repeating: 0, count: 128)
        let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0, length >= 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
    }
}
#endif
