// ShareLink: SwiftUI's button that opens the system share sheet. Linux has no share
// sheet; Trellis shares the way a desktop does: a URL is opened with the environment's
// `openURL` (`xdg-open`: the user's browser or the application for the file — "open
// with"), and text is copied to the clipboard (with `wl-copy`, `xclip` or `xsel`,
// whichever the system has). The default label is "Share" with the share symbol.
import Foundation

/// A button that shares an item: opens a URL, copies text to the clipboard.
public struct ShareLink<Label: View>: View {
    enum Item { case url(URL), text(String) }
    let item: Item
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.shareClipboard) private var clipboard

    public var body: some View {
        Button(action: share) { label }
    }

    private func share() {
        switch item {
        case .url(let u): openURL(u)
        case .text(let s): clipboard.copy(s)
        }
    }
}

extension ShareLink {
    /// Shares `item` (opens it); the subject and message are accepted (no share sheet).
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = .url(item)
        self.label = label()
    }
    /// Shares `item` (copies it to the clipboard).
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = .text(item)
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` with the standard "Share" label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }
    /// Shares `item` with a titled label.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(title)) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(title)) }
    }
}

/// The label of a `ShareLink` made without one: its title ("Share" unless given) beside
/// the share symbol, drawn by the environment's label style.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        TrellisUI.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// Puts text on the desktop's clipboard (replaceable in the environment, e.g. by tests).
struct _ShareClipboard {
    let copy: (String) -> Void

    static let system = _ShareClipboard { text in MainActor.assumeIsolated { copyWithSystemTool(text) } }

    @MainActor
    static func copyWithSystemTool(_ text: String) {
        if !copyIfPossible(text) {
            TrellisLog.emit("ShareLink: no clipboard tool (wl-copy, xclip, xsel) for this session's display; not copied")
        }
    }

    /// Copies `text` with the session's clipboard tool (by the display it has); false when
    /// there is none (UIPasteboard then keeps the text in the process).
    static func copyIfPossible(_ text: String) -> Bool {
        let env = ProcessInfo.processInfo.environment
        var tools: [(String, [String])] = []
        if env["WAYLAND_DISPLAY"] != nil { tools.append(("wl-copy", [])) }
        if env["DISPLAY"] != nil { tools += [("xclip", ["-selection", "clipboard"]), ("xsel", ["--clipboard", "--input"])] }
        guard let (_, p) = DesktopTools.firstInstalled(tools) else { return false }
        let pipe = Pipe()
        p.standardInput = pipe
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return false }
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        p.waitUntilExit()
        return p.terminationStatus == 0
    }
}

struct ShareClipboardKey: EnvironmentKey { static var defaultValue: _ShareClipboard { .system } }

extension EnvironmentValues {
    var shareClipboard: _ShareClipboard {
        get { self[ShareClipboardKey.self] }
        set { self[ShareClipboardKey.self] = newValue }
    }
}
