#if !canImport(Darwin)
import Foundation
import UniformTypeIdentifiers

// `NSItemProvider`: what SwiftUI's `onDrag` and `onDrop` (and `DropInfo`) hand out, an item
// offered as data of one or more types and loaded on demand. swift-corelibs-foundation does
// not declare it (a probe with Swift 6.3.1: "cannot find 'NSItemProvider' in scope").

/// A class whose instances can be offered through an item provider as data of some types.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers instances are offered as, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Calls `completionHandler` with the instance's data as `typeIdentifier`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class whose instances can be made from an item provider's data.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers instances can be made from, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Who may see a registered representation; every process here (one app, one window).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// An item offered as data of one or more type identifiers, each loaded when asked for.
///
/// Completion handlers are called on a background queue, as Apple's are: an app that
/// updates its views from one hops to the main queue. Differences from Apple's: no file
/// representations (`registerFileRepresentation`, `loadFileRepresentation`), no
/// `NSSecureCoding` items beyond strings, URLs and data, and no previews.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Representation: @unchecked Sendable {
        let typeIdentifier: String
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }
    private let lock = NSLock()
    private var representations: [Representation] = []

    /// A name for the item when it becomes a file.
    open var suggestedName: String?

    public override init() { super.init() }

    /// Offers `object` as each of its class's writable types.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Offers `item` (a string, URL or data) as `typeIdentifier`.
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item {
        case let s as NSString: data = Data((s as String).utf8)
        case let u as NSURL: data = (u as URL).absoluteString.data(using: .utf8)
        case let d as NSData: data = d as Data
        default: data = nil
        }
        if let data { register(typeIdentifier) { done in done(data, nil); return nil } }
    }

    /// Offers the file at `fileURL` as its type (from its extension) and as a file URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        register(type.identifier) { done in
            do { done(try Data(contentsOf: fileURL), nil) } catch { done(nil, error) }
            return nil
        }
        register(UTType.fileURL.identifier) { done in done(Data(fileURL.absoluteString.utf8), nil); return nil }
    }

    private func register(_ typeIdentifier: String,
                          _ load: @escaping (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.lock(); defer { lock.unlock() }
        representations.append(Representation(typeIdentifier: typeIdentifier, load: load))
    }

    /// Offers data of `typeIdentifier`, produced by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        register(typeIdentifier, loadHandler)
    }

    /// Offers `object` as each of its class's writable types.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            register(type) { done in object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done) }
        }
    }

    /// The offered type identifiers, preferred first.
    open var registeredTypeIdentifiers: [String] {
        lock.lock(); defer { lock.unlock() }
        return representations.map(\.typeIdentifier)
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        lock.lock(); defer { lock.unlock() }
        let target = UTType(typeIdentifier)
        return representations.first { r in
            if r.typeIdentifier.caseInsensitiveCompare(typeIdentifier) == .orderedSame { return true }
            guard let target, let type = UTType(r.typeIdentifier) else { return false }
            return type.conforms(to: target)
        }
    }

    /// Whether an offered type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether `objectClass` can be made from an offered type.
    open func canLoadObject(ofClass objectClass: any NSItemProviderReading.Type) -> Bool {
        objectClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the data of the first offered type that conforms to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let r = representation(conformingTo: typeIdentifier) else {
            DispatchQueue.global().async { completionHandler(nil, CocoaError(.fileReadNoSuchFile)) }
            return progress
        }
        DispatchQueue.global().async {
            _ = r.load { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Loads an instance of `objectClass` from the first type it can be made from.
    @discardableResult
    open func loadObject(ofClass objectClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let type = objectClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            DispatchQueue.global().async { completionHandler(nil, CocoaError(.fileReadNoSuchFile)) }
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try objectClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads a Swift value bridged to an Objective-C class that can be read (`String`, `URL`).
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }

    /// Loads the item as `typeIdentifier`: a URL for URL types, a string for text, else data.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (@Sendable (NSSecureCoding?, (any Error)?) -> Void)? = nil) {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { completionHandler?(nil, error); return }
            let type = UTType(typeIdentifier)
            if type?.conforms(to: .url) == true, let url = URL(string: String(decoding: data, as: UTF8.self)) {
                completionHandler?(url as NSURL, nil)
            } else if type?.conforms(to: .text) == true {
                completionHandler?(String(decoding: data, as: UTF8.self) as NSString, nil)
            } else {
                completionHandler?(data as NSData, nil)
            }
        }
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let made = NSString(string: String(decoding: data, as: UTF8.self)) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return made
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler((self as URL).absoluteString.data(using: .utf8), nil)
        return nil
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = URL(string: String(decoding: data, as: UTF8.self)), let made = (url as NSURL) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return made
    }
}
#endif
