// Reading what a headless trellisd wrote with --snapshot-dir.
import Foundation

/// The headless backend's snapshot files in `dir`, in frame order.
func snapshotFiles(in dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
        .filter { $0.hasSuffix(".txt") }
        .sorted()
        .compactMap { try? String(contentsOfFile: dir + "/" + $0, encoding: .utf8) }
}
