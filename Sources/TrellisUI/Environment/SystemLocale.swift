import Foundation

/// The user's locale as Linux says it: the POSIX locale of the session (`LC_ALL`, else
/// `LC_MESSAGES`, else `LANG`: `de_DE.UTF-8` is German in Germany), and US English when the
/// session names none (unset, `C`, `POSIX`) — the region iOS devices and simulators start
/// in, so `Text(price, format: .currency(code: "USD"))` reads "$4.99" and dates "Nov 29,
/// 2026" as the app's authors saw them.
///
/// It is the environment's default `locale`, and `Text` formats its values (`format:`
/// styles, date styles, format interpolations) in it. Linux's Foundation gives every
/// process `en_001` as `Locale.current` whatever the session says ("US$4.99", "29 Nov
/// 2026"), so a value an app formats itself with `formatted()` still reads that way.
public enum _SystemLocale {
    /// The session's locale (see the type).
    public static let current: Locale = locale(from: ProcessInfo.processInfo.environment)

    /// The locale the POSIX variables of `env` name, else `en_US`.
    static func locale(from env: [String: String]) -> Locale {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = env[name], !value.isEmpty else { continue }
            let base = String(value.split(separator: ".").first ?? "").split(separator: "@").first.map(String.init) ?? ""
            if base.isEmpty || base == "C" || base == "POSIX" { break }
            return Locale(identifier: base)
        }
        return Locale(identifier: "en_US")
    }
}

extension Date {
    /// The date as `Text` shows it: `date` and `time` styles in the session's locale.
    func formattedForDisplay(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        formatted(Date.FormatStyle(date: date, time: time).locale(_SystemLocale.current))
    }
}
