// An app's resources as Xcode commits them: asset-catalog colours (namespaces, component
// formats, dark variants), string tables (.strings, String Catalogs with plurals) looked up
// for the user's languages, and LocalizedStringKey's lookup key.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

@Suite struct AppResourcesTests {
    /// A resource folder with an asset catalog, a German `.strings` table and a String
    /// Catalog; removed by the caller.
    static func resources() throws -> String {
        let dir = NSTemporaryDirectory() + "trl-res-" + String(UInt64.random(in: 0...UInt64.max))
        let fm = FileManager.default
        func write(_ path: String, _ text: String) throws {
            try fm.createDirectory(atPath: (dir + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
        try write("Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try write("Assets.xcassets/Brand.colorset/Contents.json", #"""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x40","green":"128","red":"1.000"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],
        "info":{"author":"xcode","version":1}}
        """#)
        try write("Assets.xcassets/AccentColor.colorset/Contents.json",
                  #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0.2","green":"0.6","red":"0.1"}},"idiom":"universal"}]}"#)
        try write("Assets.xcassets/Palette/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write("Assets.xcassets/Palette/Ink.colorset/Contents.json",
                  #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.200"}},"idiom":"universal"}]}"#)
        try write("Assets.xcassets/Flat/Paper.colorset/Contents.json",
                  #"{"colors":[{"color":{"platform":"ios","reference":"systemBackgroundColor"},"idiom":"universal"}]}"#)
        try write("Assets.xcassets/photo.imageset/Contents.json", #"""
        {"images":[{"filename":"photo.png","idiom":"universal","scale":"1x"},{"filename":"photo@2x.png","idiom":"universal","scale":"2x"},
        {"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
        """#)
        try write("de.lproj/Localizable.strings", """
        /* A greeting. */
        "Hello %@" = "Hallo %@";
        // A comment line
        "Tab \\"quoted\\"" = "Reiter \\"zitiert\\"\\n";
        "%lld of %lld" = "%2$lld von %1$lld";
        """)
        try write("Localizable.xcstrings", #"""
        {"sourceLanguage":"en","strings":{
          "%lld items":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"ein Eintrag"}},
                                                                       "other":{"stringUnit":{"state":"translated","value":"%lld Einträge"}}}}},
                                          "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"one item"}},
                                                                       "other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}},
          "Settings":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Réglages"}}}}
        },"version":"1.0"}
        """#)
        return dir
    }

    @Test("colour sets: fraction, byte and hex components, the dark variant, namespaced folders, system references")
    func colorSets() throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = AssetCatalog(roots: [dir])
        let brand = try #require(catalog.colors["Brand"])
        #expect(brand.light.wire == .init(r: 255, g: 128, b: 64, a: 255))
        #expect(brand.dark?.wire == .init(r: 0, g: 0, b: 0, a: 128))
        #expect(catalog.colors["Palette/Ink"]?.light.wire == .init(r: 51, g: 51, b: 51, a: 255))
        #expect(catalog.colors["Paper"]?.light == .systemBackground, "a folder without a namespace adds no prefix")
        // Its reference to the system background is white in the light scheme, black in the dark one.
        #expect(catalog.colors["Paper"]?.color.resolved(in: .light).wire == Color.white.wire)
        #expect(catalog.colors["Paper"]?.color.resolved(in: .dark).wire == Color.black.wire)
        #expect(catalog.colors["Ink"] == nil)
        let photo = try #require(catalog.images["photo"])
        #expect(photo.files.map(\.scale) == [1, 2])
        #expect(photo.files[1].path.hasSuffix("photo.imageset/photo@2x.png"))
        // Through the public API, from a bundle.
        let bundle = try #require(Bundle(path: dir))
        #expect(Color("Brand", bundle: bundle).wire == .init(r: 255, g: 128, b: 64, a: 255))
        #expect(Color("Missing", bundle: bundle).wire.a == 0, "a missing colour is clear")
    }

    @Test("string tables: the preferred language's .strings entry, escapes, positional arguments, catalog plurals")
    func stringTables() throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let de = StringTables(roots: [dir], languages: StringTables.preferredLanguages(["LANG": "de_DE.UTF-8"]))
        #expect(de.languages.prefix(2) == ["de_DE", "de-DE"] && de.languages.contains("de"))
        #expect(de.localized("Hello %@", table: nil, arguments: ["Ann"]) == "Hallo Ann")
        #expect(de.localized("Tab \"quoted\"", table: nil, arguments: []) == "Reiter \"zitiert\"\n")
        #expect(de.localized("%lld of %lld", table: nil, arguments: ["3", "7"]) == "7 von 3")
        #expect(de.localized("%lld items", table: nil, arguments: ["1"]) == "ein Eintrag")
        #expect(de.localized("%lld items", table: nil, arguments: ["4"]) == "4 Einträge")
        #expect(de.localized("Settings", table: nil, arguments: []) == nil, "French only")
        let port = #filePath.replacingOccurrences(of: "TrellisUITests/AppResourcesTests.swift", with: "TrellisPortTests/Fixtures/NoteBoard/NoteBoard")
        let board = StringTables(roots: [port], languages: ["en"])
        #expect(board.localized("NoteBoard", table: nil, arguments: []) == "Note Board", "a comment before the first entry")
        #expect(board.localized("Add note", table: nil, arguments: []) == "Add a note")
        let portBundle = try #require(Bundle(path: port))
        #expect(Text("NoteBoard", bundle: portBundle).string == "Note Board")
        #expect(Text("NoteBoard", bundle: portBundle).font(.title).string == "Note Board")
        let en = StringTables(roots: [dir], languages: ["en"])
        #expect(en.localized("%lld items", table: nil, arguments: ["1"]) == "one item")
        #expect(en.localized("Hello %@", table: nil, arguments: ["Ann"]) == nil)
        #expect(StringTables.preferredLanguages(["LANGUAGE": "fr:de", "LANG": "C.UTF-8"]).prefix(2) == ["fr", "de"])
    }

    @Test("a LocalizedStringKey's lookup key has each interpolation's specifier; Text looks it up in a bundle")
    func localizedText() throws {
        let name = "Ann", count = 3, share = 0.5
        StringTables.alwaysBuildKeys = true   // this test process has no string tables of its own
        let k: LocalizedStringKey = "Hello \(name), \(count) of \(share, specifier: "%.1f") 100%"
        #expect(k.formatKey == "Hello %@, %lld of %.1f 100%%")
        #expect(k.arguments == ["Ann", "3", "0.5"])
        #expect(k.rendered == "Hello Ann, 3 of 0.5 100%")
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bundle = try #require(Bundle(path: dir))
        // The test process's languages decide; English has no entry for it: the literal shows.
        #expect(Text("No such key \(name)", bundle: bundle).string == "No such key Ann")
        #expect(StringTables.format("%1$@ + %@ = %%", ["a", "b"]) == "a + a = %")
    }

    /// Runs `body` with the test resources as a bundle and "Hello Ann" as a resource of it
    /// in German (its de.lproj says "Hallo Ann"); the files are removed afterwards.
    static func withGermanHello(_ body: (Bundle, String, LocalizedStringResource) throws -> Void) throws {
        let dir = try Self.resources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bundle = try #require(Bundle(path: dir))
        let name = "Ann"
        try body(bundle, name, LocalizedStringResource("Hello \(name)", locale: Locale(identifier: "de_DE"), bundle: bundle))
    }

    @Test("Text(LocalizedStringResource) looks the resource up in its bundle, for its locale and the environment's")
    func textFromResource() throws { try Self.withGermanHello { bundle, name, german in
        #expect(Text(german).string == "Hallo Ann")
        // The process's own languages (no German): the default value.
        #expect(Text(LocalizedStringResource("Hello \(name)", bundle: bundle)).string == "Hello Ann")
        // A subtree whose locale is German translates it again, as it does a key.
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "de")
        #expect(Text(LocalizedStringResource("Hello \(name)", bundle: bundle)).string(in: env) == "Hallo Ann")
    } }

    @Test("Button, Toggle, Label and Menu titled by a LocalizedStringResource show it looked up; a literal title stays a key")
    func controlsFromResource() throws { try Self.withGermanHello { _, _, german in
        #expect(Button(german) {}.label.string == "Hallo Ann")
        #expect(Button(german, role: .destructive) {}.label.string == "Hallo Ann")
        #expect(Toggle(german, isOn: .constant(true)).label.string == "Hallo Ann")
        #expect(Menu(german) { Text("x") }.label.string == "Hallo Ann")
        #expect(Label(german, systemImage: "star").title.string == "Hallo Ann")
        // A literal still picks the key initializer (no ambiguity with the resource one).
        #expect(Button("Plain") {}.label.string == "Plain")
        #expect(Text("Plain").string == "Plain")
    } }
}
