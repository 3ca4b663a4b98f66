// ImageRenderer end to end: a view laid out and drawn by a real trellisd in an offscreen
// session, its pixels read back, shown again with Image(_:scale:orientation:label:), and nil
// when no daemon can be reached.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
@testable import TrellisUI

/// A red square, a blue circle and a line of text, 5 points of padding around them.
private struct Badge: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 30)
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 30, height: 30)
            Text("Hi").font(.system(size: 24)).foregroundColor(Color(red: 0, green: 0, blue: 0))
        }
        .padding(5)
    }
}

extension EndToEnd {
    @MainActor @Suite("ImageRenderer") struct ImageRendering {
        /// Renders with the offscreen session pointed at `host`'s daemon (tests of other
        /// suites may connect to daemons of their own meanwhile).
        func render<V: View>(_ renderer: ImageRenderer<V>, on host: TestHost) throws -> CGImage {
            OffscreenSession.socketPathOverride = host.socketPath
            defer { OffscreenSession.socketPathOverride = nil }
            return try #require(renderer.cgImage, "no image: \(OffscreenSession.lastFailure ?? "?")")
        }

        /// Where a test's PNGs go: `TRELLIS_KEEP_PNG` when set (to look at them), else a
        /// temporary directory.
        func keep(_ image: CGImage, _ name: String) throws {
            let dir = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] ?? NSTemporaryDirectory()
            try image.pngData().write(to: URL(fileURLWithPath: dir + "/" + name))
            print("ImageRenderer test wrote \(dir)/\(name)")
        }

        func ink(_ image: CGImage, x: Range<Int>, y: Range<Int>) -> Int {
            var n = 0
            for yy in y { for xx in x where image.pixel(x: xx, y: yy).alpha > 128 { n += 1 } }
            return n
        }

        @Test("cgImage: text and shapes drawn at the content's ideal size, transparent where nothing is drawn")
        func textAndShapes() async throws {
            try await withHost({ Text("window") }) { host in
                let clock = ContinuousClock()
                var times: [Duration] = []
                var image = try render(ImageRenderer(content: Badge()), on: host)
                for _ in 0..<5 {
                    let t0 = clock.now
                    image = try render(ImageRenderer(content: Badge()), on: host)
                    times.append(clock.now - t0)
                }
                print("ImageRenderer: one cgImage of \(image.width)×\(image.height) took \(times.sorted()[2]) (median of 5)")
                try keep(image, "image-renderer-badge.png")
                #expect(image.height == 40, "30-point shapes (text is shorter) + 2 × 5 padding: \(image.width)×\(image.height)")
                #expect(image.width > 5 + 40 + 30 + 10, "the text adds width: \(image.width)")
                let red = image.pixel(x: 25, y: 20), blue = image.pixel(x: 60, y: 20)
                #expect(red.red > 250 && red.green < 5 && red.blue < 5 && red.alpha == 255, "\(red)")
                #expect(blue.blue > 250 && blue.red < 5 && blue.green < 5 && blue.alpha == 255, "\(blue)")
                #expect(image.pixel(x: 0, y: 0).alpha == 0, "the padding is transparent")
                #expect(image.pixel(x: 46, y: 6).alpha == 0, "outside the circle is transparent")
                #expect(ink(image, x: 75..<(image.width - 5), y: 5..<35) > 20, "the text is drawn")
            }
        }

        @Test("scale 2 doubles the pixels; isOpaque makes every pixel opaque, black where nothing is drawn")
        func scaleAndOpaque() async throws {
            try await withHost({ Text("window") }) { host in
                let renderer = ImageRenderer(content: Badge())
                let one = try render(renderer, on: host)
                renderer.scale = 2
                let two = try render(renderer, on: host)
                try keep(two, "image-renderer-badge@2x.png")
                #expect(two.width == one.width * 2 && two.height == one.height * 2, "\(one.width)×\(one.height) → \(two.width)×\(two.height)")
                let red = two.pixel(x: 50, y: 40)
                #expect(red.red > 250 && red.green < 5 && red.alpha == 255, "\(red)")
                #expect(ink(two, x: 150..<(two.width - 10), y: 10..<70) > 4 * 20, "the text is drawn at twice the size")
                renderer.scale = 1
                renderer.isOpaque = true
                let opaque = try render(renderer, on: host)
                let corner = opaque.pixel(x: 0, y: 0)
                #expect(corner.alpha == 255 && corner.red == 0 && corner.green == 0 && corner.blue == 0, "\(corner)")
            }
        }

        @Test("proposedSize is proposed to the content: a colour fills it")
        func proposedSize() async throws {
            try await withHost({ Text("window") }) { host in
                let renderer = ImageRenderer(content: Color(red: 0, green: 1, blue: 0))
                renderer.proposedSize = ProposedViewSize(width: 50, height: 20)
                let image = try render(renderer, on: host)
                #expect(image.width == 50 && image.height == 20)
                let all = (0..<20).allSatisfy { y in (0..<50).allSatisfy { x in
                    let p = image.pixel(x: x, y: y)
                    return p.green == 255 && p.red == 0 && p.alpha == 255
                } }
                #expect(all, "every pixel is green")
                renderer.proposedSize = ProposedViewSize(width: 0, height: 20)
                OffscreenSession.socketPathOverride = host.socketPath
                defer { OffscreenSession.socketPathOverride = nil }
                #expect(renderer.cgImage == nil, "no area: nil")
            }
        }

        @Test("a rendered CGImage shown with Image(_:scale:orientation:label:) renders to the same pixels, turned by the orientation")
        func roundTrip() async throws {
            try await withHost({ Text("window") }) { host in
                let original = try render(ImageRenderer(content: Badge()), on: host)
                let again = try render(ImageRenderer(content: Image(original, scale: 1, label: Text("badge"))), on: host)
                #expect(again.width == original.width && again.height == original.height)
                var differing = 0
                for i in stride(from: 0, to: original.rgbaPixels.count, by: 4) {
                    let a = original.rgbaPixels[i..<(i + 4)], b = again.rgbaPixels[i..<(i + 4)]
                    if zip(a, b).contains(where: { abs(Int($0) - Int($1)) > 2 }) { differing += 1 }
                }
                #expect(differing == 0, "\(differing) pixels differ after a PNG round trip through the daemon")
                let turned = try render(ImageRenderer(content: Image(decorative: original, scale: 1, orientation: .right)), on: host)
                try keep(turned, "image-renderer-badge-right.png")
                #expect(turned.width == original.height && turned.height == original.width)
                // Turned 90° clockwise: the red square (left of the original) is now at the top.
                let red = turned.pixel(x: turned.width - 1 - 20, y: 25)
                #expect(red.red > 250 && red.blue < 5 && red.alpha == 255, "\(red)")
            }
        }

        @Test("without a daemon cgImage is nil, at once")
        func noDaemon() throws {
            OffscreenSession.socketPathOverride = NSTemporaryDirectory() + "trl-no-daemon-\(UInt32.random(in: 0...UInt32.max)).sock"
            defer { OffscreenSession.socketPathOverride = nil }
            let start = ContinuousClock.now
            #expect(ImageRenderer(content: Text("x")).cgImage == nil)
            #expect(OffscreenSession.lastFailure?.contains("no daemon") == true, "\(OffscreenSession.lastFailure ?? "")")
            #expect(ContinuousClock.now - start < .seconds(2))
        }

        @Test("objectWillChange announces changes of content, proposedSize, scale and isOpaque")
        func announcesChanges() {
            let renderer = ImageRenderer(content: Text("a"))
            var count = 0
            let c = renderer.objectWillChange.sink { count += 1 }
            renderer.content = Text("b")
            renderer.scale = 3
            renderer.proposedSize = .zero
            renderer.isOpaque = true
            #expect(count == 4)
            c.cancel()
        }
    }
}

/// Renders a counter's badge in its own body (as apps show a preview of what they share)
/// and shows the image beside the live text: rendering nests inside the window's update.
private struct SharePreview: View {
    @State private var count = 1
    var body: some View {
        let renderer = ImageRenderer(content: Text(String(repeating: "#", count: count)).font(.system(size: 20)))
        VStack {
            Button("More") { count += 1 }
            if let image = renderer.cgImage {
                Image(image, scale: 1, label: Text("preview"))
                Text("\(image.width)x\(image.height)")
            } else {
                Text("no image")
            }
        }
    }
}

extension EndToEnd.ImageRendering {
    @Test("cgImage read inside a body: the window shows the image, and a state change renders it again")
    func insideABody() async throws {
        try await withHost({ SharePreview() }) { host in
            let texts = try await host.texts()
            let first = texts.first { $0.contains("x") && $0 != "More" }
            #expect(first != nil && first != "no image", "\(texts)")
            let images = try await host.nodes().filter { $0.kind == "image" && $0.attribute("bitmap") != nil }
            #expect(images.count == 1)
            try await host.tap("More")
            let second = try await host.texts().first { $0.contains("x") && $0 != "More" }
            #expect(second != nil && second != first, "a wider text, a wider image: \(first ?? "") → \(second ?? "")")
            let after = try await host.texts()
            #expect(after.contains("More"), "the window goes on working")
        }
    }
}

extension EndToEnd.ImageRendering {
    @Test("the content appears while its image is made and disappears after: onAppear, then onDisappear, its task cancelled")
    func lifecycle() async throws {
        try await withHost({ Text("window") }) { host in
            let log = EventLog()
            let content = Text("x")
                .onAppear { log("appear") }
                .onDisappear { log("disappear") }
                .task {
                    do { try await Task.sleep(for: .seconds(60)) } catch { log("task cancelled") }
                }
            _ = try render(ImageRenderer(content: content), on: host)
            #expect(log.take() == ["appear", "disappear"])
            // The cancelled task runs its catch on a later turn of the main actor (bounded wait).
            let deadline = ContinuousClock.now + .seconds(5)
            while log.lines.isEmpty && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
            #expect(log.take() == ["task cancelled"])
        }
    }
}
