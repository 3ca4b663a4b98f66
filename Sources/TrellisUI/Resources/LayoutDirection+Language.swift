// The layout direction a language is written in: what `\.layoutDirection` starts as for
// the app's language (LANGUAGE / LC_ALL / LC_MESSAGES / LANG, as StringTables reads them).
import Foundation

extension LayoutDirection {
    /// Languages written right to left (ISO 639 codes, the part of a tag before `_`, `-`
    /// or `.`): Arabic, Aramaic, Sorani Kurdish, Dhivehi, Persian, Hebrew (`he`, and the old
    /// `iw`), Kashmiri, Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish (`yi`, old `ji`) and
    /// N'Ko — the scripts CLDR marks right to left.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi", "ji", "nqo",
    ]

    /// The direction `language` (a tag such as `ar_EG`, `he-IL` or `fa`) is written in.
    static func of(language: String) -> LayoutDirection {
        let code = language.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }).first
        return code.map { rightToLeftLanguages.contains($0.lowercased()) } == true ? .rightToLeft : .leftToRight
    }

    /// The app's direction: that of the user's most preferred language (the first of
    /// `LANGUAGE`, else `LC_ALL`, `LC_MESSAGES` or `LANG`), as SwiftUI starts right to left
    /// in an Arabic or Hebrew session. Read once, like the string tables.
    static let ofProcess: LayoutDirection = of(environment: ProcessInfo.processInfo.environment)

    /// The direction for a process environment (tests pass their own).
    static func of(environment: [String: String]) -> LayoutDirection {
        of(language: StringTables.preferredLanguages(environment).first ?? "en")
    }
}
