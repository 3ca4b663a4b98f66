// Text size variants: some texts can say the same thing in less space (a date written
// "November 28, 2026", "Nov 28, 2026" or "11/28/2026"). By default the widest is shown;
// `textVariant(.sizeDependent)` shows the widest that fits the space offered.

/// How a text that has narrower variants of its content chooses one.
public protocol TextVariantPreference {}

/// Always the widest variant (the default).
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// The widest variant that fits the width offered without truncation (the narrowest
/// when none fits).
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    /// Always the widest variant.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// The widest variant that fits.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// Chooses among this text's variants as `preference` says. Texts with variants in
    /// Trellis: `Text(_:style: .date)` (long, abbreviated and numeric dates); other texts
    /// have one and show it.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View {
        TextVariantChooser(text: self, sizeDependent: preference is SizeDependentTextVariant)
    }

    /// This text with narrower wordings of its content, widest first.
    func withSizeVariants(_ variants: [String]) -> Text {
        var t = self
        t.sizeVariants = variants.filter { $0 != string }
        return t
    }
}

/// A text shown as its preference chooses: itself, or the first of its variants that fits.
struct TextVariantChooser: View {
    let text: Text
    let sizeDependent: Bool

    var body: some View {
        let variants = text.sizeVariants
        if sizeDependent && !variants.isEmpty {
            let all = [text] + variants.map { text.withCharacters($0) }
            ViewThatFits(in: .horizontal) {
                ForEach(all.indices, id: \.self) { all[$0] }
            }
        } else {
            text
        }
    }
}
