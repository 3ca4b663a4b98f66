// Localization: an app's string tables (`*.lproj/*.strings` and `*.stringsdict`, String
// Catalogs `*.xcstrings`) looked up for the user's languages, as SwiftUI looks up a
// `LocalizedStringKey`.
import Foundation

/// The translations of an app's string tables for the preferred languages.
///
/// Languages come from `LANGUAGE` (a colon-separated list), else `LC_ALL`,
/// `LC_MESSAGES` or `LANG` (`de_DE.UTF-8` → `de_DE`, then `de`), then `Base` and the
/// catalog's source language. For each table, a key's translation is taken from the most
/// preferred language that has one.
package final class StringTables: @unchecked Sendable {
    /// A translation: one string; plural forms chosen by the first numeric argument (a String
    /// Catalog); or a `.stringsdict` format whose `%#@name@` variables each choose a plural
    /// form by the argument in their place. Plural forms follow `language`'s rules.
    package enum Entry: Equatable {
        case plain(String)
        case plural([String: String], language: String)
        case pluralFormat(String, variables: [String: [String: String]], language: String)
    }

    /// Table name (`Localizable` by default) → key → translation.
    package private(set) var tables: [String: [String: Entry]] = [:]
    package let languages: [String]

    package var isEmpty: Bool { tables.isEmpty }

    package init(roots: [String], languages: [String] = StringTables.preferredLanguages()) {
        self.languages = languages
        // rank: lower is better; unknown languages are not used.
        func rank(_ lang: String) -> Int? {
            if let i = languages.firstIndex(of: lang) { return i }
            if lang == "Base" { return languages.count }
            return nil
        }
        var ranked: [String: [String: (Int, Entry)]] = [:]
        func add(_ table: String, _ key: String, _ entry: Entry, _ r: Int) {
            if let have = ranked[table]?[key], have.0 <= r { return }
            ranked[table, default: [:]][key] = (r, entry)
        }
        for root in roots {
            for lproj in ResourceBundles.find(".lproj", under: root) {
                let lang = String((lproj as NSString).lastPathComponent.dropLast(".lproj".count))
                guard let r = rank(lang) else { continue }
                // A .stringsdict entry wins over the same key in a .strings file (first added).
                for file in ResourceBundles.find(".stringsdict", under: lproj, depth: 0) {
                    let table = String((file as NSString).lastPathComponent.dropLast(".stringsdict".count))
                    for (k, e) in Self.parseStringsdict(file, language: lang) { add(table, k, e, r) }
                }
                for file in ResourceBundles.find(".strings", under: lproj, depth: 0) {
                    let table = String((file as NSString).lastPathComponent.dropLast(".strings".count))
                    guard let text = Self.read(file) else { continue }
                    for (k, v) in Self.parseStrings(text) { add(table, k, .plain(v), r) }
                }
            }
            for catalog in ResourceBundles.find(".xcstrings", under: root) {
                let table = String((catalog as NSString).lastPathComponent.dropLast(".xcstrings".count))
                guard let data = FileManager.default.contents(atPath: catalog),
                      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                      let strings = json["strings"] as? [String: Any] else { continue }
                let source = json["sourceLanguage"] as? String ?? "en"
                for (key, value) in strings {
                    guard let locs = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
                    for (lang, loc) in locs {
                        guard let r = rank(lang) ?? (lang == source ? languages.count + 1 : nil),
                              let entry = Self.catalogEntry(loc, language: lang) else { continue }
                        add(table, key, entry, r)
                    }
                }
            }
        }
        tables = ranked.mapValues { $0.mapValues { $0.1 } }
    }

    /// The app's own tables, read once.
    package static let app = StringTables(roots: ResourceBundles.defaultRoots)

    /// Tests: build interpolated keys' lookup form even when the app has no tables.
    /// Read at every interpolation of a `LocalizedStringKey` (a `Text("\(n)")` in a list
    /// row): unchecked, so that read costs no exclusivity check; only tests write it.
    @exclusivity(unchecked) nonisolated(unsafe) package static var alwaysBuildKeys = false
    /// The app has no string tables (most apps): a key is shown as written, with no lookup.
    package static let appIsEmpty = app.isEmpty

    /// Whether an interpolated key builds its lookup form (`"%lld items"`): only when
    /// there are tables to look it up in, so an app without translations pays nothing.
    package static var buildsKeys: Bool { alwaysBuildKeys || !appIsEmpty }

    private static let lock = NSLock()
    /// By bundle path: an object identifier can be reused by another bundle once one is freed.
    nonisolated(unsafe) private static var byBundle: [String: StringTables] = [:]

    /// The tables of `bundle` (nil or the main bundle: the app's).
    package static func of(_ bundle: Bundle?) -> StringTables {
        guard let bundle, bundle !== Bundle.main else { return app }
        lock.lock()
        defer { lock.unlock() }
        if let t = byBundle[bundle.bundlePath] { return t }
        let t = StringTables(roots: ResourceBundles.roots(for: bundle))
        byBundle[bundle.bundlePath] = t
        return t
    }

    /// By bundle path and language list: the tables a subtree's `\.locale` reads.
    nonisolated(unsafe) private static var byLanguages: [String: StringTables] = [:]

    /// The tables of `bundle` ranked for `languages` instead of the user's.
    package static func of(_ bundle: Bundle?, languages: [String]) -> StringTables {
        let isApp = bundle == nil || bundle === Bundle.main
        let cacheKey = (isApp ? "" : bundle!.bundlePath) + "\u{0}" + languages.joined(separator: ":")
        lock.lock()
        defer { lock.unlock() }
        if let t = byLanguages[cacheKey] { return t }
        let t = StringTables(roots: isApp ? ResourceBundles.defaultRoots : ResourceBundles.roots(for: bundle), languages: languages)
        byLanguages[cacheKey] = t
        return t
    }

    /// The tables of `bundle` for `locale`: the user's when `locale` is the process's own,
    /// else ranked for `locale`'s language (a resource's or a subtree's locale).
    package static func of(_ bundle: Bundle?, for locale: Locale) -> StringTables {
        locale.identifier == Locale.current.identifier ? of(bundle) : of(bundle, languages: languages(for: locale))
    }

    /// The languages to look keys up in for `locale` (`de_DE` → `de_DE`, `de-DE`, `de`,
    /// then `en`), read as `LANG` would be.
    package static func languages(for locale: Locale) -> [String] {
        preferredLanguages(["LANG": locale.identifier])
    }

    /// The entries of `table`: nil or empty is `Localizable`, as Apple's lookups take it.
    private func entries(_ table: String?) -> [String: Entry]? {
        tables[table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"]
    }

    /// `key` translated (from `table`, default `Localizable`) with `arguments` put in
    /// place of its format specifiers; nil when no table translates it.
    package func localized(_ key: String, table: String?, arguments: [String]) -> String? {
        guard let entry = entries(table)?[key] else { return nil }
        switch entry {
        case .plain(let s):
            return Self.format(s, arguments)
        case .plural(let forms, let language):
            let n = arguments.lazy.compactMap { Self.number($0) }.first
            return PluralRules.form(n, language: language, in: forms).map { Self.format($0, arguments) }
        case .pluralFormat(let template, let variables, let language):
            return Self.format(Self.choosePlurals(template, variables: variables, language: language, arguments: arguments),
                               arguments)
        }
    }

    /// The translation of `key` from `table` as written, its format specifiers left in place
    /// for the caller (`NSLocalizedString`'s answer, which apps pass to `String(format:)`);
    /// nil when no table has it or its entry is plural (those need the argument to choose).
    package func template(_ key: String, table: String?) -> String? {
        guard case .plain(let s)? = entries(table)?[key] else { return nil }
        return s
    }

    /// A formatted argument as a number ("1,234" and "3.5" too), or nil.
    package static func number(_ s: String) -> Double? {
        Double(s) ?? Double(s.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "\u{202F}", with: ""))
    }

    /// `template` with each `%#@name@` (or `%N$#@name@`) replaced by the plural form of the
    /// variable `name` for the argument in its place: variables and other specifiers take
    /// arguments in order, as printf does.
    package static func choosePlurals(_ template: String, variables: [String: [String: String]], language: String,
                              arguments: [String]) -> String {
        var out = ""
        let c = Array(template)
        var i = 0, next = 0
        while i < c.count {
            guard c[i] == "%", i + 1 < c.count else { out.append(c[i]); i += 1; continue }
            if c[i + 1] == "%" { out += "%%"; i += 2; continue }
            var j = i + 1, digits = ""
            while j < c.count, c[j].isNumber { digits.append(c[j]); j += 1 }
            var position: Int?
            if j < c.count, c[j] == "$", let p = Int(digits) { position = p - 1; j += 1 } else { j = i + 1 }
            if j + 1 < c.count, c[j] == "#", c[j + 1] == "@", let end = c[(j + 2)...].firstIndex(of: "@") {
                let name = String(c[(j + 2)..<end])
                let index = position ?? next
                if position == nil { next += 1 }
                let n = index < arguments.count ? number(arguments[index]) : nil
                let form = variables[name].flatMap { PluralRules.form(n, language: language, in: $0) } ?? ""
                // The form's own specifier stands for this variable's argument.
                out += index < arguments.count ? form.replacingOccurrences(of: "%d", with: "%\(index + 1)$d")
                    .replacingOccurrences(of: "%lld", with: "%\(index + 1)$lld").replacingOccurrences(of: "%ld", with: "%\(index + 1)$ld")
                    .replacingOccurrences(of: "%@", with: "%\(index + 1)$@") : form
                i = end + 1
                continue
            }
            // Another specifier: copied with its argument's position made explicit.
            while j < c.count, "-+ #0123456789.*'lhqLztj".contains(c[j]) { j += 1 }
            guard j < c.count else { out += String(c[i...]); break }
            let index = position ?? next
            if position == nil { next += 1 }
            out += "%\(index + 1)$" + String(c[(j...j)])
            i = j + 1
        }
        return out
    }

    /// The entries of a `.stringsdict` file: each key's `NSStringLocalizedFormatKey` and its
    /// plural variables (`NSStringPluralRuleType`); other rule types are skipped.
    package static func parseStringsdict(_ path: String, language: String) -> [(String, Entry)] {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return [] }
        var out: [(String, Entry)] = []
        for (key, value) in plist {
            guard let dict = value as? [String: Any], let format = dict["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [String: String]] = [:]
            for (name, spec) in dict where name != "NSStringLocalizedFormatKey" {
                guard let spec = spec as? [String: Any],
                      (spec["NSStringFormatSpecTypeKey"] as? String ?? "NSStringPluralRuleType") == "NSStringPluralRuleType" else { continue }
                var forms: [String: String] = [:]
                for form in ["zero", "one", "two", "few", "many", "other"] { if let f = spec[form] as? String { forms[form] = f } }
                if !forms.isEmpty { variables[name] = forms }
            }
            out.append((key, .pluralFormat(format, variables: variables, language: language)))
        }
        return out
    }

    // MARK: reading

    package static func preferredLanguages(_ env: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var tags: [String] = []
        if let list = env["LANGUAGE"], !list.isEmpty { tags += list.split(separator: ":").map(String.init) }
        if let one = env["LC_ALL"] ?? env["LC_MESSAGES"] ?? env["LANG"], !one.isEmpty { tags.append(one) }
        var out: [String] = []
        for t in tags {
            let base = String(t.split(separator: ".").first ?? "").replacingOccurrences(of: "@", with: "_")
            guard !base.isEmpty, base != "C", base != "POSIX" else { continue }
            for candidate in [base, base.replacingOccurrences(of: "_", with: "-"), String(base.split(separator: "_").first ?? "")]
            where !candidate.isEmpty && !out.contains(candidate) { out.append(candidate) }
        }
        if !out.contains("en") { out.append("en") }
        return out
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16) }
        return String(data: data, encoding: .utf8)
    }

    /// `"key" = "value";` pairs of a `.strings` file (comments and escapes handled).
    package static func parseStrings(_ text: String) -> [(String, String)] {
        var out: [(String, String)] = []
        let s = Array(text.unicodeScalars)
        var i = 0
        func skip() {
            while i < s.count {
                if s[i].properties.isWhitespace { i += 1; continue }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                    i += 2
                    continue
                }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                    continue
                }
                break
            }
        }
        func token() -> String? {
            skip()
            guard i < s.count else { return nil }
            var t = String.UnicodeScalarView()
            if s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\\", i + 1 < s.count {
                        i += 1
                        switch s[i] {
                        case "n": t.append("\n")
                        case "t": t.append("\t")
                        case "r": t.append("\r")
                        case "U", "u":
                            let hex = String(String.UnicodeScalarView(s[(i + 1)..<min(i + 5, s.count)]))
                            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { t.append(u); i += 4 } else { t.append(s[i]) }
                        default: t.append(s[i])
                        }
                    } else {
                        t.append(s[i])
                    }
                    i += 1
                }
                i += 1
            } else {
                while i < s.count, !s[i].properties.isWhitespace, s[i] != "=", s[i] != ";" { t.append(s[i]); i += 1 }
            }
            return String(t)
        }
        while true {
            guard let key = token() else { break }
            skip()
            guard i < s.count, s[i] == "=" else {
                while i < s.count, s[i] != ";" { i += 1 }   // a malformed entry: skip it
                i += 1
                if i >= s.count { break }
                continue
            }
            i += 1
            guard let value = token() else { break }
            skip()
            if i < s.count, s[i] == ";" { i += 1 }
            out.append((key, value))
        }
        return out
    }

    /// A String Catalog localization: its string unit, or its plural variations.
    package static func catalogEntry(_ loc: Any, language: String = "en") -> Entry? {
        guard let loc = loc as? [String: Any] else { return nil }
        if let unit = loc["stringUnit"] as? [String: Any], let v = unit["value"] as? String { return .plain(v) }
        if let plural = (loc["variations"] as? [String: Any])?["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (form, body) in plural {
                if let v = ((body as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String { forms[form] = v }
            }
            return forms.isEmpty ? nil : .plural(forms, language: language)
        }
        return nil
    }

    /// `template` with each printf specifier (`%@`, `%lld`, `%.1f`, `%2$@` …) replaced by
    /// the argument it stands for (already formatted), and `%%` by `%`.
    package static func format(_ template: String, _ arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        var next = 0
        var it = Array(template)
        var i = 0
        while i < it.count {
            let c = it[i]
            guard c == "%", i + 1 < it.count else { out.append(c); i += 1; continue }
            if it[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1
            var position: Int?
            var digits = ""
            while j < it.count, it[j].isNumber { digits.append(it[j]); j += 1 }
            if j < it.count, it[j] == "$", let p = Int(digits) { position = p - 1; j += 1 } else { j = i + 1 }
            while j < it.count, "-+ #0123456789.*'lhqLztj".contains(it[j]) { j += 1 }
            guard j < it.count else { out.append(contentsOf: it[i...]); break }
            let index = position ?? next
            if position == nil { next += 1 }
            out += index < arguments.count ? arguments[index] : ""
            i = j + 1
        }
        it.removeAll()
        return out
    }
}
