// Issue 35: keyboardShortcut, onLongPressGesture, @GestureState with updating(_:body:).
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct ShortcutDemo: View {
    @State var saved = 0
    @State var cancelled = 0
    @State var enabled = true
    var body: some View {
        VStack {
            Text("saved \(saved) cancelled \(cancelled)")
            Button("Save") { saved += 1 }.keyboardShortcut("s")
            Button("Cancel") { cancelled += 1 }.keyboardShortcut(.cancelAction)
            Button("Disable") { enabled = false }
            Button("Print") { saved += 100 }.keyboardShortcut("p", modifiers: [.command, .shift]).disabled(!enabled)
        }
    }
}

private struct LongPressDemo: View {
    @State var count = 0
    @State var pressing = false
    var body: some View {
        VStack {
            Text("long \(count) \(pressing ? "pressing" : "idle")")
            Text("Hold me")
                .frame(width: 200, height: 60)
                .onLongPressGesture(minimumDuration: 0.1, maximumDistance: 10) { count += 1 } onPressingChanged: { pressing = $0 }
        }
    }
}

private struct GestureStateDemo: View {
    @GestureState var offset: CGFloat = 0
    @State var ends = 0
    var body: some View {
        VStack {
            Text("offset \(Int(offset)) ends \(ends)")
            Color.blue.frame(width: 200, height: 60)
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($offset) { value, state, _ in state = value.translation.width }
                    .onEnded { _ in ends += 1 })
        }
    }
}

@MainActor
private func draggableNode(_ h: Harness) -> NodeID? {
    h.connection.visibleNodes().first { h.connection.property(.draggable, of: $0) == .draggable(true) }
}

@MainActor
private func drag(_ h: Harness, _ id: NodeID, _ phase: DragPhase, dx: Double) {
    let f = h.connection.frame(of: id)!
    let sx = f.x + 20, sy = f.y + 20
    h.connection.inject(.inputDrag(id: id, phase: phase, x: sx + dx, y: sy, startX: sx, startY: sy, frame: f))
    h.settle()
}

extension TrellisUITests {
    @MainActor @Suite struct InputGestureAPI {
        @Test("keyboardShortcut presses its button while the window has focus; Control stands for Command")
        func keyboardShortcut() {
            let h = Harness(ShortcutDemo())
            h.tap("Disable")   // focuses a control, so keys reach the app
            h.connection.press(key: UInt32(UnicodeScalar("s").value), modifiers: KeyModifiers.control.rawValue)
            h.settle()
            #expect(h.texts.contains("saved 1 cancelled 0"))
            h.connection.press(key: UInt32(UnicodeScalar("s").value))   // without the modifier: nothing
            h.settle()
            #expect(h.texts.contains("saved 1 cancelled 0"))
            h.connection.press(key: KeyCode.escape.rawValue)
            h.settle()
            #expect(h.texts.contains("saved 1 cancelled 1"))
            // A disabled button is not pressed by its shortcut.
            h.connection.press(key: UInt32(UnicodeScalar("p").value),
                               modifiers: KeyModifiers.control.rawValue | KeyModifiers.shift.rawValue)
            h.settle()
            #expect(h.texts.contains("saved 1 cancelled 1"))
            #expect(KeyboardShortcut("s").matches(KeyPress(key: "s", characters: "s", modifiers: .command, phase: .down)))
            #expect(!KeyboardShortcut("s").matches(KeyPress(key: "s", characters: "s", modifiers: [.command, .option], phase: .down)))
        }

        @Test("onLongPressGesture succeeds after minimumDuration while held, not on a short press or a move")
        func longPress() async throws {
            let h = Harness(LongPressDemo())
            let id = try #require(draggableNode(h))
            drag(h, id, .began, dx: 0)
            #expect(h.texts.contains("long 0 pressing"))
            drag(h, id, .ended, dx: 0)   // released at once: too short
            #expect(h.texts.contains("long 0 idle"))

            drag(h, id, .began, dx: 0)
            // Real time: wait up to 3 s (a loaded machine delays the duration's timer).
            for _ in 0..<60 where !h.texts.contains("long 1 idle") {
                try await Task.sleep(nanoseconds: 50_000_000)
                h.settle()
            }
            #expect(h.texts.contains("long 1 idle"), "succeeds while still held")
            drag(h, id, .ended, dx: 0)
            #expect(h.texts.contains("long 1 idle"), "and only once")

            drag(h, id, .began, dx: 0)
            drag(h, id, .changed, dx: 40)   // moved beyond maximumDistance: fails
            try await Task.sleep(nanoseconds: 250_000_000)
            h.settle()
            drag(h, id, .ended, dx: 40)
            #expect(h.texts.contains("long 1 idle"))
        }

        @Test("@GestureState follows the drag through updating(_:body:) and resets when it ends")
        func gestureState() throws {
            let h = Harness(GestureStateDemo())
            let id = try #require(draggableNode(h))
            drag(h, id, .began, dx: 0)
            drag(h, id, .changed, dx: 30)
            #expect(h.texts.contains("offset 30 ends 0"))
            drag(h, id, .changed, dx: 45)
            #expect(h.texts.contains("offset 45 ends 0"))
            drag(h, id, .ended, dx: 45)
            #expect(h.texts.contains("offset 0 ends 1"))
        }
    }
}

@MainActor @Suite struct DoubleTapTests {
    struct Counter: View {
        @State var doubles = 0
        var body: some View {
            Text("double \(doubles)").onTapGesture(count: 2) { doubles += 1 }
        }
    }

    @Test("onTapGesture(count: 2) runs once per two quick taps, not on one")
    func doubleTap() {
        let h = Harness(Counter())
        h.tap("double 0")
        #expect(h.texts.contains("double 0"), "one tap is not a double tap")
        h.tap("double 0")
        #expect(h.texts.contains("double 1"))
        h.tap("double 1")
        #expect(h.texts.contains("double 1"), "a third tap starts a new run")
        let counter = TapCounter()
        #expect(!counter.tap(completes: 2) && counter.tap(completes: 2))
    }
}

/// Two boxes logging the phases their onKeyPress handlers see (each is a focus target).
private struct KeyPhaseDemo: View {
    @State private var log: [String] = []
    static func name(_ p: KeyPress.Phases) -> String { p == .down ? "down" : p == .repeat ? "repeat" : "up" }
    var body: some View {
        VStack {
            Text(log.isEmpty ? "none" : log.joined(separator: " "))
            Color.blue.frame(width: 80, height: 40)
                .onKeyPress(phases: .all) { press in log.append("all-\(Self.name(press.phase))"); return .handled }
            Color.green.frame(width: 80, height: 40)
                .onKeyPress(keys: [.upArrow]) { press in log.append("up-\(Self.name(press.phase))"); return .handled }
        }
    }
}

/// One box with two stacked onKeyPress modifiers and a third view after it.
private struct StackedKeys: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text(log.isEmpty ? "none" : log.joined(separator: " "))
            Color.blue.frame(width: 80, height: 40)
                .onKeyPress(.upArrow) { log.append("up"); return .handled }
                .onKeyPress(.downArrow) { log.append("down"); return .handled }
            Button("after") { log.append("after") }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct KeyPhaseTests {
        @Test("stacked onKeyPress modifiers on one view: both handlers get their keys, and the view is one Tab stop")
        func stackedHandlers() {
            let h = Harness(StackedKeys())
            let c = h.connection
            c.press(key: KeyCode.tab.rawValue)
            h.settle()
            c.press(key: KeyCode.up.rawValue)
            c.press(key: KeyCode.down.rawValue)
            h.settle()
            #expect(h.texts.contains("up down"), "\(h.texts)")
            // The next Tab goes to the button, not to a second stop on the box.
            c.press(key: KeyCode.tab.rawValue)
            h.settle()
            c.press(key: KeyCode.space.rawValue)
            h.settle()
            #expect(h.texts.contains("up down after"), "\(h.texts)")
        }

        @Test("onKeyPress phases: .all sees a press, its repeat and its release; the default takes the press and its repeats, not the release")
        func phases() {
            let h = Harness(KeyPhaseDemo())
            let c = h.connection
            c.press(key: KeyCode.tab.rawValue)
            h.settle()
            c.press(key: KeyCode.right.rawValue)
            c.keyPhase(KeyCode.right.rawValue, .repeated)
            c.keyPhase(KeyCode.right.rawValue, .released)
            h.settle()
            c.press(key: KeyCode.tab.rawValue)
            h.settle()
            c.press(key: KeyCode.up.rawValue)
            c.keyPhase(KeyCode.up.rawValue, .repeated)
            c.keyPhase(KeyCode.up.rawValue, .released)
            h.settle()
            #expect(h.texts.contains("all-down all-repeat all-up up-down up-repeat"), "\(h.texts)")
        }
    }
}
