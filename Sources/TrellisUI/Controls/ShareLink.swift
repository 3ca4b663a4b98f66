// ShareLink: SwiftUI's button that opens the system share sheet. Linux has no share
// sheet; Trellis shares the way a desktop does: a URL is opened with the environment's
// `openURL` (`xdg-open`: the user's browser or the application for the file — "open
// with"), text is copied to the clipboard (with `wl-copy`, `xclip` or `xsel`, whichever
// the system has), and any other `Transferable` value is saved as a file where the person
// chooses (a save dialog named with the representation's `suggestedFileName`, else the
// preview's title). The default label is "Share" with the share symbol.
import Foundation
import UniformTypeIdentifiers

/// A button that shares an item: opens a URL, copies text to the clipboard, saves other
/// data as a file.
public struct ShareLink<Label: View>: View {
    enum Item {
        case url(URL), text(String)
        /// `Transferable` values, each as the exporters bound to it, and the preview's title
        /// for a file's name.
        case exported([[_TransferExporter]], title: String?)
    }
    let item: Item
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.shareClipboard) private var clipboard
    @State private var saving = false

    public var body: some View {
        if case .exported(let items, let title) = item, let file = _SharedFile(items: items, title: title) {
            Button(action: share) { label }
                .modifier(_FileDialogModifier(isPresented: $saving, mode: .save(contentType: file.contentType, filename: file.name),
                                              onChoose: { urls in file.write(to: urls[0]) }, onCancellation: {}))
        } else {
            Button(action: share) { label }
        }
    }

    private func share() {
        switch item {
        case .url(let u): openURL(u)
        case .text(let s): clipboard.copy(s)
        case .exported(let items, let title):
            if _SharedFile(items: items, title: title) != nil { saving = true; return }
            // Text and links: the first item's kind says which; all items are shared.
            Task { @MainActor in
                var texts: [String] = []
                for exporters in items {
                    guard let e = exporters.first, let data = try? await e.export(()) else { continue }
                    texts.append(String(decoding: data, as: UTF8.self))
                }
                if items.first?.first?.contentType.conforms(to: .url) == true {
                    if let first = texts.first, let url = URL(string: first) { openURL(url) }
                } else if !texts.isEmpty {
                    clipboard.copy(texts.joined(separator: "\n"))
                }
            }
        }
    }
}

/// Shared values saved as files: the first item named as its representation suggests (else
/// the preview's title, else "Untitled") with its type's extension, the others beside it
/// under their own names. Nil when the first item is text or a link.
struct _SharedFile {
    let items: [[_TransferExporter]]
    let contentType: UTType
    let name: String

    init?(items: [[_TransferExporter]], title: String?) {
        guard let first = items.first?.first,
              !first.contentType.conforms(to: .url), !first.contentType.conforms(to: .text) else { return nil }
        self.items = items
        contentType = first.contentType
        name = Self.fileName(first, title: title, index: 0)
    }

    private static func fileName(_ e: _TransferExporter, title: String?, index: Int) -> String {
        let base = e.fileName?(()) ?? title.map { index == 0 ? $0 : "\($0) \(index + 1)" } ?? "Untitled"
        return _exportURL(URL(fileURLWithPath: base), contentType: e.contentType).lastPathComponent
    }

    /// Writes the items: the first at `url`, the others in its folder.
    func write(to url: URL) {
        let first = _exportURL(url, contentType: contentType)
        let folder = first.deletingLastPathComponent()
        let title = first.deletingPathExtension().lastPathComponent
        Task { @MainActor in
            for (i, exporters) in items.enumerated() {
                guard let e = exporters.first else { continue }
                let target = i == 0 ? first : folder.appendingPathComponent(Self.fileName(e, title: title, index: i))
                do {
                    try await e.export(()).write(to: target, options: .atomic)
                } catch {
                    TrellisLog.emit("ShareLink: could not write \(target.path): \(error)")
                }
            }
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

// MARK: Transferable items

extension ShareLink {
    /// Shares a `Transferable` value: text is copied, a link opened, other data saved as a
    /// file; `preview`'s title names the file when the representation suggests no name.
    public init<I: Transferable, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil,
                                         preview: SharePreview<PI, PC>, @ViewBuilder label: () -> Label) {
        self.item = .exported([_exporters(of: item)], title: preview.title.string)
        self.label = label()
    }
    /// Shares several `Transferable` values (texts joined by lines, files saved together).
    public init<Data: RandomAccessCollection, PI, PC>(items: Data, subject: Text? = nil, message: Text? = nil,
                                                     preview: (Data.Element) -> SharePreview<PI, PC>,
                                                     @ViewBuilder label: () -> Label) where Data.Element: Transferable {
        self.item = .exported(items.map { _exporters(of: $0) }, title: items.first.map { preview($0).title.string })
        self.label = label()
    }
    /// Shares several `Transferable` values that need no preview (text, URLs).
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil,
                                              @ViewBuilder label: () -> Label) where Data.Element: Transferable {
        self.item = .exported(items.map { _exporters(of: $0) }, title: nil)
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A "Share" link for a `Transferable` value, with its preview.
    public init<I: Transferable, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: Text("Share")) }
    }
    /// A link titled `titleKey` for a `Transferable` value, with its preview.
    public init<I: Transferable, PI, PC>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                         preview: SharePreview<PI, PC>) {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable, PI, PC>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                           preview: SharePreview<PI, PC>) {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: Text(title)) }
    }
    /// A "Share" link for several `Transferable` values.
    public init<Data: RandomAccessCollection, PI, PC>(items: Data, subject: Text? = nil, message: Text? = nil,
                                                     preview: (Data.Element) -> SharePreview<PI, PC>) where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title: Text("Share")) }
    }
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }
}
