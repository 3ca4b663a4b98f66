// TextRenderer, Text.Layout and custom attributes, text scales, typesetting languages,
// the iOS 18 time formats that keep a Text current, text selections and size variants,
// through the real daemon core (headless metrics: 10 points a character at size 20).
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

/// Draws every glyph on its own, where the layout put it.
private struct GlyphRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for glyph in run { ctx.draw(glyph) }
            }
        }
    }
}

/// Keeps the layout it was given and draws it unchanged.
private struct RecordingRenderer: TextRenderer {
    let seen: Box<Text.Layout?>
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        seen.value = layout
        for line in layout { ctx.draw(line) }
    }
}

private struct Loud: TextAttribute {}

/// Draws only the runs marked `Loud`.
private struct LoudOnlyRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line where run[Loud.self] != nil { ctx.draw(run) }
        }
    }
}

/// 20 points wider than the text, drawing 5 points beyond its frame on each side.
private struct WideRenderer: TextRenderer {
    var displayPadding: EdgeInsets { EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5) }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let s = text.sizeThatFits(proposal)
        return CGSize(width: s.width + 20, height: s.height)
    }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

private struct AffinityReader: View {
    @Environment(\.textSelectionAffinity) var affinity
    @Environment(\.writingToolsBehavior) var writingTools
    @Environment(\.searchDictationBehavior) var dictation
    var body: some View {
        Text("affinity \(affinity == .upstream ? "up" : "other") tools \(writingTools == .disabled ? "off" : "on") "
             + "dictation \(dictation == .preventDictation ? "off" : "on")")
    }
}

private struct SelectingField: View {
    @State var text = ""
    @State var selection: TextSelection?
    var body: some View {
        VStack {
            TextField("Name", text: $text, selection: $selection)
            Text(caption)
        }
    }
    var caption: String {
        guard let s = selection, case .selection(let r) = s.indices else { return "no selection" }
        return "caret \(text.distance(from: text.startIndex, to: r.lowerBound)) insertion \(s.isInsertion)"
    }
}

extension TrellisUITests {
    @MainActor @Suite("Text renderer and text variants") struct TextRenderingAPI {
        @Test("a TextRenderer draws the text: each glyph it draws is a text at the layout's position")
        func rendererDrawsGlyphs() throws {
            let h = Harness(Text("Hi yo").textRenderer(GlyphRenderer()), width: 400, height: 200)
            let c = h.connection
            let whole = try #require(c.node(withText: "Hi yo").flatMap { c.frame(of: $0) })
            let gH = try #require(c.node(withText: "H").flatMap { c.frame(of: $0) })
            let gi = try #require(c.node(withText: "i").flatMap { c.frame(of: $0) })
            let gy = try #require(c.node(withText: "y").flatMap { c.frame(of: $0) })
            #expect(gH.x == whole.x && gH.y == whole.y, "\(gH) \(whole)")
            #expect(gi.x == whole.x + 10, "\(gi)")
            #expect(gy.x == whole.x + 30, "the space is a glyph too: \(gy)")
            #expect(c.node(withText: " ") == nil, "spaces draw nothing")
            // The text that sizes the renderer's drawing is not itself visible.
            let hidden = try #require(c.node(withText: "Hi yo"))
            var id: NodeID? = hidden, transparent = false
            while let n = id { if case .opacity(let o)? = c.property(.opacity, of: n), o == 0 { transparent = true }; id = c.parent(of: n) }
            #expect(transparent)
        }

        @Test("Text.Layout has the text's lines, wrapped to its width, with their typographic bounds")
        func layoutLines() throws {
            let seen = Box<Text.Layout?>(nil)
            _ = Harness(Text("aaaa bbbb cccc").textRenderer(RecordingRenderer(seen: seen)).frame(width: 95), width: 400, height: 200)
            let layout = try #require(seen.value)
            #expect(layout.count == 2)
            #expect(!layout.isTruncated)
            let first = layout[0], second = layout[1]
            #expect(first.typographicBounds.width == 90 && second.typographicBounds.width == 40)
            #expect(first.origin == CGPoint(x: 0, y: 16) && second.origin == CGPoint(x: 0, y: 36))
            #expect(first.typographicBounds.rect == CGRect(x: 0, y: 0, width: 90, height: 20))
            #expect(first.flatMap { $0.characterIndices } == Array(0 ..< 9))
            #expect(second.flatMap { $0.characterIndices } == Array(10 ..< 14))
            let slice = Text.Layout.RunSlice(run: second[0], indices: 1 ..< 3)
            #expect(slice.typographicBounds.origin.x == 10 && slice.typographicBounds.width == 20)
        }

        @Test("customAttribute marks its part of a concatenation: run[Attribute.self] finds it")
        func customAttributes() throws {
            let seen = Box<Text.Layout?>(nil)
            _ = Harness((Text("plain ") + Text("loud").customAttribute(Loud())).textRenderer(RecordingRenderer(seen: seen)),
                        width: 400, height: 200)
            let line = try #require(seen.value?.first)
            #expect(line.count == 2)
            #expect(line[0][Loud.self] == nil && line[1][Loud.self] == Loud())
            #expect(line[1].characterIndices == [6, 7, 8, 9])

            let h = Harness((Text("plain ") + Text("loud").customAttribute(Loud())).textRenderer(LoudOnlyRenderer()),
                            width: 400, height: 200)
            let whole = try #require(h.connection.node(withText: "plain loud").flatMap { h.connection.frame(of: $0) })
            let loud = try #require(h.connection.node(withText: "loud").flatMap { h.connection.frame(of: $0) })
            #expect(loud.x == whole.x + 60)
            #expect(h.connection.node(withText: "plain") == nil && h.connection.node(withText: "plain ") == nil)
        }

        @Test("a renderer's sizeThatFits sizes the text; its display padding widens the drawing")
        func rendererSizing() throws {
            let h = Harness(HStack(spacing: 0) {
                Text("ab").textRenderer(WideRenderer())
                Text("zz")
            }, width: 400, height: 200)
            let c = h.connection
            let ab = try #require(c.node(withText: "ab"))
            let zz = try #require(c.node(withText: "zz").flatMap { c.frame(of: $0) })
            let abFrame = try #require(c.frame(of: ab))
            #expect(zz.x == abFrame.x + 40, "20 for the text, 20 more from the renderer: \(abFrame) \(zz)")
            // The canvas reaches 5 points beyond the text's frame: the drawn copy is 5 in.
            let drawn = c.tree.laidOutNodes().filter { c.property(.text, of: $0) == .text("ab") && $0 != ab }
            let drawnFrame = try #require(drawn.first.flatMap { c.frame(of: $0) })
            #expect(drawnFrame.x == abFrame.x && drawnFrame.y == abFrame.y)
        }

        @Test("textScale(.secondary) sets text smaller than its font; on a Text or on a container")
        func textScale() {
            let h = Harness(VStack {
                Text("one").textScale(.secondary)
                Text("two").font(.title).textScale(.secondary)
                Group { Text("three") }.textScale(.secondary)
                Text("four").textScale(.secondary, isEnabled: false)
                Text("five")
            }, width: 400, height: 400)
            let c = h.connection
            func size(_ t: String) -> Property? { c.node(withText: t).flatMap { c.property(.fontSize, of: $0) } }
            #expect(size("one") == .fontSize(17.65))
            #expect(size("two") == .fontSize(29.12))
            #expect(size("three") == .fontSize(17.65))
            #expect(size("four") == nil && size("five") == nil)
            let one = c.node(withText: "one").flatMap { c.frame(of: $0) }
            let five = c.node(withText: "five").flatMap { c.frame(of: $0) }
            #expect((one?.width ?? 0) < (five?.width ?? 0) - 3, "smaller text is narrower: \(String(describing: one)) \(String(describing: five))")
        }

        @Test("typesettingLanguage: a right-to-left language makes the layout's runs right to left")
        func typesettingLanguage() throws {
            let seen = Box<Text.Layout?>(nil)
            _ = Harness(Text("abc").typesettingLanguage(.explicit(Locale.Language(identifier: "ar")))
                .textRenderer(RecordingRenderer(seen: seen)), width: 400, height: 200)
            #expect(seen.value?.first?.first?.layoutDirection == .rightToLeft)
            let plain = Box<Text.Layout?>(nil)
            _ = Harness(Text("abc").textRenderer(RecordingRenderer(seen: plain)).typesettingLanguage(.automatic),
                        width: 400, height: 200)
            #expect(plain.value?.first?.first?.layoutDirection == .leftToRight)
        }

        @Test("SystemFormatStyle: timers, stopwatches, offsets and references, and when each changes")
        func systemFormats() {
            let start = Date(timeIntervalSince1970: 1_000_000)
            func s(_ a: AttributedString) -> String { String(a.characters) }
            let down = SystemFormatStyle.Timer(countingDownIn: start ..< start.addingTimeInterval(300))
            #expect(s(down.format(start)) == "5:00")
            #expect(s(down.format(start.addingTimeInterval(60))) == "4:00")
            #expect(s(down.format(start.addingTimeInterval(270))) == "0:30")
            #expect(s(down.format(start.addingTimeInterval(400))) == "0:00")
            #expect(down.discreteInput(after: start.addingTimeInterval(10.5)) == start.addingTimeInterval(11))
            let up: SystemFormatStyle.Timer = .timer(countingUpIn: start ..< start.addingTimeInterval(7200))
            #expect(s(up.format(start)) == "0:00")
            #expect(s(up.format(start.addingTimeInterval(3725))) == "1:02:05")
            let watch: SystemFormatStyle.Stopwatch = .stopwatch(startingAt: start)
            #expect(s(watch.format(start.addingTimeInterval(5.23))) == "00:05.23")
            #expect(s(watch.format(start.addingTimeInterval(3600))) == "01:00:00.00")
            #expect(s(watch.format(start.addingTimeInterval(-3))) == "00:00.00")
            #expect(s(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1)).format(start.addingTimeInterval(83.4))) == "01:23")
            let offset: SystemFormatStyle.DateOffset = .offset(to: start)
            #expect(s(offset.format(start.addingTimeInterval(222))) == "3 minutes, 42 seconds")
            #expect(s(offset.format(start.addingTimeInterval(-3600))) == "1 hour")
            let ref: SystemFormatStyle.DateReference = .reference(to: start.addingTimeInterval(300))
            #expect(s(ref.format(start)) == "in 5 minutes")
            #expect(s(SystemFormatStyle.DateReference(to: start.addingTimeInterval(-7200)).format(start)) == "2 hours ago")
        }

        @Test("Text(.currentDate, format:) shows the value of now and changes as time passes")
        func timeDataSourceText() async throws {
            let start = Date()
            let h = Harness(Text(.currentDate, format: .stopwatch(startingAt: start, maxPrecision: .seconds(1))))
            let first = h.texts
            // The seconds shown, from "mm:ss".
            func seconds(_ texts: [String]) -> Int? {
                guard texts.count == 1 else { return nil }
                let parts = texts[0].split(separator: ":").compactMap { Int($0) }
                return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
            }
            #expect(seconds(first).map { Double($0) <= Date().timeIntervalSince(start) } == true, "\(first)")
            // Waits for the text to change (the main queue is shared with other UI tests and
            // may be busy for a while: the value is checked against the time that passed).
            for _ in 0 ..< 400 where h.texts == first {
                try await Task.sleep(nanoseconds: 50_000_000)
                h.settle()
            }
            let shown = try #require(seconds(h.texts), "\(h.texts)")
            #expect(shown >= 1 && Double(shown) <= Date().timeIntervalSince(start) + 0.5,
                    "the text was shown again as the seconds passed: \(h.texts) after \(Date().timeIntervalSince(start)) s")
            let offset = TimeDataSource<Duration>.durationOffset(to: Date().addingTimeInterval(90))
            #expect(abs(TimeDataSource<Duration>.seconds(offset.value(Date())) - 90) < 1)
            let range = TimeDataSource<Range<Date>>.dateRange(startingAt: start).value(start.addingTimeInterval(5))
            #expect(range == start ..< start.addingTimeInterval(5))
        }

        @Test("TextField(selection:) follows the caret: after an edit it is at the end of the change")
        func textSelection() throws {
            let h = Harness(SelectingField())
            let c = h.connection
            #expect(h.texts.contains("no selection"))
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.inputText(id: field, text: "Ann"))
            h.settle()
            #expect(h.texts.contains("caret 3 insertion true"))
            c.inject(.inputText(id: field, text: "Anne Lee"))
            h.settle()
            #expect(h.texts.contains("caret 8 insertion true"))
            c.inject(.inputText(id: field, text: "Ane Lee"))
            h.settle()
            #expect(h.texts.contains("caret 2 insertion true"), "a deletion leaves the caret where it was: \(h.texts)")
            let text = "hello"
            let sel = TextSelection(range: text.startIndex ..< text.index(after: text.startIndex))
            #expect(!sel.isInsertion)
        }

        @Test("textSelectionAffinity, writingToolsBehavior and searchDictationBehavior reach the environment")
        func environmentBehaviours() {
            let h = Harness(AffinityReader()
                .textSelectionAffinity(.upstream)
                .writingToolsBehavior(.disabled)
                .searchDictationBehavior(.preventDictation))
            #expect(h.texts == ["affinity up tools off dictation off"])
            let plain = Harness(AffinityReader().searchDictationBehavior(.inline(activation: .onSelect)))
            #expect(plain.texts == ["affinity other tools on dictation on"])
        }

        @Test("textVariant(.sizeDependent) shows the widest wording of a date that fits; .fixed the widest")
        func textVariants() throws {
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            // In the session's locale (US English here): "November 14, 2023".
            let long = date.formattedForDisplay(date: .long, time: .omitted)
            let abbreviated = date.formattedForDisplay(date: .abbreviated, time: .omitted)
            let numeric = date.formattedForDisplay(date: .numeric, time: .omitted)
            // The test backend measures 8.5 points a character at 17 points: the long
            // wording (17 characters) needs 144.5, the abbreviated one (12) 102, the
            // numeric one (10) 85.
            let h = Harness(VStack {
                Text(date, style: .date).textVariant(.sizeDependent).frame(width: 125)
                Text(date, style: .date).textVariant(.sizeDependent).frame(width: 90)
                Text(date, style: .date).textVariant(.fixed).frame(width: 90)
                Text(date, style: .date).textVariant(.sizeDependent)
            }, width: 400, height: 400)
            #expect(h.texts.contains(abbreviated) && h.texts.contains(numeric), "\(h.texts) \(abbreviated)")
            #expect(h.texts.filter { $0 == long }.count == 2, "\(h.texts)")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SessionLocale {
        @Test("The session's POSIX locale names the locale; none, C or POSIX is US English")
        func fromEnvironment() {
            #expect(_SystemLocale.locale(from: [:]).identifier == "en_US")
            #expect(_SystemLocale.locale(from: ["LANG": "C.UTF-8"]).identifier == "en_US")
            #expect(_SystemLocale.locale(from: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
            #expect(_SystemLocale.locale(from: ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR@euro"]).identifier == "fr_FR")
        }

        @Test("Text formats its values in the session's locale: a format style, a format interpolation, a date style")
        func textFormats() {
            let expected = 4.99.formatted(.currency(code: "USD").locale(_SystemLocale.current))
            let h = Harness(VStack {
                Text(4.99, format: .currency(code: "USD"))
                Text("Total \(4.99, format: .currency(code: "USD"))")
            })
            #expect(h.texts == [expected, "Total \(expected)"], "\(h.texts)")
            if _SystemLocale.current.identifier == "en_US" { #expect(expected == "$4.99") }
        }
    }
}
