// PhotosPicker through a real daemon: the picker is the file dialog for images, and the
// picked item loads as Data and as Image, as the apps that show a picked photo do.
import Foundation
@testable import PhotosUI
import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisUI

private struct PhotoApp: View {
    let start: URL
    @State private var item: PhotosPickerItem?
    @State private var status = "nothing picked"
    @State private var image: Image?

    var body: some View {
        VStack {
            PhotosPicker("Pick", selection: $item, matching: .images)
            Text(status)
            image?.resizable().frame(width: 32, height: 16)
        }
        .fileDialogDefaultDirectory(start)
        .onChange(of: item) {
            Task {
                let data = try await item?.loadTransferable(type: Data.self)
                image = try await item?.loadTransferable(type: Image.self)
                status = "loaded \(data?.count ?? 0) bytes, image \(image == nil ? "missing" : "ready")"
            }
        }
    }
}

@MainActor
@Suite("PhotosPicker")
struct PhotosPickerTests {
    @Test("picking a JPEG in the dialog gives an item that loads as Data and as an Image drawn as a bitmap")
    func pickAndLoad() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(TestImages.redBlueJPEG).write(to: root.appendingPathComponent("photo.jpg"))
        try Data("text".utf8).write(to: root.appendingPathComponent("notes.txt"))
        try await TestHost.run(width: 500, height: 500, content: { PhotoApp(start: root) }) { host in
            try await host.tap("Pick")
            let listed = try await host.texts()
            #expect(listed.contains("photo.jpg"), "\(listed)")
            try await host.tap("photo.jpg")
            try await host.tap("Open")
            let expected = "loaded \(TestImages.redBlueJPEG.count) bytes, image ready"
            var texts: [String] = []
            for _ in 0..<300 where !texts.contains(expected) {
                try await Task.sleep(for: .milliseconds(10))
                texts = try await host.texts()
            }
            #expect(texts.contains(expected), "\(texts)")
            let nodes = try await host.nodes()
            #expect(nodes.contains { $0.kind == "image" || $0.attribute("bitmap") != nil }, "the picked photo is drawn")
        }
    }

    @Test("filters map to the dialog's file types; an item loads nil for a type that imports none of its types")
    func filtersAndTypes() async throws {
        #expect(PHPickerFilter.images.contentTypes == [.image])
        #expect(PHPickerFilter.any(of: [.images, .videos]).contentTypes == [.image, .movie])
        #expect(PHPickerFilter.not(.videos).contentTypes == [.image])
        #expect(PHPickerFilter.all(of: [.images, .screenshots]).contentTypes == [.png], "what both admit, once")
        #expect(PHPickerFilter.all(of: [.images, .images]).contentTypes == [.image])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-photo-\(UUID().uuidString).jpg")
        try Data(TestImages.redBlueJPEG).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let item = PhotosPickerItem(itemIdentifier: file.path)
        #expect(item.supportedContentTypes == [.jpeg])
        #expect(try await item.loadTransferable(type: String.self) == nil, "a JPEG is not text")
        #expect(try await item.loadTransferable(type: Data.self)?.count == TestImages.redBlueJPEG.count)
        let missing = PhotosPickerItem(itemIdentifier: "/nonexistent/photo.jpg")
        await #expect(throws: (any Error).self) { try await missing.loadTransferable(type: Data.self) }
    }
}
