extension View {
    /// Accepted: digits already have equal widths in the daemon's fonts.
    public func monospacedDigit() -> some View { self }
    /// Text below in the monospaced design (the "monospace" family; Text/FontDesign.swift).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontDesign) { if isActive { $0 = .monospaced } }
    }
    /// Bold text below.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Text below in the italic face.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
    /// The weight of text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in
            var f = font ?? .body
            f.weight = weight
            font = f
        }
    }
    /// How the lines of multi-line text below sit across its width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Where one-line text below loses its characters when it does not fit: at its end
    /// (the default), its start or its middle (protocol `truncationMode`).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
    /// The fraction of its font size text below may shrink to (0…1) when it does not fit
    /// its space: the daemon sets it at the largest size that fits, down to this fraction,
    /// before it truncates (protocol `minimumScaleFactor`).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
    /// Accepted.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension Text {
    /// Where text is cut when it does not fit.
    public enum TruncationMode: Sendable { case head, middle, tail }
}

struct IsItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }

struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }

extension EnvironmentValues {
    /// Where text that does not fit its line is cut (default: at its end).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink to fit its space, as a fraction of its font size (default 1:
    /// it does not shrink).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// How the lines of multi-line text sit across its width (default leading).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Set by `italic()` on a container: text below uses the italic face.
    var isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }
}
