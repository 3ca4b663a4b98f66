// ImageRenderer: a view rendered into a bitmap by the daemon, synchronously.

/// Makes images from views: SwiftUI's `ImageRenderer`.
///
/// Set `content` (and optionally `proposedSize`, `scale`, `isOpaque`), then read `cgImage`.
/// The view is laid out and drawn by the daemon that shows the app's window — the same
/// layout engine and the same cairo/Pango painter as the window, whatever backend shows it
/// — in a private offscreen session that opens no window (protocol README §9). Reading
/// `cgImage` blocks the main actor for that round trip (a few milliseconds for a small
/// view; at most `OffscreenSession.timeout`, 10 s), as SwiftUI's synchronous property does;
/// without a reachable daemon it is nil.
///
/// What differs from SwiftUI (PlatformDifferences.md): there is no `uiImage`/`nsImage`
/// (Linux has neither class); get the pixels from the `CGImage` (`rgbaPixels`,
/// `pngData()`, Trellis's own) or show it with `Image(_:scale:orientation:label:)`. There is
/// no `render(rasterizationScale:renderer:)` and no `colorMode`: Linux has no `CGContext`
/// to draw into, and the painter draws 8-bit sRGB only. The content gets the default
/// environment (light scheme), not the environment of the view that made the renderer.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Announces every change of the renderer's inputs: the image `cgImage` returns may
    /// then differ.
    nonisolated public let objectWillChange = ObservableObjectPublisher()

    /// The view rendered.
    public var content: Content { willSet { objectWillChange.send() } }

    /// The size proposed to the content; `.unspecified` (the default) renders it at its
    /// ideal size, a value on an axis fixes the proposal there.
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }

    /// Pixels per point of the image: 2 makes a 100 × 50 point view a 200 × 100 pixel
    /// image. Default 1. Values above 16 are drawn at 16 (the protocol's limit); a value
    /// that is not positive gives nil.
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }

    /// Whether every pixel of the image is opaque: then it has no transparency, and what the
    /// content leaves undrawn is black. Default false (undrawn pixels are transparent).
    public var isOpaque = false { willSet { objectWillChange.send() } }

    /// A renderer of `view`.
    public init(content view: Content) {
        self.content = view
    }

    /// The content drawn now, as a bitmap: nil when no daemon is reachable, the content
    /// has no area, or the image would be larger than 16,384 pixels on a side or 16,777,216
    /// pixels in all. Each read renders again.
    public var cgImage: CGImage? {
        guard scale > 0, scale.isFinite else { return nil }
        return OffscreenSession.render(content, proposal: proposedSize, scale: min(Double(scale), 16), opaque: isOpaque)
    }

    /// The content drawn now, as an image of PNG bytes (`pngData()` gives them, as an app
    /// exporting a drawing reads them); nil when `cgImage` is.
    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0) }
    }
}
