import Foundation
import FoundationCompat
import Testing

@Suite("FileWrapper (FoundationCompat)")
struct FileWrapperTests {
    @Test("a folder of wrappers writes to disk and reads back; names taken get a number")
    func roundTrip() throws {
        let dir = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        #expect(dir.isDirectory && !dir.isRegularFile)
        #expect(dir.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt") == "2 a.txt")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try dir.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
        #expect(dir.filename == url.lastPathComponent)
        let read = try FileWrapper(url: url)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?.keys.sorted() == ["2 a.txt", "a.txt"])
        #expect(read.fileWrappers?["2 a.txt"]?.regularFileContents == Data("B".utf8))
        #expect(read.fileWrappers?["a.txt"]?.filename == "a.txt")
    }
}
