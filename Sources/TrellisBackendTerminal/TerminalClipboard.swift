// Copy in a terminal: OSC 52 hands the copied text to the terminal, which puts it on the
// desktop's clipboard (xterm, kitty, foot, WezTerm, iTerm2; tmux with `set-clipboard on`
// keeps it as a paste buffer). Paste comes the other way as a bracketed paste (InputParser).
import TrellisRenderer

extension TerminalBackend: SystemClipboard {
    /// The daemon copied `text`: offered to the terminal with OSC 52 (clipboard `c`). A
    /// terminal that does not support it ignores the sequence; the daemon's own clipboard
    /// still pastes it in the daemon.
    public func clipboardCopied(_ text: String) {
        writeControl(Self.osc52(text))
    }

    /// nil: the daemon does not ask the terminal for its clipboard (most terminals refuse
    /// OSC 52 reads, and the answer would come later as input). Ctrl-V pastes the daemon's
    /// last copy; the terminal's own paste key pastes the desktop's (bracketed paste).
    public func clipboardText() -> String? { nil }

    /// `ESC ] 52 ; c ; BASE64 ESC \`: set the clipboard to `text`.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{1B}\\"
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = bytes[i], b1 = n > 1 ? bytes[i + 1] : 0, b2 = n > 2 ? bytes[i + 2] : 0
            out.append(table[Int(b0 >> 2)])
            out.append(table[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(n > 1 ? table[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(n > 2 ? table[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
