// `trellis preview FILE…`: SwiftUI's canvas from the command line. The files (with their
// `#Preview`s and `PreviewProvider`s) are compiled into a small host package against
// this Trellis checkout, and the host renders each preview through `trellisd --backend
// png` into a PNG.
import ArgumentParser
import Foundation
import TrellisPort
import TrellisPreview
import TrellisTesting

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render the previews (#Preview, PreviewProvider) of SwiftUI files to PNGs.",
        discussion: """
            The files are copied into a host package (import SwiftUI becomes import TrellisUI, \
            @main is dropped), built against the Trellis package, and each preview is drawn by \
            trellisd's raster backend into DIR/NAME.png. Pass every file the previews need. The \
            host's build is kept in the scratch directory, so later runs only rebuild the files.
            """)

    @Argument(help: "Swift files, or directories whose .swift files are all used.")
    var paths: [String]

    @Option(name: .customLong("png"), help: "Directory the PNGs are written to.")
    var output: String = "previews"

    @Option(help: "Surface width in points.")
    var width: Double = 400

    @Option(help: "Surface height in points.")
    var height: Double = 800

    @Option(help: "Device pixels per point of the PNGs.")
    var scale: Double = 2

    @Option(help: "The Trellis package to build against (default: the checkout this tool was built from).")
    var package: String?

    @Option(help: "Build directory of the host, kept between runs and shared with trellis port (default: PACKAGE/.build/hosts).")
    var scratch: String?

    func run() async throws {
        let fm = FileManager.default
        let root = package ?? Self.builtFromRoot
        guard fm.fileExists(atPath: root + "/Package.swift") else {
            throw ValidationError("no Trellis package at \(root); pass --package PATH")
        }
        let files = try collectFiles()
        guard !files.isEmpty else { throw ValidationError("no .swift files in \(paths.joined(separator: " "))") }
        // The host package lives in its own folder; its build shares the checkout's host
        // build directory with `trellis port`, so TrellisUI is compiled once for both.
        let hostDir = scratch.map { $0 + "/package" } ?? root + "/.build/preview-host/package"
        let buildDir = scratch.map { $0 + "/build" } ?? HostPackage.sharedScratch(ofCheckout: root)
        let sources = hostDir + "/Sources/PreviewHost"
        try? fm.removeItem(atPath: sources)
        try fm.createDirectory(atPath: sources, withIntermediateDirectories: true)
        var symbols: [String] = []
        var previews = 0
        for (k, file) in files.enumerated() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let name = (file as NSString).lastPathComponent
            let symbol = "_trellisPreviewsOfFile\(k)"
            let scan = PreviewPackage.scan(text)
            previews += scan.previewLines.count + scan.providers.count
            symbols.append(symbol)
            try PreviewPackage.adapt(text, fileName: name, symbol: symbol)
                .write(toFile: sources + "/\(k)_" + name, atomically: true, encoding: .utf8)
        }
        try PreviewPackage.main(symbols: symbols).write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        let texts = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        try PreviewPackage.manifest(trellisRoot: root,
                                    implicitImports: PortPackage.implicitImports(usesNetworking: PortPackage.usesNetworking(texts)))
            .write(toFile: hostDir + "/Package.swift", atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("trellis preview: \(previews) preview(s) in \(files.count) file(s); building the host…\n".utf8))

        let build = HostPackage.prepareSharedBuild(package: hostDir, scratch: buildDir)
        guard try HostPackage.run("swift", build) == 0 else { throw ExitCode(1) }
        let binary = buildDir + "/debug/PreviewHost"
        var env: [String: String] = [:]
        if let d = try? TrellisdLocator.path() { env["TRELLISD"] = d }
        let status = try HostPackage.run(binary, ["--out", output, "--width", "\(width)", "--height", "\(height)",
                                                  "--scale", "\(scale)"], environment: env)
        if status != 0 { throw ExitCode(status) }
    }

    /// The Trellis checkout this tool was compiled from (…/Sources/trellis/PreviewCommand.swift).
    static var builtFromRoot: String { HostPackage.checkoutRoot(ofSourceFile: #filePath) }

    /// `.swift` files among `paths`, directories searched recursively, sorted.
    func collectFiles() throws -> [String] {
        var out: [String] = []
        for p in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else {
                throw ValidationError("no such file: \(p)")
            }
            if isDir.boolValue {
                let found = FileManager.default.enumerator(atPath: p)?.compactMap { $0 as? String } ?? []
                out += found.filter { $0.hasSuffix(".swift") }.sorted().map { p + "/" + $0 }
            } else {
                out.append(p)
            }
        }
        return out
    }
}
