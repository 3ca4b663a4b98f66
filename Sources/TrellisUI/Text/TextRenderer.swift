// Text renderers: an app's own drawing of the glyphs of Text views (a wave, a highlight
// behind attributed runs…). `textRenderer(_:)` puts one in the environment; every Text
// below is then laid out as usual and drawn by the renderer's `draw(layout:in:)` into a
// GraphicsContext (Text/TextRendererHost.swift).

/// Draws the text of the `Text` views it is applied to (`textRenderer(_:)`): given the
/// text's layout (lines, runs, glyphs) and a graphics context, it draws what it likes,
/// usually the layout's lines or glyphs moved, faded or decorated.
///
/// A renderer may change the text's size (`sizeThatFits(proposal:text:)`, which defaults to
/// the text's own size) and draw beyond its frame by `displayPadding`. It is `Animatable`:
/// Trellis animates in the daemon (S30), so a renderer sees the final value of its
/// `animatableData`, not each frame of an animation.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose coordinates are the text's own (origin at its
    /// top-leading corner).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The size of the text for `proposal`; `text` measures the text as it would be without
    /// the renderer.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far beyond the text's frame the renderer draws, on each edge.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    /// No drawing outside the text's frame.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` draws, as its `sizeThatFits(proposal:text:)` sees it: it can
/// be measured for any proposal.
public struct TextProxy {
    let subview: LayoutSubview

    /// The size the text takes for `proposal`, as the daemon lays it out.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        subview.sizeThatFits(proposal)
    }
}

extension View {
    /// Draws every `Text` below with `renderer` instead of the standard drawing.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environment(\.textRenderer, TextRendererBox(renderer))
    }
}

/// A renderer in the environment, compared by nothing (each write is a change).
struct TextRendererBox {
    let renderer: any TextRenderer
    init(_ renderer: any TextRenderer) { self.renderer = renderer }
}

struct TextRendererKey: EnvironmentKey { static var defaultValue: TextRendererBox? { nil } }

extension EnvironmentValues {
    /// The renderer of the Text views below (`textRenderer(_:)`), nil for the standard drawing.
    var textRenderer: TextRendererBox? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
