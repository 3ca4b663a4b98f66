// Focus, submit and keyboard hints as SwiftUI code writes them (the fields are in Text/).
import TrellisProtocol

/// Focus of a view, as a value the code can read and set (`@FocusState`). Reading it
/// tracks the view; setting it records where focus should go. The daemon owns keyboard
/// focus (Tab, clicks): a field reports focus to this state when the user types into it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State var value: Value

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding for `focused(_:)` / `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: $value) }

    public init() where Value == Bool { _value = State(initialValue: false) }
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

    /// The binding form of a focus state.
    @propertyWrapper
    public struct Binding {
        let value: TrellisUI.Binding<Value>
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

struct FocusReportKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }
struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// Set by `focused(_:)`: a text field calls it when the user types into it.
    var focusReport: (() -> Void)? {
        get { self[FocusReportKey.self] }
        set { self[FocusReportKey.self] = newValue }
    }
    /// Set by `onSubmit`: a text field runs it when Return is pressed in it.
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the text field below to `condition`: it becomes true when the
    /// user types into the field.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusReport, { if !condition.wrappedValue { condition.wrappedValue = true } })
    }

    /// Binds the focus of the field below to `value`: the state becomes `value` when the
    /// user types into it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        environment(\.focusReport, { if binding.wrappedValue != value { binding.wrappedValue = value } })
    }

    /// Runs `action` when Return is pressed in a text field below.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        environment(\.submitAction, action)
    }

    /// Accepted: the label of the Return key (no on-screen keyboard on these backends).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Accepted: no on-screen keyboard on these backends.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted: no on-screen keyboard on these backends.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Accepted: no on-screen keyboard on these backends.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Accepted: text is never autocorrected on these backends.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Accepted: text is never autocorrected on these backends.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Accepted: text content types are hints for an on-screen keyboard.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// What triggers `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go"), send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Keyboard layouts of an on-screen keyboard (accepted).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Autocapitalization of an on-screen keyboard (accepted).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Autocapitalization of text input (accepted).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Semantic content of a text field (accepted).
public struct UITextContentType: Hashable, Sendable, ExpressibleByStringLiteral {
    let rawValue: String
    public init(stringLiteral value: String) { rawValue = value }
    public static let name: UITextContentType = "name", emailAddress: UITextContentType = "emailAddress"
    public static let password: UITextContentType = "password", username: UITextContentType = "username"
    public static let oneTimeCode: UITextContentType = "oneTimeCode", telephoneNumber: UITextContentType = "telephoneNumber"
}

extension GraphNode {
    /// Where typed text goes: `text`, and — under `focused(_:)` — the focus state too, as
    /// the user types (the field reports focus that way).
    func installTextBinding(_ text: Binding<String>) {
        let report = env.focusReport
        ext.textBinding = report.map { report in
            Binding(get: { text.wrappedValue }, set: { text.wrappedValue = $0; report() })
        } ?? text
    }
}
