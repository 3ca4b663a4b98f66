// fileImporter through a real trellisd (png backend): the file dialog is a sheet the user
// taps through — into a folder, onto a file, Open — and the app receives the URL; Cancel
// closes it without a result. `TRELLIS_KEEP_PNG=DIR` keeps the daemon's PNGs.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisTestSupport
import TrellisUI

private struct ImportScreen: View {
    let start: URL
    @State private var shown = false
    @State private var picked = "nothing"
    var body: some View {
        VStack(spacing: 12) {
            Button("Open a note") { shown = true }
            Text("picked \(picked)")
        }
        .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText, .json]) { result in
            picked = (try? result.get().lastPathComponent) ?? "error"
        }
        .fileDialogDefaultDirectory(start)
    }
}

private struct ExportScreen: View {
    let start: URL
    let log: EventLog
    @State private var shown = false
    @State private var saved = "nothing"
    var body: some View {
        VStack(spacing: 12) {
            Button("Export the note") { shown = true }
            Text("saved \(saved)")
        }
        .fileExporter(isPresented: $shown, item: "Buy milk", contentTypes: [.plainText], defaultFilename: "Shopping") { result in
            let name = (try? result.get().lastPathComponent) ?? "error"
            saved = name
            log("saved \(name)")
        }
        .fileDialogDefaultDirectory(start)
    }
}

extension EndToEnd {
    @MainActor @Suite("File dialogs") struct FileDialogs {
        @Test("the user opens the importer, goes into a folder, picks a text file and opens it; Cancel picks nothing")
        func pickThroughTheSheet() async throws {
            let root = URL(fileURLWithPath: try temporaryDirectory(prefix: "trl-files"))
            defer { try? FileManager.default.removeItem(at: root) }
            let fm = FileManager.default
            try fm.createDirectory(at: root.appendingPathComponent("Projects"), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: root.appendingPathComponent("settings.json"))
            try Data([0xFF]).write(to: root.appendingPathComponent("photo.jpg"))
            try Data("todo".utf8).write(to: root.appendingPathComponent("Projects/plan.txt"))

            let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"].map { $0 + "/filedialog" }
            let out = try keep ?? temporaryDirectory(prefix: "trl-out")
            try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
            defer { if keep == nil { try? fm.removeItem(atPath: out) } }
            let daemon = try TestDaemon(backend: "png", width: 390, height: 500, arguments: ["--out", out, "--scale", "2"])
            try await TestHost.run(width: 390, height: 500, daemon: daemon, content: { ImportScreen(start: root) }) { host in
                try await host.tap("Open a note")
                let texts = try await host.texts()
                #expect(texts.contains("Choose a File") && texts.contains("settings.json") && texts.contains("photo.jpg"))
                try await host.tap("Cancel")
                #expect(try await host.texts().contains("picked nothing"))
                #expect(!(try await host.texts().contains("Choose a File")))

                try await host.tap("Open a note")
                try await host.tap("Projects")
                #expect(try await host.texts().contains("plan.txt"))
                try await host.tap("plan.txt")
                try await host.tap("Open")
                #expect(try await host.texts().contains("picked plan.txt"))
            }
            await daemon.stop()
            let pngs = try fm.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
            #expect(!pngs.isEmpty, "the daemon drew frames")
        }
            @Test("a Transferable item is exported through the dialog as its text representation, named with the type's extension")
        func exportTransferable() async throws {
            let root = URL(fileURLWithPath: try temporaryDirectory(prefix: "trl-export"))
            defer { try? FileManager.default.removeItem(at: root) }
            let log = EventLog()
            try await withHost(width: 390, height: 500, { ExportScreen(start: root, log: log) }) { host in
                try await host.tap("Export the note")
                #expect(try await host.texts().contains("Save As"))
                try await host.tap("Save")
                try await host.wait(until: "the item was written") { !log.lines.isEmpty }
                #expect(log.take() == ["saved Shopping.txt"])
                #expect(try await host.texts().contains("saved Shopping.txt"))
            }
            let text = try String(contentsOf: root.appendingPathComponent("Shopping.txt"), encoding: .utf8)
            #expect(text == "Buy milk")
        }
    }
}
