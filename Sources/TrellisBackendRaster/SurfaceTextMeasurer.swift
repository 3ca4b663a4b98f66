// What measures one session's text on the raster and X11 backends: Pango on the fonts that
// session defined (AppFonts), else on the shared setter.
import TrellisProtocol
import TrellisRenderer

/// The raster backend's measurer for one surface (`Backend.textMeasurer(for:)`). It asks
/// the backend for the surface's setter at every call, so fonts defined after the session
/// began are seen by the next layout.
final class SurfaceTextMeasurer: TextMeasurer {
    /// Strong: a session may outlive a backend's other owners in tests.
    let backend: RasterBackend
    let surface: SurfaceID

    init(backend: RasterBackend, surface: SurfaceID) {
        self.backend = backend
        self.surface = surface
    }

    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        backend.text(for: surface).measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }

    func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                 lineLimit: Int?) -> TextMetrics {
        RasterBackend.measure(backend.text(for: surface), text: text, style: style, proposedWidth: proposedWidth,
                              proposedHeight: proposedHeight, lineLimit: lineLimit)
    }

    func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        let h = backend.text(for: surface).lineMetrics(style).height
        return WireSize(width: h, height: h)
    }
}
