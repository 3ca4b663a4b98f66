// SF Symbols names → a character a terminal can show.

/// The character drawn for `Image(systemName:)` in a terminal.
///
/// Covers the symbols common in small apps; an unknown name shows `□` (visible, so a
/// missing mapping is noticed, and one cell wide like every glyph here).
public enum SymbolGlyphs {
    public static func glyph(for systemName: String) -> String {
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        if let exact = table[systemName] { return exact }
        return table[base] ?? "□"
    }

    static let table: [String: String] = [
        "info": "ℹ", "info.circle": "ℹ", "info.circle.fill": "ℹ",
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
        "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
        "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "trash": "⌫", "trash.fill": "⌫", "pencil": "✎", "gear": "⚙", "gearshape": "⚙",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "magnifyingglass": "⚲", "bell": "♪", "person": "☺", "house": "⌂",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "list.bullet": "≡", "ellipsis": "…", "arrow.clockwise": "↻",
    ]
}
