// textSelection(_:): whether the user may select a text view's text to copy it. The
// daemon's text views do not take selection (text fields and editors do), so the value
// is kept in the environment and `Text` is not selectable — see PlatformDifferences.

/// Whether text views may be selected.
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text may be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text may not be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text may be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text may not be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct _TextSelectionKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var _allowsTextSelection: Bool {
        get { self[_TextSelectionKey.self] }
        set { self[_TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Whether the text views below may be selected (kept; see above).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\._allowsTextSelection, S.allowsSelection)
    }
}
