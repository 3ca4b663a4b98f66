import Foundation

/// A model file that imports only Foundation, as many apps' do: on Apple platforms
/// Foundation brings ObservableObject and @Published with it.
final class NoteStore: ObservableObject {
    @Published var notes: [String] = ["Buy milk", "Call Ada"]

    func add(_ note: String) {
        notes.append(note)
    }
}
