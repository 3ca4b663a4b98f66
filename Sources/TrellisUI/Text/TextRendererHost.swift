// How a Text under `textRenderer(_:)` is shown: the text itself, transparent, gives the
// size (through a one-subview layout that asks the renderer, which can ask the text), and
// a canvas over it, widened by the renderer's display padding, runs the renderer's
// `draw(layout:in:)` with the text's layout for that size. The renderer is removed from
// the environment inside, so the text and what the canvas draws are drawn normally.

/// What a renderer-drawn Text reconciles as its child.
struct TextRendererHost: View {
    let text: Text
    /// nil once the renderer was taken away from a node that was a host: the layout's
    /// lines are then drawn as they are.
    let renderer: TextRendererBox?

    /// The host for `text` in `node`'s environment, or nil when the Text draws itself.
    @MainActor
    static func make(for text: Text, in node: GraphNode) -> TextRendererHost? {
        let renderer = node.env.textRenderer
        if renderer == nil && node.children.isEmpty { return nil }
        return TextRendererHost(text: text, renderer: renderer)
    }

    var body: some View {
        let pad = renderer?.renderer.displayPadding ?? EdgeInsets()
        let text = self.text, renderer = self.renderer
        return TextRendererLayout(renderer: renderer) { text.opacity(0) }
            .overlay(alignment: .topLeading) {
                Canvas { ctx, size in
                    let inner = CGSize(width: max(size.width - pad.leading - pad.trailing, 0),
                                       height: max(size.height - pad.top - pad.bottom, 0))
                    let layout = TextRendererHost.layout(of: text, size: inner, env: ctx.environment)
                    ctx.translateBy(x: pad.leading, y: pad.top)
                    if let r = renderer?.renderer {
                        r.draw(layout: layout, in: &ctx)
                    } else {
                        for line in layout { ctx.draw(line) }
                    }
                }
                .padding(EdgeInsets(top: -pad.top, leading: -pad.leading, bottom: -pad.bottom, trailing: -pad.trailing))
            }
            .environment(\.textRenderer, nil)
    }

    /// `text`'s layout in a box of `size`, in `env`'s font, line limit and alignment.
    @MainActor
    static func layout(of text: Text, size: CGSize, env: EnvironmentValues) -> Text.Layout {
        let font = text.scaledFont(in: env)
        var fontSize = font?.size ?? 20
        if let f = font, f.scaling != nil, env.dynamicTypeSize != .large {
            fontSize *= ScaledMetric<Double>.factor(for: env.dynamicTypeSize)
        }
        let tracking = Double((text.kerningValue ?? 0) + (text.trackingValue ?? 0))
        let direction = (text.typesettingLanguageValue ?? env.typesettingLanguage).characterDirection ?? env.layoutDirection
        return Text.Layout.make(text, size: size, fontSize: fontSize, tracking: tracking, lineLimit: env.lineLimit,
                                alignment: env.multilineTextAlignment, direction: direction)
    }
}

/// Sizes a renderer-drawn text: the renderer's `sizeThatFits(proposal:text:)`, with the
/// text (the only subview) as its proxy; the text is placed at the top-leading corner.
struct TextRendererLayout: Layout {
    let renderer: TextRendererBox?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let first = subviews.first else { return .zero }
        let proxy = TextProxy(subview: first)
        guard let renderer else { return proxy.sizeThatFits(proposal) }
        // Layouts run on the main actor, where renderers live.
        return MainActor.assumeIsolated { renderer.renderer.sizeThatFits(proposal: proposal, text: proxy) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
