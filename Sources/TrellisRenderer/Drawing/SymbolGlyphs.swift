// SF Symbols names → a Unicode character every backend can draw.

/// The character drawn for `Image(systemName:)` by backends without SF Symbols.
///
/// Shared by the terminal and raster backends so an image looks the same on both. Covers
/// the symbols common in small apps; every glyph is one terminal cell wide and present in
/// DejaVu Sans (the raster tests check the font). An unknown name shows `□` (visible, so a
/// missing mapping is noticed).
public enum SymbolGlyphs {
    public static func glyph(for systemName: String) -> String {
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        if let exact = table[systemName] { return exact }
        return table[base] ?? "□"
    }

    public static let table: [String: String] = [
        "info": "ℹ", "info.circle": "ℹ", "info.circle.fill": "ℹ",
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
        "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
        "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "checkmark.square": "☑", "checkmark.square.fill": "☑",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "trash": "⌫", "trash.fill": "⌫", "pencil": "✎", "gear": "⚙", "gearshape": "⚙",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "magnifyingglass": "⚲", "bell": "♪", "person": "☺", "house": "⌂",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "list.bullet": "≡", "ellipsis": "…", "arrow.clockwise": "↻",
    ]
}
