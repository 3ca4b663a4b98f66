import Foundation
import OSLog

/// A model file that imports only Foundation (and OSLog, for its logger), as many apps' do: on Apple platforms
/// Foundation brings ObservableObject and @Published with it.
final class NoteStore: ObservableObject {
    @Published var notes: [String] = ["Buy milk", "Call Ada"]
    private let logger = Logger(subsystem: "com.example.NoteBoard", category: "Store")

    func add(_ note: String) {
        notes.append(note)
        logger.info("Added note \(self.notes.count, privacy: .public): \(note)")
    }
}
