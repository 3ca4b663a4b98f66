// How an Image draws its bitmap: template or original colours, the sampling filter, edge
// antialiasing, and for a resizable image the cap insets and whether the middle stretches or
// tiles. All reach the daemon as one `bitmapDrawing` property (only when not the defaults);
// the raster and X11 backends draw them, the terminal draws a box, headless records them.
import TrellisProtocol

extension Image {
    /// Whether an image draws its own colours or only its shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha filled with the foreground style (`foregroundStyle`, else the
        /// primary colour of the colour scheme), as SwiftUI draws icons in tinted controls.
        case template
        /// The image's own pixels.
        case original
    }

    /// The sampling filter used when an image is drawn at another size than its pixels.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel: hard edges, for pixel art.
        case none
        /// Bilinear filtering.
        case low
        /// A better filter (cairo's "good"); the default.
        case medium
        /// The best filter cairo has (slower).
        case high
    }

    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the middle at its natural size.
        case tile
        /// Scales the middle to fill.
        case stretch
    }

    /// Draws a bitmap as `renderingMode` says (nil: its own colours). Symbols are always
    /// drawn in the foreground style, so this changes only bitmaps.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.drawing.renderingMode = renderingMode
        return i
    }

    /// The filter used when the bitmap is scaled (`.medium` unless set).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.drawing.interpolation = interpolation
        return i
    }

    /// Whether the bitmap's edges are antialiased: false snaps them to whole device pixels,
    /// so a scaled or fractionally placed image has hard edges.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var i = self
        i.drawing.isAntialiased = isAntialiased
        return i
    }

    /// A resizable image whose borders, `capInsets` deep (points of the image), keep their
    /// natural size — corners as they are, edges stretched or tiled along their length — while
    /// the middle stretches or tiles (`resizingMode`) to fill the frame: nine slices. Insets
    /// that add up to more than the image on an axis count as 0 on that axis, and a frame
    /// smaller than the caps shrinks them.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = resizable()
        i.drawing.capInsets = capInsets
        i.drawing.resizingMode = resizingMode
        return i
    }
}

/// The drawing options of an Image (`Image.drawing`), with SwiftUI's defaults.
struct ImageDrawingOptions: Hashable, Sendable {
    var renderingMode: Image.TemplateRenderingMode?
    var interpolation: Image.Interpolation = .medium
    var isAntialiased = true
    var capInsets = EdgeInsets()
    var resizingMode: Image.ResizingMode = .stretch

    /// The `bitmapDrawing` value, or nil when every option is the default (nothing is sent).
    var wire: WireBitmapDrawing? {
        var plain = self
        if plain.renderingMode == .original { plain.renderingMode = nil }   // draws as nil does
        guard plain != ImageDrawingOptions() else { return nil }
        let interpolation: ImageInterpolation = switch self.interpolation {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
        return WireBitmapDrawing(template: renderingMode == .template, interpolation: interpolation,
                                 antialiased: isAntialiased, resizingMode: resizingMode == .tile ? .tile : .stretch,
                                 capInsets: WireInsets(top: Double(capInsets.top), leading: Double(capInsets.leading),
                                                       bottom: Double(capInsets.bottom), trailing: Double(capInsets.trailing)))
    }
}
