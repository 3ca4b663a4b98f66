// A Canvas's display list: what its renderer drew, item by item, and the views that draw
// each item as the protocol's shape, text and image nodes. Every item view is exactly as
// large as the canvas and starts at its top-leading corner, so its own coordinates are the
// canvas's: a path's points go on the wire unchanged (`pathSize` is the canvas size), a
// text or image is offset to its point, and the context's transform, opacity, blend mode
// and clips wrap the item as drawing effects (`transformEffect`, `opacity`, `blendMode`,
// `mask`) that the daemon applies when it draws.
import TrellisProtocol

/// The context state a drawing call captured.
struct CanvasDrawState {
    var transform: CGAffineTransform
    var opacity: Double
    var blendMode: GraphicsContext.BlendMode
    /// Clip paths in canvas coordinates.
    var clips: [Path]
}

/// Where a text, image or symbol goes.
enum CanvasPlacement {
    /// Ideal size, `anchor` (a fraction of its frame) on the point.
    case at(CGPoint, UnitPoint)
    /// Laid out in the rectangle from its top-leading corner (text, stretched images).
    case `in`(CGRect)
    /// Proposed the rectangle's size and centred in it (images, symbols).
    case fitted(CGRect)
}

/// One drawing call of a canvas's renderer.
enum CanvasItem {
    /// Whether the item (or one inside a layer) is drawn with a blend mode.
    var blends: Bool {
        switch self {
        case let .path(_, _, _, state), let .view(_, _, state): return state.blendMode != .normal
        case let .layer(items, state): return state.blendMode != .normal || items.contains(where: \.blends)
        }
    }

    /// A path filled (stroke nil) or stroked, in the user space of the captured transform.
    case path(Path, GraphicsContext.Shading, StrokeStyle?, CanvasDrawState)
    /// A text, image or symbol view.
    case view(AnyView, CanvasPlacement, CanvasDrawState)
    /// `drawLayer`: items composited as one picture with the state.
    case layer([CanvasItem], CanvasDrawState)
}

@MainActor
enum CanvasDisplayList {
    /// The view that draws `item` in a canvas of `size`, in environment `env`.
    static func view(of item: CanvasItem, size: CGSize, env: EnvironmentValues) -> AnyView {
        let w = max(size.width, 0), h = max(size.height, 0)
        switch item {
        case let .path(path, shading, stroke, state):
            let leaf = _ShapePropertiesLeaf(properties: pathProperties(path, shading, stroke, size: size, env: env))
            return wrapped(AnyView(leaf), state, size: size, env: env)
        case let .view(content, placement, state):
            let placed: AnyView
            switch placement {
            case let .at(p, anchor):
                // The zero-size frame's top-leading corner is the point; the content's
                // explicit guides put its anchor there (frames honour explicit guides).
                let ax = anchor.x, ay = anchor.y
                placed = AnyView(content.fixedSize()
                    .alignmentGuide(HorizontalAlignment.leading) { d in d.width * ax }
                    .alignmentGuide(VerticalAlignment.top) { d in d.height * ay }
                    .frame(width: 0, height: 0, alignment: .topLeading)
                    .offset(x: finite(p.x), y: finite(p.y)))
            case let .in(r), let .fitted(r):
                let rect = r.standardized
                var alignment = Alignment.topLeading
                if case .fitted = placement { alignment = .center }
                placed = AnyView(content
                    .frame(width: finite(rect.width), height: finite(rect.height), alignment: alignment)
                    .offset(x: finite(rect.minX), y: finite(rect.minY)))
            }
            let full = AnyView(placed.frame(width: w, height: h, alignment: .topLeading))
            return wrapped(full, state, size: size, env: env)
        case let .layer(items, state):
            let views = items.map { view(of: $0, size: size, env: env) }
            let group = ZStack(alignment: .topLeading) {
                Color.clear.frame(width: w, height: h)
                ForEach(views.indices, id: \.self) { views[$0] }
            }.compositingGroup()
            // The layer's items carry the transform already: the group takes the rest.
            var rest = state
            rest.transform = .identity
            return wrapped(AnyView(group), rest, size: size, env: env)
        }
    }

    /// `content` drawn with `state`: transformed, faded, blended and clipped.
    static func wrapped(_ content: AnyView, _ state: CanvasDrawState, size: CGSize, env: EnvironmentValues) -> AnyView {
        var v = content
        if state.transform != .identity { v = AnyView(v.transformEffect(state.transform)) }
        if state.opacity < 1 { v = AnyView(v.opacity(max(state.opacity, 0))) }
        if state.blendMode != .normal { v = AnyView(v.blendMode(state.blendMode.viewMode)) }
        for clip in state.clips {
            let mask = _ShapePropertiesLeaf(properties: pathProperties(clip, .color(.black), nil, size: size, env: env))
            v = AnyView(v.mask(mask))
        }
        return v
    }

    /// A `path` shape node's properties for `path` in a canvas of `size`.
    static func pathProperties(_ path: Path, _ shading: GraphicsContext.Shading, _ stroke: StrokeStyle?,
                               size: CGSize, env: EnvironmentValues) -> [Property] {
        let w = max(size.width, 0.001), h = max(size.height, 0.001)
        var data = path.wireData
        if !data.allSatisfy(\.isFinite) {
            TrellisLog.emit("Canvas: a path with a non-finite coordinate was drawn; drawing nothing for it")
            data = []
        }
        var p: [Property] = [.shape(.path), .pathData(data), .pathSize(WireSize(width: w, height: h))]
        let (color, gradient) = paint(shading, size: CGSize(width: w, height: h), env: env)
        if let stroke {
            p.append(.fill(Color.clear.wire(in: env)))
            p += strokeProperties(color.wire(in: env), stroke)
        } else {
            p.append(.fill(color.wire(in: env)))
            if let gradient, gradient.allSatisfy(\.isFinite) { p.append(.gradient(gradient)) }
        }
        return p
    }

    /// The solid colour of `shading` and, for a gradient, the protocol's gradient value
    /// (points as fractions of the canvas, which is the node's frame).
    static func paint(_ shading: GraphicsContext.Shading, size: CGSize, env: EnvironmentValues) -> (Color, [Double]?) {
        switch shading.kind {
        case .foreground:
            return (env.foregroundColor ?? .primary, nil)
        case .color(let c):
            return (c, nil)
        case .style(let s):
            return (s.resolvedColor(in: env), s.wireGradient(in: env.colorScheme))
        case let .gradient(g, kind, a, b, c, d):
            let stops = g.wireStops(env.colorScheme)
            let w = Double(size.width), h = Double(size.height)
            switch kind {
            case 0: return (g.middle, [0, a / w, b / h, c / w, d / h] + stops)
            case 1: return (g.middle, [1, a / w, b / h, c, d] + stops)
            default: return (g.middle, [2, a / w, b / h, c, d] + stops)
            }
        case .palette(let list):
            return list.first.map { paint($0, size: size, env: env) } ?? (env.foregroundColor ?? .primary, nil)
        }
    }

    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}
