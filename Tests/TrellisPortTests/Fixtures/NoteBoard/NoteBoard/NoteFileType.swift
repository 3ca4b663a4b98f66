import UniformTypeIdentifiers

extension UTType {
    /// The app's own note format: plain text underneath.
    static let note = UTType(exportedAs: "com.example.noteboard.note", conformingTo: .plainText)
}

enum NoteFileType {
    static var summary: String {
        "Saves \(UTType.plainText.preferredFilenameExtension ?? "?") text: \(UTType.note.conforms(to: .text))"
    }
}
