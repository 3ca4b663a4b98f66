// redacted(reason:): placeholder drawing while content is loading. With `.placeholder`
// every Text below is drawn as a bar as long as its text (block glyphs, in the text's
// colour at a fifth of its opacity, so the layout is the real text's) and every symbol
// image as a filled square likewise; `unredacted()` shows a subtree as it is. With
// `.privacy`, only views marked `privacySensitive()` are redacted; with `.invalidated`, only
// views marked `invalidatableContent()` (an interactive widget's values waiting for the next
// timeline entry: an app sets the reason itself while it recomputes them).
import TrellisProtocol

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content not loaded yet: text and images are drawn as placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content that should not be seen now: views marked `privacySensitive()` are hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date and about to be replaced: views marked
    /// `invalidatableContent()` are drawn as placeholders.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct InvalidatableContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The reasons content below is redacted (empty: drawn as it is).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Whether views below are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
    /// Whether views below are marked `invalidatableContent()`.
    var isInvalidatableContent: Bool {
        get { self[InvalidatableContentKey.self] }
        set { self[InvalidatableContentKey.self] = newValue }
    }
    /// Whether text and images below draw as placeholders.
    var drawsRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
            || (redactionReasons.contains(.invalidated) && isInvalidatableContent)
    }
}

extension View {
    /// Draws this view's text and images as placeholders for `reason` (added to the
    /// reasons set above); an empty set leaves them as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }
    /// Draws this view as it is, inside a redacted one.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
    /// Marks this view as showing private data: redacted for the `.privacy` reason.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
    /// Marks this view as showing values derived from state that may be out of date: it is
    /// drawn as a placeholder while `.invalidated` is among the redaction reasons.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        environment(\.isInvalidatableContent, invalidatable)
    }
}

enum Redaction {
    /// The placeholder glyph: a full block, drawn as a bar.
    static let block: Character = "\u{2588}"

    /// A text's placeholder: one block per character (lines kept), its colour faded.
    static func redactText(_ p: inout [Property]) {
        if let i = p.firstIndex(where: { if case .text = $0 { true } else { false } }), case .text(let s) = p[i] {
            p[i] = .text(String(s.map { $0.isNewline ? $0 : block }))
        }
        fade(&p)
    }

    /// A symbol's placeholder: a filled square, its colour faded.
    static func redactSymbol(_ p: inout [Property]) {
        if let i = p.firstIndex(where: { if case .systemName = $0 { true } else { false } }) {
            p[i] = .systemName("square.fill")
        }
        fade(&p)
    }

    private static func fade(_ p: inout [Property]) {
        let base: WireColor
        if let i = p.firstIndex(where: { if case .foreground = $0 { true } else { false } }), case .foreground(let c) = p[i] {
            base = c
            p.remove(at: i)
        } else {
            base = Color.primary.wire
        }
        p.append(.foreground(WireColor(r: base.r, g: base.g, b: base.b, a: UInt8(Double(base.a) * 0.2))))
    }
}
