// UTType: a type of data (a file format, a kind of content), identified by a reverse-DNS
// string and placed in a conformance hierarchy (`public.png` is an image, an image is data).
import Foundation

/// A uniform type identifier: what kind of data a file or a transferred item holds.
///
/// Types form a hierarchy — ``png`` conforms to ``image``, which conforms to ``data`` and
/// ``content``, which conform to ``item`` — so code that accepts images accepts every image
/// format. Apps use it to say which files an importer may pick, to name their own formats,
/// and to map file extensions and MIME types to a type.
///
/// The system's common types are declared by this module (UTTypeSystemDeclarations.swift);
/// an app adds its own with ``init(exportedAs:conformingTo:)`` and
/// ``init(importedAs:conformingTo:)``. An identifier with no declaration is not a type
/// (``init(_:)`` returns nil), as on Apple platforms.
///
/// Differences from Apple's (Linux has no Launch Services database): the declarations are
/// this process's, not the system's, so a type declared only in another app's `Info.plist`
/// is unknown; `Info.plist` type declarations are not read (declare types in code);
/// dynamic identifiers (`dyn.…`) are spelt differently from Apple's, though they round-trip
/// through ``init(_:)`` in any process.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// A type known to be declared (the system table's constants, registry lookups).
    init(declared identifier: String) { self.identifier = identifier }

    /// The declared type with `identifier` (compared ignoring case, as on Apple platforms),
    /// or nil when no type with that identifier is declared in this process.
    public init?(_ identifier: String) {
        if let d = UTTypeRegistry.shared.declaration(identifier) {
            self.init(declared: d.identifier)
        } else if let dynamic = DynamicType(identifier: identifier) {
            self = dynamic.register()
        } else {
            return nil
        }
    }

    /// A type the app owns: declared with `parentType` (if given) as its supertype, unless a
    /// type with `identifier` is declared already (then that declaration stands).
    ///
    /// On Apple platforms the app's `Info.plist` should also declare it; Linux has no type
    /// database, so the declaration made here is the one the process uses.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(owned: identifier, parent: parentType, origin: .exported)
    }

    /// A type another app owns and this app uses: declared like
    /// ``init(exportedAs:conformingTo:)``; a system declaration of the same identifier wins.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(owned: identifier, parent: parentType, origin: .imported)
    }

    private init(owned identifier: String, parent: UTType?, origin: UTTypeDeclaration.Origin) {
        let d = UTTypeRegistry.shared.declare(UTTypeDeclaration(
            identifier: identifier, conformsTo: parent.map { [$0.identifier] } ?? [],
            filenameExtensions: [], mimeTypes: [], description: nil, origin: origin))
        self.init(declared: d.identifier)
    }

    /// The type that `tag` of `tagClass` names and that conforms to `supertype` (any type
    /// when nil). When no declared type fits, a dynamic type is made for the tag, conforming
    /// to `supertype`, as Apple's does; nil only for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        if let first = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = first
        } else {
            return nil
        }
    }

    /// The type of files with `filenameExtension` (without the dot; any case) that conforms
    /// to `supertype`: a declared one, or a dynamic type for an extension no type declares.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with `mimeType` (parameters such as `;charset=` kept as written)
    /// that conforms to `supertype`: a declared one, or a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every type that `tag` of `tagClass` names and that conforms to `supertype`, declared
    /// types first (the system's before the app's), or a dynamic type when none is declared.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        let declared = UTTypeRegistry.shared.identifiers(tag: tag, tagClass: tagClass)
            .map(UTType.init(declared:))
            .filter { supertype.map($0.conforms(to:)) ?? true }
        if !declared.isEmpty { return declared }
        return [DynamicType(tag: tag, tagClass: tagClass, supertype: supertype ?? .data).register()]
    }

    // MARK: - What is known about it

    private var declaration: UTTypeDeclaration? { UTTypeRegistry.shared.declaration(identifier) }

    /// The extension a file of this type is given (`"png"`), if the type has one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type is sent as (`"image/png"`), if it has one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// The type's tags by class: every filename extension and MIME type it is known by, the
    /// preferred one first.
    public var tags: [UTTagClass: [String]] {
        guard let d = declaration else { return [:] }
        var out: [UTTagClass: [String]] = [:]
        if !d.filenameExtensions.isEmpty { out[.filenameExtension] = d.filenameExtensions }
        if !d.mimeTypes.isEmpty { out[.mimeType] = d.mimeTypes }
        return out
    }

    /// A description of the type for people (`"PNG image"`). English only: Linux has no
    /// localized type database. Nil for types declared without one.
    public var localizedDescription: String? { declaration?.description }

    /// The types this type conforms to, directly or indirectly (not the type itself).
    public var supertypes: Set<UTType> {
        Set(UTTypeRegistry.shared.supertypeClosure(of: identifier).map(UTType.init(declared:)))
    }

    /// The declaration's version; nil: no declaration here carries one.
    public var version: Int? { nil }

    /// A web page about the type; nil: no declaration here carries one.
    public var referenceURL: URL? { nil }

    /// Whether this type was made up for a tag no declared type has.
    public var isDynamic: Bool { declaration?.origin == .dynamic }

    /// Whether a declaration (the system's or the app's) defines this type.
    public var isDeclared: Bool { declaration.map { $0.origin != .dynamic } ?? false }

    /// Whether this type is one of the public (`public.`) types.
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

    // MARK: - Conformance

    /// Whether this type is `type` or a subtype of it. Every type conforms to itself.
    public func conforms(to type: UTType) -> Bool {
        self == type || UTTypeRegistry.shared.supertypeClosure(of: identifier)
            .contains { $0.caseInsensitiveCompare(type.identifier) == .orderedSame }
    }

    /// Whether `type` conforms to this type and is not this type.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    // MARK: - Equality, coding, text

    /// Identifiers are compared ignoring case, as on Apple platforms.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier.caseInsensitiveCompare(rhs.identifier) == .orderedSame
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// Encodes the identifier.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(identifier)
    }

    /// Decodes an identifier; fails for one no type in this process declares.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let id = try c.decode(String.self)
        guard let type = UTType(id) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "no declared type \(id)")
        }
        self = type
    }

    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }
}

/// A type made up for a tag that no declared type has: `dyn.` followed by the tag class,
/// the tag and the supertype, hex-encoded so the identifier stays a valid one and can be
/// decoded again (by ``UTType/init(_:)``) in any process.
struct DynamicType {
    let tag: String
    let tagClass: UTTagClass
    let supertype: UTType

    init(tag: String, tagClass: UTTagClass, supertype: UTType) {
        self.tag = tag; self.tagClass = tagClass; self.supertype = supertype
    }

    init?(identifier: String) {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "dyn",
              let cls = DynamicType.decode(parts[1]), let tag = DynamicType.decode(parts[2]),
              let sup = DynamicType.decode(parts[3]), let supertype = UTType(sup) else { return nil }
        self.init(tag: tag, tagClass: UTTagClass(rawValue: cls), supertype: supertype)
    }

    var identifier: String {
        "dyn.\(Self.encode(tagClass.rawValue)).\(Self.encode(tag)).\(Self.encode(supertype.identifier))"
    }

    /// Declares the type (once) and returns it.
    func register() -> UTType {
        let d = UTTypeRegistry.shared.declare(UTTypeDeclaration(
            identifier: identifier, conformsTo: [supertype.identifier],
            filenameExtensions: tagClass == .filenameExtension ? [tag] : [],
            mimeTypes: tagClass == .mimeType ? [tag] : [], description: nil, origin: .dynamic))
        return UTType(d.identifier)!
    }

    static func encode(_ s: String) -> String { s.utf8.map { String(format: "%02x", $0) }.joined() }

    static func decode(_ s: Substring) -> String? {
        guard s.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var i = s.startIndex
        while i < s.endIndex {
            let j = s.index(i, offsetBy: 2)
            guard let b = UInt8(s[i..<j], radix: 16) else { return nil }
            bytes.append(b)
            i = j
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}
