// CLDR plural categories for the languages apps are most often translated into, as Apple's
// `.stringsdict` and String Catalog plurals choose a form: zero, one, two, few, many, other.

/// The plural category of a number in a language (CLDR's cardinal rules, integers and
/// decimals as CLDR's `i`, `v` operands; a language not listed takes English's rule).
package enum PluralRules {
    package static func category(_ n: Double, language: String) -> String {
        let lang = String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        let isInteger = n == n.rounded(.towardZero) && abs(n) < 1e15
        let i = isInteger ? Int(abs(n)) : Int(abs(n).rounded(.towardZero))
        let mod10 = i % 10, mod100 = i % 100
        switch lang {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my", "km", "yue":
            return "other"
        case "fr", "pt":
            // French and (Brazilian) Portuguese: 0 and 1 (and 1.5) are "one".
            return i == 0 || i == 1 ? "one" : (isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other")
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            if i == 0 { return "zero" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            if (3...10).contains(mod100) { return "few" }
            if (11...99).contains(mod100) { return "many" }
            return "other"
        case "he", "iw":
            guard isInteger else { return "other" }
            return i == 1 ? "one" : i == 2 ? "two" : "other"
        default:
            return isInteger && i == 1 ? "one" : "other"
        }
    }

    /// The form for `n` among `forms` (keyed by category): `zero` for 0 when given (Apple
    /// applies it in every language), else the language's category, else `other`.
    package static func form(_ n: Double?, language: String, in forms: [String: String]) -> String? {
        if let n {
            if n == 0, let z = forms["zero"] { return z }
            if let f = forms[category(n, language: language)] { return f }
        }
        return forms["other"] ?? forms.values.sorted().first
    }
}
