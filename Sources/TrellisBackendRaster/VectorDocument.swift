// An SVG (librsvg) or PDF first page (poppler) a session defined as an image: kept as the
// parsed document and drawn into pixels at whatever size it is shown at.
import CCairo
import CPoppler
import CRsvg
import Logging
import TrellisProtocol

/// A parsed vector image. Why a document and not pixels: an asset catalog's vector image
/// (`preserves-vector-representation`) is meant to stay sharp at any size, so it is
/// rasterized for the pixel size of the frame it is drawn in (`Bitmaps`'
/// `RasterizedVectors` caches those), never decoded once and scaled.
final class VectorDocument {
    let format: ImageFormat
    private let handle: UnsafeMutableRawPointer
    /// The intrinsic size in points: an SVG's width and height (CSS pixels, 96 per inch) or
    /// viewBox; a PDF page's size (1 PDF point = 1 point).
    let width: Double, height: Double

    private init(format: ImageFormat, handle: UnsafeMutableRawPointer, width: Double, height: Double) {
        self.format = format
        self.handle = handle
        self.width = width
        self.height = height
    }

    /// Why bytes are no drawable vector image (the text names the format and the parser's reason).
    struct Fault: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses SVG or PDF `bytes` (told by their signature).
    static func load(_ bytes: [UInt8]) -> Result<VectorDocument, Fault> {
        FontEngineLock.held { parse(bytes) }   // poppler may set up its fonts while opening
    }

    private static func parse(_ bytes: [UInt8]) -> Result<VectorDocument, Fault> {
        var why = [CChar](repeating: 0, count: 256)
        func reason() -> String { String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        switch ImageFormat.of(bytes) {
        case .svg?:
            guard let h = bytes.withUnsafeBufferPointer({ trl_rsvg_load_data($0.baseAddress, $0.count, &why, why.count) }) else {
                return .failure(Fault(description: "SVG that does not parse: \(reason())"))
            }
            var w = 0.0, ht = 0.0
            guard trl_rsvg_intrinsic_size(h, &w, &ht) == 1, w > 0, ht > 0, w.isFinite, ht.isFinite else {
                trl_rsvg_free(h)
                return .failure(Fault(description: "SVG without a size (no absolute width and height, no viewBox)"))
            }
            return .success(VectorDocument(format: .svg, handle: h, width: w, height: ht))
        case .pdf?:
            guard let p = bytes.withUnsafeBufferPointer({ trl_pdf_load_first_page($0.baseAddress, $0.count, &why, why.count) }) else {
                return .failure(Fault(description: "PDF that does not open: \(reason())"))
            }
            var w = 0.0, ht = 0.0
            trl_pdf_page_size(p, &w, &ht)
            guard w > 0, ht > 0, w.isFinite, ht.isFinite else {
                trl_pdf_free(p)
                return .failure(Fault(description: "PDF whose first page has no area"))
            }
            return .success(VectorDocument(format: .pdf, handle: p, width: w, height: ht))
        default:
            return .failure(Fault(description: "bytes that are neither SVG nor PDF"))
        }
    }

    /// Parses `bytes`, or logs why not (once per distinct bytes: decoding happens once per
    /// digest) and returns nil, so the node draws its placeholder.
    static func loadLogging(_ bytes: [UInt8]) -> VectorDocument? {
        switch load(bytes) {
        case .success(let d): return d
        case .failure(let fault):
            Logger(label: "trellisd.images").warning(
                "defineImage: \(bytes.count) bytes of \(fault); the image draws its placeholder")
            return nil
        }
    }

    /// The largest rasterization, in pixels a side and in all (as for JPEGs): a frame larger
    /// than that is drawn from the largest one, scaled up by cairo.
    static let maxSide = 8_192
    static let maxPixels = 16_777_216

    /// A new ARGB32 image of the document stretched to `pixelWidth` × `pixelHeight` (clamped
    /// to `maxSide` and `maxPixels`, keeping their ratio), transparent where it draws
    /// nothing; nil when cairo cannot allocate it. The caller destroys it.
    func rasterize(pixelWidth: Int, pixelHeight: Int) -> OpaquePointer? {
        var w = Double(max(1, pixelWidth)), h = Double(max(1, pixelHeight))
        let k = min(1, Double(Self.maxSide) / max(w, h), (Double(Self.maxPixels) / (w * h)).squareRoot())
        w = max(1, (w * k).rounded()); h = max(1, (h * k).rounded())
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        FontEngineLock.held {
            switch format {
            case .pdf: trl_pdf_render_stretched(handle, cr, width, height, w, h)
            default: _ = trl_rsvg_render_stretched(handle, cr, width, height, w, h)
            }
        }
        cairo_destroy(cr)
        cairo_surface_flush(image)
        return image
    }

    deinit {
        FontEngineLock.held {
            switch format {
            case .pdf: trl_pdf_free(handle)
            default: trl_rsvg_free(handle)
            }
        }
    }
}
