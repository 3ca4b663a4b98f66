// The desktop's clipboard as command-line tools see it (Wayland's wl-copy / wl-paste, X11's
// xclip and xsel): ShareLink's copy and PasteButton's read run the first one installed.
import Foundation

enum ClipboardTools {
    /// A process for the first of `candidates` (tool name, arguments) found on the `PATH`,
    /// not yet started; nil when none is installed.
    static func firstInstalled(_ candidates: [(String, [String])]) -> (tool: String, process: Process)? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for (tool, args) in candidates {
            guard let dir = path.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) else { continue }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "\(dir)/\(tool)")
            p.arguments = args
            return (tool, p)
        }
        return nil
    }
}
