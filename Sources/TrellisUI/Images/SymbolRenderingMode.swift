// Symbol rendering modes. Trellis draws a symbol as one glyph of the symbol font in the
// foreground colour: that is SwiftUI's `.monochrome`. The mode is kept in the
// environment, where views can read it; the other modes draw as monochrome because the
// glyphs have no layers to colour separately.

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind
    /// One colour, the foreground style (how Trellis draws every symbol).
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours. Drawn in the foreground colour: the glyphs have one layer.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in opacities of the foreground colour. Drawn as monochrome (one layer).
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the styles of `foregroundStyle(_:_:)`. Drawn in the first style.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The rendering mode set for symbols below (nil: the symbol's own default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbols below colour their layers. Trellis's symbol glyphs have one
    /// layer, so every mode is drawn in the foreground colour (as `.monochrome`); the mode
    /// is readable as `@Environment(\.symbolRenderingMode)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This symbol image with `mode` (the `Image` form, which keeps it an `Image`). Drawn as
    /// the environment's mode is: in the foreground colour (see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolMode = mode
        return i
    }
}
