import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// An image as UIKit code passes it around: an image set of the app's asset catalogs, a
/// system symbol, or encoded bytes (PNG, JPEG, SVG, PDF). TrellisUI draws it with
/// `Image(uiImage:)`. Pixel access and drawing into contexts (UIGraphics) are not offered.
public final class UIImage: @unchecked Sendable {
    /// Where the image comes from.
    public enum Source: Sendable, Equatable {
        case named(String, bundle: Bundle?)
        case systemName(String)
        case data(Data, scale: CGFloat)
    }
    public let source: Source

    /// The image set `name`; nil when no catalog or resource has it (TrellisUI answers,
    /// through `UIImage.assetExists`).
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        guard Self.assetExists(name, bundle) else { return nil }
        source = .named(name, bundle: bundle)
    }
    /// A system symbol.
    public init?(systemName name: String) { source = .systemName(name) }
    /// A system symbol drawn with `configuration` (its point size and weight).
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        source = .systemName(name)
        symbolConfiguration = configuration
    }
    private init(source: Source, configuration: SymbolConfiguration?) {
        self.source = source
        symbolConfiguration = configuration
    }
    /// How a symbol image is drawn: its point size and weight (nil: the text around it).
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// This image with `configuration`.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(source: source, configuration: configuration)
    }

    /// The point size, weight and scale a symbol image is drawn at.
    public final class SymbolConfiguration: @unchecked Sendable {
        /// The symbol's point size (nil: the text's).
        public let pointSize: CGFloat?
        /// The symbol's weight (nil: regular).
        public let weight: Weight?
        /// The symbol's scale relative to its point size.
        public let scale: Scale
        /// A configuration of `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        /// A configuration of `weight` at the text's size.
        public init(weight: Weight) { pointSize = nil; self.weight = weight; scale = .default }
        /// A configuration of `scale` at the text's size.
        public init(scale: Scale) { pointSize = nil; weight = nil; self.scale = scale }

        /// A symbol's stroke weight.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        /// A symbol's size relative to its point size.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
    }
    /// Encoded PNG, JPEG, SVG or PDF bytes; nil for anything else.
    public init?(data: Data, scale: CGFloat = 1) {
        guard Self.format(of: data) != nil else { return nil }
        source = .data(data, scale: scale)
    }
    /// The image set `name` of the main bundle's catalogs (what an image literal names);
    /// drawn as a placeholder when there is none, where UIKit would stop the app.
    public init(imageLiteralResourceName name: String) {
        source = .named(name, bundle: nil)
    }
#if !canImport(Darwin)
    /// The pixels of `cgImage`, as PNG bytes (`pngData()` returns them).
    public convenience init(cgImage: CGImage) {
        self.init(data: cgImage.pngData())!
    }
#endif
    /// The bytes of the file at `path` (see `init(data:scale:)`).
    public convenience init?(contentsOfFile path: String) {
        guard let d = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: d)
    }

    /// The PNG bytes of an image made of PNG bytes; nil otherwise (Trellis does not
    /// re-encode images).
    public func pngData() -> Data? {
        if case .data(let d, _) = source, Self.format(of: d) == "png" { return d }
        return nil
    }
    /// The JPEG bytes of an image made of JPEG bytes; nil otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if case .data(let d, _) = source, Self.format(of: d) == "jpeg" { return d }
        return nil
    }

    /// Whether the app's asset catalogs (or `bundle`'s) have an image set `name`; set by
    /// TrellisUI, which reads them, when its host is made. Before that: whether a file of
    /// that name is among the bundle's resources.
    nonisolated(unsafe) public static var assetExists: (String, Bundle?) -> Bool = { name, bundle in
        (bundle ?? Bundle.main).path(forResource: name, ofType: nil) != nil
    }

    /// "png", "jpeg", "svg" or "pdf" by the bytes' signature, else nil.
    static func format(of d: Data) -> String? {
        let b = [UInt8](d.prefix(512))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
        if b.starts(with: Array("%PDF-".utf8)) { return "pdf" }
        if let s = String(bytes: b, encoding: .utf8), s.contains("<svg") { return "svg" }
        return nil
    }
}
