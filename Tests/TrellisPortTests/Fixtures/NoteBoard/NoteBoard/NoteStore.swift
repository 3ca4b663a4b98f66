import Foundation
import OSLog

/// A model file that imports only Foundation (and OSLog, for its logger), as many apps' do: on Apple platforms
/// Foundation brings ObservableObject and @Published with it.
final class NoteStore: ObservableObject {
    @Published var notes: [String] = ["Buy milk", "Call Ada"]
    private let logger = Logger(subsystem: "com.example.NoteBoard", category: "Store")

    /// Strings a model file looks up itself, as Foundation does it: Localizable.strings has
    /// both (en.lproj).
    var heading: String { NSLocalizedString("NOTES_HEADING", comment: "Above the notes") }
    var savedLine: String { String(localized: "\(notes.count) notes saved") }

    func add(_ note: String) {
        notes.append(note)
        logger.info("Added note \(self.notes.count, privacy: .public): \(note)")
    }
}
