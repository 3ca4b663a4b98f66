// Writing Tools (Apple Intelligence's proofreading and rewriting of editable text) have no
// counterpart on Linux: the behaviour is kept in the environment, where code can read it,
// and nothing else changes (as on Apple platforms without Writing Tools).

/// How much of the Writing Tools experience editable text below offers.
public struct WritingToolsBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, complete, limited, disabled }
    let kind: Kind

    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(kind: .automatic)
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(kind: .complete)
    /// Results shown in a panel rather than inline.
    public static let limited = WritingToolsBehavior(kind: .limited)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: .disabled)
}

extension View {
    /// Sets how editable text below offers Writing Tools. Linux has none, so it offers
    /// nothing whatever the behaviour; the value is kept in the environment.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        environment(\.writingToolsBehavior, behavior)
    }
}

struct WritingToolsBehaviorKey: EnvironmentKey { static var defaultValue: WritingToolsBehavior { .automatic } }

extension EnvironmentValues {
    /// The Writing Tools behaviour of editable text below (`writingToolsBehavior(_:)`).
    var writingToolsBehavior: WritingToolsBehavior {
        get { self[WritingToolsBehaviorKey.self] }
        set { self[WritingToolsBehaviorKey.self] = newValue }
    }
}
