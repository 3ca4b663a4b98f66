// Font.custom with the fonts an app ships: files among its resources (and UIAppFonts in its
// Info.plist) are indexed by family, full and PostScript name; a text in such a font sends
// the file once per connection (defineFont) and names its family; Dynamic Type scales
// custom(_:size:) and custom(_:size:relativeTo:), not custom(_:fixedSize:).
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @Suite(.serialized) struct AppFonts {
        /// A resource folder with the test font loose and one listed by an Info.plist deep
        /// below (past the resource walk's depth).
        static func resources() throws -> String {
            let dir = try temporaryDirectory(prefix: "trl-fonts")
            try FileManager.default.createDirectory(atPath: dir + "/Fonts", withIntermediateDirectories: true)
            try Data(TestFonts.blocks).write(to: URL(fileURLWithPath: dir + "/Fonts/Blocks.ttf"))
            return dir
        }

        @Test("the index names a face by family, full and PostScript name, in any case; UIAppFonts files are found too")
        func index() throws {
            let dir = try Self.resources()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let index = AppFontFile.buildIndex(roots: [dir])
            for name in ["trellis blocks", "trellisblocks-regular", "trellis blocks regular"] {
                #expect(index[name]?.1.family == "Trellis Blocks", "\(name)")
            }
            #expect(index["trellis blocks"]?.1.weight == 400 && index["trellis blocks"]?.1.isItalic == false)
            let deep = try temporaryDirectory(prefix: "trl-fonts")
            defer { try? FileManager.default.removeItem(atPath: deep) }
            let sub = deep + "/a/b/c/d/e"
            try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
            try Data(TestFonts.blocks).write(to: URL(fileURLWithPath: sub + "/X.otf.bin"))
            #expect(AppFontFile.buildIndex(roots: [deep]).isEmpty, "not a font extension, and too deep for the walk")
            let plist = try PropertyListSerialization.data(fromPropertyList: ["UIAppFonts": ["a/b/c/d/e/X.otf.bin"]],
                                                           format: .xml, options: 0)
            try plist.write(to: URL(fileURLWithPath: deep + "/Info.plist"))
            #expect(AppFontFile.buildIndex(roots: [deep])["trellis blocks"] != nil, "UIAppFonts lists it")
            #expect(SfntNames.faces([0, 1, 0, 0] + [UInt8](repeating: 0xFF, count: 40)).isEmpty, "garbage reads as no face")
            #expect(SfntNames.faces(Array(TestFonts.blocks.prefix(300))).isEmpty, "a truncated font reads as no face")
        }

        struct Sample: View {
            var body: some View {
                VStack {
                    Text("Bars").font(.custom("TrellisBlocks-Regular", size: 17))
                    Text("More bars").font(.custom("Trellis Blocks", size: 17, relativeTo: .title))
                    Text("Fixed").font(.custom("trellis blocks", fixedSize: 17))
                    Text("System").font(.custom("DejaVu Serif", size: 17))
                }
            }
        }

        @MainActor func fonts(_ h: Harness) -> [String: (name: String?, size: Double?)] {
            var out: [String: (String?, Double?)] = [:]
            for id in h.connection.visibleNodes() where h.connection.kind(of: id) == .text {
                guard case .text(let t)? = h.connection.property(.text, of: id) else { continue }
                var name: String?, size: Double?
                if case .fontName(let n)? = h.connection.property(.fontName, of: id) { name = n }
                if case .fontSize(let s)? = h.connection.property(.fontSize, of: id) { size = s }
                out[t] = (name, size)
            }
            return out
        }

        @Test("a text in an app font defines the file once and names its family; a system family is sent as written")
        @MainActor func definesOnce() throws {
            let dir = try Self.resources()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            AppFontFile.reindex(roots: [dir])
            defer { AppFontFile.reindex(roots: ResourceBundles.roots(for: nil)) }
            let h = Harness(Sample())
            let defines = h.transactions.joined().compactMap { op -> UInt64? in
                if case .defineFont(let key, _, _, _) = op { return key } else { return nil }
            }
            #expect(defines.count == 1, "one file, defined once: \(defines)")
            let f = fonts(h)
            #expect(f["Bars"]?.name == "Trellis Blocks" && f["More bars"]?.name == "Trellis Blocks" && f["Fixed"]?.name == "Trellis Blocks")
            #expect(f["System"]?.name == "DejaVu Serif")
            #expect(f["Bars"]?.size == 17)
        }

        struct Scaled: View {
            var body: some View {
                VStack {
                    Text("Body").font(.custom("Trellis Blocks", size: 17))
                    Text("Title").font(.custom("Trellis Blocks", size: 17, relativeTo: .title))
                    Text("Fixed").font(.custom("Trellis Blocks", fixedSize: 17))
                    Text("Style").font(.body)
                }
                .dynamicTypeSize(.xxxLarge)
            }
        }

        @Test("Dynamic Type scales custom(_:size:) and relativeTo: (body's ratios) and text styles, not fixedSize")
        @MainActor func dynamicType() {
            let h = Harness(Scaled())
            let f = fonts(h)
            #expect(f["Body"]?.size == 23, "17 pt at xxxLarge is 23 pt: \(String(describing: f["Body"]?.size))")
            #expect(f["Title"]?.size == 23)
            #expect(f["Fixed"]?.size == 17)
            #expect(f["Style"]?.size == (20 * 23.0 / 17 * 100).rounded() / 100)
        }
    }
}

extension TrellisUITests.AppFonts {
    @Test("a symbol under a custom font is sized by it and sends no family (image nodes take none)")
    @MainActor func symbolUnderACustomFont() {
        let h = Harness(HStack { Image(systemName: "star"); Text("Star") }.font(.custom("Trellis Blocks", fixedSize: 30)))
        #expect(h.violations.isEmpty, "\(h.violations)")
        let images = h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .image }
        #expect(images.count == 1)
        if let id = images.first {
            #expect(h.connection.property(.fontName, of: id) == nil)
            #expect(h.connection.property(.fontSize, of: id) == .fontSize(30))
        }
    }
}
