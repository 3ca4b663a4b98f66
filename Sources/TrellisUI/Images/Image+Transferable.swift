// Image as a Transferable value (iOS 16): imported from the bytes of any image type Trellis
// decodes (PNG, JPEG, and the vector formats of BitmapFile), exported as the bytes it was
// made from. A photo picked with PhotosPicker is loaded this way
// (`item.loadTransferable(type: Image.self)`). A symbol or a drawing has no bytes to export.
import Foundation
import UniformTypeIdentifiers

/// Bytes that are not an image Trellis can decode, or an image with no bytes to export.
struct _ImageTransferError: Error, CustomStringConvertible {
    let description: String
}

extension Image: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Image>(contentType: .image, exporting: { image in
            guard let bitmap = image.bitmap else { throw _ImageTransferError(description: "this image has no bytes to export (a symbol or a drawing)") }
            return Data(bitmap.bytes)
        }, importing: { data in
            guard let bitmap = BitmapFile(bytes: [UInt8](data), scale: 1) else {
                throw _ImageTransferError(description: "the data is not an image Trellis decodes (\(data.count) bytes)")
            }
            return Image(decoded: bitmap)
        })
    }
}

extension Transferable {
    /// A value of this type made from `data` of `contentType` (a file's bytes and the type of
    /// its extension), by the first of its importers the type conforms to; nil when none does.
    package static func _importing(_ data: Data, contentType: UTType) async throws -> Self? {
        guard let (_, importer) = _match([_TransferExporter(contentType: contentType) { _ in data }]) else { return nil }
        return try await importer.make(data) as? Self
    }
}
