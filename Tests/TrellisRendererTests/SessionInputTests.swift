// Input routing: taps are hit-tested against the committed tree; keys and text go to the
// focused node; Tab moves focus in layout order; resize re-lays out the surface.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session input")
struct SessionInputTests {
    /// A vstack root (1) holding a tappable shape (2) over a text field (3), both the
    /// full width, each 100 tall (fixed frames), and a plain shape (4).
    func columns(_ h: SessionHarness) {
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 10, kind: .frame, props: [.height(100)]),
            .create(id: 2, kind: .shape, props: [.tappable(true)]),
            .create(id: 11, kind: .frame, props: [.height(100)]),
            .create(id: 3, kind: .textField, props: [.placeholder("name")]),
            .create(id: 12, kind: .frame, props: [.height(100)]),
            .create(id: 4, kind: .shape, props: []),
            .insert(parent: 10, child: 2, index: 0),
            .insert(parent: 11, child: 3, index: 0),
            .insert(parent: 12, child: 4, index: 0),
            .insert(parent: 1, child: 10, index: 0),
            .insert(parent: 1, child: 11, index: 1),
            .insert(parent: 1, child: 12, index: 2),
            .setRoot(id: 1)))
        precondition(errorEvent(events) == nil)
    }

    func center(_ h: SessionHarness, _ id: NodeID) -> (Double, Double) {
        let f = h.tree.frame(of: id)!
        return (f.x + f.width / 2, f.y + f.height / 2)
    }

    @Test("a tap on a tappable node is reported with that node's id")
    func tapTappable() {
        let h = SessionHarness()
        columns(h)
        let (x, y) = center(h, 2)
        // A tappable node is a focus target: the tap focuses it, and the client hears so first.
        #expect(h.send(.injectTap(x: x, y: y)) == [.focusChanged(id: 2), .inputTap(id: 2, x: x, y: y)])
    }

    @Test("a tap on a child of a tappable node goes to the nearest tappable ancestor")
    func tapAncestor() {
        let h = SessionHarness()
        columns(h)
        h.send(txn(2, .update(id: 12, props: [.tappable(true)])))
        let (x, y) = center(h, 4)
        #expect(h.send(.injectTap(x: x, y: y)) == [.focusChanged(id: 12), .inputTap(id: 12, x: x, y: y)])
    }

    @Test("a tap on nothing tappable (or outside) produces no event")
    func tapMiss() {
        let h = SessionHarness()
        columns(h)
        let (x, y) = center(h, 4)
        #expect(h.send(.injectTap(x: x, y: y)).isEmpty)
        #expect(h.send(.injectTap(x: -50, y: -50)).isEmpty)
    }

    @Test("a tap before any commit is ignored")
    func tapBeforeCommit() {
        let h = SessionHarness()
        #expect(h.send(.injectTap(x: 1, y: 1)).isEmpty)
    }

    @Test("keys and text without a focused node go nowhere")
    func noFocus() {
        let h = SessionHarness()
        columns(h)
        #expect(h.send(.injectKey(key: 0x61, modifiers: 0), .injectText(text: "a")).isEmpty)
    }

    @Test("Tab moves focus over focus targets in layout order, wrapping; keys go to the focused node")
    func tabTraversal() {
        let h = SessionHarness()
        columns(h)
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))
        #expect(h.send(.injectText(text: "x")) == [.inputText(id: 2, text: "x")])
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))
        // A key that types a character, in a text field, is text (the field's whole new text).
        #expect(h.send(.injectKey(key: 0x61, modifiers: 0)) == [.inputText(id: 3, text: "a")])
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))   // wraps to the first
        #expect(h.send(.injectText(text: "y")) == [.inputText(id: 2, text: "y")])
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: KeyModifiers.shift.rawValue))   // back
        #expect(h.send(.injectText(text: "z")) == [.inputText(id: 3, text: "z")])
    }

    @Test("Tab follows reading order, not tree order: a two-column form goes across each row, then down")
    func tabReadingOrder() {
        // Two columns (HStack of VStacks): tree order is 3, 4, 6, 7; rows are (3, 6), (4, 7).
        let h = SessionHarness()
        h.send(txn(1,
            .create(id: 1, kind: .hstack, props: [.spacing(10), .alignment(.top)]),
            .create(id: 2, kind: .vstack, props: [.spacing(10)]),
            .create(id: 3, kind: .textField, props: [.text("")]),
            .create(id: 4, kind: .textField, props: [.text("")]),
            .create(id: 5, kind: .vstack, props: [.spacing(10)]),
            .create(id: 6, kind: .textField, props: [.text("")]),
            .create(id: 7, kind: .textField, props: [.text("")]),
            .insert(parent: 2, child: 3, index: 0), .insert(parent: 2, child: 4, index: 1),
            .insert(parent: 5, child: 6, index: 0), .insert(parent: 5, child: 7, index: 1),
            .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 5, index: 1),
            .setRoot(id: 1)))
        var order: [NodeID] = []
        for _ in 0..<5 {
            for e in h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0)) { if case .focusChanged(let id) = e { order.append(id) } }
        }
        #expect(order == [3, 6, 4, 7, 3])
        // Shift-Tab goes back the same way.
        var back: [NodeID] = []
        for _ in 0..<2 {
            for e in h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: KeyModifiers.shift.rawValue)) { if case .focusChanged(let id) = e { back.append(id) } }
        }
        #expect(back == [7, 4])
    }

    @Test("reading order: a row is what lies beside its topmost target; same place keeps tree order")
    func readingOrderRows() {
        func r(_ x: Double, _ y: Double, _ w: Double = 50, _ h: Double = 20) -> WireRect { WireRect(x: x, y: y, width: w, height: h) }
        // A tall editor (1) at the left with two small fields beside it (2 above 3), then a
        // button (4) under everything; 5 sits exactly on 4.
        let order = Session.readingOrder([(4, r(0, 130)), (3, r(60, 40)), (1, r(0, 0, 50, 100)), (2, r(60, 0)), (5, r(0, 130))])
        #expect(order == [1, 2, 3, 4, 5])
        #expect(Session.readingOrder([]) == [])
    }

    @Test("a held key's repeats and release reach a focused control as inputKeyPhase; a text field edits on repeats and hears no release")
    func keyPhases() {
        let h = SessionHarness()
        columns(h)
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))   // the tappable shape 2
        h.session.deliver(.keyPhase(KeyCode.right.rawValue, modifiers: 0, phase: .repeated))
        h.session.deliver(.keyPhase(KeyCode.right.rawValue, modifiers: 0, phase: .released))
        #expect(h.drain() == [.inputKeyPhase(id: 2, key: KeyCode.right.rawValue, modifiers: 0, phase: .repeated),
                              .inputKeyPhase(id: 2, key: KeyCode.right.rawValue, modifiers: 0, phase: .released)])
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))   // the text field 3
        h.send(.injectText(text: "ab"))
        _ = h.send(txn(2, .update(id: 3, props: [.text("ab")])))
        h.session.deliver(.keyPhase(KeyCode.backspace.rawValue, modifiers: 0, phase: .repeated))
        #expect(h.drain() == [.inputText(id: 3, text: "a")], "a held Backspace keeps deleting")
        h.session.deliver(.keyPhase(KeyCode.backspace.rawValue, modifiers: 0, phase: .released))
        #expect(h.drain().isEmpty)
    }

    @Test("Return or Space on a focused tappable control taps its centre; a text field gets them as keys")
    func keyboardActivation() {
        let h = SessionHarness()
        columns(h)
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))   // the tappable shape 2
        let (x, y) = center(h, 2)
        #expect(h.send(.injectKey(key: KeyCode.enter.rawValue, modifiers: 0)) == [.inputTap(id: 2, x: x, y: y)])
        #expect(h.send(.injectKey(key: 0x20, modifiers: 0)) == [.inputTap(id: 2, x: x, y: y)])
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))   // the text field 3
        #expect(h.send(.injectKey(key: KeyCode.enter.rawValue, modifiers: 0)) == [.inputKey(id: 3, key: KeyCode.enter.rawValue, modifiers: 0)])
    }

    @Test("a focusable(true) node takes part in Tab traversal")
    func focusableProperty() {
        let h = SessionHarness()
        columns(h)
        h.send(txn(2, .update(id: 4, props: [.focusable(true)])))
        h.send(.injectKey(key: KeyCode.backTab.rawValue, modifiers: 0))   // from nothing: the last target
        #expect(h.send(.injectText(text: "q")) == [.inputText(id: 4, text: "q")])
    }

    @Test("tapping a focus target focuses it")
    func tapFocuses() {
        let h = SessionHarness()
        columns(h)
        let (x, y) = center(h, 2)
        h.send(.injectTap(x: x, y: y))
        #expect(h.send(.injectText(text: "t")) == [.inputText(id: 2, text: "t")])
    }

    @Test("the focused node leaving layout drops focus")
    func focusDropped() {
        let h = SessionHarness()
        columns(h)
        h.send(.injectKey(key: KeyCode.tab.rawValue, modifiers: 0))
        h.send(txn(2, .remove(parent: 1, child: 10)))
        #expect(h.send(.injectText(text: "x")).isEmpty)
    }

    @Test("resize announces the new size and re-lays out the surface")
    func resize() {
        let h = SessionHarness()
        columns(h)
        let events = h.send(.injectResize(width: 200, height: 400))
        #expect(events.first == .resized(width: 200, height: 400))
        #expect(events.last.map(caseName) == "frameDone")
        #expect(h.tree.frame(of: 2)?.width == 200)
    }

    @Test("requestSnapshot answers with the backend's text of the last frame")
    func snapshot() {
        let h = SessionHarness()
        columns(h)
        let events = h.send(.requestSnapshot(token: 9))
        guard case .snapshot(let token, let text)? = events.first else {
            Issue.record("expected snapshot, got \(events)")
            return
        }
        #expect(token == 9)
        #expect(text == h.backend.snapshot(surface: h.session.surface))
        #expect(!text.isEmpty)
    }

    @Test("input from the backend reaches the session owning the surface")
    func backendInput() {
        let h = SessionHarness()
        columns(h)
        let (x, y) = center(h, 2)
        h.compositor.deliver(.tap(WirePoint(x: x, y: y)), on: h.session.surface)
        #expect(h.drain() == [.focusChanged(id: 2), .inputTap(id: 2, x: x, y: y)])
    }
}
