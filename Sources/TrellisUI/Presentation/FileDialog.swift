// The file dialog Trellis presents for fileImporter and fileExporter. SwiftUI presents the
// system's file picker; Linux desktops have no picker a Trellis window can embed (GTK's and
// the XDG portal's are windows of another toolkit), so Trellis presents this sheet, made of
// its own views: a folder's listing, navigation into folders and back out, the files the
// dialog does not accept greyed out, and Cancel and Open/Save (PlatformDifferences.md).
import Foundation
import UniformTypeIdentifiers

/// One entry of a folder listing.
struct _FileDialogEntry: Identifiable {
    let url: URL
    let isDirectory: Bool
    var id: URL { url }
    var name: String { url.lastPathComponent }
    /// The entry's type: a folder, or the declared type of its extension (data without one).
    var contentType: UTType {
        isDirectory ? .folder : (url.pathExtension.isEmpty ? .data : UTType(filenameExtension: url.pathExtension) ?? .data)
    }

    /// The entries of `directory` (hidden files left out unless asked for), folders first, each group
    /// in Finder's order (numbers by value, case ignored); nil when it cannot be read.
    static func listing(of directory: URL, includingHidden: Bool = false) -> [_FileDialogEntry]? {
        guard let urls = try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey],
            options: includingHidden ? [] : [.skipsHiddenFiles]) else { return nil }
        let entries = urls.map { url -> _FileDialogEntry in
            let isDir = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            return _FileDialogEntry(url: url.standardizedFileURL, isDirectory: isDir == true)
        }
        return entries.sorted {
            if $0.isDirectory != $1.isDirectory { return $0.isDirectory }
            return $0.name.localizedStandardCompare($1.name) == .orderedAscending
        }
    }
}

/// What the dialog is for.
enum _FileDialogMode {
    /// Choose existing files of these types (several when `multiple`).
    case open(types: [UTType], multiple: Bool)
    /// Choose where to save a file of `contentType`, starting with `filename`.
    case save(contentType: UTType, filename: String)
    /// Choose a folder to move files into.
    case move
}

/// The sheet's content: a folder browser with Cancel and a confirm button.
struct _FileDialog: View {
    let mode: _FileDialogMode
    /// Called with the chosen URLs (open) or the one URL to write (save).
    let choose: ([URL]) -> Void
    let cancel: () -> Void

    @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory
    @Environment(\.fileDialogConfirmationLabel) private var confirmationLabel
    @Environment(\.fileDialogMessage) private var message
    @Environment(\.fileExporterFilenameLabel) private var filenameLabel
    @Environment(\.fileDialogBrowserOptions) private var browserOptions
    @Environment(\.fileDialogURLEnabled) private var urlEnabled
    @Environment(\.fileDialogCustomizationID) private var customizationID
    @State private var directory: URL?
    @State private var selection: [URL] = []
    @State private var typedName: String?

    /// Where the dialog opens: where a dialog with its customization ID was last confirmed,
    /// else the directory asked for, else Documents, else home.
    private var startDirectory: URL {
        if let customizationID, let remembered = FileDialogMemory.directory(for: customizationID) { return remembered }
        if let defaultDirectory { return defaultDirectory.standardizedFileURL }
        let documents = URL.documentsDirectory
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDir), isDir.boolValue { return documents }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    private var current: URL { directory ?? startDirectory }

    private var title: String {
        switch mode {
        case .open(_, let multiple): return multiple ? "Choose Files" : "Choose a File"
        case .save: return "Save As"
        case .move: return "Move To"
        }
    }

    private var defaultConfirmation: String {
        switch mode {
        case .open: return "Open"
        case .save: return "Save"
        case .move: return "Move"
        }
    }

    /// Whether the dialog accepts an entry of `type` at `url` (the URL predicate of
    /// `fileDialogURLEnabled` must hold too).
    private func accepts(_ type: UTType, at url: URL) -> Bool {
        guard isEnabled(url) else { return false }
        switch mode {
        case .open(let types, _): return types.contains { type.conforms(to: $0) }
        case .save, .move: return false
        }
    }

    private func isEnabled(_ url: URL) -> Bool {
        guard let urlEnabled else { return true }
        return (try? urlEnabled.evaluate(url)) ?? false
    }

    private var filename: Binding<String> {
        Binding(get: {
            if let typedName { return typedName }
            if case .save(_, let name) = mode { return name }
            return ""
        }, set: { typedName = $0 })
    }

    /// Open: the selection, or the current folder when folders are accepted and nothing is
    /// selected. Save: the typed name in the current folder.
    private var chosen: [URL] {
        switch mode {
        case .open:
            if !selection.isEmpty { return selection }
            return accepts(.folder, at: current) ? [current] : []
        case .move:
            return [current]
        case .save:
            let name = filename.wrappedValue.trimmingCharacters(in: .whitespaces)
            return name.isEmpty || name.contains("/") ? [] : [current.appendingPathComponent(name)]
        }
    }

    var body: some View {
        let entries = _FileDialogEntry.listing(of: current, includingHidden: browserOptions.contains(.includeHiddenFiles))
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Button("Cancel", role: .cancel, action: cancel)
                Spacer()
                Text(title).font(.headline)
                Spacer()
                Button(action: {
                    if let customizationID { FileDialogMemory.remember(current, for: customizationID) }
                    choose(chosen)
                }) { confirmationLabel ?? Text(defaultConfirmation) }
                    .disabled(chosen.isEmpty)
            }
            if let message { message.font(.subheadline).foregroundStyle(.secondary) }
            if case .save = mode {
                HStack {
                    filenameLabel ?? Text("Name:")
                    TextField("Name", text: filename)
                }
            }
            // Where the dialog is: the way up, and the open folder's name (a path would be
            // cut at its end, the part that names the folder).
            HStack {
                Button { open(current.deletingLastPathComponent()) } label: {
                    Label("Enclosing Folder", systemImage: "chevron.left")
                }
                .fixedSize()
                .disabled(current.path == "/")
                Spacer()
                Label(current.path == "/" ? "/" : current.lastPathComponent, systemImage: "folder")
                    .font(.headline)
                    .lineLimit(1)
            }
            if let entries {
                if entries.isEmpty {
                    Text("This folder is empty").foregroundStyle(.secondary)
                }
                List(entries) { entry in row(entry) }
            } else {
                Text("“\(current.lastPathComponent)” cannot be opened").foregroundStyle(.secondary)
                Spacer()
            }
        }
        .padding()
    }

    private func row(_ entry: _FileDialogEntry) -> some View {
        let enabled = entry.isDirectory ? isEnabled(entry.url) : accepts(entry.contentType, at: entry.url)
        return Button { tap(entry) } label: {
            HStack {
                Image(systemName: entry.isDirectory ? "folder" : "doc")
                Text(entry.name)
                Spacer()
                if selection.contains(entry.url) { Image(systemName: "checkmark") }
            }
        }
        .disabled(!enabled)
    }

    private func open(_ folder: URL) {
        directory = folder.standardizedFileURL
        selection = []
    }

    /// A folder opens; an accepted file is selected (toggled in a multiple selection).
    private func tap(_ entry: _FileDialogEntry) {
        if entry.isDirectory { return open(entry.url) }
        guard case .open(_, let multiple) = mode else { return }
        if multiple {
            if let i = selection.firstIndex(of: entry.url) { selection.remove(at: i) } else { selection.append(entry.url) }
        } else {
            selection = [entry.url]
        }
    }
}

/// Remembers, across the sheet's dismissal, whether the dialog finished with a choice; a
/// dismissal without one (Cancel, or the sheet closed another way) is a cancellation.
final class _FileDialogOutcome {
    var chose = false
}

/// Presents `_FileDialog` as a sheet while `isPresented` is true and reports its outcome.
struct _FileDialogModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let mode: _FileDialogMode
    /// Called after `isPresented` is set to false, with the chosen URLs.
    let onChoose: ([URL]) -> Void
    let onCancellation: () -> Void
    @State private var outcome = _FileDialogOutcome()

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: {
            if !outcome.chose { onCancellation() }
            outcome.chose = false
        }) {
            _FileDialog(mode: mode, choose: { urls in
                outcome.chose = true
                isPresented.wrappedValue = false
                onChoose(urls)
            }, cancel: {
                isPresented.wrappedValue = false
            })
        }
    }
}
