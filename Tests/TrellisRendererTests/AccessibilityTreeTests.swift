// The derivation rules of protocol README §7 ("Accessibility"), on hand-built frames: a
// pure function of the frame's items, focus and editing state.
import Testing
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct AccessibilityTreeTests {
    /// A frame of `items` given as (id, kind, depth, properties); every node 100×20 at y = 20·index.
    static func frame(_ items: [(NodeID, NodeKind, Int, [Property])], height: Double = 400) -> CommittedFrame {
        CommittedFrame(serial: 1, size: WireSize(width: 200, height: height), items: items.enumerated().map { i, x in
            CommittedFrame.Item(id: x.0, kind: x.1, frame: WireRect(x: 0, y: Double(i) * 20, width: 100, height: 20),
                                depth: x.2, opacity: 1, clip: nil, properties: x.3, lines: [])
        })
    }

    static func tree(_ items: [(NodeID, NodeKind, Int, [Property])], focused: NodeID? = nil) -> AccessibilityTree {
        AccessibilityTree(frame: frame(items), title: "App", focused: focused, editing: nil)
    }

    @Test("text reads as static text; a tappable wrapper lends it a press and makes it a button; focus follows")
    func lending() {
        let t = Self.tree([(1, .vstack, 0, []), (2, .effect, 1, [.tappable(true)]), (3, .text, 2, [.text("Go")])], focused: 2)
        #expect(t.text == "window \"App\"\n  button \"Go\" #3 [focusable, focused] actions: click\n")
        #expect(t.elements[1].pressTarget == 2)
    }

    @Test("the innermost label wins; a hint and an identifier from outer wrappers fill in")
    func innermostWins() {
        let t = Self.tree([(1, .effect, 0, [.accessibilityLabel("Outer"), .accessibilityHint("H")]),
                           (2, .effect, 1, [.accessibilityLabel("Inner")]),
                           (3, .image, 2, [.systemName("heart.fill")]),
                           (4, .effect, 0, [.accessibilityIdentifier("x")])])
        #expect(t.elements.map(\.name) == ["App", "Inner"])
        #expect(t.elements[1].hint == "H" && t.elements[1].role == .image)
    }

    @Test("hidden subtrees are not exposed; removing isImage from an image reads it as text")
    func hiddenAndRemoved() {
        let t = Self.tree([(1, .vstack, 0, []),
                           (2, .effect, 1, [.accessibilityHidden(true)]), (3, .text, 2, [.text("secret")]),
                           (4, .effect, 1, [.accessibilityRemoveTraits(.isImage)]), (5, .image, 2, [.systemName("star")]),
                           (6, .text, 1, [.text("shown")])])
        #expect(t.elements.map(\.name) == ["App", "star", "shown"])
        #expect(t.elements[1].role == .staticText)
    }

    @Test("combine merges names, values and actions; contain keeps children; ignore drops them; sort priority orders siblings")
    func grouping() {
        let t = Self.tree([(1, .vstack, 0, []),
                           (2, .hstack, 1, [.accessibilityChildren(.combine)]),
                           (3, .text, 2, [.text("Total")]), (4, .effect, 2, [.accessibilityActions(["Copy"])]), (5, .text, 3, [.text("42")]),
                           (6, .vstack, 1, [.accessibilityChildren(.contain), .accessibilityLabel("Box")]),
                           (7, .text, 2, [.text("a")]), (8, .text, 2, [.text("b"), .accessibilitySortPriority(1)]),
                           (9, .hstack, 1, [.accessibilityChildren(.ignore), .accessibilityLabel("Opaque")]),
                           (10, .text, 2, [.text("hidden")])])
        #expect(t.text == """
            window "App"
              group "Total, 42" #2 actions: Copy
              group "Box" #6
                staticText "b" #8
                staticText "a" #7
              group "Opaque" #9

            """)
        #expect(t.elements[1].customTargets.map(\.0) == [4])
    }

    @Test("a toggle's states and actions; a disabled button offers no press; an element outside the window is offscreen and audited")
    func statesAndAudit() {
        let t = AccessibilityTree(frame: Self.frame([
            (1, .vstack, 0, []),
            (2, .effect, 1, [.accessibilityRole(.toggle), .accessibilityState([.checked, .activatable])]), (3, .text, 2, [.text("Wi-Fi")]),
            (4, .effect, 1, [.accessibilityRole(.button), .accessibilityState(.disabled), .tappable(true)]), (5, .text, 2, [.text("Send")]),
            (6, .effect, 1, [.accessibilityRole(.button), .tappable(true)]),
            (7, .text, 1, [.text("far"), .accessibilityIdentifier("dup")]), (8, .text, 1, [.text("farther"), .accessibilityIdentifier("dup")]),
        ], height: 120), title: "App", focused: nil, editing: nil)
        #expect(t.elements[1].states == [.checkable, .checked] && t.elements[1].actions == [.press])
        #expect(t.elements[2].states.contains(.disabled) && t.elements[2].actions.isEmpty)
        #expect(t.elements[5].states.contains(.offscreen))
        #expect(t.audit.contains("button #6 has no name (give it a label or accessibilityLabel)"))
        #expect(t.audit.contains("identifier \"dup\" is used by #7 and #8"))
        #expect(t.audit.contains("staticText #8 lies outside the window"))
    }

    @Test("the focused field carries the editor's text, caret and selection")
    func editing() {
        let f = Self.frame([(1, .textField, 0, [.text("Groceries"), .placeholder("Title")])])
        let t = AccessibilityTree(frame: f, title: "App", focused: 1,
                                  editing: .init(node: 1, text: "Groceries!", caret: 10, selection: 3 ..< 10))
        #expect(t.text == "window \"App\"\n  textField \"Title\" #1 text \"Groceries!\" caret 10 selection 3..10 [focusable, focused, editable] actions: click\n")
    }

    @Test("a combined control is focused while keyboard focus is on any of its parts, hidden ones included; a focusable(false) tap target is not a focus target")
    func focusInsideACombinedControl() {
        let items: [(NodeID, NodeKind, Int, [Property])] = [
            (1, .effect, 0, [.accessibilityRole(.stepper), .accessibilityChildren(.combine)]),
            (2, .text, 1, [.text("Quantity")]),
            (3, .effect, 1, [.tappable(true), .focusable(false)]),
            (4, .effect, 1, [.accessibilityHidden(true)]), (5, .effect, 2, [.tappable(true), .focusable(true)]),
            (6, .effect, 1, [.accessibilityHidden(true)]), (7, .effect, 2, [.tappable(true), .focusable(true)]),
        ]
        let t = Self.tree(items, focused: 7)
        #expect(t.elements[1].name == "Quantity" && t.elements[1].states.isSuperset(of: [.focusable, .focused]))
        #expect(t.elements[1].focusTarget == 5)
        #expect(!Self.tree(items, focused: nil).elements[1].states.contains(.focused))
    }
}
