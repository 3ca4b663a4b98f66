import Foundation

/// Locates files of the repository from this source file's path, so tests read the
/// committed schema, generated code and vectors wherever the checkout lives.
enum RepoFiles {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // TrellisProtocolTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // repository root

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: url(relative)))
    }

    static func list(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []).sorted()
    }
}
