// Issue 39 item 4, end to end: a small screen (a navigation bar, a list with sections, a
// toggle, a text field, a button, secondary text) drawn by trellisd's raster backend in
// the light and the dark scheme, compared with committed reference PNGs (References/).
// `TRELLIS_RECORD_REFERENCES=1` rewrites them; `TRELLIS_KEEP_PNG=DIR` keeps the renders.
import CCairo
import Foundation
import Testing
import TrellisPreview
import TrellisTestSupport
import TrellisUI

private struct SettingsScreen: View {
    @State var wifi = true
    @State var name = "Trellis"
    var body: some View {
        NavigationStack {
            List {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    HStack {
                        Text("Status")
                        Spacer()
                        Text("Connected").foregroundStyle(.secondary)
                    }
                }
                Section("Device") {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    Button("Rename") {}
                    Text("Shown to nearby devices").font(.footnote).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// Controls in a sheet over a screen: the sheet's card, a group box, a segmented picker,
/// a slider, a bordered button, a divider.
private struct ControlsSheet: View {
    @State var shown = true
    @State var level = 0.4
    @State var mode = 1
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Behind the sheet")
                Spacer()
            }
            .padding()
            .navigationTitle("Screen")
            .sheet(isPresented: $shown) {
                VStack(spacing: 16) {
                    Text("Sheet").font(.headline)
                    GroupBox("Group") { Text("Grouped content").foregroundStyle(.secondary) }
                    Picker("Mode", selection: $mode) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                        Text("Three").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $level)
                    Divider()
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Spacer()
                }
                .padding()
            }
        }
    }
}

/// RGBA pixels of a PNG, read with cairo (un-premultiplied).
struct Pixels {
    let width: Int, height: Int
    private let data: [UInt8], stride: Int
    init?(path: String) {
        guard let s = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(s)
        width = Int(cairo_image_surface_get_width(s)); height = Int(cairo_image_surface_get_height(s))
        stride = Int(cairo_image_surface_get_stride(s))
        data = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(s)!, count: stride * height))
    }
    /// (r, g, b) at a device pixel.
    subscript(x: Int, y: Int) -> (Int, Int, Int) {
        let i = y * stride + x * 4
        return (Int(data[i + 2]), Int(data[i + 1]), Int(data[i]))
    }
    func near(_ x: Int, _ y: Int, _ o: Pixels, _ tolerance: Int) -> Bool {
        let a = self[x, y], b = o[x, y]
        return abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }
    /// Share of the pixels darker than mid-grey.
    var darkShare: Double {
        var n = 0
        for y in 0..<height { for x in 0..<width { let p = self[x, y]; if p.0 + p.1 + p.2 < 3 * 128 { n += 1 } } }
        return Double(n) / Double(width * height)
    }
}

@Suite struct DarkModePNGTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References").path

    @MainActor
    fileprivate func render() async throws -> [Pixels] {
        let dir = try temporaryDirectory(prefix: "trl-dark")
        defer { if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let paths = try await PreviewRenderer.render([
            PreviewEntry(title: "settings-light", make: { SettingsScreen() }),
            PreviewEntry(title: "settings-dark", make: { SettingsScreen().preferredColorScheme(.dark) }),
            PreviewEntry(title: "sheet-light", make: { ControlsSheet() }),
            PreviewEntry(title: "sheet-dark", make: { ControlsSheet().preferredColorScheme(.dark) }),
        ], to: dir, options: .init(width: 320, height: 420, scale: 1))
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"], keep.hasPrefix("/") {
            for p in paths { try? FileManager.default.removeItem(atPath: keep + "/" + (p as NSString).lastPathComponent)
                             try? FileManager.default.copyItem(atPath: p, toPath: keep + "/" + (p as NSString).lastPathComponent) }
        }
        var out: [Pixels] = []
        for p in paths {
            let name = (p as NSString).lastPathComponent
            let reference = Self.references + "/" + name
            if ProcessInfo.processInfo.environment["TRELLIS_RECORD_REFERENCES"] != nil {
                try? FileManager.default.removeItem(atPath: reference)
                try FileManager.default.copyItem(atPath: p, toPath: reference)
            }
            let png = try #require(Pixels(path: p))
            let expected = try #require(Pixels(path: reference), "no reference \(reference); record with TRELLIS_RECORD_REFERENCES=1")
            #expect(expected.width == png.width && expected.height == png.height)
            var off = 0
            for y in 0..<png.height { for x in 0..<png.width where !png.near(x, y, expected, 8) { off += 1 } }
            // Glyph antialiasing may differ between font and cairo versions; the picture may not.
            #expect(off <= png.width * png.height / 50, "\(name): \(off) pixels differ from the reference")
            out.append(png)
        }
        return out
    }

    @Test("a settings screen in the light and the dark scheme matches its reference PNGs")
    func lightAndDark() async throws {
        let pngs = try await render()
        let (light, dark) = (pngs[0], pngs[1])
        #expect(light.darkShare < 0.2, "the light screen is mostly light")
        #expect(dark.darkShare > 0.8, "the dark screen is mostly dark")
        // The grouped list's background: #F2F2F7 in light, black in dark (a corner below
        // the list's cards).
        #expect(light[5, 415] == (242, 242, 247))
        #expect(dark[5, 415] == (0, 0, 0))
        // The sheet's card: white in light, the elevated #1C1C1E in dark (near its bottom).
        #expect(pngs[2][160, 410] == (255, 255, 255))
        #expect(pngs[3][160, 410] == (28, 28, 30))
    }
}
