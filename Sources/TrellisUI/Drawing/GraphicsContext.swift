// GraphicsContext: what a Canvas's renderer draws into. Trellis draws client-side by
// recording: every fill, stroke and draw call becomes one item of the canvas's display list
// (`CanvasDisplayList.swift`), which the canvas sends as the shape, text and image nodes
// the protocol already has. The context's state (transform, opacity, blend mode, clip) is
// captured with each item, as Core Graphics captures its graphics state at each call.
import Foundation
import TrellisProtocol

/// The drawing destination of a `Canvas`'s renderer: fill and stroke paths, draw text,
/// images and the canvas's symbols, with a transform, an opacity, a blend mode and clip
/// shapes that apply to what is drawn afterwards.
///
/// A context is a value, but every copy draws into the same canvas: copy it to draw with
/// other state (`var rotated = context; rotated.rotate(by: .degrees(30))`) and the
/// original's state is untouched, as in SwiftUI.
///
/// Trellis records the calls and draws them as render nodes (see `Canvas`), so what the
/// daemon cannot measure on the client is not offered: `ResolvedText.measure(in:)`, the
/// `size` of resolved images and symbols, filters, `clipToLayer` and tiled-image shading
/// are not declared.
public struct GraphicsContext {
    /// Where the calls go: shared by every copy of a context (and replaced by a fresh one
    /// inside `drawLayer`).
    final class Recording {
        var items: [CanvasItem] = []
        let symbols: [AnyHashable: any View]
        init(symbols: [AnyHashable: any View]) { self.symbols = symbols }
    }

    let recording: Recording
    /// The canvas's size, which the clip bounding rectangle starts from.
    let canvasSize: CGSize

    /// The environment of the canvas, as its renderer sees it (colour scheme, font,
    /// foreground style…): text and images drawn into the context take their style from it.
    public let environment: EnvironmentValues

    /// The opacity of what is drawn from now on (0 … 1); what was drawn before keeps its
    /// own. Inside `drawLayer` it starts at 1 and the layer as a whole takes the outer
    /// context's opacity.
    public var opacity: Double = 1

    /// How what is drawn from now on is composited onto what lies below it.
    public var blendMode: BlendMode = .normal

    /// The user space of later drawing calls: points given to `fill`, `stroke` and `draw`
    /// are mapped through it to the canvas (initially the identity: the canvas's own
    /// coordinates, origin top-left).
    public var transform: CGAffineTransform = .identity

    /// The clip paths in effect, already in canvas coordinates (each `clip(to:)` adds one;
    /// what is drawn shows only where all of them are filled).
    var clips: [Path] = []

    init(recording: Recording, size: CGSize, environment: EnvironmentValues) {
        self.recording = recording
        self.canvasSize = size
        self.environment = environment
    }

    /// The state a drawing call captures.
    var state: CanvasDrawState {
        CanvasDrawState(transform: transform, opacity: opacity, blendMode: blendMode, clips: clips)
    }

    // MARK: Transform

    /// Moves the user space's origin by (`x`, `y`) in the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the user space by `x` and `y` about its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the user space about its origin by `angle` (clockwise on screen, since y
    /// grows downwards).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform (`matrix` maps the new user space
    /// into the current one).
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clip

    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Restricts later drawing to the inside of `path` (in the current user space),
    /// intersected with the clips already in effect.
    ///
    /// The daemon fills clip shapes with the non-zero winding rule: `style`'s even-odd
    /// rule is not applied (a self-intersecting clip keeps its overlaps). SwiftUI's
    /// `ClipOptions.inverse` is not declared, since a mask can only keep the inside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }

    /// The bounding rectangle of the intersection of the clip shapes (and the canvas), in
    /// the current user space.
    public var clipBoundingRect: CGRect {
        var r = CGRect(origin: .zero, size: canvasSize)
        for c in clips { r = r.intersection(c.boundingRect) }
        if r.isNull || r.isEmpty { return .zero }
        return r.applying(transform.inverted())
    }

    // MARK: Layers

    /// Draws what `content` draws into a new layer, then composites the layer as one
    /// picture with this context's opacity, blend mode and clip: overlapping parts of a
    /// translucent layer do not show through each other. The new context starts with this
    /// one's transform, an opacity of 1 and no clip of its own.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = Recording(symbols: recording.symbols)
        var context = GraphicsContext(recording: inner, size: canvasSize, environment: environment)
        context.transform = transform
        try content(&context)
        recording.items.append(.layer(inner.items, state))
    }

    // MARK: Paths

    /// Fills `path` (in the current user space) with `shading`.
    ///
    /// The daemon fills paths with the non-zero winding rule: `style.isEOFilled` is not
    /// applied.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.items.append(.path(path, shading, nil, state))
    }

    /// Strokes the outline of `path` with `shading` in the line style `style` (its width
    /// is in the current user space, so a scaled context draws a wider line). A gradient
    /// shading strokes with the gradient's middle colour: the protocol's gradients fill.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.items.append(.path(path, shading, style, state))
    }

    /// Strokes the outline of `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// `text` fixed in this context's environment, to draw once or several times.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws `text` at its ideal size with the point `anchor` of its frame (a fraction of
    /// its width and height) on `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`: wrapped to its width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved `text` at its ideal size with the point `anchor` of its frame on
    /// `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.items.append(.view(text.view, .at(point, anchor), state))
    }

    /// Draws resolved `text` laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.items.append(.view(text.view, .in(rect), state))
    }

    // MARK: Images

    /// `image` fixed in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws `image` at its natural size with the point `anchor` of its frame on `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect` (a bitmap image; a symbol keeps its square
    /// one line of the font tall, centred in `rect`, as Trellis sizes symbols). `style`
    /// does not change an image.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws resolved `image` at its natural size with `anchor` on `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.items.append(.view(image.view(resizable: false), .at(point, anchor), state))
    }

    /// Draws resolved `image` stretched to fill `rect` (a symbol: centred in it).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.items.append(.view(image.view(resizable: true), .fitted(rect), state))
    }

    // MARK: Symbols

    /// The canvas's symbol view tagged `id` (with `.tag(id)`, or its `ForEach` id), or nil
    /// when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)].map { ResolvedSymbol(view: $0) }
    }

    /// Draws `symbol` at its ideal size with the point `anchor` of its frame on `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.items.append(.view(symbol.view, .at(point, anchor), state))
    }

    /// Draws `symbol` laid out in `rect` (proposed the rectangle's size, centred in it).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recording.items.append(.view(symbol.view, .fitted(rect), state))
    }
}

extension GraphicsContext {
    /// A text fixed for drawing, with the shading it fills its glyphs with.
    public struct ResolvedText {
        let text: Text
        /// The style the glyphs are filled with (initially the environment's foreground
        /// style).
        public var shading: Shading = .foreground

        init(text: Text) { self.text = text }

        var view: AnyView {
            if case .foreground = shading.kind { return AnyView(text) }
            return AnyView(text.foregroundStyle(shading.solidStyle))
        }
    }

    /// An image fixed for drawing. `shading`, when set, colours a template image (a
    /// symbol), as `foregroundStyle` does.
    public struct ResolvedImage {
        let image: Image
        /// The style a template image is drawn in; nil keeps the environment's.
        public var shading: Shading?

        init(image: Image) { self.image = image }

        func view(resizable: Bool) -> AnyView {
            let image = resizable ? self.image.resizable() : self.image
            guard let shading else { return AnyView(image) }
            return AnyView(image.foregroundStyle(shading.solidStyle))
        }
    }

    /// One of a canvas's symbol views, ready to draw (`resolveSymbol(id:)`).
    public struct ResolvedSymbol {
        let view: AnyView
        init(view: any View) { self.view = AnyView(erasing: view) }
    }
}

extension GraphicsContext {
    /// How a canvas combines what is drawn with what lies below it. The modes are those
    /// the daemon composites (`BlendMode` of views), plus `clear` (erases what lies under
    /// what is drawn: an eraser, composited as `destinationOut`, exact for opaque shading)
    /// and `copy` (replaces it: `normal`, exact for opaque shading). A canvas that uses a
    /// mode other than `normal` is composited as a group, so what it erases is its own
    /// drawing, not what is behind the canvas. SwiftUI's other Porter-Duff modes
    /// (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) are not declared.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        static let order: [TrellisUI.BlendMode] = TrellisUI.BlendMode.allCases
        init(_ mode: TrellisUI.BlendMode) { rawValue = Int32(Self.order.firstIndex(of: mode)!) }
        /// The view blend mode this one is (normal for an unknown raw value).
        var viewMode: TrellisUI.BlendMode {
            if self == .clear { return .destinationOut }
            return Int(rawValue) >= 0 && Int(rawValue) < Self.order.count ? Self.order[Int(rawValue)] : .normal
        }

        /// Erases what lies under what is drawn (see the type's discussion).
        public static let clear = BlendMode(rawValue: 100)
        /// Replaces what lies under what is drawn (see the type's discussion).
        public static let copy = BlendMode(rawValue: 101)

        public static let normal = BlendMode(.normal)
        public static let multiply = BlendMode(.multiply)
        public static let screen = BlendMode(.screen)
        public static let overlay = BlendMode(.overlay)
        public static let darken = BlendMode(.darken)
        public static let lighten = BlendMode(.lighten)
        public static let colorDodge = BlendMode(.colorDodge)
        public static let colorBurn = BlendMode(.colorBurn)
        public static let softLight = BlendMode(.softLight)
        public static let hardLight = BlendMode(.hardLight)
        public static let difference = BlendMode(.difference)
        public static let exclusion = BlendMode(.exclusion)
        public static let hue = BlendMode(.hue)
        public static let saturation = BlendMode(.saturation)
        public static let color = BlendMode(.color)
        public static let luminosity = BlendMode(.luminosity)
        public static let sourceAtop = BlendMode(.sourceAtop)
        public static let destinationOver = BlendMode(.destinationOver)
        public static let destinationOut = BlendMode(.destinationOut)
        public static let plusDarker = BlendMode(.plusDarker)
        public static let plusLighter = BlendMode(.plusLighter)
    }
}

extension GraphicsContext {
    /// What a fill, stroke or text is painted with: a colour, a shape style, or a gradient
    /// whose geometry is given in the context's user space (points, not unit points).
    public struct Shading {
        enum Kind {
            case foreground
            case color(Color)
            case style(AnyShapeStyle)
            /// kind (0 linear, 1 radial, 2 conic) and its four numbers in user space.
            case gradient(Gradient, kind: Int, Double, Double, Double, Double)
            case palette([Shading])
        }
        let kind: Kind

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A solid colour from red, green and blue components (0 … 1) in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey of `white` (0 black … 1 white) in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style (a colour, a gradient with unit points in the canvas's frame,
        /// `.tint`, a semantic style…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// Several shadings; a path is filled with the first (a palette's later entries are
        /// for multi-layer symbols).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }
        /// A linear gradient from `startPoint` to `endPoint`, in user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, kind: 0, startPoint.x, startPoint.y, endPoint.x, endPoint.y))
        }
        /// A radial gradient around `center` from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, kind: 1, center.x, center.y, max(startRadius, 0), max(endRadius, 0)))
        }
        /// A conic (angular) gradient around `center`, one full turn starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, kind: 2, center.x, center.y, angle.radians, angle.radians + 2 * .pi))
        }

        /// The one style a text or template image is drawn with (a gradient: itself as a
        /// style, which text draws with its middle colour).
        var solidStyle: AnyShapeStyle {
            switch kind {
            case .foreground: return AnyShapeStyle(ForegroundStyle())
            case .color(let c): return AnyShapeStyle(c)
            case .style(let s): return s
            case .gradient(let g, _, _, _, _, _): return AnyShapeStyle(g.middle)
            case .palette(let list): return list.first?.solidStyle ?? AnyShapeStyle(ForegroundStyle())
            }
        }
    }

    /// Options of a gradient shading. SwiftUI's `repeat`, `mirror` and `linearColor` are
    /// not declared: the daemon's gradients extend their end colours and interpolate in
    /// sRGB.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}
