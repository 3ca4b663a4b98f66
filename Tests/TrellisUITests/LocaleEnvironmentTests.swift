// The user's language sets the layout direction (Arabic, Hebrew… start right to left), and a
// subtree's `\.locale` translates Text keys for its own language, as in SwiftUI.
import Foundation
import Testing
@testable import TrellisUI

@Suite struct LocaleEnvironmentTests {
    @Test("the most preferred language decides the default layout direction")
    func directionFromLanguage() {
        #expect(LayoutDirection.of(environment: ["LANG": "ar_EG.UTF-8"]) == .rightToLeft)
        #expect(LayoutDirection.of(environment: ["LC_ALL": "he_IL.UTF-8", "LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(LayoutDirection.of(environment: ["LC_MESSAGES": "fa_IR"]) == .rightToLeft)
        #expect(LayoutDirection.of(environment: ["LANGUAGE": "ur:en", "LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(LayoutDirection.of(environment: ["LANGUAGE": "de:ar", "LANG": "ar_EG.UTF-8"]) == .leftToRight,
                "LANGUAGE's first language wins")
        #expect(LayoutDirection.of(environment: ["LANG": "de_DE.UTF-8"]) == .leftToRight)
        #expect(LayoutDirection.of(environment: ["LANG": "C.UTF-8"]) == .leftToRight)
        #expect(LayoutDirection.of(environment: [:]) == .leftToRight)
        #expect(LayoutDirection.of(language: "ar") == .rightToLeft && LayoutDirection.of(language: "arn") == .leftToRight)
    }

    @Test("a subtree's \\.locale looks Text keys up in its language; the process locale keeps the first lookup")
    func textFollowsEnvironmentLocale() throws {
        StringTables.alwaysBuildKeys = true   // this test process has no string tables of its own
        let dir = try AppResourcesTests.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bundle = try #require(Bundle(path: dir))
        let name = "Ann"
        let text = Text("Hello \(name)", bundle: bundle)
        var env = EnvironmentValues()
        #expect(text.string(in: env) == text.string, "the process's locale: the string made at init")
        env.locale = Locale(identifier: "de")
        #expect(text.string(in: env) == "Hallo Ann")
        env.locale = Locale(identifier: "de_AT")
        #expect(text.string(in: env) == "Hallo Ann", "de_AT falls back to de")
        env.locale = Locale(identifier: "fr")
        #expect(Text("Settings", bundle: bundle).string(in: env) == "Réglages")
        #expect(text.string(in: env) == "Hello Ann", "no French entry: the literal")
        #expect(Text(verbatim: "Hello").string(in: env) == "Hello", "verbatim text is never looked up")
    }
}
