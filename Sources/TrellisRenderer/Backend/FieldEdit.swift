// Typing into a text field from an interactive backend (terminal, X11): the shared rule for
// keystrokes that arrive faster than the app echoes them.
import TrellisProtocol

/// The text being typed into the focused field of one surface.
///
/// The app owns the text: it receives the field's whole new text in `inputText` and
/// commits it back. Keystrokes typed faster than the app echoes them must not be lost, so
/// the text last sent is kept here and edited further; a committed text that is neither
/// what was sent nor an older echo of it means the app changed the text itself (e.g.
/// cleared the field after Add), and typing continues from there.
public struct FieldEdit: Sendable {
    /// The field being typed into.
    public let node: NodeID
    /// The text as the user sees it (sent, perhaps not yet committed back).
    public private(set) var text: String
    /// Texts sent and not yet seen committed, oldest first.
    private var inFlight: [String] = []

    /// Starts editing when `node` is a text field of `frame` (else nil).
    public init?(focusing node: NodeID, in frame: CommittedFrame?) {
        guard let item = frame?.items.last(where: { $0.id == node }), item.kind == .textField else { return nil }
        self.node = node
        text = item.text
    }

    /// Follows a newly drawn frame; false when the field is gone (stop editing).
    public mutating func drew(_ frame: CommittedFrame) -> Bool {
        guard let item = frame.items.last(where: { $0.id == node }), item.kind == .textField else { return false }
        let committed = item.text
        if let i = inFlight.firstIndex(of: committed) {
            inFlight.removeFirst(i + 1)        // an echo: ours, possibly an older one
        } else if committed != text {
            text = committed                   // the app set the text
            inFlight = []
        }
        return true
    }

    /// Applies `change`; returns the new whole text to deliver as `.text`, or nil when
    /// nothing changed.
    public mutating func edit(_ change: (inout String) -> Void) -> String? {
        let before = text
        change(&text)
        guard text != before else { return nil }
        inFlight.append(text)
        return text
    }

    /// Whether the field is a multi-line `TextEditor` in `frame` (Return types a newline).
    public func isMultiline(in frame: CommittedFrame?) -> Bool {
        frame?.items.last(where: { $0.id == node })?.isMultiline == true
    }
}
