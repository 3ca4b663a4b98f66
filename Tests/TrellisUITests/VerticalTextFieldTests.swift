// TextField(_:text:axis: .vertical): a multi-line field as tall as its lines.
import Testing
import TrellisProtocol
@testable import TrellisUI

@MainActor @Suite struct VerticalTextFieldTests {
    struct Notes: View {
        @State var notes = "one"
        var body: some View {
            VStack {
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(1...5)
                Text("chars \(notes.count)")
            }
        }
    }

    @Test("TextField(axis: .vertical) is a multi-line field as tall as its lines: it grows as lines are typed")
    func growsWithItsLines() throws {
        let h = Harness(Notes(), width: 300, height: 400)
        let c = h.connection
        let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
        #expect(c.property(.multiline, of: field) == .multiline(true))
        let one = try #require(c.frame(of: field)).height
        let f = try #require(c.frame(of: field))
        c.tap(at: WirePoint(x: f.x + f.width - 2, y: f.y + 2))
        c.press(key: KeyCode.end.rawValue, modifiers: KeyModifiers.control.rawValue)
        c.press(key: KeyCode.enter.rawValue)
        h.settle()
        c.type("two")
        h.settle()
        #expect(h.texts.contains("chars 7"), "\(h.texts)")
        let two = try #require(c.frame(of: field)).height
        #expect(two > one * 1.5, "one line \(one), two lines \(two)")
    }

    struct Bounded: View {
        @State var notes = ""
        var body: some View {
            VStack(spacing: 0) {
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(2...4)
                Text("title").lineLimit(3, reservesSpace: true)
                Text("plain")
            }
        }
    }

    @Test("lineLimit(2...4) keeps a vertical field between two and four lines tall; reservesSpace keeps a text's lines")
    func lineLimitRangeBoundsTheField() throws {
        let h = Harness(Bounded(), width: 300, height: 400)
        let c = h.connection
        let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
        #expect(c.property(.lineLimit, of: field) == .lineLimit(4))
        #expect(c.property(.minLines, of: field) == .minLines(2))
        let plain = try #require(c.node(withText: "plain")), title = try #require(c.node(withText: "title"))
        let line = try #require(c.frame(of: plain)).height
        #expect(try #require(c.frame(of: field)).height == 2 * line, "empty: two lines tall")
        #expect(try #require(c.frame(of: title)).height == 3 * line, "reservesSpace: three lines tall")
        let f = try #require(c.frame(of: field))
        c.tap(at: WirePoint(x: f.x + 2, y: f.y + 2))
        c.type("1\n2\n3\n4\n5\n6")
        h.settle()
        #expect(try #require(c.frame(of: field)).height == 4 * line, "six lines: four shown")
        #expect(c.property(.text, of: field) == .text("1\n2\n3\n4\n5\n6"))
    }
}
