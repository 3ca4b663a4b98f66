// The kinds of tag a type is known by outside its identifier.

/// A kind of tag — a filename extension or a MIME type — by which other systems name a
/// ``UTType``; the key of ``UTType/tags``.
///
/// Only the two tag classes Linux has meaning for are offered: Apple's platforms also know
/// four-character OSType codes and pasteboard types, which no Linux file or clipboard uses.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's identifier, as Apple spells it (`public.filename-extension`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A filename extension without its dot (`"png"`): what Linux's file managers go by.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// A MIME type (`"image/png"`): what the web, e-mail and the freedesktop shared MIME
    /// database go by.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
