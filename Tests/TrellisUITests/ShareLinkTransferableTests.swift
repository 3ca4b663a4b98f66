// ShareLink with Transferable items: text is copied, other data saved as a file named by the
// representation's suggestedFileName; exportingCondition keeps a value out of a content type.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
import UniformTypeIdentifiers
@testable import TrellisUI

private struct Sketch: Transferable {
    var name: String
    var bytes: [UInt8]
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { sketch in Data(sketch.bytes) }
            .suggestedFileName { "\($0.name).png" }
    }
}

private struct Memo: Transferable {
    var text: String
    var isPrivate = false
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.text)
            .exportingCondition { !$0.isPrivate }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ShareLinkTransferable {
        func settle(_ h: Harness, until done: () -> Bool) async {
            for _ in 0..<600 where !done() {
                try? await Task.sleep(for: .milliseconds(5))
                await h.host.settle()
            }
        }

        @Test("A data item is saved as a file: the dialog offers the suggested name, Save writes the exported bytes")
        func savesData() async throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ShareLink(item: Sketch(name: "Harbour", bytes: [0x89, 0x50, 0x4E, 0x47, 1, 2]),
                                      preview: SharePreview("A sketch"))
                .fileDialogDefaultDirectory(root))
            h.tap("Share")
            #expect(h.texts.contains("Save As") && h.texts.contains("Harbour.png"), "\(h.texts)")
            h.tap("Save")
            let file = root.appendingPathComponent("Harbour.png")
            await settle(h) { FileManager.default.fileExists(atPath: file.path) }
            #expect(try Data(contentsOf: file) == Data([0x89, 0x50, 0x4E, 0x47, 1, 2]))
        }

        @Test("Without a suggested name the preview's title names the file")
        func previewTitleNames() throws {
            struct Blob: Transferable {
                static var transferRepresentation: some TransferRepresentation {
                    DataRepresentation(exportedContentType: .pdf) { _ in Data("%PDF".utf8) }
                }
            }
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ShareLink("Export", item: Blob(), preview: SharePreview("Quarterly Report")).fileDialogDefaultDirectory(root))
            h.tap("Export")
            #expect(h.texts.contains("Quarterly Report.pdf"), "\(h.texts)")
        }

        @Test("A text item is copied; several are copied one per line")
        func copiesText() async {
            let copied = CopiedTexts()
            let h = Harness(VStack {
                ShareLink(item: Memo(text: "Buy milk"), preview: SharePreview("Memo")) { Text("One") }
                ShareLink(items: [Memo(text: "a"), Memo(text: "b")]) { Text("Both") }
            }.environment(\.shareClipboard, _ShareClipboard { copied.texts.append($0) }))
            h.tap("One")
            await settle(h) { !copied.texts.isEmpty }
            h.tap("Both")
            await settle(h) { copied.texts.count > 1 }
            #expect(copied.texts == ["Buy milk", "a\nb"])
        }

        @Test("exportingCondition: a value failing it offers no export in that type")
        func exportingCondition() {
            #expect(_exporters(of: Memo(text: "x")).count >= 1)
            #expect(_exporters(of: Memo(text: "x", isPrivate: true)).isEmpty)
        }
    }
}
