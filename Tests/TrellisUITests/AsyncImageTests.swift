// AsyncImage: a file: URL's PNG is loaded in the view's task and drawn as a bitmap; an
// http: URL is fetched from a local HTTP server the test starts; a missing file, bytes that
// are not a PNG and an HTTP error status end in the failure phase; the placeholder shows
// while the bytes are still coming (a FIFO the test writes later).
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

private let dotPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

/// Shows the phase as text, so tests read it from the daemon's tree.
private struct PhaseProbe: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): VStack { image; Text("loaded") }
            case .failure(let error): Text("failed: \(String(describing: error))")
            @unknown default: Text("unknown")
            }
        }
    }
}

private struct PlaceholderProbe: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url, scale: 2) { image in
            image.resizable()
        } placeholder: {
            Text("placeholder")
        }
        .frame(width: 40, height: 30)
    }
}

private struct SwitchingURL: View {
    let first: URL
    let second: URL
    @State var useSecond = false
    var body: some View {
        VStack {
            PhaseProbe(url: useSecond ? second : first)
            Button("switch") { useSecond = true }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct AsyncImageAPI {
        static func tempFile(_ name: String, _ data: Data?) throws -> URL {
            let dir = NSTemporaryDirectory() + "trl-async-" + String(UInt64.random(in: 0...UInt64.max))
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let url = URL(fileURLWithPath: dir + "/" + name)
            if let data { try data.write(to: url) }
            return url
        }

        /// Settles until `done` holds, at most about three seconds (the load runs on
        /// another thread and comes back as a main-actor job).
        func settle(_ h: Harness, until done: () -> Bool) async {
            for _ in 0..<600 where !done() {
                try? await Task.sleep(for: .milliseconds(5))
                await h.host.settle()
            }
        }

        func bitmaps(_ h: Harness) -> [(WireBitmap, WireRect?)] {
            h.connection.visibleNodes().compactMap { id in
                guard h.connection.kind(of: id) == .image, case .bitmap(let b)? = h.connection.property(.bitmap, of: id) else { return nil }
                return (b, h.connection.frame(of: id))
            }
        }

        @Test("a file: URL's PNG loads: .empty, then .success with the image drawn as a bitmap at its natural size")
        func fileSuccess() async throws {
            let url = try Self.tempFile("dot.png", dotPNG)
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let h = Harness(PhaseProbe(url: url))
            await settle(h) { h.texts.contains("loaded") }
            #expect(h.texts == ["loaded"])
            let b = bitmaps(h)
            #expect(b.count == 1)
            #expect(b.first?.0.width == 1 && b.first?.0.height == 1)
            #expect(h.lastOps.contains { if case .useImage = $0 { return true } else { return false } } ||
                    h.transactions.joined().contains { if case .useImage = $0 { return true } else { return false } })
            #expect(h.violations.isEmpty)
        }

        @Test("a file: URL's SVG loads as a vector bitmap at its size in points")
        func fileSVG() async throws {
            let url = try Self.tempFile("bar.svg", Data(TestImages.barSVG))
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let h = Harness(PhaseProbe(url: url))
            await settle(h) { h.texts.contains("loaded") }
            #expect(h.texts == ["loaded"])
            let b = bitmaps(h)
            #expect(b.count == 1 && b.first?.0.width == 20 && b.first?.0.height == 10, "\(b.map(\.0))")
            #expect(h.violations.isEmpty)
        }

        @Test("a missing file, bytes that are not a PNG, an HTTP 404, an ftp: URL: the failure phase with the reason")
        func failures() async throws {
            let missing = URL(fileURLWithPath: "/nonexistent/trellis/nothing.png")
            let h1 = Harness(PhaseProbe(url: missing))
            await settle(h1) { h1.texts.first?.hasPrefix("failed") == true }
            #expect(h1.texts.first?.contains("cannot read /nonexistent/trellis/nothing.png") == true, "\(h1.texts)")

            let text = try Self.tempFile("note.png", Data("not a png".utf8))
            defer { try? FileManager.default.removeItem(at: text.deletingLastPathComponent()) }
            let h2 = Harness(PhaseProbe(url: text))
            await settle(h2) { h2.texts.first?.hasPrefix("failed") == true }
            #expect(h2.texts.first?.contains("is not a PNG") == true, "\(h2.texts)")

            let server = try LocalHTTPServer(routes: [:])
            defer { server.stop() }
            let h3 = Harness(PhaseProbe(url: URL(string: server.baseURL + "/icon.png")!))
            await settle(h3) { h3.texts.first?.hasPrefix("failed") == true }
            #expect(h3.texts.first?.contains("404") == true, "an HTTP error names its status: \(h3.texts)")
            let h4 = Harness(PhaseProbe(url: URL(string: "ftp://127.0.0.1/icon.png")!))
            await settle(h4) { h4.texts.first?.hasPrefix("failed") == true }
            #expect(h4.texts.first?.contains("ftp URLs are not loaded") == true, "\(h4.texts)")
        }

        @Test("a new URL cancels an http: load under way: its curl process ends (the server sees the client hang up)")
        func httpCancelled() async throws {
            let server = try LocalHTTPServer(routes: [:], stalled: ["/slow.png"])
            defer { server.stop() }
            let data = URL(string: "data:image/png;base64," + dotPNG.base64EncodedString())!
            let h = Harness(SwitchingURL(first: URL(string: server.baseURL + "/slow.png")!, second: data))
            await settle(h) { server.requests == ["/slow.png"] }
            #expect(server.requests == ["/slow.png"] && h.texts.contains("empty"), "\(h.texts)")
            h.tap("switch")
            await settle(h) { h.texts.contains("loaded") && server.abandoned == ["/slow.png"] }
            #expect(h.texts.contains("loaded"), "\(h.texts)")
            #expect(server.abandoned == ["/slow.png"], "the stalled load was given up")
        }

        @Test("an http: URL is fetched from a local HTTP server and drawn; the server saw one request for it")
        func httpLoad() async throws {
            let server = try LocalHTTPServer(routes: ["/dot.png": [UInt8](dotPNG)])
            defer { server.stop() }
            let h = Harness(PhaseProbe(url: URL(string: server.baseURL + "/dot.png")!))
            await settle(h) { h.texts.contains("loaded") || h.texts.first?.hasPrefix("failed") == true }
            #expect(h.texts.contains("loaded"), "\(h.texts)")
            #expect(bitmaps(h).first.map { $0.0.width == 1 && $0.0.height == 1 } == true)
            #expect(server.requests == ["/dot.png"])
        }

        @Test("a nil URL stays .empty; a data: URL loads")
        func nilAndData() async throws {
            let h = Harness(PhaseProbe(url: nil))
            await h.host.settle()
            #expect(h.texts == ["empty"])
            let data = URL(string: "data:image/png;base64," + dotPNG.base64EncodedString())!
            let h2 = Harness(PhaseProbe(url: data))
            await settle(h2) { h2.texts.contains("loaded") }
            #expect(h2.texts == ["loaded"])
        }

        @Test("the placeholder shows while the bytes are coming; then content(image) replaces it, resizable in its frame")
        func placeholderWhileLoading() async throws {
            // A FIFO: reading it waits until the test writes, so "loading" lasts as long as
            // the test wants.
            let url = try Self.tempFile("slow.png", nil)
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            #expect(mkfifo(url.path, 0o600) == 0)
            let h = Harness(PlaceholderProbe(url: url))
            for _ in 0..<10 { try? await Task.sleep(for: .milliseconds(5)); await h.host.settle() }
            #expect(h.texts == ["placeholder"])
            #expect(bitmaps(h).isEmpty)
            let path = url.path
            DispatchQueue.global().async {
                if let w = FileHandle(forWritingAtPath: path) { w.write(dotPNG); try? w.close() }
            }
            await settle(h) { !bitmaps(h).isEmpty }
            #expect(h.texts == [])
            let b = bitmaps(h)
            #expect(b.count == 1)
            #expect(b.first?.0.width == 0.5, "scale 2 halves the natural size")
            #expect(b.first?.0.resizable == true)
            #expect(b.first?.1?.width == 40 && b.first?.1?.height == 30)
        }

        @Test("a new URL starts over: .empty, then the new URL's result")
        func urlChange() async throws {
            let good = try Self.tempFile("dot.png", dotPNG)
            defer { try? FileManager.default.removeItem(at: good.deletingLastPathComponent()) }
            let h = Harness(SwitchingURL(first: good, second: URL(fileURLWithPath: "/nonexistent/x.png")))
            await settle(h) { h.texts.contains("loaded") }
            #expect(h.texts == ["loaded", "switch"])
            h.tap("switch")
            await settle(h) { h.texts.first?.hasPrefix("failed") == true }
            #expect(h.texts.first?.contains("/nonexistent/x.png") == true, "\(h.texts)")
        }

        @Test("the default content: a gray box until loaded, then the image")
        func defaultContent() async throws {
            let url = try Self.tempFile("dot.png", dotPNG)
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let h = Harness(AsyncImage(url: url).frame(width: 20, height: 20))
            await settle(h) { !bitmaps(h).isEmpty }
            #expect(bitmaps(h).count == 1)
            #expect(BitmapFile(bytes: [UInt8](dotPNG), scale: 1)?.size == CGSize(width: 1, height: 1))
            #expect(BitmapFile(bytes: [1, 2, 3], scale: 1) == nil)
        }
    }
}
