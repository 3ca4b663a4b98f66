import Testing
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendTerminal

@Suite struct TerminalInteractionTests {
    let s = SurfaceID(1)

    func frame(fieldText: String = "", serial: UInt64 = 1) -> CommittedFrame {
        CommittedFrame(serial: serial, size: WireSize(width: 200, height: 100), items: [
            item(1, .vstack, 0, 0, 200, 60),
            item(2, .textField, 0, 0, 200, 20, props: [.text(fieldText)]),
            item(3, .text, 20, 40, 40, 20, props: [.text("Save"), .tappable(true)], lines: ["Save"]),
        ])
    }

    @Test func aClickIsATapAtTheCellCentre() {
        var i = TerminalInteraction()
        i.drew(frame(), on: s)
        let p = WirePoint(x: 35, y: 50)
        #expect(i.translate(.mousePress(button: 0, column: 3, row: 2)) == [.deliver(.tap(p), s), .deliver(.drag(.began, p), s)])
        #expect(i.translate(.mouseDrag(button: 0, column: 5, row: 2)) == [.deliver(.drag(.changed, WirePoint(x: 55, y: 50)), s)])
        #expect(i.translate(.mouseMove(column: 5, row: 2)) == [.deliver(.pointer(WirePoint(x: 55, y: 50)), s)])
        #expect(i.translate(.mouseRelease(button: 0, column: 5, row: 2)) == [.deliver(.drag(.ended, WirePoint(x: 55, y: 50)), s)])
        #expect(i.translate(.mousePress(button: 2, column: 3, row: 2)) == [.deliver(.secondaryClick(p), s)], "the right button opens a context menu")
        #expect(i.translate(.mousePress(button: 1, column: 3, row: 2)) == [])
    }

    @Test func tabAndShiftTabAreSentForTheCompositorsFocusTraversal() {
        var i = TerminalInteraction()
        i.drew(frame(), on: s)
        #expect(i.translate(.key(.tab)) == [.deliver(.key(KeyCode.tab.rawValue, modifiers: 0), s)])
        #expect(i.translate(.key(.backTab)) == [.deliver(.key(KeyCode.backTab.rawValue, modifiers: KeyModifiers.shift.rawValue), s)])
    }

    @Test func enterAndSpaceTapTheCentreOfTheFocusedNode() {
        var i = TerminalInteraction()
        i.drew(frame(), on: s)
        i.focusChanged(to: 3, on: s)
        let tap = TerminalInteraction.Action.deliver(.tap(WirePoint(x: 40, y: 50)), s)
        #expect(i.translate(.key(.enter)) == [tap])
        #expect(i.translate(.text(" ")) == [tap])
    }

    @Test func qAndCtrlCQuitOutsideATextField() {
        var i = TerminalInteraction()
        #expect(i.translate(.text("q")) == [.quit])   // even before any frame
        i.drew(frame(), on: s)
        #expect(i.translate(.text("q")) == [.quit])
        #expect(i.translate(.key(.control("c"))) == [.quit])
    }

    @Test func inAFocusedFieldTextAndEditingKeysGoToTheDaemonAsTheyAre() {
        var i = TerminalInteraction()
        i.drew(frame(fieldText: "a"), on: s)
        i.focusChanged(to: 2, on: s)
        #expect(i.translate(.text("b")) == [.deliver(.text("b"), s)])
        #expect(i.translate(.text("q")) == [.deliver(.text("q"), s)])   // q types, not quits
        #expect(i.translate(.text(" ")) == [.deliver(.text(" "), s)])   // space types, not taps
        #expect(i.translate(.key(.backspace)) == [.deliver(.key(KeyCode.backspace.rawValue, modifiers: 0), s)])
        #expect(i.translate(.key(.delete)) == [.deliver(.key(KeyCode.deleteForward.rawValue, modifiers: 0), s)])
        #expect(i.translate(.key(.home)) == [.deliver(.key(KeyCode.home.rawValue, modifiers: 0), s)])
        #expect(i.translate(.key(.end)) == [.deliver(.key(KeyCode.end.rawValue, modifiers: 0), s)])
        #expect(i.translate(.key(.enter)) == [.deliver(.key(KeyCode.enter.rawValue, modifiers: 0), s)])
    }

    @Test func theSurfaceDrawnLastIsInFrontAndTheOtherReturnsWhenItCloses() {
        var i = TerminalInteraction()
        i.drew(frame(), on: SurfaceID(1))
        i.drew(frame(), on: SurfaceID(2))
        #expect(i.front == SurfaceID(2))
        i.closed(SurfaceID(2))
        #expect(i.front == SurfaceID(1))
    }

    @Test func wheelScrollsByOneRowPerNotch() {
        var i = TerminalInteraction()
        i.drew(frame(), on: s)
        #expect(i.translate(.wheel(direction: 1, column: 0, row: 0)) ==
                [.deliver(.scroll(at: WirePoint(x: 5, y: 10), dx: 0, dy: 20), s)])
    }
}

@Suite struct TerminalTextEditorTests {
    let s = SurfaceID(1)

    @Test("the focused field's caret and selection (laid out by the daemon) are inverse cells")
    func caretAndSelection() {
        var frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 100), items: [
            item(2, .textField, 0, 0, 200, 40, props: [.text("ab\ncd"), .multiline(true)], lines: ["ab", "cd"]),
        ])
        frame.editing = FieldEditing(id: 2, selection: FieldSelection(caret: 4), caret: WireRect(x: 9, y: 20, width: 2, height: 20),
                                     highlights: [], scrollX: 0, bounds: WireRect(x: 0, y: 0, width: 200, height: 40))
        var grid = GridPainter.paint(frame, focus: FocusState(node: 2), columns: 20, rows: 6)
        #expect(grid[0, 0].text == "a" && grid[0, 1].text == "c", "two lines shown")
        #expect(grid[1, 1].attributes.contains(.inverse), "caret after the c on the second line")
        #expect(!grid[0, 1].attributes.contains(.inverse))
        frame.editing = FieldEditing(id: 2, selection: FieldSelection(anchor: 0, head: 2), caret: nil,
                                     highlights: [WireRect(x: 0, y: 0, width: 20, height: 20)], scrollX: 0,
                                     bounds: WireRect(x: 0, y: 0, width: 200, height: 40))
        grid = GridPainter.paint(frame, focus: FocusState(node: 2), columns: 20, rows: 6)
        #expect(grid[0, 0].attributes.contains(.inverse) && grid[1, 0].attributes.contains(.inverse))
        #expect(!grid[2, 0].attributes.contains(.inverse) && !grid[0, 1].attributes.contains(.inverse))
    }
}

@Suite struct TerminalTextAlignmentTests {
    @Test("centred and trailing lines shift by the spare width in whole cells")
    func alignment() {
        func row(_ a: TextAlignment) -> String {
            let frame = CommittedFrame(serial: 1, size: WireSize(width: 100, height: 20), items: [
                item(1, .text, 0, 0, 100, 20, props: [.text("ab"), .textAlignment(a)], lines: ["ab"]),
            ])
            let grid = GridPainter.paint(frame, columns: 10, rows: 1)
            return (0..<10).map { grid[$0, 0].text.isEmpty ? "." : grid[$0, 0].text }.joined()
        }
        #expect(row(.leading).hasPrefix("ab"))
        #expect(row(.center) == "    ab    ", "\(row(.center))")
        #expect(row(.trailing).hasSuffix("ab"))
    }
}
