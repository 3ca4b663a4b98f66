// SwiftUI's preview canvas, on Linux, from the command line: renders previews (`#Preview`
// and `PreviewProvider`) to PNGs through a real `trellisd --backend png`. `trellis
// preview` generates a small package whose main calls `PreviewRenderer.main`; a test can
// call `render` with entries it lists itself.
import Foundation
import TrellisTesting
import TrellisUI

/// One preview to render: a title (used for the file name) and how to make the view.
public struct PreviewEntry {
    public let title: String
    public let make: @MainActor () -> any View

    public init(title: String, make: @escaping @MainActor () -> any View) {
        self.title = title
        self.make = make
    }

    /// A `#Preview` of `file` at `line`: titled by its name, else by the file and line.
    @MainActor
    public init(registration: any _PreviewRegistration.Type, file: String, line: Int) {
        let base = (file as NSString).deletingPathExtension
        title = registration.name.map { "\(base)-\($0)" } ?? "\(base)-\(line)"
        make = { registration._makePreview() }
    }

    /// A `PreviewProvider`: its `previews`, titled by the provider's type.
    @MainActor
    public init<P: PreviewProvider>(provider: P.Type, file: String) {
        title = String(describing: provider)
        make = { P.previews }
    }
}

/// Renders previews with the raster backend.
public enum PreviewRenderer {
    /// Options of a render: the surface size in points and the device scale of the PNGs.
    public struct Options: Sendable {
        public var width = 400.0
        public var height = 800.0
        public var scale = 2.0
        public init(width: Double = 400, height: Double = 800, scale: Double = 2) {
            self.width = width; self.height = height; self.scale = scale
        }
    }

    /// Renders each entry into `directory` as `TITLE.png` (title made file-safe, numbered
    /// when two are the same); returns the paths written, in order.
    @MainActor
    public static func render(_ entries: [PreviewEntry], to directory: String, options: Options = .init()) async throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let frames = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                                 appropriateFor: URL(fileURLWithPath: directory), create: true).path
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let daemon = try TestDaemon(backend: "png", width: options.width, height: options.height,
                                    arguments: ["--out", frames, "--scale", "\(options.scale)"])
        // Stopped before returning: a Task could outlive the process and leave it running.
        defer { _ = try? daemon.stop(signal: SIGTERM) }
        var written: [String] = []
        var used: Set<String> = []
        for entry in entries {
            let before = Set((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? [])
            let host = try await TestHost(width: options.width, height: options.height, daemon: daemon) {
                AnyView(entry.make())
            }
            try await host.settle()
            await host.close()
            let after = (try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []
            // The newest frame of this preview's session (names sort by frame number).
            guard let last = after.filter({ !before.contains($0) && $0.hasSuffix(".png") }).max() else {
                throw PreviewError("\(entry.title): the daemon drew no frame")
            }
            var name = fileSafe(entry.title)
            var n = 2
            while used.contains(name) { name = fileSafe(entry.title) + "-\(n)"; n += 1 }
            used.insert(name)
            let out = directory + "/" + name + ".png"
            try? FileManager.default.removeItem(atPath: out)
            try FileManager.default.copyItem(atPath: frames + "/" + last, toPath: out)
            written.append(out)
        }
        return written
    }

    /// The entry point of a generated preview host: `--out DIR [--width W] [--height H]
    /// [--scale S]`; prints each PNG written, exits 1 with a message on failure.
    @MainActor
    public static func main(_ entries: [PreviewEntry]) async {
        var options = Options()
        var out = "previews"
        var args = CommandLine.arguments.dropFirst().makeIterator()
        while let a = args.next() {
            let value = args.next() ?? ""
            switch a {
            case "--out": out = value
            case "--width": options.width = Double(value) ?? options.width
            case "--height": options.height = Double(value) ?? options.height
            case "--scale": options.scale = Double(value) ?? options.scale
            default: FileHandle.standardError.write(Data("preview: unknown option \(a)\n".utf8)); exit(2)
            }
        }
        do {
            if entries.isEmpty { FileHandle.standardError.write(Data("preview: the files declare no previews\n".utf8)) }
            for path in try await render(entries, to: out, options: options) { print(path) }
        } catch {
            FileHandle.standardError.write(Data("preview: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func fileSafe(_ s: String) -> String {
        let mapped = s.unicodeScalars.map { c -> Character in
            CharacterSet.alphanumerics.contains(c) || "-_.".unicodeScalars.contains(c) ? Character(c) : "_"
        }
        return mapped.isEmpty ? "preview" : String(mapped)
    }
}

/// A preview that could not be rendered.
public struct PreviewError: Error, CustomStringConvertible {
    public let description: String
    init(_ d: String) { description = d }
}
