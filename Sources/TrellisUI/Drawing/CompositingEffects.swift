import TrellisProtocol

/// How a view's drawing is combined with what lies below it.
public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var wire: TrellisProtocol.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// The colour space a drawing group renders in. Trellis's backends draw 8-bit sRGB, so
/// every mode renders as `nonLinear`.
public enum ColorRenderingMode: Hashable, CaseIterable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Draws this view into an offscreen image and composites that image: an opacity
    /// applied outside then fades the view as a whole, its overlapping parts not showing
    /// through each other.
    public func compositingGroup() -> some View {
        modifier(_DrawingEffect(property: .compositingGroup(true)))
    }

    /// Renders the view offscreen before drawing it (on iOS, with Metal). In Trellis this
    /// is a compositing group: the same picture, drawn by the daemon's cairo backend;
    /// `opaque` and `colorMode` change nothing on an 8-bit sRGB surface.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Composites this view onto what lies below it with `blendMode` (drawn as a group;
    /// the terminal backend, which cannot blend colours, draws it normally).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_DrawingEffect(property: blendMode == .normal ? nil : .blendMode(blendMode.wire)))
    }

    /// Multiplies every colour of this view (and its opacity) by `color`'s: white leaves
    /// it unchanged, a colour tints it, black blacks it out.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_DrawingEffect(property: .colorMultiply(color.wire),
                                darkProperty: color.isDynamic ? .colorMultiply(color.resolved(in: .dark).wire) : nil))
    }
}
