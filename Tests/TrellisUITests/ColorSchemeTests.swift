// Issue 39 item 4: colours resolve per colour scheme (iOS's light and dark values), the
// window follows `preferredColorScheme` from anywhere in its content, a presentation
// only its own content's, and the system setting is read from the environment.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> WireColor {
    WireColor(r: r, g: g, b: b, a: UInt8((a * 255).rounded()))
}

@MainActor private func textColor(_ h: Harness, _ text: String) -> WireColor? {
    guard let n = h.connection.node(withText: text), case .foreground(let c)? = h.connection.property(.foreground, of: n) else { return nil }
    return c
}

/// The fill of the window's backdrop (the root's first child when the root is the
/// backdrop stack), or nil when the window has none (light: the daemon's white).
@MainActor private func backdrop(_ h: Harness) -> WireColor? {
    let tree = h.connection.tree
    guard let root = tree.root, tree.kind(of: root) == .zstack,
          let first = tree.children(of: root).first, case .fill(let c)? = tree.property(.fill, of: first) else { return nil }
    return c
}

private struct Swatches: View {
    var body: some View {
        VStack {
            Text("plain")
            Text("secondary").foregroundStyle(.secondary)
            Text("red").foregroundColor(.red)
            Text("label").foregroundColor(.label)
            Text("white").foregroundColor(.white)
        }
    }
}

private struct DeepPreference: View {
    var body: some View {
        VStack {
            Text("top")
            HStack { VStack { Text("deep").preferredColorScheme(.dark) } }
        }
    }
}

private struct SheetPreference: View {
    @State var shown = true
    var body: some View {
        Text("window")
            .sheet(isPresented: $shown) {
                Text("in sheet").preferredColorScheme(.dark)
            }
    }
}

private struct DarkWindowWithSheet: View {
    @State var shown = true
    var cover = false
    var body: some View {
        if cover {
            Text("window").fullScreenCover(isPresented: $shown) { Text("in cover") }.preferredColorScheme(.dark)
        } else {
            Text("window").sheet(isPresented: $shown) { Text("in sheet") }.preferredColorScheme(.dark)
        }
    }
}

private struct Toggler: View {
    @State var dark = false
    var body: some View {
        Button("switch") { dark.toggle() }
            .preferredColorScheme(dark ? .dark : nil)
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ColorSchemes {
        @Test("system colours have iOS's light and dark values")
        func systemPalette() {
            #expect(Color.red.resolved(in: .light).wire == rgba(255, 59, 48))
            #expect(Color.red.resolved(in: .dark).wire == rgba(255, 69, 58))
            #expect(Color.blue.resolved(in: .dark).wire == rgba(10, 132, 255))
            #expect(Color.green.resolved(in: .dark).wire == rgba(48, 209, 88))
            #expect(Color.indigo.resolved(in: .dark).wire == rgba(94, 92, 230))
            #expect(Color.gray.resolved(in: .dark).wire == rgba(142, 142, 147))
            #expect(Color.primary.resolved(in: .light).wire == rgba(0, 0, 0))
            #expect(Color.primary.resolved(in: .dark).wire == rgba(255, 255, 255))
            #expect(Color.secondary.resolved(in: .dark).wire == rgba(235, 235, 245, 0.6))
            #expect(Color.systemBackground.resolved(in: .dark).wire == rgba(0, 0, 0))
            #expect(Color.secondarySystemBackground.resolved(in: .dark).wire == rgba(28, 28, 30))
            #expect(Color.tertiarySystemBackground.resolved(in: .dark).wire == rgba(44, 44, 46))
            #expect(Color.systemGroupedBackground.resolved(in: .light).wire == rgba(242, 242, 247))
            #expect(Color.systemGroupedBackground.resolved(in: .dark).wire == rgba(0, 0, 0))
            #expect(Color.separator.resolved(in: .dark).wire == rgba(84, 84, 88, 0.6))
            #expect(Color.systemFill.resolved(in: .dark).wire == rgba(120, 120, 128, 0.36))
            // Fixed colours do not change.
            #expect(Color.white.resolved(in: .dark) == .white)
            #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolved(in: .dark) == Color(red: 0.2, green: 0.4, blue: 0.6))
            // Opacity keeps the dark variant.
            #expect(Color.blue.opacity(0.5).resolved(in: .dark).wire == rgba(10, 132, 255, 0.5))
        }

        @Test("text, secondary text and shapes resolve with the environment's scheme; light sends what it always did")
        func resolvedAtReconcile() {
            let light = Harness(Swatches())
            #expect(textColor(light, "plain") == nil, "the daemon's default text colour is the light label colour")
            #expect(textColor(light, "secondary") == rgba(60, 60, 67, 0.6))
            #expect(textColor(light, "red") == rgba(255, 59, 48))
            #expect(backdrop(light) == nil)

            let dark = Harness(Swatches().environment(\.colorScheme, .dark))
            #expect(textColor(dark, "plain") == rgba(255, 255, 255))
            #expect(textColor(dark, "secondary") == rgba(235, 235, 245, 0.6))
            #expect(textColor(dark, "red") == rgba(255, 69, 58))
            #expect(textColor(dark, "label") == rgba(255, 255, 255))
            #expect(textColor(dark, "white") == rgba(255, 255, 255))
        }

        @Test("a gradient's stops resolve with the scheme")
        func gradientStops() {
            func stops(_ h: Harness) -> [Double]? {
                for n in h.connection.visibleNodes() {
                    if case .gradient(let g)? = h.connection.property(.gradient, of: n) { return Array(g.dropFirst(5)) }
                }
                return nil
            }
            let view = Rectangle().fill(LinearGradient(colors: [.blue, .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 20, height: 20)
            let light = Harness(view)
            let dark = Harness(view.environment(\.colorScheme, .dark))
            #expect(stops(light).map { Int(($0[1] * 255).rounded()) } == 0, "blue's red component, light")
            #expect(stops(dark).map { Int(($0[1] * 255).rounded()) } == 10, "blue's red component, dark")
        }

        @Test("preferredColorScheme on a deep subtree makes the whole window dark, with a black backdrop")
        func deepPreferenceSetsWindow() {
            let h = Harness(DeepPreference())
            #expect(textColor(h, "top") == rgba(255, 255, 255))
            #expect(textColor(h, "deep") == rgba(255, 255, 255))
            #expect(backdrop(h) == rgba(0, 0, 0))
            #expect(h.texts.contains("top") && h.texts.contains("deep"))
        }

        @Test("preferredColorScheme in a sheet's content darkens the sheet only")
        func sheetPreferenceIsTheSheets() {
            let h = Harness(SheetPreference())
            #expect(textColor(h, "in sheet") == rgba(255, 255, 255))
            #expect(textColor(h, "window") == nil, "the window stays light")
            #expect(backdrop(h) == nil)
            // The sheet's card is the elevated dark background.
            let tree = h.connection.tree
            let fills = h.connection.visibleNodes().compactMap { n -> WireColor? in
                if case .fill(let c)? = tree.property(.fill, of: n) { return c } else { return nil }
            }
            #expect(fills.contains(rgba(28, 28, 30)))
        }

        @Test("a dark window's sheet is dark on the elevated background; a full-screen cover on black")
        func presentationsInheritTheWindow() {
            func fills(_ h: Harness) -> [WireColor] {
                h.connection.visibleNodes().compactMap { n in
                    if case .fill(let c)? = h.connection.property(.fill, of: n) { return c } else { return nil }
                }
            }
            let sheet = Harness(DarkWindowWithSheet())
            #expect(textColor(sheet, "in sheet") == rgba(255, 255, 255))
            #expect(fills(sheet).contains(rgba(28, 28, 30)))
            let cover = Harness(DarkWindowWithSheet(cover: true))
            #expect(textColor(cover, "in cover") == rgba(255, 255, 255))
            #expect(!fills(cover).contains(rgba(28, 28, 30)))
            #expect(fills(cover).contains(rgba(0, 0, 0)))
        }

        @Test("the window follows a preference that changes, and back")
        func preferenceChanges() {
            let h = Harness(Toggler())
            #expect(backdrop(h) == nil)
            h.tap("switch")
            #expect(backdrop(h) == rgba(0, 0, 0))
            #expect(textColor(h, "switch") == rgba(10, 132, 255), "the default tint's dark blue")
            h.tap("switch")
            #expect(backdrop(h) == nil)
            #expect(textColor(h, "switch") == rgba(0, 122, 255))
            #expect(h.violations.isEmpty)
        }

        @Test("asset-catalog colour sets draw their dark appearance in the dark scheme")
        func assetCatalogDarkVariant() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-dark-\(UUID().uuidString)")
            let set = dir.appendingPathComponent("Assets.xcassets/Brand.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let json = """
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x40","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"red":"0x20","green":"0x40","blue":"0x60","alpha":"1.000"}}}
            ]}
            """
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            let c = try #require(AssetCatalog.colorSet(set.appendingPathComponent("Contents.json").path)).color
            #expect(c.resolved(in: .light).wire == rgba(255, 128, 64))
            #expect(c.resolved(in: .dark).wire == rgba(32, 64, 96))
            // A system-colour reference resolves per scheme too.
            #expect(AssetCatalog.systemColor("systemBackgroundColor")?.resolved(in: .dark).wire == rgba(0, 0, 0))
        }

        @Test("a host whose system scheme is dark draws a dark window")
        func systemDarkHost() {
            let connection = EmbeddedConnection(width: 200, height: 200)
            let host = ViewHost(connection: connection, clientName: "test")
            host.systemColorScheme = .dark
            host.mount(Text("x"))
            host.settleSync()
            let tree = connection.tree
            #expect(tree.root.flatMap { tree.kind(of: $0) } == .zstack)
            if let n = connection.node(withText: "x"), case .foreground(let c)? = connection.property(.foreground, of: n) {
                #expect(c == rgba(255, 255, 255))
            } else {
                Issue.record("the text has no foreground colour")
            }
            #expect(connection.violations.isEmpty)
        }

        @Test("PreferredColorSchemeKey is public: a container reads the scheme its content prefers")
        func preferredColorSchemeKeyIsReadable() {
            struct Reader: View {
                @State var preferred: ColorScheme?
                var body: some View {
                    VStack {
                        Text(preferred.map { "\($0)" } ?? "none")
                        Text("inner").preferredColorScheme(.dark)
                    }
                    .onPreferenceChange(PreferredColorSchemeKey.self) { preferred = $0 }
                }
            }
            let h = Harness(Reader())
            #expect(h.texts.contains("dark"), "\(h.texts)")
            var v: ColorScheme? = nil
            PreferredColorSchemeKey.reduce(value: &v) { .light }
            PreferredColorSchemeKey.reduce(value: &v) { .dark }
            #expect(v == .light, "the first preference in tree order wins")
        }

        @Test("the system setting: TRELLIS_COLOR_SCHEME, GTK_THEME, GNOME's color-scheme")
        func systemSetting() {
            #expect(SystemAppearance.read([:]) == .light)
            #expect(SystemAppearance.read(["TRELLIS_COLOR_SCHEME": "dark"]) == .dark)
            #expect(SystemAppearance.read(["TRELLIS_COLOR_SCHEME": "light", "GTK_THEME": "Adwaita:dark"]) == .light)
            #expect(SystemAppearance.read(["GTK_THEME": "Adwaita:dark"]) == .dark)
            #expect(SystemAppearance.read(["XDG_CURRENT_DESKTOP": "GNOME"], gsettings: { "'prefer-dark'\n" }) == .dark)
            #expect(SystemAppearance.read(["XDG_CURRENT_DESKTOP": "GNOME"], gsettings: { "'default'\n" }) == .light)
            #expect(SystemAppearance.read([:], gsettings: { "'prefer-dark'\n" }) == .light, "no desktop session: not asked")
        }
    }
}
