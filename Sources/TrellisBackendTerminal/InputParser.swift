// Terminal input bytes → keys and mouse events. Pure; keeps incomplete sequences.

/// One thing the user did at the terminal.
public enum TerminalInput: Hashable, Sendable {
    /// A printable grapheme (or a run of them: pasted text).
    case text(String)
    /// A key without printable text: Tab, Enter, Backspace, arrows, Escape, Ctrl-letters.
    case key(TerminalKey)
    /// A mouse button pressed at a cell (SGR 1006 reporting; 0-based column and row).
    case mousePress(button: Int, column: Int, row: Int)
    /// The pointer moved to a cell with a button held (SGR 1002 button-event tracking).
    case mouseDrag(button: Int, column: Int, row: Int)
    /// The pointer moved to a cell with no button held (SGR 1003 any-event tracking).
    case mouseMove(column: Int, row: Int)
    /// A mouse button released at a cell.
    case mouseRelease(button: Int, column: Int, row: Int)
    /// The wheel turned at a cell: `-1` up (towards the top), `+1` down.
    case wheel(direction: Int, column: Int, row: Int)
}

public enum TerminalKey: Hashable, Sendable {
    case tab, backTab, enter, backspace, delete, escape
    case up, down, left, right, home, end
    /// Ctrl plus a letter (`"c"` for Ctrl-C), except those above (Tab = Ctrl-I, Enter = Ctrl-M).
    case control(Character)
}

/// Decodes xterm-style input: UTF-8 text, C0 controls, CSI sequences (arrows, Shift-Tab,
/// Delete, Home/End), SGR mouse reports (`ESC [ < b ; x ; y M`) and bracketed pastes
/// (`ESC [ 200 ~` text `ESC [ 201 ~`: what the terminal's own paste inserts, delivered as
/// one text, line breaks and all, never as keys).
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next `feed`.
/// A lone Escape is ambiguous until more input comes: `flushEscape()` (called when no
/// more input is available) reports it as the Escape key.
public struct InputParser: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Appends `bytes` and returns every complete input they finish.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        var out: [TerminalInput] = []
        var i = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { out.append(.text(String(decoding: text, as: UTF8.self))); text.removeAll() }
        }
        while i < pending.count {
            let b = pending[i]
            if b == 0x1B {
                guard let (input, length) = escapeSequence(at: i) else { break }   // incomplete
                flushText()
                if let input { out.append(input) }
                i += length
                continue
            }
            if b < 0x20 || b == 0x7F {
                flushText()
                out.append(.key(controlKey(b)))
                i += 1
                continue
            }
            // UTF-8: wait for the rest of a multi-byte scalar.
            let need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            if i + need > pending.count { break }
            text.append(contentsOf: pending[i..<(i + need)])
            i += need
        }
        flushText()
        pending.removeFirst(i)
        return out
    }

    /// Whether a lone Escape (or another incomplete sequence) is waiting.
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Reports a pending lone Escape as the Escape key (no more input is coming now).
    /// Any other incomplete sequence (a mouse report split across reads) keeps waiting.
    public mutating func flushEscape() -> [TerminalInput] {
        guard pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.key(.escape)]
    }

    private func controlKey(_ b: UInt8) -> TerminalKey {
        switch b {
        case 0x09: return .tab
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        default: return .control(Character(Unicode.Scalar(b + 0x60)))
        }
    }

    /// The input starting with ESC at `i` and its length, `(nil, n)` for a sequence that
    /// is skipped, or `nil` when more bytes are needed.
    private func escapeSequence(at i: Int) -> (TerminalInput?, Int)? {
        guard i + 1 < pending.count else { return nil }
        let b1 = pending[i + 1]
        if b1 == UInt8(ascii: "O") {            // SS3: arrows in application mode
            guard i + 2 < pending.count else { return nil }
            return (arrow(pending[i + 2]).map { .key($0) }, 3)
        }
        guard b1 == UInt8(ascii: "[") else {    // Alt+key or a doubled Escape: report Escape
            return (.key(.escape), 1)
        }
        // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
        var j = i + 2
        while j < pending.count, (0x20...0x3F).contains(pending[j]) { j += 1 }
        guard j < pending.count else { return pending.count - i > 64 ? (nil, pending.count - i) : nil }
        let final = pending[j]
        let params = String(decoding: pending[(i + 2)..<j], as: UTF8.self)
        let length = j - i + 1
        if params == "200", final == UInt8(ascii: "~") { return bracketedPaste(from: i + length, start: i) }
        if params.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouse(params.dropFirst(), pressed: final == UInt8(ascii: "M")), length)
        }
        switch final {
        case UInt8(ascii: "Z"): return (.key(.backTab), length)
        case UInt8(ascii: "H"): return (.key(.home), length)
        case UInt8(ascii: "F"): return (.key(.end), length)
        case UInt8(ascii: "~"):
            switch params {
            case "3": return (.key(.delete), length)
            case "1", "7": return (.key(.home), length)
            case "4", "8": return (.key(.end), length)
            default: return (nil, length)
            }
        default:
            return (arrow(final).map { .key($0) }, length)
        }
    }

    /// The pasted text from `from` up to the closing `ESC [ 201 ~`, and the length of the
    /// whole paste from `start`; nil while the closing sequence has not arrived.
    private func bracketedPaste(from: Int, start: Int) -> (TerminalInput?, Int)? {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]   // ESC [ 2 0 1 ~
        var k = from
        while k + end.count <= pending.count {
            if pending[k] == 0x1B, Array(pending[k ..< k + end.count]) == end {
                // Line breaks as "\n": a terminal pastes CR (or CR LF) for them.
                var bytes: [UInt8] = []
                bytes.reserveCapacity(k - from)
                for q in from..<k where !(pending[q] == 0x0A && q > from && pending[q - 1] == 0x0D) {
                    bytes.append(pending[q] == 0x0D ? 0x0A : pending[q])
                }
                let text = String(decoding: bytes, as: UTF8.self)
                return (text.isEmpty ? nil : .text(text), k + end.count - start)
            }
            k += 1
        }
        return nil
    }

    private func arrow(_ b: UInt8) -> TerminalKey? {
        switch b {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    /// `b;x;y` of an SGR mouse report (1-based cells): presses (`M`), releases (`m`),
    /// motion (bit 32: with a button held, or with none — button bits 3) and wheel turns
    /// (bit 64).
    private func mouse(_ params: Substring, pressed: Bool) -> TerminalInput? {
        let parts = params.split(separator: ";").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let (b, col, row) = (parts[0], parts[1] - 1, parts[2] - 1)
        guard pressed else { return b & 64 != 0 ? nil : .mouseRelease(button: b & 3, column: col, row: row) }
        if b & 32 != 0 {
            return b & 3 == 3 ? .mouseMove(column: col, row: row) : .mouseDrag(button: b & 3, column: col, row: row)
        }
        if b & 64 != 0 { return .wheel(direction: b & 1 == 0 ? -1 : 1, column: col, row: row) }
        return .mousePress(button: b & 3, column: col, row: row)
    }
}
