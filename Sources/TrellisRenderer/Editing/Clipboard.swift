// The text clipboard that fields copy to and paste from.

/// The daemon's text clipboard, shared by its sessions (copy in one app, paste in another).
///
/// Owned by the compositor. It holds the text itself, so copy and paste work on every
/// backend (headless and terminal included); a backend that reaches a system clipboard
/// installs itself as `system`, which then sees every copy and is asked first on paste.
public final class Clipboard {
    /// The last text copied or cut in the daemon (or set by a test).
    public var text: String?
    /// The platform clipboard, if the backend has one (X11's CLIPBOARD selection).
    public weak var system: (any SystemClipboard)?

    public init() {}

    /// Copy or cut: `text` becomes the clipboard's content.
    public func copy(_ text: String) {
        self.text = text
        system?.clipboardCopied(text)
    }

    /// What Paste inserts: the system clipboard's text when it has one, else the last copy.
    public func pasteText() -> String? {
        system?.clipboardText() ?? text
    }

    /// The last text selected in a field (X11's PRIMARY selection: what a middle click
    /// pastes), or set by a test.
    public var primary: String?

    /// A field's selection became `text` (not empty, not a password).
    public func selected(_ text: String) {
        primary = text
        system?.primarySelected(text)
    }

    /// What a middle click inserts: the system's primary selection when another program
    /// owns it, else the last text selected in the daemon.
    public func primaryText() -> String? {
        system?.primaryText() ?? primary
    }
}

/// A backend's access to its platform's clipboard.
public protocol SystemClipboard: AnyObject {
    /// The daemon copied `text`: the platform clipboard should offer it.
    func clipboardCopied(_ text: String)
    /// The platform clipboard's text, when another program owns it and it is text.
    func clipboardText() -> String?
    /// The daemon selected `text`: the platform's primary selection should offer it.
    func primarySelected(_ text: String)
    /// The platform's primary selection, when another program owns it and it is text.
    func primaryText() -> String?
}

extension SystemClipboard {
    /// Platforms without a primary selection keep it in the daemon.
    public func primarySelected(_ text: String) {}
    public func primaryText() -> String? { nil }
}
