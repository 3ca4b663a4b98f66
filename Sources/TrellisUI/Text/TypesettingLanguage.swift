// Typesetting languages: the language whose typographic conventions text is set by, which
// can differ from the language of its characters (a Latin-script name in a Thai UI).

/// The language text is typeset for: `.automatic` takes it from the text's characters and
/// the environment's locale; `.explicit(_:)` names one.
///
/// In Trellis the language decides the direction `Text.Layout` reports for the text's runs
/// (`Run.layoutDirection`: right to left for Arabic, Hebrew…); the daemon's shaper (Pango)
/// picks line heights and fonts from the characters themselves, so the drawn glyphs do not
/// change (see *Platform Differences*).
public struct TypesettingLanguage: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case automatic
        case explicit(Locale.Language)
    }
    let storage: Storage

    /// Chosen from the text and its environment.
    public static let automatic = TypesettingLanguage(storage: .automatic)

    /// Typeset by the conventions of `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(storage: .explicit(language))
    }

    /// The direction of `language`'s script, when one was named.
    var characterDirection: LayoutDirection? {
        guard case .explicit(let language) = storage else { return nil }
        switch language.characterDirection {
        case .rightToLeft: return .rightToLeft
        case .leftToRight: return .leftToRight
        default: return nil
        }
    }
}

extension Text {
    /// This text typeset for `language` (when `isEnabled`).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// This text typeset as `language` says (when `isEnabled`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var t = self
        t.typesettingLanguageValue = language
        return t
    }
}

extension View {
    /// Typesets the text below for `language` (when `isEnabled`).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Typesets the text below as `language` says (when `isEnabled`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { if isEnabled { $0 = language } }
    }
}

struct TypesettingLanguageKey: EnvironmentKey { static var defaultValue: TypesettingLanguage { .automatic } }

extension EnvironmentValues {
    /// The language the text below is typeset for (`typesettingLanguage(_:isEnabled:)`).
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}
