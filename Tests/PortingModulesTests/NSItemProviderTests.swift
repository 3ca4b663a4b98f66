import Foundation
import FoundationCompat
import Testing
import UniformTypeIdentifiers

/// Waits (bounded) for a completion handler called on another queue.
private func value<T: Sendable>(within seconds: Double = 5, _ start: @escaping @Sendable (@escaping @Sendable (T?) -> Void) -> Void) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask {
            await withCheckedContinuation { (c: CheckedContinuation<T?, Never>) in start { c.resume(returning: $0) } }
        }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw CancellationError()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}

@Suite("NSItemProvider (FoundationCompat)")
struct NSItemProviderTests {
    @Test("a string offered as an object loads back as a String and as UTF-8 data; its type conforms to text")
    func string() async throws {
        let provider = NSItemProvider(object: "hello" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.canLoadObject(ofClass: NSString.self) && !provider.canLoadObject(ofClass: NSURL.self))
        let s: String? = try await value { done in _ = provider.loadObject(ofClass: String.self) { s, _ in done(s) } }
        #expect(s == "hello")
        let d: Data? = try await value { done in
            provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { d, _ in done(d) }
        }
        #expect(d == Data("hello".utf8))
    }

    @Test("registered data representations load when asked; a type not offered fails")
    func registered() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.json.identifier, visibility: .all) { done in
            done(Data("{}".utf8), nil)
            return nil
        }
        let d: Data? = try await value { done in
            provider.loadDataRepresentation(forTypeIdentifier: UTType.json.identifier) { d, _ in done(d) }
        }
        #expect(d == Data("{}".utf8))
        let failed: Bool? = try await value { done in
            provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { d, e in done(d == nil && e != nil) }
        }
        #expect(failed == true)
    }
}
