#if !canImport(Darwin)
import Foundation

// `FileWrapper`: a file or folder as a value in memory, what SwiftUI's `FileDocument`
// reads from and writes to. swift-corelibs-foundation does not declare it (a probe with
// Swift 6.3.1 on Linux: "cannot find 'FileWrapper' in scope").

/// A regular file, a folder of file wrappers, or a symbolic link, held in memory.
///
/// What `FileDocument` apps use is here: the three kinds, their contents, `filename` /
/// `preferredFilename`, reading a file or folder from a URL and writing one. Differences
/// from Apple's: reading is always immediate (the `.immediate`/`.withoutMapping` options
/// are accepted; nothing is read lazily or memory-mapped), there are no file attributes
/// (`fileAttributes` is empty) and no `NSCoding`/serialized representation, and
/// `matchesContents(of:)` / `read(from:options:)` are not offered.
open class FileWrapper {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything now (always the case here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not memory-map file contents (never done here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file and move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set `filename` of this wrapper and its children to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }
    private var contents: Contents

    /// The wrapper's name in its parent folder (or on disk after a write with name updating).
    open var filename: String?
    /// The name the wrapper would like; its parent uses it when adding it.
    open var preferredFilename: String?
    /// File attributes; always empty here (see the type's note).
    open var fileAttributes: [String: Any] = [:]

    /// A wrapper for a regular file holding `contents`.
    public init(regularFileWithContents contents: Data) { self.contents = .file(contents) }

    /// A wrapper for a folder holding `childrenByPreferredName`, each child's
    /// `preferredFilename` set to its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = name
            child.filename = name
        }
        contents = .directory(childrenByPreferredName)
    }

    /// A wrapper for a symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) { contents = .link(url) }

    /// Reads the file, folder (recursively) or symbolic link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        let fm = FileManager.default
        let path = url.path
        let attributes = try fm.attributesOfItem(atPath: path)
        if (attributes[.type] as? FileAttributeType) == .typeSymbolicLink {
            contents = .link(URL(fileURLWithPath: try fm.destinationOfSymbolicLink(atPath: path)))
        } else if (attributes[.type] as? FileAttributeType) == .typeDirectory {
            var children: [String: FileWrapper] = [:]
            for name in try fm.contentsOfDirectory(atPath: path) {
                let child = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                child.filename = name
                child.preferredFilename = name
                children[name] = child
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .file = contents { return true } else { return false } }
    open var isDirectory: Bool { if case .directory = contents { return true } else { return false } }
    open var isSymbolicLink: Bool { if case .link = contents { return true } else { return false } }

    /// A regular file's bytes; nil for a folder or link.
    open var regularFileContents: Data? { if case .file(let d) = contents { return d } else { return nil } }

    /// A folder's children by file name; nil for a file or link.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let c) = contents { return c } else { return nil }
    }

    /// A link's destination; nil for a file or folder.
    open var symbolicLinkDestinationURL: URL? { if case .link(let u) = contents { return u } else { return nil } }

    /// Adds `child` to this folder under its preferred name (made unique with a number, as
    /// Apple's does, when taken) and returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("addFileWrapper(_:) on a FileWrapper that is not a directory")
        }
        let base = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = base
        var n = 2
        while children[name] != nil {
            let ext = (base as NSString).pathExtension
            let stem = (base as NSString).deletingPathExtension
            name = ext.isEmpty ? "\(n) \(stem)" : "\(n) \(stem).\(ext)"
            n += 1
        }
        child.filename = name
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file holding `data` named `fileName` (made unique) to this folder.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        if let key = children.first(where: { $0.value === child })?.key { children[key] = nil }
        contents = .directory(children)
    }

    /// Writes the wrapper to `url`: a file's bytes, a folder with its children (replacing
    /// what was there), or a symbolic link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let fm = FileManager.default
        switch contents {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            if fm.fileExists(atPath: url.path) { try fm.removeItem(at: url) }
            try fm.createDirectory(at: url, withIntermediateDirectories: false)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try fm.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
