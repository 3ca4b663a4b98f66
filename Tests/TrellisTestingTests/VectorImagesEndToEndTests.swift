// Vector images from an app's asset catalog through a real trellisd with the png backend: an
// image set holding one SVG and one holding a PDF (Xcode's "Preserve Vector Data") are sent
// as they are, laid out at their intrinsic size in points, and drawn sharp when resizable
// frames scale them up; a template one is tinted. `TRELLIS_KEEP_PNG=DIR` keeps the PNGs.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisTestSupport
import TrellisUI

private struct VectorSample: View {
    let bundle: Bundle
    var body: some View {
        VStack(spacing: 6) {
            Image("logo", bundle: bundle)
            Image("logo", bundle: bundle).resizable().frame(width: 120, height: 60)
            Image("badge", bundle: bundle).resizable().frame(width: 120, height: 60)
            Image("badge", bundle: bundle).renderingMode(.template).resizable().frame(width: 60, height: 30).foregroundColor(.green)
        }
    }
}

@Suite struct VectorImagesEndToEndTests {
    /// A resource folder with `Assets.xcassets/logo.imageset` (the SVG, one universal entry,
    /// preserving vector data) and `badge.imageset` (the PDF).
    static func catalog() throws -> String {
        let resources = try temporaryDirectory(prefix: "trl-vec")
        for (name, file, bytes) in [("logo", "logo.svg", TestImages.barSVG), ("badge", "badge.pdf", TestImages.barPDF)] {
            let set = resources + "/Assets.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: set + "/" + file))
            try #"{"images":[{"filename":"\#(file)","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
                .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        }
        return resources
    }

    @Test("an SVG and a PDF image set: intrinsic size in points, resizable frames, template tint; drawn by the png daemon")
    @MainActor func vectorCatalogOnThePNGBackend() async throws {
        let resources = try Self.catalog()
        defer { try? FileManager.default.removeItem(atPath: resources) }
        let bundle = try #require(Bundle(path: resources))
        let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"]
        let out = try keep.map { $0 + "/vector" } ?? temporaryDirectory(prefix: "trl-out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: out) } }
        let daemon = try TestDaemon(backend: "png", width: 200, height: 200, arguments: ["--out", out, "--scale", "2"])
        try await TestHost.run(width: 200, height: 200, daemon: daemon, content: { VectorSample(bundle: bundle) }) { host in
            let images = try await host.nodes().filter { $0.kind == "image" }
            #expect(images.count == 4)
            #expect(images.allSatisfy { $0.attribute("bitmap") != nil }, "every one is a bitmap: \(images.map(\.description))")
            #expect(images.first?.frame.width == 20 && images.first?.frame.height == 10, "the SVG's width and height in points")
            #expect(images.dropFirst().first?.frame.width == 120 && images.last?.frame.width == 60)
        }
        await daemon.stop()
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(!pngs.isEmpty, "the daemon drew frames")
    }
}
