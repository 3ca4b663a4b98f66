// navigationDocument: the document a screen shows, for the title menu. On iOS the title then
// opens a menu headed by the document's preview with ways to share it; Trellis draws the same
// as a title menu (ToolbarTitleMenu.swift): the document's name as the menu's header and
// "Share", which puts the document's text or URL on the clipboard, as Trellis's ShareLink
// does. A document with no text or URL representation (only binary data) has nothing the
// clipboard can take: its Share item is disabled.
import Foundation
import UniformTypeIdentifiers

/// The title menu of a screen's document.
struct _NavigationDocumentMenu: View {
    /// The document's name (the preview's title, or a URL's last path component).
    let name: Text?
    /// The document as text for the clipboard: known at once (a URL) or exported from the
    /// document's text or URL representation; nil when it has neither.
    let text: _DocumentText?
    @Environment(\._barTitle) private var title
    @Environment(\.shareClipboard) private var clipboard

    var body: some View {
        Menu {
            if let name { Section { name } }
            Button("Share", systemImage: "square.and.arrow.up") {
                switch text {
                case .known(let s)?: clipboard.copy(s)
                case .exported(let export)?:
                    let clipboard = self.clipboard
                    Task { @MainActor in if let s = await export() { clipboard.copy(s) } }
                case nil: break
                }
            }
            .disabled(text == nil)
        } label: {
            _TitleMenuLabel(title: title ?? name ?? Text(""))
        }
    }
}

/// What a document shares as text.
enum _DocumentText {
    case known(String)
    case exported(() async -> String?)
}

/// The text `document` shares: its first exported representation that is text or a URL.
func _documentText<D: Transferable>(_ document: D) -> _DocumentText? {
    let textual = _exporters(of: document).filter { $0.contentType.conforms(to: .plainText) || $0.contentType.conforms(to: .url) }
    guard let first = textual.first else { return nil }
    return .exported { (try? await first.export(())).map { String(decoding: $0, as: UTF8.self) } }
}

extension View {
    /// Makes the file at `url` the screen's document: the navigation title opens a menu
    /// headed by the file's name, with Share (the URL to the clipboard).
    public func navigationDocument(_ url: URL) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) {
                _NavigationDocumentMenu(name: Text(url.lastPathComponent), text: .known(url.absoluteString))
            }
        }
    }

    /// Makes `document` the screen's document: the navigation title opens a menu with
    /// Share (its text or URL representation to the clipboard).
    public func navigationDocument<D: Transferable>(_ document: D) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) { _NavigationDocumentMenu(name: nil, text: _documentText(document)) }
        }
    }

    /// Makes `document` the screen's document, headed in the title menu by `preview`'s title.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) { _NavigationDocumentMenu(name: preview.title, text: _documentText(document)) }
        }
    }

    /// Makes `document` the screen's document, headed in the title menu by `preview`'s title.
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
        _ document: D, preview: SharePreview<I1, I2>) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) { _NavigationDocumentMenu(name: preview.title, text: _documentText(document)) }
        }
    }
}
