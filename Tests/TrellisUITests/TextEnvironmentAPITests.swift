// Issue 35: textCase, fontDesign and @ScaledMetric — text and metrics that follow the
// environment.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct Metric: View {
    @ScaledMetric var padding: CGFloat = 10
    @ScaledMetric(relativeTo: .title) var icon = 20.0
    var body: some View { Text("metric \(Int(padding.rounded())) \(Int(icon.rounded()))") }
}

extension TrellisUITests {
    @MainActor @Suite struct TextEnvironmentAPI {
        @Test("textCase shows the text below in upper or lower case, by the environment's locale")
        func textCase() {
            let h = Harness(VStack {
                Text("Section Title").textCase(.uppercase)
                VStack { Text("MiXed"); Text("Inner").textCase(nil) }.textCase(.lowercase)
                Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR"))
                Text("As Written")
            })
            #expect(h.texts.contains("SECTION TITLE"))
            #expect(h.texts.contains("mixed") && h.texts.contains("Inner"))
            #expect(h.texts.contains("İSTANBUL"))
            #expect(h.texts.contains("As Written"))
        }

        @Test("fontDesign and Font.system(design:) draw in the serif or monospace family")
        func fontDesign() {
            let h = Harness(VStack {
                Text("mono").fontDesign(.monospaced)
                Text("serif").font(.system(.body, design: .serif))
                Text("plain")
                Text("custom").font(.custom("Cantarell", size: 12)).fontDesign(.monospaced)
            })
            func family(_ t: String) -> Property? { h.connection.property(.fontName, of: h.connection.node(withText: t)!) }
            #expect(family("mono") == .fontName("monospace"))
            #expect(family("serif") == .fontName("serif"))
            #expect(family("plain") == nil)
            #expect(family("custom") == .fontName("Cantarell"))
            let code = Harness(VStack { Text("code").monospaced(); Text("prose").monospaced(false) })
            #expect(code.connection.property(.fontName, of: code.connection.node(withText: "code")!) == .fontName("monospace"))
            #expect(code.connection.property(.fontName, of: code.connection.node(withText: "prose")!) == nil)
        }

        @Test("@ScaledMetric scales with dynamicTypeSize as the body style does (17 pt at .large)")
        func scaledMetric() {
            let h = Harness(VStack {
                Metric()
                Metric().dynamicTypeSize(.xSmall)
                Metric().dynamicTypeSize(.accessibility5)
            })
            #expect(h.texts.contains("metric 10 20"))
            #expect(h.texts.contains("metric 8 16"))    // 10 · 14/17, 20 · 14/17
            #expect(h.texts.contains("metric 31 62"))   // 10 · 53/17, 20 · 53/17
        }
    }
}

extension TrellisUITests.TextEnvironmentAPI {
    @Test("minimumScaleFactor reaches the text below it, and the daemon sets a too-wide amount smaller instead of truncating it")
    func minimumScaleFactorShrinks() throws {
        let h = Harness(VStack {
            Text("1234567890").lineLimit(1).minimumScaleFactor(0.25).frame(width: 50)
            Text("plain")
        })
        let c = h.connection
        let amount = try #require(c.node(withText: "1234567890"))
        #expect(c.property(.minimumScaleFactor, of: amount) == .minimumScaleFactor(0.25))
        #expect(c.property(.minimumScaleFactor, of: try #require(c.node(withText: "plain"))) == nil)
        #expect(try #require(c.frame(of: amount)).width <= 50)
        #expect(h.texts.contains("1234567890"), "shown whole, not truncated: \(h.texts)")
    }
}

extension TrellisUITests.TextEnvironmentAPI {
    @Test("truncationMode(.middle) reaches the text below it and the daemon cuts a long path in its middle")
    func truncationModeMiddle() throws {
        let h = Harness(Text("/home/user/Documents/Reports/2026/summary.pdf").lineLimit(1).truncationMode(.middle).frame(width: 160))
        let c = h.connection
        let t = try #require(c.node(withText: "/home/user/Documents/Reports/2026/summary.pdf"))
        #expect(c.property(.truncationMode, of: t) == .truncationMode(.middle))
        let shown = c.tree.committedFrame(serial: 99).items.first { $0.id == t }?.lines ?? []
        #expect(shown.count == 1 && shown[0].contains("…") && shown[0].hasPrefix("/home") && shown[0].hasSuffix(".pdf"), "\(shown)")
    }
}
