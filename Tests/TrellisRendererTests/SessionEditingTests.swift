// The daemon's editing model (README §7 "Editing"): a click focuses a field and places the
// caret, typing inserts at the caret, keys move and select, clipboard and undo work, and
// every edit sends the field's whole new text; setFocus and focusChanged keep the app's
// @FocusState in step.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session editing")
struct SessionEditingTests {
    static let ctrl = KeyModifiers.control.rawValue, shift = KeyModifiers.shift.rawValue

    /// Three fields in a column, font size 20 (headless: 10 points a grapheme, 20 a line):
    /// 3 holds "Hello world", 5 is empty, 7 is a multi-line field holding "ab\ncd".
    func fields(_ h: SessionHarness, text: String = "Hello world") {
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 2, kind: .frame, props: [.height(40)]),
            .create(id: 3, kind: .textField, props: [.text(text), .fontSize(20)]),
            .create(id: 4, kind: .frame, props: [.height(40)]),
            .create(id: 5, kind: .textField, props: [.fontSize(20)]),
            .create(id: 6, kind: .frame, props: [.height(100)]),
            .create(id: 7, kind: .textField, props: [.text("ab\ncd"), .fontSize(20), .multiline(true)]),
            .create(id: 8, kind: .shape, props: []),
            .insert(parent: 2, child: 3, index: 0),
            .insert(parent: 4, child: 5, index: 0),
            .insert(parent: 6, child: 7, index: 0),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 4, index: 1),
            .insert(parent: 1, child: 6, index: 2),
            .insert(parent: 1, child: 8, index: 3),
            .setRoot(id: 1)))
        precondition(errorEvent(events) == nil, "\(events)")
    }

    /// The point at cluster `offset` of line `line` of field `id` (between two glyphs).
    func point(_ h: SessionHarness, _ id: NodeID, offset: Int, line: Int = 0) -> (Double, Double) {
        let f = h.tree.frame(of: id)!
        return (f.x + Double(offset) * 10 + 1, f.y + Double(line) * 20 + 10)
    }

    func click(_ h: SessionHarness, _ id: NodeID, offset: Int, line: Int = 0, count: UInt32 = 1) -> [DaemonEvent] {
        let (x, y) = point(h, id, offset: offset, line: line)
        return h.send(.injectClick(x: x, y: y, count: count, button: .primary))
    }

    func key(_ h: SessionHarness, _ k: UInt32, _ modifiers: UInt32 = 0) -> [DaemonEvent] {
        h.send(.injectKey(key: k, modifiers: modifiers))
    }

    func char(_ c: Character) -> UInt32 { c.unicodeScalars.first!.value }

    /// The app's echo: commits `text` as the field's text.
    func echo(_ h: SessionHarness, _ n: UInt64, _ id: NodeID, _ text: String) {
        _ = h.send(txn(n, .update(id: id, props: [.text(text), .fontSize(20)])))
    }

    var editing: (SessionHarness) -> FieldEditing? { { $0.session.lastFrame?.editing } }

    @Test("a click in a field holding text focuses it, places the caret there, and typing inserts (not replaces)")
    func clickThenTypeInserts() {
        let h = SessionHarness()
        fields(h)
        #expect(click(h, 3, offset: 5) == [.focusChanged(id: 3)])
        #expect(h.send(.injectText(text: ",")) == [.inputText(id: 3, text: "Hello, world")])
        echo(h, 2, 3, "Hello, world")
        #expect(key(h, char("!")) == [.inputText(id: 3, text: "Hello,! world")])
        echo(h, 3, 3, "Hello,! world")
        // A click past the end of the text puts the caret at the end.
        let f = h.tree.frame(of: 3)!
        _ = h.send(.injectTap(x: f.x + f.width - 5, y: f.y + 5))
        #expect(h.send(.injectText(text: "?")) == [.inputText(id: 3, text: "Hello,! world?")])
    }

    @Test("keystrokes faster than the app's echo are all kept; text the app sets itself is adopted")
    func echoRules() {
        let h = SessionHarness()
        fields(h, text: "")
        _ = click(h, 3, offset: 0)
        #expect(key(h, char("a")) == [.inputText(id: 3, text: "a")])
        #expect(key(h, char("b")) == [.inputText(id: 3, text: "ab")])
        echo(h, 2, 3, "a")   // the first echo arrives late: typing goes on from "ab"
        #expect(key(h, char("c")) == [.inputText(id: 3, text: "abc")])
        echo(h, 3, 3, "ABC")   // the app uppercases: adopted, caret still at the end
        #expect(key(h, char("d")) == [.inputText(id: 3, text: "ABCd")])
        echo(h, 4, 3, "")   // the app clears the field (Add)
        #expect(key(h, char("x")) == [.inputText(id: 3, text: "x")])
    }

    @Test("Left/Right, Home/End, word moves and Shift-selection; typing replaces the selection")
    func movesAndSelection() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 11)
        _ = key(h, KeyCode.left.rawValue, Self.ctrl)                     // before "world"
        _ = key(h, KeyCode.right.rawValue, Self.shift | Self.ctrl)       // select "world"
        #expect(editing(h)?.selection == FieldSelection(anchor: 6, head: 11))
        #expect(editing(h)?.caret == nil && editing(h)?.highlights.count == 1)
        #expect(h.send(.injectText(text: "there")) == [.inputText(id: 3, text: "Hello there")])
        echo(h, 2, 3, "Hello there")
        _ = key(h, KeyCode.home.rawValue)
        _ = key(h, KeyCode.right.rawValue)
        _ = key(h, KeyCode.end.rawValue, Self.shift)
        #expect(key(h, KeyCode.backspace.rawValue) == [.inputText(id: 3, text: "H")])
        echo(h, 3, 3, "H")
        _ = key(h, KeyCode.home.rawValue)
        #expect(key(h, KeyCode.deleteForward.rawValue) == [.inputText(id: 3, text: "")])
        #expect(key(h, KeyCode.backspace.rawValue).isEmpty, "nothing to delete sends nothing")
    }

    @Test("the caret is laid out between the glyphs the backend measures")
    func caretGeometry() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 4)
        let f = h.tree.frame(of: 3)!
        let caret = try! #require(editing(h)?.caret)
        #expect(abs(caret.x + caret.width / 2 - (f.x + 40)) < 0.01)
        #expect(caret.y == f.y && caret.height == 20)
    }

    @Test("Backspace and Delete with Control delete a word")
    func wordDeletion() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 11)
        #expect(key(h, KeyCode.backspace.rawValue, Self.ctrl) == [.inputText(id: 3, text: "Hello ")])
        echo(h, 2, 3, "Hello ")
        _ = key(h, KeyCode.home.rawValue)
        #expect(key(h, KeyCode.deleteForward.rawValue, Self.ctrl) == [.inputText(id: 3, text: " ")])
    }

    @Test("double click selects a word, triple click the line; a drag selects")
    func multiClick() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 8, count: 2)
        #expect(editing(h)?.selection == FieldSelection(anchor: 6, head: 11))
        _ = click(h, 3, offset: 2, count: 3)
        #expect(editing(h)?.selection == FieldSelection(anchor: 0, head: 11))
        let (x0, y0) = point(h, 3, offset: 1), (x1, y1) = point(h, 3, offset: 4)
        _ = h.send(.injectTap(x: x0, y: y0), .injectDrag(phase: .began, x: x0, y: y0),
                   .injectDrag(phase: .changed, x: x1, y: y1), .injectDrag(phase: .ended, x: x1, y: y1))
        #expect(editing(h)?.selection == FieldSelection(anchor: 1, head: 4))
    }

    @Test("Ctrl-A, Ctrl-C in one field and Ctrl-V in another; Ctrl-X cuts")
    func clipboard() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 0)
        _ = key(h, char("a"), Self.ctrl)
        _ = key(h, char("c"), Self.ctrl)
        #expect(h.compositor.clipboard.text == "Hello world")
        _ = click(h, 5, offset: 0)
        #expect(key(h, char("v"), Self.ctrl) == [.inputText(id: 5, text: "Hello world")])
        echo(h, 2, 5, "Hello world")
        _ = key(h, KeyCode.left.rawValue, Self.ctrl | Self.shift)
        #expect(key(h, char("x"), Self.ctrl) == [.inputText(id: 5, text: "Hello ")])
        #expect(h.compositor.clipboard.text == "world")
        // A paste into a single-line field drops line breaks.
        h.compositor.clipboard.text = "a\nb"
        #expect(key(h, char("v"), Self.ctrl) == [.inputText(id: 5, text: "Hello ab")])
    }

    @Test("undo and redo per field, a run of typing being one step")
    func undoRedo() {
        let h = SessionHarness()
        fields(h, text: "")
        _ = click(h, 3, offset: 0)
        _ = key(h, char("a"))
        _ = key(h, char("b"))
        _ = key(h, char(" "))
        _ = key(h, KeyCode.backspace.rawValue)
        #expect(key(h, char("z"), Self.ctrl) == [.inputText(id: 3, text: "ab ")])
        #expect(key(h, char("z"), Self.ctrl) == [.inputText(id: 3, text: "")])
        #expect(key(h, char("z"), Self.ctrl).isEmpty)
        #expect(key(h, char("z"), Self.ctrl | Self.shift) == [.inputText(id: 3, text: "ab ")])
        #expect(key(h, char("y"), Self.ctrl) == [.inputText(id: 3, text: "ab")])
    }

    @Test("a multi-line field: Return types a newline, Up and Down keep the column")
    func multiline() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 7, offset: 1, line: 1)   // "c|d"
        #expect(editing(h)?.selection == FieldSelection(caret: 4))
        _ = key(h, KeyCode.up.rawValue)
        #expect(editing(h)?.selection == FieldSelection(caret: 1))
        #expect(key(h, KeyCode.enter.rawValue) == [.inputText(id: 7, text: "a\nb\ncd")])
        echo(h, 2, 7, "a\nb\ncd")
        _ = key(h, KeyCode.down.rawValue)   // from the start of "b" to the start of "cd"
        #expect(editing(h)?.selection == FieldSelection(caret: 4))
    }

    @Test("Return in a single-line field is a key (onSubmit); Escape is sent on and leaves the field")
    func returnAndEscape() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 0)
        #expect(key(h, KeyCode.enter.rawValue) == [.inputKey(id: 3, key: KeyCode.enter.rawValue, modifiers: 0)])
        #expect(key(h, KeyCode.escape.rawValue) == [.inputKey(id: 3, key: KeyCode.escape.rawValue, modifiers: 0), .focusChanged(id: 0)])
        #expect(editing(h) == nil)
    }

    @Test("a single-line field scrolls its text so that the caret stays inside it")
    func horizontalScroll() {
        let h = SessionHarness(backend: HeadlessBackend(size: WireSize(width: 100, height: 300)))
        fields(h, text: String(repeating: "x", count: 30))
        _ = click(h, 3, offset: 3)
        _ = key(h, KeyCode.end.rawValue)
        let e = try! #require(editing(h))
        let f = h.tree.frame(of: 3)!
        #expect(e.scrollX > 0)
        let caret = try! #require(e.caret)
        #expect(caret.x + caret.width <= f.x + f.width + 1 && caret.x >= f.x - 1)
        _ = key(h, KeyCode.home.rawValue)
        #expect(editing(h)?.scrollX == 0)
    }

    @Test("a multi-line field is lineLimit lines tall at most and minLines at least; past its limit the lines scroll to keep the caret in view")
    func lineLimitedFieldScrollsVertically() throws {
        let h = SessionHarness()
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 2, kind: .textField, props: [.text("a"), .fontSize(20), .multiline(true), .lineLimit(3), .minLines(2)]),
            .create(id: 3, kind: .shape, props: []),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .setRoot(id: 1)))
        try #require(errorEvent(events) == nil, "\(events)")
        // One line of text: two lines tall (minLines), 20 points a line on headless.
        #expect(h.tree.frame(of: 2)?.height == 40)
        echo(h, 2, 2, "a\nb\nc\nd\ne")
        let f = try #require(h.tree.frame(of: 2))
        #expect(f.height == 60, "five lines shown as three: \(f)")
        // The caret at the end (line 5): the lines scroll up by two lines and the caret is
        // drawn on the field's last line.
        _ = click(h, 2, offset: 0)
        _ = key(h, KeyCode.end.rawValue, Self.ctrl)
        let e = try #require(editing(h))
        #expect(e.selection == FieldSelection(caret: 9))
        #expect(e.scrollY == 40)
        let caret = try #require(e.caret)
        #expect(caret.y == f.y + 40 && caret.y + caret.height <= f.y + f.height)
        // A click on the field's top line lands on the scrolled-in line ("c", offset 4).
        _ = h.send(.injectClick(x: f.x + 1, y: f.y + 10, count: 1, button: .primary))
        #expect(editing(h)?.selection == FieldSelection(caret: 4))
        #expect(editing(h)?.scrollY == 40, "the clicked line is in view: no scroll")
        // Home of the text: scrolled back to the top.
        _ = key(h, KeyCode.home.rawValue, Self.ctrl)
        #expect(editing(h)?.scrollY == 0)
        // Selecting everything highlights only what is inside the field.
        _ = key(h, char("a"), Self.ctrl)
        #expect(editing(h)?.highlights.allSatisfy { $0.y >= f.y && $0.y + $0.height <= f.y + f.height } == true)
    }

    @Test("moving the caret damages only the field")
    func caretDamage() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 2)
        let before = h.session.lastFrame!
        _ = key(h, KeyCode.right.rawValue)
        let after = h.session.lastFrame!
        guard case .rects(let rects) = Damage.between(before, after) else {
            Issue.record("expected rectangles")
            return
        }
        let f = h.tree.frame(of: 3)!
        #expect(rects.allSatisfy { $0.y >= f.y - 4 && $0.y + $0.height <= f.y + f.height + 4 })
    }

    @Test("setFocus moves focus and places the caret at the end; 0 clears; every setFocus is answered")
    func setFocus() {
        let h = SessionHarness()
        fields(h)
        let events = h.send(txn(2, .setFocus(id: 3)))
        #expect(events.contains(.focusChanged(id: 3)))
        #expect(editing(h)?.selection == FieldSelection(caret: 11))
        #expect(key(h, char("!")) == [.inputText(id: 3, text: "Hello world!")])
        // Not a focus target: focus stays, and the client hears where it is.
        #expect(h.send(txn(3, .setFocus(id: 8))).contains(.focusChanged(id: 3)))
        #expect(h.send(txn(4, .setFocus(id: 0))).contains(.focusChanged(id: 0)))
        #expect(errorEvent(h.send(txn(5, .setFocus(id: 99))))?.code == .unknownNode)
    }

    @Test("text without a field focused still reaches a focused control as typed")
    func textToControls() {
        let h = SessionHarness()
        fields(h)
        _ = h.send(txn(2, .update(id: 8, props: [.focusable(true)])))
        _ = h.send(txn(3, .setFocus(id: 8)))
        #expect(h.send(.injectText(text: "q")) == [.inputText(id: 8, text: "q")])
        #expect(key(h, char("q")) == [.inputKey(id: 8, key: char("q"), modifiers: 0)])
    }

    @Test("a secure field keeps its caret at the end, copies nothing, and its text never reaches a trace")
    func secureField() {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend)
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        let traced = Lines()
        compositor.trace = { _, _, line in traced.all.append(line) }
        let h = SessionHarness(backend: backend, compositor: compositor)
        _ = h.send(txn(1, .create(id: 3, kind: .textField, props: [.text("•••"), .fontSize(20), .secure(true)]),
                       .setRoot(id: 3)))
        _ = click(h, 3, offset: 1)
        #expect(editing(h)?.selection == FieldSelection(caret: 3), "a click puts the caret at the end")
        _ = key(h, KeyCode.left.rawValue)
        #expect(key(h, char("x")) == [.inputText(id: 3, text: "•••x")])
        _ = key(h, char("a"), Self.ctrl)
        _ = key(h, char("c"), Self.ctrl)
        #expect(h.compositor.clipboard.text == nil, "nothing copied from a password")
        #expect(key(h, char("x"), Self.ctrl).isEmpty, "nor cut")
        #expect(!traced.all.contains { $0.contains("•••x") } && traced.all.contains { $0.contains("<secure, 4 characters>") })
    }

    @Test("the caret blinks on the surface's clock: shown for 0.6 s, hidden for 0.6 s, shown again at once after a move or an edit, steady after 10 s")
    func caretBlinks() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 5)
        #expect(editing(h)?.caret != nil)
        _ = h.send(.advanceClock(seconds: 0.7))
        #expect(editing(h)?.caret == nil)
        _ = h.send(.advanceClock(seconds: 0.6))   // 1.3 s: the second cycle's shown half
        #expect(editing(h)?.caret != nil)
        _ = h.send(.advanceClock(seconds: 0.55))  // 1.85 s: hidden
        #expect(editing(h)?.caret == nil)
        _ = key(h, KeyCode.left.rawValue)                  // a move shows it at once
        #expect(editing(h)?.caret != nil)
        _ = h.send(.advanceClock(seconds: 0.7))
        #expect(editing(h)?.caret == nil)
        _ = h.send(.advanceClock(seconds: 10))     // idle for 10 s: steady
        #expect(editing(h)?.caret != nil)
        #expect(h.session.secondsToCaretBlink == nil)   // a virtual clock needs no timer
    }

    @Test("a selection becomes the primary selection; a middle click in a field places the caret there and pastes it")
    func primarySelection() {
        let h = SessionHarness()
        fields(h)
        _ = click(h, 3, offset: 1, count: 2)   // double click: selects "Hello"
        #expect(h.session.clipboard.primary == "Hello")
        let (x, y) = point(h, 5, offset: 0)
        #expect(h.send(.injectClick(x: x, y: y, count: 1, button: .middle)) == [.focusChanged(id: 5), .inputText(id: 5, text: "Hello")])
        // Over something that is not a field, the middle button does nothing.
        let s = h.tree.frame(of: 8)!
        #expect(h.send(.injectClick(x: s.x + 1, y: s.y + 1, count: 1, button: .middle)) == [])
    }
}
