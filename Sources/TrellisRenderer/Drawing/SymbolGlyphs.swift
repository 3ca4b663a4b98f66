// SF Symbols names → a Unicode character every backend can draw.

/// The character drawn for `Image(systemName:)` by backends without SF Symbols.
///
/// The terminal draws it; the raster backend draws it only when the symbol's icon file is
/// missing (SymbolCatalog). This table's characters win over the catalog's; every glyph is
/// one terminal cell wide and present in DejaVu Sans (the raster tests check the font). An
/// unknown name shows `□` (visible, so a missing mapping is noticed).
public enum SymbolGlyphs {
    public static func glyph(for systemName: String) -> String {
        if let exact = table[systemName] { return exact }
        if let icon = SymbolCatalog.resolve(systemName) { return icon.glyph }
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
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
