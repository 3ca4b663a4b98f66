// The same tree committed through the compositor to the headless and the png backend.
import Foundation
import Testing
import TrellisTestSupport
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

@Suite struct BackendSwapTests {
    /// A small screen: title, a row with a fixed-size swatch and a label, a tappable button.
    static let ops: [ClientMessage] = [SampleScreens.hello("swap")] + SampleScreens.groceries()

    func commit(to backend: any Backend) -> Compositor {
        let c = Compositor(backend: backend)
        let s = c.openSession()
        var enc = FrameEncoder()
        for m in Self.ops { enc.encode(m) }
        c.receive(enc.bytes, from: s)
        var dec = DaemonEventDecoder()
        dec.append(contentsOf: c.takeOutput(for: s))
        var events: [DaemonEvent] = []
        while let e = try? dec.next() { events.append(e) }
        #expect(events.contains { $0.isFrameDone(1) }, "\(events)")
        return c
    }

    @Test func theSameTreeCommitsTheSameNodesOnHeadlessAndPNGWithOnlyTextMetricsDiffering() throws {
        let headless = HeadlessBackend()
        let dir = try temporaryDirectory(prefix: "trl-png")
        defer { removeDirectory(dir) }
        let raster = RasterBackend(outputDirectory: dir, scale: 2)
        let keepH = commit(to: headless), keepR = commit(to: raster)
        defer { _ = (keepH, keepR) }
        let h = try #require(headless.lastFrame(of: SurfaceID(1)))
        let r = try #require(raster.lastFrame(of: SurfaceID(1)))

        #expect(h.items.map(\.id) == r.items.map(\.id))
        #expect(h.items.map(\.kind) == r.items.map(\.kind))
        #expect(h.items.map(\.depth) == r.items.map(\.depth))
        #expect(h.items.map(\.lines) == r.items.map(\.lines))
        let hf = Dictionary(uniqueKeysWithValues: h.items.map { ($0.id, $0.frame) })
        let rf = Dictionary(uniqueKeysWithValues: r.items.map { ($0.id, $0.frame) })
        // Sizes that do not depend on text are the same.
        #expect(hf[4]!.width == 24 && rf[4]!.width == 24 && hf[5]!.height == rf[5]!.height)
        // Text sizes come from each backend's metrics: cells vs. the real font.
        #expect(hf[6]!.width == 130)
        #expect(rf[6]!.width != hf[6]!.width)
        #expect(rf[2]!.height > rf[6]!.height)   // 28 pt bold title is taller than body text

        // The png backend wrote the frame; its button capsule is blue where layout put it.
        let png = try #require(DecodedPNG(path: dir + "/s1-000001.png"))
        #expect(png.width == 800 && png.height == 1600)
        let b = rf[10]!
        #expect(png[Int((b.x + 4) * 2), Int((b.y + b.height / 2) * 2)].near(Pixel(r: 0, g: 122, b: 255, a: 255), 6))
        #expect(png[Int(b.x * 2) + 1, Int(b.y * 2) + 1] == .white)   // rounded end
    }
}
