// `trellis port` for real: the fixture apps ported, built against this checkout with
// `swift build`, and run against a real trellisd (headless, writing each frame as a text
// snapshot). The builds share the checkout's host build directory (.build/hosts) with
// `trellis preview` and `trellis port`, so only the first one compiles TrellisUI.
import Foundation
import Testing
import TrellisPort
import TrellisTesting

private let trellisRoot = HostPackage.checkoutRoot(ofSourceFile: #filePath)

@Suite(.serialized) struct PortEndToEndTests {
    /// Ports `fixture` into a fresh folder and builds it.
    func portAndBuild(_ fixture: String) throws -> (PortedApp, PortedApp.Build, String) {
        let out = try makeTemporaryFolder()
        let ported = try PortedApp.port(portFixtures + "/" + fixture, output: out + "/" + fixture + "-linux",
                                        trellisRoot: trellisRoot)
        let build = try ported.build(trellisRoot: trellisRoot)
        return (ported, build, out)
    }

    /// Runs the built app against a headless trellisd until a frame shows every one of
    /// `texts`; returns that frame's snapshot.
    func runUntilShown(_ executable: String, _ texts: [String]) async throws -> String {
        let frames = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let daemon = try TestDaemon(backend: "headless", width: 390, height: 844, arguments: ["--snapshot-dir", frames])
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.environment = ProcessInfo.processInfo.environment.merging(["TRELLIS_SOCKET": daemon.socketPath]) { $1 }
        app.standardInput = FileHandle.nullDevice
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        defer {
            if app.isRunning { app.terminate() }
            app.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(30)
        var last = ""
        while Date() < deadline {
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []).sorted().reversed() {
                let text = (try? String(contentsOfFile: frames + "/" + file, encoding: .utf8)) ?? ""
                if texts.allSatisfy(text.contains) { await daemon.stop(); return text }
                if last.isEmpty { last = text }
            }
            #expect(app.isRunning, "the app exited with status \(app.terminationStatus)")
            if !app.isRunning { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        await daemon.stop()
        Issue.record("no frame showed \(texts); a frame: \(last.prefix(2000)); daemon: \(daemon.stderrTail())")
        return last
    }

    @Test("NoteBoard (no project file): builds unchanged and shows its model's @Published notes, CoreGraphics sizes and a UTType",
          .timeLimit(.minutes(15)))
    func noteBoard() async throws {
        let (ported, build, out) = try portAndBuild("NoteBoard")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(build.succeeded, "\(build.report)\n\(build.output.suffix(3000))")
        #expect(build.findings.isEmpty)
        // The asset catalog and strings are in the executable's resource bundle.
        let bundle = (build.executable as NSString).deletingLastPathComponent + "/NoteBoard-linux_NoteBoard.resources"
        #expect(FileManager.default.fileExists(atPath: bundle + "/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: bundle + "/Assets.xcassets/photo.imageset/photo.png"))
        #expect(FileManager.default.fileExists(atPath: bundle + "/en.lproj/Localizable.strings"))
        guard build.succeeded else { return }
        // Localizable.strings translates the title and the button (en.lproj).
        let frame = try await runUntilShown(build.executable, ["Note Board", "Notes: 2", "Buy milk", "Card 160x100", "Saves txt text: true"])
        #expect(frame.contains("Add a note"))
        // The model file's NSLocalizedString and String(localized:) find the same table.
        #expect(frame.contains("Your notes"), "\(frame.prefix(2000))")
        #expect(frame.contains("2 notes on the board"), "\(frame.prefix(2000))")
        #expect(FileManager.default.fileExists(atPath: ported.sourcesFolder + "/" + PortPackage.generatedLocalizationFile))
        _ = ported
    }

    @Test("Tally (a project file): only the target's files are built (Unused.swift would not compile), and it runs",
          .timeLimit(.minutes(15)))
    func tally() async throws {
        let (ported, build, out) = try portAndBuild("Tally")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(build.succeeded, "\(build.report)\n\(build.output.suffix(3000))")
        guard build.succeeded else { return }
        _ = try await runUntilShown(build.executable, ["Tally: 0", "even", "Count"])
        // Another package built in the shared build directory, then this one ported and
        // built again, as a user alternates between apps (see HostPackage.prepareSharedBuild).
        let (_, other, otherOut) = try portAndBuild("Gaps")
        defer { try? FileManager.default.removeItem(atPath: otherOut) }
        #expect(!other.succeeded)
        let again = try PortedApp.port(portFixtures + "/Tally", output: ported.package, trellisRoot: trellisRoot)
            .build(trellisRoot: trellisRoot)
        #expect(again.succeeded, "\(again.report)")
    }

    @Test("Gaps: the report names the UIKit view, the SwiftUI view Trellis lacks and the Foundation gap; the supplied UIKit names pass",
          .timeLimit(.minutes(15)))
    func gaps() throws {
        let (_, build, out) = try portAndBuild("Gaps")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(!build.succeeded)
        // `import UIKit` becomes `import TrellisUI` (TrellisUIKit): the feedback generator
        // compiles; `UILabel` is not among the UIKit views Trellis supplies.
        let summary = build.findings.map { "\($0.cause): \($0.subject) @ \($0.location)" }
        #expect(summary.sorted() == [
            "appleFramework: UIKit @ Gaps/Haptics.swift:8",
            "foundation: NSUbiquitousKeyValueStore @ Gaps/PhotoView.swift:17",
            "swiftUI: ShaderLibrary @ Gaps/PhotoView.swift:9",
        ], "\(build.report)")
        #expect(build.report.contains(
            "3 errors, 0 warnings: SwiftUI API that Trellis lacks 1, Apple-only frameworks 1, Foundation gaps 1, Other errors 0"),
            "\(build.report)")
        #expect(build.report.contains("Gaps/Haptics.swift:8: let view = UILabel()"), "\(build.report)")
    }
}
