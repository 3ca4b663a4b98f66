// .stringsdict plurals: a key's NSStringLocalizedFormatKey with %#@variable@ parts, each
// choosing its plural form (zero, one, two, few, many, other) by the argument in its place
// and the language's CLDR rule; a .stringsdict entry wins over a .strings one.
import Foundation
import Testing
@testable import TrellisUI

@Suite struct StringsdictTests {
    static func plural(_ forms: [String: String]) -> [String: Any] {
        var d: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld"]
        for (k, v) in forms { d[k] = v }
        return d
    }

    static func resources() throws -> String {
        let dir = NSTemporaryDirectory() + "trl-dict-" + String(UInt32.random(in: 0...UInt32.max))
        func write(_ lang: String, _ plist: [String: Any], strings: String? = nil) throws {
            let lproj = dir + "/\(lang).lproj"
            try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                .write(to: URL(fileURLWithPath: lproj + "/Localizable.stringsdict"))
            if let strings { try strings.write(toFile: lproj + "/Localizable.strings", atomically: true, encoding: .utf8) }
        }
        try write("en", [
            "%lld items": ["NSStringLocalizedFormatKey": "%#@items@",
                           "items": plural(["zero": "No items", "one": "%lld item", "other": "%lld items"])],
            "%lld files in %lld folders": ["NSStringLocalizedFormatKey": "%#@files@ in %#@folders@",
                                           "files": plural(["one": "%lld file", "other": "%lld files"]),
                                           "folders": plural(["one": "%lld folder", "other": "%lld folders"])],
        ], strings: "\"%lld items\" = \"overridden\";\n")
        try write("ru", [
            "%lld items": ["NSStringLocalizedFormatKey": "%#@items@",
                           "items": plural(["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"])],
        ])
        try write("ar", [
            "%lld items": ["NSStringLocalizedFormatKey": "%#@items@",
                           "items": plural(["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات",
                                            "many": "%lld ملفًا", "other": "%lld ملف"])],
        ])
        return dir
    }

    @Test("English: zero, one and other; two variables each take their own argument; .stringsdict wins over .strings")
    func english() throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let en = StringTables(roots: [dir], languages: ["en"])
        #expect(en.localized("%lld items", table: nil, arguments: ["0"]) == "No items")
        #expect(en.localized("%lld items", table: nil, arguments: ["1"]) == "1 item")
        #expect(en.localized("%lld items", table: nil, arguments: ["5"]) == "5 items")
        #expect(en.localized("%lld files in %lld folders", table: nil, arguments: ["1", "3"]) == "1 file in 3 folders")
        #expect(en.localized("%lld files in %lld folders", table: nil, arguments: ["7", "1"]) == "7 files in 1 folder")
    }

    @Test("Russian and Arabic choose their CLDR categories")
    func otherLanguages() throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ru = StringTables(roots: [dir], languages: ["ru"])
        #expect(ru.localized("%lld items", table: nil, arguments: ["21"]) == "21 файл")
        #expect(ru.localized("%lld items", table: nil, arguments: ["3"]) == "3 файла")
        #expect(ru.localized("%lld items", table: nil, arguments: ["11"]) == "11 файлов")
        let ar = StringTables(roots: [dir], languages: ["ar"])
        #expect(ar.localized("%lld items", table: nil, arguments: ["2"]) == "ملفان")
        #expect(ar.localized("%lld items", table: nil, arguments: ["5"]) == "5 ملفات")
        #expect(ar.localized("%lld items", table: nil, arguments: ["12"]) == "12 ملفًا")
        #expect(PluralRules.category(1, language: "ja") == "other" && PluralRules.category(0, language: "fr") == "one")
    }

    @Test("Text with an interpolated count is translated through the bundle's .stringsdict")
    func text() throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bundle = try #require(Bundle(path: dir))
        let count = 1
        // The process's languages decide; English is always among them.
        let shown = Text("\(count) items", bundle: bundle).string
        #expect(shown == "1 item" || shown.hasPrefix("1 "), "\(shown)")
    }
}
