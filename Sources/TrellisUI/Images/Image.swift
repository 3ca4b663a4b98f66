import TrellisProtocol

/// A symbol image (`Image(systemName:)`) or a bitmap from the app's resources
/// (`Image("photo")`), drawn by the daemon's backend.
public struct Image: View, Equatable {
    public typealias Body = Never
    let systemName: String
    var isResizable = false
    /// The PNG, JPEG, SVG or PDF a named image draws (nil: a symbol, or a name no resource has).
    var bitmap: BitmapFile?
    /// A system symbol (symbol variants apply), not a named image.
    var isSymbol = true
    /// Hidden from assistive technology (`Image(decorative:)`); a named image is otherwise
    /// read by its name and a symbol by its words (the daemon's rule).
    var isDecorative = false
    /// Rendering mode, interpolation, antialiasing, cap insets (Images/ImageDrawing.swift).
    var drawing = ImageDrawingOptions()
    /// Set by `symbolRenderingMode(_:)` on the image (drawn as every mode is: see
    /// `SymbolRenderingMode`).
    var symbolMode: SymbolRenderingMode?
    public nonisolated init(systemName: String) { self.systemName = systemName }
    /// An image of `bitmap`'s bytes (decoded data: `Transferable` imports), from any thread.
    nonisolated init(decoded bitmap: BitmapFile) {
        systemName = ""
        self.bitmap = bitmap
        isSymbol = false
    }
    public init(_ name: String) { self.init(name, bundle: nil) }
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
}

extension Image: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        if let b = bitmap {
            node.graph.writer.define(b)
            var p: [Property] = [.bitmap(WireBitmap(key: b.key, width: Double(b.size.width), height: Double(b.size.height),
                                                    resizable: isResizable)),
                                 isDecorative ? .accessibilityHidden(true) : .accessibilityLabel(systemName)]
            if let d = drawing.wire { p.append(.bitmapDrawing(d)) }
            if let t = node.env.contentTransitionProperty { p.append(t) }   // Animation/ContentTransition.swift
            if drawing.renderingMode == .template {
                // The foreground style tints a template image; the daemon's default is black.
                let env = node.env
                if let c = env.foregroundColor { p.append(.foreground(c.wire(in: env))) }
                else if env.colorScheme == .dark { p.append(.foreground(Color.primary.wire(in: env))) }
            }
            node.render(.image, p, layout: .leaf)
            node.finishRender()
            return
        }
        var p: [Property] = [.systemName(systemName)]
        if isDecorative { p.append(.accessibilityHidden(true)) } else if !isSymbol { p.append(.accessibilityLabel(systemName)) }
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        // A symbol takes the font's size and weight; a family or slant is not an image's
        // property (the daemon refuses it).
        p.removeAll { !$0.tag.isValid(for: .image) }
        Image.applySymbolEnvironment(node.env, isSymbol: isSymbol, to: &p)
        if let t = node.env.contentTransitionProperty { p.append(t) }   // Animation/ContentTransition.swift
        node.render(.image, p, layout: .leaf)
        node.finishRender()
    }
}
