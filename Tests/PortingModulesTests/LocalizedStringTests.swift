// Written as a ported model file is: it imports only Foundation, and the port's implicit
// import of FoundationCompat supplies `String(localized:)`, `LocalizedStringResource` and
// `appLocalizedString`, which the `NSLocalizedString` the port writes into an app calls
// (PortEndToEndTests runs that).
import Foundation
import Testing

@Suite("Localized strings outside SwiftUI (String(localized:), NSLocalizedString)")
struct LocalizedStringTests {
    /// A bundle with English and German `Localizable.strings` and a `Menu.strings` table.
    static func bundle() throws -> (Bundle, String) {
        let dir = NSTemporaryDirectory() + "loc-\(UUID().uuidString)"
        func write(_ path: String, _ text: String) throws {
            try FileManager.default.createDirectory(atPath: (dir + "/" + path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
        try write("en.lproj/Localizable.strings", """
            "GREETING" = "Welcome!";
            "%lld apples" = "%lld apples in the basket";
            "Hello %@" = "Hello, %@!";
            "%d of %d" = "%d out of %d";
            """)
        try write("de.lproj/Localizable.strings", """
            "GREETING" = "Willkommen!";
            "%lld apples" = "%lld Äpfel im Korb";
            """)
        try write("en.lproj/Menu.strings", #""QUIT" = "Quit the app";"#)
        return (try #require(Bundle(path: dir)), dir)
    }

    @Test("String(localized:) translates a literal key, with its interpolations in the translation")
    func stringLocalized() throws {
        let (bundle, dir) = try Self.bundle()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(String(localized: "GREETING", bundle: bundle) == "Welcome!")
        let n = 3, name = "Ann"
        #expect(String(localized: "\(n) apples", bundle: bundle) == "3 apples in the basket")
        #expect(String(localized: "Hello \(name)", bundle: bundle) == "Hello, Ann!")
        #expect(String(localized: "QUIT", table: "Menu", bundle: bundle) == "Quit the app")
        #expect(String(localized: "QUIT", table: "", bundle: bundle) == "QUIT", "an empty table is Localizable")
        // Not in any table: the literal, with its values, and a literal percent sign kept.
        #expect(String(localized: "\(n) pears at 50%", bundle: bundle) == "3 pears at 50%")
        #expect(String(localized: "MISSING", defaultValue: "Fallback \(n)", bundle: bundle) == "Fallback 3")
        #expect(String(localized: "GREETING", defaultValue: "Hi", bundle: bundle) == "Welcome!")
    }

    @Test("String.LocalizationValue keys: numbers and strings become printf specifiers, % is escaped")
    func localizationValueKeys() {
        let count = 4, ratio = 0.25, label = "x"
        let v: String.LocalizationValue = "\(count) of \(ratio, specifier: "%.1f") \(label) 10%"
        #expect(v.key == "%lld of %.1f %@ 10%%")
        #expect(v.arguments == ["4", "0.2", "x"])
        #expect(v.rendered == "4 of 0.2 x 10%")
        #expect(String.LocalizationValue("plain").key == "plain")
        let u: UInt = 7, d = 1.5
        let w: String.LocalizationValue = "\(u) \(d)"
        #expect(w.key == "%llu %lf" && w.rendered == "7 1.500000")
    }

    @Test("LocalizedStringResource is looked up later, in its own locale's language")
    func resource() throws {
        let (bundle, dir) = try Self.bundle()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var r = LocalizedStringResource("GREETING", bundle: bundle)
        #expect(r.key == "GREETING")
        r.locale = Locale(identifier: "de_DE")
        #expect(String(localized: r) == "Willkommen!")
        let n = 2
        var apples = LocalizedStringResource("\(n) apples", locale: Locale(identifier: "de"), bundle: bundle)
        #expect(apples.key == "%lld apples")
        #expect(String(localized: apples) == "2 Äpfel im Korb")
        apples.locale = Locale(identifier: "fr")   // no French table: English, then the default
        #expect(String(localized: apples) == "2 apples in the basket")
        let missing = LocalizedStringResource("NOPE", defaultValue: "Nothing \(n)", bundle: bundle)
        #expect(String(localized: missing) == "Nothing 2" && missing.key == "NOPE")
        let literal: LocalizedStringResource = "GREETING"
        #expect(literal.bundle == .main && literal.table == nil)
    }

    @Test("appLocalizedString (a ported app's NSLocalizedString) finds the tables and leaves format specifiers")
    func nsLocalizedString() throws {
        let (bundle, dir) = try Self.bundle()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(appLocalizedString("GREETING", bundle: bundle, comment: "") == "Welcome!")
        let template = appLocalizedString("%d of %d", bundle: bundle, comment: "progress")
        #expect(template == "%d out of %d")
        #expect(String(format: template, 2, 5) == "2 out of 5")
        #expect(appLocalizedString("QUIT", tableName: "Menu", bundle: bundle, comment: "") == "Quit the app")
        // Not found: the value when one is given, else the key (as Foundation answers).
        #expect(appLocalizedString("MISSING", bundle: bundle, value: "Shown", comment: "") == "Shown")
        #expect(appLocalizedString("MISSING", bundle: bundle, comment: "") == "MISSING")
        // The app's own tables (this test process has none): the key.
        #expect(appLocalizedString("GREETING", comment: "") == "GREETING")
    }
}
