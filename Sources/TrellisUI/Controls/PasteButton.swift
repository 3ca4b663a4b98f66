// PasteButton: the standard "Paste" button. It reads the desktop's clipboard (text, with
// `wl-paste`, `xclip` or `xsel`, whichever the session has — the X11 backend offers the
// daemon's own copies there too), converts it to the payload type the app asked for, and
// hands it to the app's closure. It is disabled while the clipboard holds nothing the app
// accepts; it looks again when it appears, every couple of seconds while on screen, and
// when it is pressed.
import Foundation
import UniformTypeIdentifiers

/// A button that pastes the clipboard's content into the app: the app says which types it
/// accepts, and its closure receives the clipboard's items as such.
public struct PasteButton: View {
    /// The content types accepted, most preferred first.
    let accepted: [UTType]
    /// Converts the clipboard's items and delivers them.
    let deliver: @MainActor ([_TransferExporter]) -> Void

    @Environment(\.pasteboardReader) private var reader
    @State private var available = false

    public var body: some View {
        let (reader, accepted, deliver) = (self.reader, self.accepted, self.deliver)
        Button {
            Task { @MainActor in
                let items = Self.items(await reader.read())
                if Self.accepts(items, accepted) { deliver(items) }
            }
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .disabled(!available)
        .task {
            while !Task.isCancelled {
                let ok = Self.accepts(Self.items(await reader.read()), accepted)
                if ok != available { available = ok }
                try? await Task.sleep(nanoseconds: 2_000_000_000)
            }
        }
    }

    /// The clipboard's text as transferable items: UTF-8 text, and a URL when it is one.
    static func items(_ text: String?) -> [_TransferExporter] {
        guard let text, !text.isEmpty else { return [] }
        var items = [_TransferExporter(contentType: .utf8PlainText) { _ in Data(text.utf8) }]
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = URL(string: trimmed), url.scheme != nil, !trimmed.contains(" ") {
            items.append(_TransferExporter(contentType: url.isFileURL ? .fileURL : .url) { _ in Data(url.absoluteString.utf8) })
        }
        return items
    }

    /// Whether one of `items` is of (or conforms to) an accepted type.
    static func accepts(_ items: [_TransferExporter], _ accepted: [UTType]) -> Bool {
        items.contains { item in accepted.contains { item.contentType.conforms(to: $0) } }
    }
}

extension PasteButton {
    /// A button that pastes values of `payloadType`: `onPaste` receives the clipboard's
    /// items converted to it (it is disabled while none converts).
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        accepted = T._importedContentTypes
        deliver = { items in
            guard let (exporter, importer) = T._match(items) else { return }
            Task { @MainActor in
                guard let data = try? await exporter.export(()),
                      let value = try? await importer.make(data) as? T else { return }
                onPaste([value])
            }
        }
    }

    /// A button that pastes items of `supportedContentTypes` (most preferred first):
    /// `payloadAction` receives item providers offering the clipboard's content.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        accepted = supportedContentTypes
        deliver = { items in
            let offered = items.filter { item in supportedContentTypes.contains { item.contentType.conforms(to: $0) } }
            payloadAction([_itemProvider(for: offered)])
        }
    }
}

/// Reads the desktop's clipboard text (replaceable in the environment, e.g. by tests).
struct _PasteboardReader {
    let read: @Sendable () async -> String?

    static let system = _PasteboardReader {
        await withCheckedContinuation { (c: CheckedContinuation<String?, Never>) in
            DispatchQueue.global().async { c.resume(returning: readWithSystemTool()) }
        }
    }

    /// The clipboard's text from the first clipboard tool the session can use: Wayland's
    /// `wl-paste`, X11's `xclip` or `xsel`; nil when there is none or it holds no text.
    static func readWithSystemTool() -> String? {
        guard let (_, p) = DesktopTools.firstInstalled(readTools) else { return nil }
        return DesktopTools.output(of: p)
    }

    /// The session's clipboard readers: by the display it has.
    static var readTools: [(String, [String])] {
        let env = ProcessInfo.processInfo.environment
        var tools: [(String, [String])] = []
        if env["WAYLAND_DISPLAY"] != nil { tools.append(("wl-paste", ["--no-newline", "--type", "text"])) }
        if env["DISPLAY"] != nil {
            tools.append(("xclip", ["-selection", "clipboard", "-o"]))
            tools.append(("xsel", ["--clipboard", "--output"]))
        }
        return tools
    }

    /// Whether the session has a display and a clipboard tool for it.
    static var hasSystemTool: Bool { DesktopTools.firstInstalled(readTools) != nil }
}

struct PasteboardReaderKey: EnvironmentKey { static var defaultValue: _PasteboardReader { .system } }

extension EnvironmentValues {
    var pasteboardReader: _PasteboardReader {
        get { self[PasteboardReaderKey.self] }
        set { self[PasteboardReaderKey.self] = newValue }
    }
}
