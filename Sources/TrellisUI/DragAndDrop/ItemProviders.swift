// The two ways a dragged item is described — a Transferable value's exporters and an
// NSItemProvider — each made from the other, so any drag source reaches any destination.
import Foundation
import UniformTypeIdentifiers

/// A provider that offers the payload's content types, loading each when asked.
func _itemProvider(for payload: [_TransferExporter]) -> NSItemProvider {
    let provider = NSItemProvider()
    for exporter in payload {
        provider.registerDataRepresentation(forTypeIdentifier: exporter.contentType.identifier, visibility: .all) { done in
            Task {
                do { done(try await exporter.export(()), nil) } catch { done(nil, error) }
            }
            return nil
        }
    }
    return provider
}

/// A provider that failed to give data it offered.
struct _ItemProviderLoadError: Error {}

/// Exporters for the types `provider` offers (types this process does not know are
/// declared as imported types).
func _exporters(of provider: NSItemProvider) -> [_TransferExporter] {
    provider.registeredTypeIdentifiers.map { id in
        _TransferExporter(contentType: UTType(id) ?? UTType(importedAs: id)) { _ in
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Data, any Error>) in
                provider.loadDataRepresentation(forTypeIdentifier: id) { data, error in
                    if let data { c.resume(returning: data) } else { c.resume(throwing: error ?? _ItemProviderLoadError()) }
                }
            }
        }
    }
}
