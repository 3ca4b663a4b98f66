// Vector image sets (Xcode's "Preserve Vector Data"): an asset catalog's SVG or PDF, single
// or per scale, and loose .svg/.pdf resources are bitmaps at their intrinsic size in points,
// sent as they are (the daemon rasterizes them at the size drawn); a template one is tinted.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @Suite struct VectorImageSets {
        /// A bundle with `logo` (one SVG, preserving vector data), `badge` (the PDF at 1x
        /// and 2x, Render As template) and a loose `mark.svg`.
        static func bundle() throws -> (Bundle, String) {
            let dir = NSTemporaryDirectory() + "trl-vec-" + String(UInt32.random(in: 0...UInt32.max))
            let fm = FileManager.default
            let logo = dir + "/Assets.xcassets/logo.imageset", badge = dir + "/Assets.xcassets/badge.imageset"
            try fm.createDirectory(atPath: logo, withIntermediateDirectories: true)
            try fm.createDirectory(atPath: badge, withIntermediateDirectories: true)
            try Data(TestImages.barSVG).write(to: URL(fileURLWithPath: logo + "/logo.svg"))
            try #"{"images":[{"filename":"logo.svg","idiom":"universal"}],"info":{"version":1},"properties":{"preserves-vector-representation":true}}"#
                .write(toFile: logo + "/Contents.json", atomically: true, encoding: .utf8)
            try Data(TestImages.barPDF).write(to: URL(fileURLWithPath: badge + "/badge.pdf"))
            try Data(TestImages.barPDF).write(to: URL(fileURLWithPath: badge + "/badge@2x.pdf"))
            try #"{"images":[{"filename":"badge.pdf","idiom":"universal","scale":"1x"},{"filename":"badge@2x.pdf","idiom":"universal","scale":"2x"}],"info":{"version":1},"properties":{"template-rendering-intent":"template","preserves-vector-representation":true}}"#
                .write(toFile: badge + "/Contents.json", atomically: true, encoding: .utf8)
            try Data(TestImages.barSVG).write(to: URL(fileURLWithPath: dir + "/mark.svg"))
            return (Bundle(path: dir)!, dir)
        }

        struct Icons: View {
            let bundle: Bundle
            var body: some View {
                VStack {
                    Image("logo", bundle: bundle)
                    Image("logo", bundle: bundle).resizable().frame(width: 200, height: 100)
                    Image("badge", bundle: bundle).foregroundColor(.red)
                    Image("mark", bundle: bundle)
                }
            }
        }

        @Test("SVG and PDF image sets and a loose .svg are bitmaps at their size in points; the bytes sent are the document's; template tints")
        @MainActor func vectorSets() throws {
            let (bundle, dir) = try Self.bundle()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let catalog = AssetCatalog(roots: [dir])
            #expect(catalog.images["logo"]?.files.count == 1 && catalog.images["badge"]?.files.map(\.scale) == [1, 2])
            let h = Harness(Icons(bundle: bundle))
            let b = ImageDrawing().bitmaps(h)
            #expect(b.count == 4)
            guard b.count == 4 else { return }
            #expect(b[0].0.width == 20 && b[0].0.height == 10 && !b[0].0.resizable, "the SVG's width and height, in points")
            #expect(b[1].0.resizable && b[1].0.width == 20, "resizable: the daemon draws it at the frame's size")
            #expect(b[2].0.width == 20 && b[2].0.height == 10, "a per-scale PDF is the page's size, not divided by its scale")
            #expect(b[2].1?.template == true && b[2].2 == Color.red.wire(in: EnvironmentValues()), "Render As template, tinted")
            #expect(b[3].0.width == 20, "a loose mark.svg resource")
            let defined = h.transactions.joined().compactMap { m -> [UInt8]? in
                if case .defineImage(_, 0, _, let data) = m { data } else { nil }
            }
            let uses = h.transactions.joined().compactMap { m -> [UInt8]? in if case .useImage(_, let d) = m { d } else { nil } }
            #expect(Set(uses) == [SHA256.digest(TestImages.barSVG), SHA256.digest(TestImages.barPDF)] || defined.contains(TestImages.barSVG),
                    "the documents themselves are named or sent, not pixels")
        }

        @Test("BitmapFile takes SVG and PDF bytes at their intrinsic size whatever the scale; an SVG without a size is no image")
        func vectorFiles() {
            #expect(BitmapFile(bytes: TestImages.barSVG, scale: 3)?.size == CGSize(width: 20, height: 10))
            #expect(BitmapFile(bytes: TestImages.barPDF, scale: 2)?.isVector == true)
            #expect(BitmapFile(bytes: Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), scale: 1) == nil)
        }
    }
}
