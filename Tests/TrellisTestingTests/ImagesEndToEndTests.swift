// Bitmaps from an app's asset catalog across the process boundary: the PNG's bytes are
// defined once, the image node is laid out at its natural size (or resizable), and the
// daemon's snapshot names the bitmap.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct Photos: View {
    let bundle: Bundle
    var body: some View {
        VStack {
            Image("dot", bundle: bundle)
            Image("dot", bundle: bundle).resizable().frame(width: 30, height: 20)
            Image("nothing", bundle: bundle)
        }
    }
}

@Suite struct ImagesEndToEndTests {
    /// A 1×1 red PNG.
    static let dot = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    @Test("Image(name, bundle:) draws the asset catalog's PNG: natural size, or the frame when resizable")
    func assetCatalogImage() async throws {
        let dir = NSTemporaryDirectory() + "trl-img-" + String(UInt32.random(in: 0...UInt32.max))
        let set = dir + "/Assets.xcassets/dot.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.dot.write(to: URL(fileURLWithPath: set + "/dot.png"))
        try #"{"images":[{"filename":"dot.png","idiom":"universal","scale":"1x"}],"info":{"version":1}}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: dir))
        try await withHost({ Photos(bundle: bundle) }) { host in
            let images = try await host.nodes().filter { $0.kind == "image" }
            #expect(images.count == 3)
            let bitmaps = images.filter { $0.attribute("bitmap") != nil }
            #expect(bitmaps.count == 2, "\(images.map(\.description))")
            #expect(bitmaps.first?.frame.width == 1 && bitmaps.first?.frame.height == 1)
            #expect(bitmaps.last?.frame.width == 30 && bitmaps.last?.frame.height == 20)
            #expect(images.last?.attribute("symbol") == "nothing", "a missing image keeps the placeholder symbol")
        }
    }
}
