import TrellisProtocol

/// A view you draw into with code: its renderer gets a `GraphicsContext` and the canvas's
/// size, and fills, strokes and draws text, images and symbols.
///
/// A canvas takes the whole size it is offered (like a shape or a `GeometryReader`). Its
/// renderer runs when the canvas is first laid out, when the daemon reports a new size, and
/// whenever the canvas's value or what the renderer read (state, observed properties)
/// changes; what it draws is recorded and sent as the protocol's path, text and image
/// nodes, with the context's transform, opacity, blend mode and clips as drawing effects.
/// That keeps a canvas drawn identically by every backend and animated by the daemon, at
/// the cost of one node per drawing call: a renderer that makes thousands of calls per
/// frame is better written as one `Path`.
///
/// `symbols` are views the renderer can draw by tag (`resolveSymbol(id:)`); they are not
/// shown otherwise. Each drawn symbol is a live view: it keeps no state between redraws.
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are rendering hints in SwiftUI; the
/// daemon composites every canvas the same way (8-bit sRGB, on its own thread), so they
/// change nothing visible. Differences from SwiftUI are listed in *Drawing and Controls*.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    /// The views the renderer can draw by tag.
    public var symbols: Symbols
    /// The drawing code, called with a context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover its frame with opaque pixels (a hint).
    public var isOpaque: Bool
    /// The colour space the canvas renders in (a hint; see `ColorRenderingMode`).
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may draw the canvas off the main thread (a hint).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, which can draw the tagged views of `symbols`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

extension Canvas: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        // A `geometry` node: it takes the proposal, reports its size, and places every
        // item (each as large as the canvas) at its top-leading corner.
        node.render(.geometry, [.reportsGeometry(true)], layout: .container)
        var views: [AnyView] = []
        // Before the daemon's first report the size is unknown: nothing is drawn (the
        // report comes within the same frame, S23), and a renderer never sees a size it
        // would not get in SwiftUI.
        if let size = node.extra?.geometrySize {
            var symbolViews: [AnyHashable: any View] = [:]
            for option in pickerOptions(of: symbols) {
                if let tag = option.tag, symbolViews[tag] == nil { symbolViews[tag] = option.view }
            }
            let recording = GraphicsContext.Recording(symbols: symbolViews)
            let env = node.env
            // The renderer's @Observable reads belong to this node (S13).
            node.graph.track(node) {
                var context = GraphicsContext(recording: recording, size: size, environment: env)
                renderer(&context, size)
            }
            views = recording.items.map { CanvasDisplayList.view(of: $0, size: size, env: env) }
            // A blend mode combines with the canvas's own drawing only (an eraser clears
            // strokes, not the view behind): the items are one group then.
            if recording.items.contains(where: \.blends) {
                node.reconcileChild(.index(1), ZStack(alignment: .topLeading) {
                    ForEach(views.indices, id: \.self) { views[$0] }
                }.frame(width: max(size.width, 0), height: max(size.height, 0), alignment: .topLeading).compositingGroup())
                node.finishRender()
                return
            }
        }
        node.reconcileChild(.index(0), ForEach(views.indices, id: \.self) { views[$0] })
        node.finishRender()
    }
}
