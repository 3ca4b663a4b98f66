// A model file as many apps write it for Apple platforms: it imports Foundation only, where
// Foundation brings Combine along. It compiles here because the target imports Combine and
// FoundationCompat implicitly (`-import-module`, see Package.swift), the setting a port
// applies instead of editing the file.
import Foundation

final class NotesStore: ObservableObject {
    @Published var notes: [String] = []
    /// Where the notes would be saved: `URL.documentsDirectory` comes from FoundationCompat.
    let fileURL = URL.documentsDirectory.appending(path: "notes.json")

    func add(_ note: String) { notes.append(note) }
}
