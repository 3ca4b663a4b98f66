import Foundation
import Testing
import UniformTypeIdentifiers

@Suite("UniformTypeIdentifiers module")
struct UniformTypeIdentifiersModuleTests {
    @Test("the declared types sit in Apple's hierarchy: an image format is an image, data and content")
    func hierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .content) && UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .png), "every type conforms to itself")
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.commaSeparatedText.conforms(to: .delimitedText) && UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode) && UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.url.conforms(to: .data))
        #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
        #expect(UTType.mp3.conforms(to: .audiovisualContent) && !UTType.mp3.conforms(to: .movie))
        #expect(UTType.pdf.conforms(to: .compositeContent) && UTType.pdf.conforms(to: .data))
        #expect(UTType.applicationBundle.conforms(to: .package) && UTType.applicationBundle.conforms(to: .executable))
        #expect(UTType.item.supertypes.isEmpty)
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSubtype(of: .image) && !UTType.image.isSupertype(of: .image))
    }

    @Test("identifiers, tags and descriptions")
    func tagsAndIdentifiers() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.item.preferredFilenameExtension == nil && UTType.data.preferredMIMEType == nil)
        #expect(UTType.pdf.localizedDescription == "PDF document")
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png, "identifiers are compared ignoring case")
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType.png.isDeclared && UTType.png.isPublic && !UTType.png.isDynamic)
        #expect(!UTType.gif.isPublic)
        #expect("\(UTType.json)" == "public.json")
    }

    @Test("filename extensions and MIME types find the declared type that conforms to the supertype asked for")
    func lookups() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "swift") == .swiftSource)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == .png)
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: .image) == [.png])
        #expect(UTType(filenameExtension: "") == nil)
        // A declared extension that does not conform to the supertype asked for: a dynamic type.
        let odd = UTType(filenameExtension: "png", conformingTo: .text)
        #expect(odd != .png && odd?.isDynamic == true && odd?.conforms(to: .text) == true)
    }

    @Test("an unknown extension gives a dynamic type that conforms to the supertype and round-trips its identifier")
    func dynamicTypes() throws {
        let t = try #require(UTType(filenameExtension: "trellisnotes"))
        #expect(t.isDynamic && !t.isDeclared)
        #expect(t.identifier.hasPrefix("dyn."))
        #expect(t.conforms(to: .data) && !t.conforms(to: .text))
        #expect(t.preferredFilenameExtension == "trellisnotes")
        #expect(UTType(t.identifier) == t)
        let folderish = try #require(UTType(filenameExtension: "trellisbundle", conformingTo: .package))
        #expect(folderish.conforms(to: .directory) && !folderish.conforms(to: .data))
    }

    @Test("exportedAs and importedAs declare the app's types with their parents; the system's declarations stand")
    func appTypes() throws {
        let note = UTType(exportedAs: "com.example.trellis-tests.note", conformingTo: .plainText)
        #expect(note.identifier == "com.example.trellis-tests.note")
        #expect(note.conforms(to: .text) && note.conforms(to: .data) && !note.conforms(to: .image))
        #expect(UTType("com.example.trellis-tests.note") == note)
        let other = UTType(importedAs: "com.example.trellis-tests.other")
        #expect(other.supertypes.isEmpty && other.isDeclared)
        // Redeclaring a system type does not change it.
        let png = UTType(exportedAs: "public.png", conformingTo: .text)
        #expect(png == .png && !png.conforms(to: .text) && png.conforms(to: .image))
    }

    @Test("UTType is Codable as its identifier")
    func codable() throws {
        let data = try JSONEncoder().encode([UTType.png, .json])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(UTType.self, from: Data(#""com.example.nope""#.utf8)) }
    }
}
