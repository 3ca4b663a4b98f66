// kerning, tracking, lineSpacing, fontWidth and baselineOffset: what reaches the daemon and
// what its (headless) text engine measures. Headless glyphs advance half the font size (10
// at the body size, 20) and lines are the font size tall.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct TextSpacing {
        private func frame(_ h: Harness, _ text: String) -> WireRect {
            h.connection.frame(of: h.connection.node(withText: text)!)!
        }

        @Test("kerning and tracking on a Text add space after each character; summed on the wire")
        func kerningAndTracking() {
            let h = Harness(VStack {
                Text("abcd")
                Text("efgh").tracking(2)
                Text("ijkl").kerning(1).tracking(2)
                Text("mnop").kerning(-2)
            })
            #expect(frame(h, "abcd").width == 40)
            #expect(frame(h, "efgh").width == 48)
            #expect(frame(h, "ijkl").width == 52)
            #expect(frame(h, "mnop").width == 32)
            #expect(h.connection.property(.tracking, of: h.connection.node(withText: "ijkl")!) == .tracking(3))
            #expect(h.connection.property(.tracking, of: h.connection.node(withText: "abcd")!) == nil, "0 is the default: nothing sent")
            #expect(h.violations.isEmpty, "\(h.violations)")
        }

        @Test("kerning, tracking, lineSpacing and fontWidth on a view reach every Text below; the Text's own value wins")
        func environment() {
            let h = Harness(VStack {
                Text("abcd")
                Text("efgh").tracking(0)
                Text("one\ntwo")
            }
            .tracking(1).kerning(1).lineSpacing(6).fontWidth(.condensed))
            // Condensed: 10 × 0.8 = 8 a glyph, plus 2.
            #expect(frame(h, "abcd").width == 40)
            #expect(frame(h, "efgh").width == 36, "tracking(0) on the Text replaces the view's tracking, kerning stays")
            #expect(frame(h, "one\ntwo").height == 46, "two lines of 20 and 6 between them")
            #expect(h.connection.property(.lineSpacing, of: h.connection.node(withText: "one\ntwo")!) == .lineSpacing(6))
            #expect(h.violations.isEmpty, "\(h.violations)")
        }

        @Test("Font.width and Text.fontWidth choose the face's width; the Text's wins")
        func fontWidth() {
            let h = Harness(VStack {
                Text("wide").font(.body.width(.expanded))
                Text("narrow").font(.body.width(.expanded)).fontWidth(.compressed)
                Text("plain").font(.body.width(.standard))
            })
            #expect(frame(h, "wide").width == 48)
            #expect(abs(frame(h, "narrow").width - 42) < 1e-9)
            #expect(frame(h, "plain").width == 50)
            #expect(h.connection.property(.fontWidth, of: h.connection.node(withText: "plain")!) == nil)
            #expect(Font.Width.condensed.value == -0.2 && Font.Width.expanded == Font.Width(0.2))
        }

        @Test("lineSpacing is between lines only: one line keeps its height; a height limit counts the spacing")
        func lineSpacing() {
            let h = Harness(VStack {
                Text("single").lineSpacing(10)
                Text("a\nb\nc").lineSpacing(10)
                Text("x\ny\nz").lineSpacing(10).frame(height: 55)
            })
            #expect(frame(h, "single").height == 20)
            #expect(frame(h, "a\nb\nc").height == 80)
            // 55 fits two lines (20 + 10 + 20), not three.
            #expect(frame(h, "x\ny\nz").height == 50)
        }

        @Test("baselineOffset on a Text raises it (as the view modifier does); the Text's wins")
        func baselineOffset() {
            let h = Harness(VStack {
                Text("up").baselineOffset(4)
                Text("down").baselineOffset(-3)
            }.baselineOffset(10))
            #expect(h.connection.property(.offset, of: h.connection.node(withText: "up")!) == .offset(WirePoint(x: 0, y: -4)))
            #expect(h.connection.property(.offset, of: h.connection.node(withText: "down")!) == .offset(WirePoint(x: 0, y: 3)))
        }

        @Test("a TextField takes the environment's tracking and width")
        func textField() {
            let h = Harness(TextField("Name", text: .constant("abc")).tracking(2).fontWidth(.expanded))
            let field = h.connection.firstNode(ofKind: .textField)!
            #expect(h.connection.property(.tracking, of: field) == .tracking(2))
            #expect(h.connection.property(.fontWidth, of: field) == .fontWidth(0.2))
        }
    }
}
