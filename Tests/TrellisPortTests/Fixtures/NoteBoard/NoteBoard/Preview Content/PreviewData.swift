import Foundation

extension NoteStore {
    /// Sample data for #Preview (Xcode compiles Preview Content into debug builds).
    static var preview: NoteStore {
        let store = NoteStore()
        store.notes = ["Preview note"]
        return store
    }
}
