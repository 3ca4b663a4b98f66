// App fonts and JPEG bitmaps through a real trellisd with the png backend: the font file the
// app ships crosses the wire (defineFont), the daemon measures and draws the text in it, and
// an asset catalog's JPEG is drawn. `TRELLIS_KEEP_PNG=DIR` keeps the daemon's PNGs.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisTestSupport
@testable import TrellisUI

private struct FontSample: View {
    let bundle: Bundle
    var body: some View {
        VStack(spacing: 8) {
            Text("Bars").font(.custom("TrellisBlocks-Regular", size: 20))
            Text("DejaVu").font(.system(size: 20))
            Text("漢字 مرحبا שלום 😀").font(.system(size: 20))
            Image("photo", bundle: bundle).resizable().frame(width: 64, height: 32)
        }
    }
}

@Suite struct FontsEndToEndTests {
    @Test("Font.custom with a font the app ships: the png daemon measures and draws the text in it")
    @MainActor func appFontOnThePNGBackend() async throws {
        let resources = try temporaryDirectory(prefix: "trl-fonts")
        defer { try? FileManager.default.removeItem(atPath: resources) }
        try Data(TestFonts.blocks).write(to: URL(fileURLWithPath: resources + "/Blocks.ttf"))
        let set = resources + "/Assets.xcassets/photo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(TestImages.redBlueJPEG).write(to: URL(fileURLWithPath: set + "/photo.jpg"))
        try #"{"images":[{"filename":"photo.jpg","idiom":"universal","scale":"1x"}],"info":{"version":1}}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        AppFontFile.reindex(roots: [resources])
        defer { AppFontFile.reindex(roots: ResourceBundles.roots(for: nil)) }
        let bundle = try #require(Bundle(path: resources))

        let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"]
        let out = try keep ?? temporaryDirectory(prefix: "trl-out")
        defer { if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: out) } }
        let daemon = try TestDaemon(backend: "png", width: 300, height: 200, arguments: ["--out", out, "--scale", "2"])
        try await TestHost.run(width: 300, height: 200, daemon: daemon, content: { FontSample(bundle: bundle) }) { host in
            // Trellis Blocks sets every letter 0.6 em wide: "Bars" at 20 points is 48 wide.
            let bars = try #require(try await host.frame(of: "Bars"))
            #expect(abs(bars.width - 48) < 0.5, "measured in the app's font: \(bars)")
            let dejavu = try #require(try await host.frame(of: "DejaVu"))
            #expect(abs(dejavu.width - 48) > 2, "other text keeps the system font: \(dejavu)")
            let image = try await host.nodes().first { $0.kind == "image" }
            #expect(image?.attribute("bitmap") != nil && image?.frame.width == 64)
        }
        await daemon.stop()
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(!pngs.isEmpty, "the daemon drew frames")
    }

    @Test("a right-to-left form on the png backend: rows run from the right, leading is the right edge")
    @MainActor func rightToLeftOnThePNGBackend() async throws {
        let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"]
        let out = try keep.map { $0 + "/rtl" } ?? temporaryDirectory(prefix: "trl-out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: out) } }
        let daemon = try TestDaemon(backend: "png", width: 300, height: 160, arguments: ["--out", out, "--scale", "2"])
        try await TestHost.run(width: 300, height: 160, daemon: daemon, content: {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 8) {
                    Image(systemName: "person.crop.circle").foregroundColor(.blue)
                    Text("الاسم").font(.system(size: 20))
                    Spacer()
                    Text("שלום").foregroundColor(.gray)
                }
                Text("سطر أول\nسطر ثانٍ أطول").font(.system(size: 16))
                Color.orange.frame(width: 40, height: 12).padding(.leading, 20)
            }
            .padding()
            .environment(\.layoutDirection, .rightToLeft)
        }) { host in
            let name = try #require(try await host.frame(of: "الاسم"))
            let shalom = try #require(try await host.frame(of: "שלום"))
            #expect(name.minX > shalom.minX, "the first item of the row is on the right: \(name) \(shalom)")
        }
        await daemon.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).contains { $0.hasSuffix(".png") })
    }
}
