// Text scales: `textScale(.secondary)` sets text a step smaller than its font, for text
// that accompanies other text (a unit after a number, a subtitle beside a title).

extension Text {
    /// How large text is set relative to its font.
    public struct Scale: Hashable, Sendable {
        let factor: Double

        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// Smaller than the font's size: Trellis sets it at 15/17 of the size (body text
        /// of 17 points becomes 15), whatever the font.
        public static let secondary = Scale(factor: 15.0 / 17.0)
    }

    /// This text set at `scale` (when `isEnabled`); overrides a scale set on an enclosing
    /// view.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var t = self
        t.scaleValue = scale
        return t
    }

    /// The font this text is set in with its scale applied (nil: the daemon's default,
    /// unless a scale makes it smaller).
    func scaledFont(in env: EnvironmentValues) -> Font? {
        let scale = scaleValue ?? env.textScale
        return Text.font(font ?? env.font, scaledBy: scale)
    }

    /// `font` (nil: the body font the daemon uses by default) at `scale`; unchanged at the
    /// default scale.
    static func font(_ font: Font?, scaledBy scale: Text.Scale) -> Font? {
        guard scale.factor != 1 else { return font }
        var f = font ?? .body
        f.size = (f.size * scale.factor * 100).rounded() / 100
        return f
    }
}

extension View {
    /// Sets the text below at `scale` when `isEnabled` (otherwise the text keeps the scale
    /// it had): `.secondary` makes it smaller than its font.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

struct TextScaleKey: EnvironmentKey { static var defaultValue: Text.Scale { .default } }

extension EnvironmentValues {
    /// The scale of text below (`textScale(_:isEnabled:)`).
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}
