// UIPasteboard: the desktop's clipboard, as text. TrellisUI connects it to the clipboard
// tools of the session (Wayland's wl-copy/wl-paste, X11's xclip or xsel, the ones
// ShareLink and PasteButton use) when its host is made; with no display or no tool, the
// pasteboard is kept in the process, so copying and pasting inside the app still works.
// The desktop clipboard holds one text item: `strings` reads and writes the first.
import Foundation

/// The system pasteboard (`UIPasteboard.general`), holding text.
public final class UIPasteboard: @unchecked Sendable {
    /// The clipboard every app of the desktop shares.
    public static let general = UIPasteboard()

    /// Reads the desktop clipboard: `.some(text or nil)` when a clipboard tool answered,
    /// `nil` when the session has none (set by TrellisUI).
    nonisolated(unsafe) package static var systemRead: () -> String?? = { nil }
    /// Writes the desktop clipboard; false when the session has no clipboard tool.
    nonisolated(unsafe) package static var systemWrite: (String) -> Bool = { _ in false }

    private let lock = NSLock()
    private var local: String?
    private var changes = 0

    /// How many times this pasteboard's contents were set from this process.
    public var changeCount: Int { lock.withLock { changes } }

    /// The clipboard's text; nil when it holds none.
    public var string: String? {
        get {
            if let system = Self.systemRead() { return system }
            return lock.withLock { local }
        }
        set {
            lock.withLock { changes += 1 }
            if let text = newValue, Self.systemWrite(text) { return }
            lock.withLock { local = newValue }
        }
    }

    /// The clipboard's text as a list (the desktop clipboard holds one item: the first is
    /// written, and reading gives it alone).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// The clipboard's text as a URL, when it is one.
    public var url: URL? {
        get { string.flatMap { URL(string: $0.trimmingCharacters(in: .whitespacesAndNewlines)) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }

    public var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
    /// Whether the clipboard's text is a URL.
    public var hasURLs: Bool { url != nil }
    /// How many items the clipboard holds (0 or 1).
    public var numberOfItems: Int { hasStrings ? 1 : 0 }
}
