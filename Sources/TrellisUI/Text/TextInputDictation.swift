// Dictation in search fields: a microphone in the search bar on iOS. Linux has no system
// dictation, so search fields never show one; the behaviour is kept in the environment.

/// When dictation starts in a search field that offers it.
public struct TextInputDictationActivation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case onSelect, onLook }
    let kind: Kind

    /// When the microphone is selected.
    public static let onSelect = TextInputDictationActivation(kind: .onSelect)
    /// When the microphone is selected or looked at (eye-tracking platforms).
    public static let onLook = TextInputDictationActivation(kind: .onLook)
}

/// Whether a search field offers dictation, and how it starts.
public struct TextInputDictationBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case inline(TextInputDictationActivation)
        case prevented
    }
    let kind: Kind

    /// The platform's choice (on iOS: a microphone started by selecting it).
    public static let automatic = TextInputDictationBehavior(kind: .automatic)
    /// No microphone in the search field.
    public static let preventDictation = TextInputDictationBehavior(kind: .prevented)
    /// A microphone in the search field, started as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(kind: .inline(activation))
    }
}

extension View {
    /// Sets the dictation behaviour of search fields below (`searchable`). Linux has no
    /// dictation: no microphone is shown whatever the behaviour; the value is kept in the
    /// environment.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        environment(\.searchDictationBehavior, dictationBehavior)
    }
}

struct SearchDictationBehaviorKey: EnvironmentKey { static var defaultValue: TextInputDictationBehavior { .automatic } }

extension EnvironmentValues {
    /// The dictation behaviour of search fields below (`searchDictationBehavior(_:)`).
    var searchDictationBehavior: TextInputDictationBehavior {
        get { self[SearchDictationBehaviorKey.self] }
        set { self[SearchDictationBehaviorKey.self] = newValue }
    }
}
