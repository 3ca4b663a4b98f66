// ImagePaint: a shape style that fills (or strokes) a shape with an image repeated as tiles,
// e.g. `Capsule().strokeBorder(ImagePaint(image: Image("brick"), scale: 0.5), lineWidth: 20)`.
// The tiles are image views laid out in the shape's frame and masked by the shape's fill or
// stroke, so every backend draws them as it draws images.
import Foundation

/// A shape style that repeats an image (or the part of it `sourceRect` selects, in unit
/// coordinates of the image) across the shape, each tile the selected part's size times
/// `scale`.
public struct ImagePaint: ShapeStyle, Equatable {
    /// The image tiled.
    public var image: Image
    /// The part of the image each tile shows, as fractions of its size ((0, 0, 1, 1): all).
    public var sourceRect: CGRect
    /// How large a tile is compared with the image's natural size.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// A tile's size in points: the natural size of the image's selected part times `scale`
    /// (nil when the image has no natural size: a symbol, or a name no resource has).
    var tileSize: CGSize? {
        guard let natural = image.bitmap?.size, natural.width > 0, natural.height > 0 else { return nil }
        let w = natural.width * abs(sourceRect.width) * scale, h = natural.height * abs(sourceRect.height) * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// More tiles than this in one shape are drawn by the backend's own tiling of the whole
    /// image (the selected part and scale are then not applied), so a tiny tile cannot
    /// make thousands of nodes.
    static let maxTiles = 400
}

/// The tiles of an `ImagePaint` across the frame offered to them.
struct _ImagePaintTiles: View {
    let paint: ImagePaint

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            if let tile = paint.tileSize,
               Int((size.width / tile.width).rounded(.up) * (size.height / tile.height).rounded(.up)) <= ImagePaint.maxTiles {
                let columns = max(1, Int((size.width / tile.width).rounded(.up)))
                let rows = max(1, Int((size.height / tile.height).rounded(.up)))
                ZStack(alignment: .topLeading) {
                    ForEach(0..<(columns * rows), id: \.self) { i in
                        tileView(tile)
                            .offset(x: CGFloat(i % columns) * tile.width, y: CGFloat(i / columns) * tile.height)
                    }
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)
                .clipped()
            } else {
                paint.image.resizable(resizingMode: .tile)
            }
        }
    }

    /// One tile: the whole image scaled so its selected part is `tile` large, shifted so
    /// that part is at the tile's origin, and clipped to the tile.
    private func tileView(_ tile: CGSize) -> some View {
        let r = paint.sourceRect
        let whole = CGSize(width: tile.width / max(abs(r.width), 1e-6), height: tile.height / max(abs(r.height), 1e-6))
        return paint.image.resizable()
            .frame(width: whole.width, height: whole.height)
            .offset(x: -r.minX * whole.width, y: -r.minY * whole.height)
            .frame(width: tile.width, height: tile.height, alignment: .topLeading)
            .clipped()
    }
}

/// A shape filled or stroked with an `ImagePaint`: the tiles under a mask of the shape.
struct _ImagePaintShape<S: Shape>: View {
    let shape: S
    let paint: ImagePaint
    /// The stroke (`stroke`, `strokeBorder`), or nil for a fill. A `strokeBorder`'s shape is
    /// an inset shape, which insets its own stroke.
    let stroke: StrokeStyle?

    var body: some View {
        _ImagePaintTiles(paint: paint).mask {
            if let stroke {
                shape.stroke(Color.black, style: stroke)
            } else {
                shape.fill(Color.black)
            }
        }
    }
}
