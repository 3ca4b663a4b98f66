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
}
