/// What a shape is for, which SwiftUI's styles may take into account when they resolve
/// for it: a filled area (the default), an outline, or a separator line.
///
/// Trellis resolves every built-in style the same way whatever the role, as SwiftUI does
/// on iPhone and iPad for the styles that exist there; the role is kept for code that
/// reads it (`S.role`).
public enum ShapeRole: Hashable, Sendable {
    /// A shape whose inside is filled.
    case fill
    /// A shape drawn as its outline.
    case stroke
    /// A shape that separates content, such as a divider.
    case separator
}
