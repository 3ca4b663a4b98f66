// Image's drawing modifiers and JPEG resources: renderingMode, interpolation, antialiased and
// resizable(capInsets:resizingMode:) reach the daemon as one bitmapDrawing property (none
// when all are the defaults), a template takes the foreground colour, and an asset catalog's
// image set of JPEG files is a bitmap like a PNG one.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @Suite struct ImageDrawing {
        /// A bundle whose asset catalog has `photo` as a 16 × 8 JPEG at @2x.
        static func bundle() throws -> (Bundle, String) {
            let dir = NSTemporaryDirectory() + "trl-jpg-" + String(UInt32.random(in: 0...UInt32.max))
            let set = dir + "/Assets.xcassets/photo.imageset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(TestImages.redBlueJPEG).write(to: URL(fileURLWithPath: set + "/photo@2x.jpg"))
            try #"{"images":[{"filename":"photo@2x.jpg","idiom":"universal","scale":"2x"}],"info":{"version":1}}"#
                .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
            let icon = dir + "/Assets.xcassets/icon.imageset"
            try FileManager.default.createDirectory(atPath: icon, withIntermediateDirectories: true)
            try Data(TestImages.redBlueJPEG).write(to: URL(fileURLWithPath: icon + "/icon.jpg"))
            try #"{"images":[{"filename":"icon.jpg","idiom":"universal"}],"info":{"version":1},"properties":{"template-rendering-intent":"template"}}"#
                .write(toFile: icon + "/Contents.json", atomically: true, encoding: .utf8)
            return (Bundle(path: dir)!, dir)
        }

        struct Photos: View {
            let bundle: Bundle
            var body: some View {
                VStack {
                    Image("photo", bundle: bundle)
                    Image("photo", bundle: bundle).renderingMode(.template).foregroundColor(.red)
                    Image("photo", bundle: bundle).resizable(capInsets: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2),
                                                             resizingMode: .tile)
                        .interpolation(.none).antialiased(false).frame(width: 40, height: 20)
                    Image("photo", bundle: bundle).renderingMode(.original).interpolation(.medium)
                    Image("icon", bundle: bundle)
                    Image("icon", bundle: bundle).renderingMode(.original)
                }
            }
        }

        @MainActor func bitmaps(_ h: Harness) -> [(WireBitmap, WireBitmapDrawing?, WireColor?)] {
            h.connection.visibleNodes().compactMap { id in
                guard h.connection.kind(of: id) == .image, case .bitmap(let b)? = h.connection.property(.bitmap, of: id) else { return nil }
                var d: WireBitmapDrawing?, fg: WireColor?
                if case .bitmapDrawing(let x)? = h.connection.property(.bitmapDrawing, of: id) { d = x }
                if case .foreground(let c)? = h.connection.property(.foreground, of: id) { fg = c }
                return (b, d, fg)
            }
        }

        @Test("a JPEG image set is a bitmap at its natural size; the modifiers send bitmapDrawing only when not the defaults")
        @MainActor func modifiers() throws {
            let (bundle, dir) = try Self.bundle()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let h = Harness(Photos(bundle: bundle))
            let b = bitmaps(h)
            #expect(b.count == 6)
            guard b.count == 6 else { return }
            #expect(b[0].0.width == 8 && b[0].0.height == 4, "16 × 8 pixels at @2x")
            #expect(b[0].1 == nil && b[0].2 == nil, "defaults: nothing sent")
            #expect(b[1].1?.template == true && b[1].2 == Color.red.wire(in: EnvironmentValues()), "template in the foreground")
            let tiled = b[2].1
            #expect(tiled?.resizingMode == .tile && tiled?.interpolation == ImageInterpolation.none && tiled?.antialiased == false)
            #expect(tiled?.capInsets == WireInsets(top: 1, leading: 2, bottom: 1, trailing: 2) && b[2].0.resizable)
            #expect(b[3].1 == nil, ".original and .medium are the defaults")
            #expect(b[4].1?.template == true, "the image set's Render As: template")
            #expect(b[5].1 == nil, "renderingMode(.original) overrides it")
            #expect(h.transactions.joined().filter { if case .useImage = $0 { true } else { false } }.count == 1,
                    "the same bytes (photo and icon) are named (useImage, by digest) once")
        }

        @Test("BitmapFile reads a JPEG's size from its frame header; other bytes are no bitmap")
        func jpegSize() {
            #expect(BitmapFile(bytes: TestImages.redBlueJPEG, scale: 1)?.size == CGSize(width: 16, height: 8))
            #expect(BitmapFile(bytes: TestImages.grayProgressiveJPEG, scale: 2)?.size == CGSize(width: 4, height: 4))
            // EXIF orientations 5…8 turn it a quarter: the natural size is the turned one.
            #expect(BitmapFile(bytes: TestImages.withExifOrientation(TestImages.redBlueJPEG, 6), scale: 1)?.size
                    == CGSize(width: 8, height: 16))
            #expect(BitmapFile(bytes: TestImages.withExifOrientation(TestImages.redBlueJPEG, 3), scale: 1)?.size
                    == CGSize(width: 16, height: 8))
            #expect(BitmapFile(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 2], scale: 1) == nil)
            #expect(BitmapFile(bytes: Array(TestImages.redBlueJPEG.prefix(20)), scale: 1) == nil)
        }
    }
}
