// Xcode's generated asset symbols, as `trellis port` writes them for a ported app.
import Foundation
import Testing
import TrellisPort

@Suite struct AssetSymbolsTests {
    @Test("asset names become Xcode's identifiers: lower camel case, less a trailing Color or Image")
    func identifiers() {
        #expect(AssetSymbols.identifier(for: "AppWhiteColor", droppingSuffix: "Color") == "appWhite")
        #expect(AssetSymbols.identifier(for: "AccentColor", droppingSuffix: "Color") == "accent")
        #expect(AssetSymbols.identifier(for: "Color", droppingSuffix: "Color") == "color")
        #expect(AssetSymbols.identifier(for: "brand-blue", droppingSuffix: "Color") == "brandBlue")
        #expect(AssetSymbols.identifier(for: "Brand Color", droppingSuffix: "Color") == "brand")
        #expect(AssetSymbols.identifier(for: "URLImage", droppingSuffix: "Image") == "url")
        #expect(AssetSymbols.identifier(for: "HTMLView", droppingSuffix: "Image") == "htmlView")
        #expect(AssetSymbols.identifier(for: "3dIcon", droppingSuffix: "Image") == "_3dIcon")
        #expect(AssetSymbols.identifier(for: "EmptyView", droppingSuffix: "Image") == "emptyView")
    }

    @Test("the symbols file declares each colour and image set once, skips namespaced folders and what the app declares itself")
    func file() throws {
        let root = NSTemporaryDirectory() + "asset-symbols-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/Assets.xcassets"
        for set in ["BrandColor.colorset", "CellColor.colorset", "Group/Photo.imageset", "Spaced/Icon.imageset", "in.imageset"] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + set, withIntermediateDirectories: true)
        }
        try #"{"properties":{"provides-namespace":true}}"#.write(toFile: catalog + "/Spaced/Contents.json", atomically: true, encoding: .utf8)
        let text = try #require(AssetSymbols.file(catalogs: [catalog], sources: ["extension Color { static let cell = Color(\"CellColor\") }"]))
        #expect(text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#))
        #expect(text.contains("static var brand: Color { Color(ColorResource.brand) }"))
        #expect(text.contains("extension ShapeStyle where Self == Color"))
        #expect(text.contains(#"static let photo = ImageResource(name: "Photo", bundle: resourceBundle)"#))
        #expect(text.contains(#"static let `in` = ImageResource(name: "in", bundle: resourceBundle)"#),
                "a set named like a keyword (a flag \"in\") is written between backticks, as Xcode does")
        #expect(!text.contains("cell"), "the app declares Color.cell itself")
        #expect(!text.contains("icon"), "a namespaced set is left out")
        #expect(AssetSymbols.file(catalogs: [root + "/none"], sources: []) == nil)
    }

    @Test("a colour set named like a SwiftUI colour (\"gray\", \"blue\") gets a ColorResource but no Color or ShapeStyle member, so .gray stays the system gray")
    func systemColourNames() throws {
        let root = NSTemporaryDirectory() + "asset-symbols-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/Assets.xcassets"
        for set in ["gray.colorset", "Blue.colorset", "lightblue.colorset"] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + set, withIntermediateDirectories: true)
        }
        let text = try #require(AssetSymbols.file(catalogs: [catalog], sources: []))
        #expect(text.contains(#"static let gray = ColorResource(name: "gray", bundle: resourceBundle)"#))
        #expect(text.contains(#"static let blue = ColorResource(name: "Blue", bundle: resourceBundle)"#))
        #expect(!text.contains("static var gray: Color") && !text.contains("static var blue: Color"))
        #expect(text.contains("static var lightblue: Color { Color(ColorResource.lightblue) }"))
        // Only system names: the resources, no Color or ShapeStyle extension at all.
        let only = root + "/Only.xcassets"
        try FileManager.default.createDirectory(atPath: only + "/red.colorset", withIntermediateDirectories: true)
        let onlyText = try #require(AssetSymbols.file(catalogs: [only], sources: []))
        #expect(onlyText.contains("extension ColorResource") && !onlyText.contains("extension Color {")
                && !onlyText.contains("extension ShapeStyle"))
    }
}

@Suite struct SuppliedImportsTests {
    @Test("imports of OSLog, os and os.log become imports of TrellisOSLog on the same lines; other files are left alone")
    func rewrite() throws {
        let text = "import SwiftUI\nimport OSLog\n  @preconcurrency import os.log\nimport os\nlet x = 1"
        let out = try #require(PortPackage.rewriteSuppliedImports(in: text))
        #expect(out == "import SwiftUI\nimport TrellisOSLog\n  import TrellisOSLog\nimport TrellisOSLog\nlet x = 1")
        #expect(PortPackage.rewriteSuppliedImports(in: "import Foundation\nlet os = 1") == nil)
    }

    @Test("import UserNotifications becomes import TrellisUserNotifications, which the manifest depends on")
    func userNotifications() throws {
        let out = try #require(PortPackage.rewriteSuppliedImports(in: "import SwiftUI\nimport UserNotifications\n"))
        #expect(out == "import SwiftUI\nimport TrellisUserNotifications\n")
    }
}
