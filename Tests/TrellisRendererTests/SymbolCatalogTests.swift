// The SF Symbols catalog: every name resolves to an icon file of the installed Adwaita
// theme (or a shape Trellis draws), variants resolve through their base, unknown names
// do not resolve.
import Foundation
import Testing
import TrellisRenderer

@Suite struct SymbolCatalogTests {
    static let themeInstalled = SymbolCatalog.iconPath("starred") != nil

    @Test("the catalog has at least 400 names, none listed twice")
    func size() {
        #expect(SymbolCatalog.names.count >= 400)
        #expect(Set(SymbolCatalog.names).count == SymbolCatalog.names.count)
        #expect(SymbolCatalog.entries.count == SymbolCatalog.names.count)
    }

    @Test("every catalog name resolves to an existing SVG file of the icon theme")
    func everyNameHasAnIconFile() throws {
        guard Self.themeInstalled else {
            print("SymbolCatalogTests: skipped: no Adwaita icon theme under \(SymbolCatalog.themeDirectory) "
                  + "(install adwaita-icon-theme, or point TRELLIS_SYMBOL_ICONS at its scalable folder)")
            return
        }
        var missing: [String] = []
        for name in SymbolCatalog.names {
            guard let icon = SymbolCatalog.resolve(name) else { missing.append(name + " (unresolved)"); continue }
            if icon.isDrawn {
                #expect(["@circle", "@square", "@arrow", "@flame", "@bolt", "@glyph"].contains(icon.icon), "\(name): \(icon.icon)")
            } else if SymbolCatalog.iconPath(icon.icon) == nil {
                missing.append("\(name) → \(icon.icon)")
            }
        }
        #expect(missing.isEmpty, "no SVG for: \(missing.joined(separator: ", "))")
    }

    @Test("the Symbols article lists every catalog name")
    func documented() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TrellisRenderer/TrellisRenderer.docc/Symbols.md").standardized.path
        let text = try String(contentsOfFile: article, encoding: .utf8)
        let undocumented = SymbolCatalog.names.filter { !text.contains("`\($0)`") }
        #expect(undocumented.isEmpty, "not in Symbols.md: \(undocumented.joined(separator: ", "))")
    }

    @Test("names the issue lists resolve")
    func commonNames() {
        for name in ["person.crop.circle", "cart", "square.and.arrow.up", "calendar", "flame.fill", "trash", "gearshape",
                     "magnifyingglass", "plus", "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                     "heart", "star", "bell", "house", "envelope", "paperplane", "folder", "doc", "photo", "camera", "mic",
                     "play", "pause", "stop", "arrow.right", "arrow.left", "arrow.up", "arrow.down", "checkmark",
                     "checkmark.circle", "checkmark.circle.fill", "info.circle", "exclamationmark.triangle", "ellipsis",
                     "pencil", "lock", "globe", "clock", "bookmark", "tag", "cloud", "sun.max", "moon", "wifi",
                     "battery.100", "battery.50", "battery.25", "battery.0"] {
            #expect(SymbolCatalog.resolve(name) != nil, "\(name)")
        }
    }

    @Test("variants: a filled icon where there is one, frames and slashes from the suffixes")
    func variants() throws {
        #expect(SymbolCatalog.resolve("star")?.icon == "non-starred")
        #expect(SymbolCatalog.resolve("star.fill")?.icon == "starred")
        let plus = try #require(SymbolCatalog.resolve("plus.circle.fill"))
        #expect(plus.icon == "list-add" && plus.frame == .circleFill)
        // Not listed, resolved through its base.
        let gear = try #require(SymbolCatalog.resolve("gearshape.circle.fill"))
        #expect(gear.icon == "emblem-system" && gear.frame == .circleFill)
        let bell = try #require(SymbolCatalog.resolve("bell.slash"))
        #expect(bell.icon == "notifications-disabled" && !bell.slash, "Adwaita's own crossed-out bell")
        let house = try #require(SymbolCatalog.resolve("house.slash"))
        #expect(house.icon == "user-home" && house.slash, "a slash drawn over the house")
        // An icon that already is the whole symbol gets no frame.
        #expect(SymbolCatalog.resolve("info.circle.fill")?.frame == SymbolIcon.Frame.none)
        #expect(SymbolCatalog.resolve("no.such.symbol") == nil)
        #expect(SymbolCatalog.resolve("fill") == nil)
        #expect(SymbolCatalog.glyph(for: "no.such.symbol") == "□")
    }

    @Test("the terminal glyphs: the old table wins, the catalog covers the rest")
    func glyphs() {
        #expect(SymbolGlyphs.glyph(for: "star.fill") == "★")
        #expect(SymbolGlyphs.glyph(for: "plus.circle") == "⊕")
        #expect(SymbolGlyphs.glyph(for: "envelope") == "✉")
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == "□")
    }
}

extension SymbolCatalogTests {
    @Test("letters and numbers in frames: the character drawn in the circle or square; other names do not resolve so")
    func lettersAndNumbers() throws {
        let e = try #require(SymbolCatalog.resolve("e.square.fill"))
        #expect(e.icon == "@glyph" && e.glyph == "E" && e.frame == .squareFill)
        let twelve = try #require(SymbolCatalog.resolve("12.circle"))
        #expect(twelve.glyph == "12" && twelve.frame == .circle)
        #expect(SymbolCatalog.resolve("51.circle") == nil && SymbolCatalog.resolve("ab.circle") == nil && SymbolCatalog.resolve("e") == nil)
        for name in ["suitcase.rolling", "bed.double.fill", "thermometer.medium", "hand.thumbsdown.fill", "brain.head.profile", "tent.fill"] {
            #expect(SymbolCatalog.resolve(name) != nil, "\(name)")
        }
    }
}
