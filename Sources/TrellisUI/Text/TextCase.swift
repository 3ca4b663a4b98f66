// textCase(_:): text in a subtree shown in upper or lower case, converted with the
// environment's locale (so Turkish `i` becomes `İ`), as SwiftUI does. Text fields keep
// what the user typed.
import Foundation
import TrellisProtocol

extension Text {
    /// A case to show text in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The case text below is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

struct TextCaseIsSetKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a view above set `textCase(_:)`, even to nil: a grouped list's section
    /// headers are upper case unless the app said otherwise (`.textCase(nil)`).
    var _textCaseIsSet: Bool {
        get { self[TextCaseIsSetKey.self] }
        set { self[TextCaseIsSetKey.self] = newValue }
    }
}

extension View {
    /// Shows the text in this view in `textCase` (nil: as written), by the locale of the
    /// environment.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase).environment(\._textCaseIsSet, true)
    }
}

extension Text {
    /// The string as the environment shows it: in its text case.
    static func displayed(_ string: String, in env: EnvironmentValues) -> String {
        switch env.textCase {
        case nil: string
        case .uppercase?: string.uppercased(with: env.locale)
        case .lowercase?: string.lowercased(with: env.locale)
        }
    }
}
