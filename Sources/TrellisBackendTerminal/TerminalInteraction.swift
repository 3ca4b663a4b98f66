// What a keystroke or click means, given what is on screen: pure state, no terminal I/O.
import TrellisProtocol
import TrellisRenderer

/// The terminal backend's input logic: which surface is in front, what is focused, and the
/// translation of terminal input into actions.
///
/// Text fields: while one has focus, typed text and editing keys go to the daemon's
/// editing model (caret, selection, undo) as they are; otherwise `q` quits and Space
/// activates the focused control. Ctrl-C copies a focused field's selection and quits
/// otherwise.
public struct TerminalInteraction {
    /// What the backend should do.
    public enum Action: Hashable, Sendable {
        case deliver(InputEvent, SurfaceID)
        case quit
        /// Forget what is on screen and paint everything (Ctrl-L).
        case repaint
        /// The focus mark or typed text changed: present again.
        case redrawFocus
    }

    /// The last frame of each open surface.
    public private(set) var frames: [SurfaceID: CommittedFrame] = [:]
    /// Surfaces in the order they last drew; the last is in front.
    private var order: [SurfaceID] = []
    private var focus: [SurfaceID: NodeID] = [:]

    public init() {}

    /// The surface shown and receiving input.
    public var front: SurfaceID? { order.last }

    public func focusState(_ s: SurfaceID) -> FocusState {
        FocusState(node: focus[s])
    }

    public mutating func drew(_ frame: CommittedFrame, on s: SurfaceID) {
        frames[s] = frame
        order.removeAll { $0 == s }
        order.append(s)
    }

    /// Whether a text field has focus on `s` (keys and text then edit it).
    private func isEditing(_ s: SurfaceID) -> Bool {
        guard let id = focus[s], let frame = frames[s] else { return false }
        return frame.editing?.id == id || frame.items.last(where: { $0.id == id })?.kind == .textField
    }

    public mutating func closed(_ s: SurfaceID) {
        frames[s] = nil
        focus[s] = nil
        order.removeAll { $0 == s }
    }

    public mutating func focusChanged(to node: NodeID?, on s: SurfaceID) {
        focus[s] = node
    }

    /// What `input` means now.
    public mutating func translate(_ input: TerminalInput) -> [Action] {
        if case .key(.control("c")) = input {
            // Ctrl-C copies a field's selection (the daemon's editing model; OSC 52 hands it
            // to the terminal); with nothing selected it quits, as in a terminal program.
            if let s = front, isEditing(s), let e = frames[s]?.editing, !e.selection.isEmpty {
                return [.deliver(.key(UInt32(UInt8(ascii: "c")), modifiers: KeyModifiers.control.rawValue), s)]
            }
            return [.quit]
        }
        if case .key(.control("l")) = input { return [.repaint] }
        guard let s = front else {
            if case .text(let t) = input, t.contains("q") { return [.quit] }
            return []
        }
        switch input {
        case .text(let t):
            if isEditing(s) { return [.deliver(.text(t), s)] }
            var out: [Action] = []
            for ch in t {
                if ch == "q" { return out + [.quit] }
                if ch == " " { out += activate(s); continue }
                if let v = ch.unicodeScalars.first?.value, ch.unicodeScalars.count == 1 {
                    out.append(.deliver(.key(v, modifiers: 0), s))
                }
            }
            return out
        case .key(let k):
            switch k {
            case .tab: return [.deliver(.key(KeyCode.tab.rawValue, modifiers: 0), s)]
            case .backTab: return [.deliver(.key(KeyCode.backTab.rawValue, modifiers: KeyModifiers.shift.rawValue), s)]
            case .enter:
                if !isEditing(s), focus[s] != nil { return activate(s) }
                return [.deliver(.key(KeyCode.enter.rawValue, modifiers: 0), s)]
            case .backspace:
                return [.deliver(.key(KeyCode.backspace.rawValue, modifiers: 0), s)]
            case .escape: return [.deliver(.key(KeyCode.escape.rawValue, modifiers: 0), s)]
            case .up: return [.deliver(.key(KeyCode.up.rawValue, modifiers: 0), s)]
            case .down: return [.deliver(.key(KeyCode.down.rawValue, modifiers: 0), s)]
            case .left: return [.deliver(.key(KeyCode.left.rawValue, modifiers: 0), s)]
            case .right: return [.deliver(.key(KeyCode.right.rawValue, modifiers: 0), s)]
            case .delete: return [.deliver(.key(KeyCode.deleteForward.rawValue, modifiers: 0), s)]
            case .home: return [.deliver(.key(KeyCode.home.rawValue, modifiers: 0), s)]
            case .end: return [.deliver(.key(KeyCode.end.rawValue, modifiers: 0), s)]
            case .control(let c):
                guard let v = c.unicodeScalars.first?.value else { return [] }
                return [.deliver(.key(v, modifiers: KeyModifiers.control.rawValue), s)]
            }
        case .mousePress(let button, let column, let row):
            if button == 2 { return [.deliver(.secondaryClick(TerminalMetrics.centre(column: column, row: row)), s)] }
            guard button == 0 else { return [] }
            let p = TerminalMetrics.centre(column: column, row: row)
            return [.deliver(.tap(p), s), .deliver(.drag(.began, p), s)]
        case .mouseDrag(let button, let column, let row):
            guard button == 0 else { return [] }
            return [.deliver(.drag(.changed, TerminalMetrics.centre(column: column, row: row)), s)]
        case .mouseMove(let column, let row):
            return [.deliver(.pointer(TerminalMetrics.centre(column: column, row: row)), s)]
        case .mouseRelease(let button, let column, let row):
            guard button == 0 else { return [] }
            return [.deliver(.drag(.ended, TerminalMetrics.centre(column: column, row: row)), s)]
        case .wheel(let direction, let column, let row):
            return [.deliver(.scroll(at: TerminalMetrics.centre(column: column, row: row), dx: 0,
                                     dy: Double(direction) * TerminalMetrics.cellHeight), s)]
        }
    }

    /// Enter/Space on a focused node: a tap at its centre.
    private func activate(_ s: SurfaceID) -> [Action] {
        guard let id = focus[s], let f = frames[s]?.items.last(where: { $0.id == id })?.frame else { return [] }
        return [.deliver(.tap(WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2)), s)]
    }
}
