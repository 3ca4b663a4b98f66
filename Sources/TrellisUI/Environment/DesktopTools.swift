// Desktop command-line tools the client library asks things of: the clipboard tools
// (Wayland's wl-copy / wl-paste, X11's xclip and xsel) for ShareLink's copy and
// PasteButton's read, and `gsettings` for the system colour scheme.
import Foundation

enum DesktopTools {
    /// A process for the first of `candidates` (tool name, arguments) found on the `PATH`,
    /// not yet started; nil when none is installed.
    static func firstInstalled(_ candidates: [(String, [String])],
                               path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        -> (tool: String, process: Process)? {
        for (tool, args) in candidates {
            guard let dir = path.split(separator: ":").first(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
            }) else { continue }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "\(dir)/\(tool)")
            p.arguments = args
            return (tool, p)
        }
        return nil
    }

    /// Runs `p` and returns what it wrote, or nil when it cannot start or exits non-zero.
    static func output(of p: Process) -> String? {
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
