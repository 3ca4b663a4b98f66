// Focus, submit and keyboard hints as SwiftUI code writes them (the fields are in Text/).
import TrellisProtocol

/// Focus of a view, as a value the code can read and set (`@FocusState`). Reading it
/// tracks the view. The daemon owns keyboard focus: when focus moves (a click, Tab,
/// Escape) the state of every `focused(_:)` / `focused(_:equals:)` view follows, and
/// setting the state from code moves focus there (`setFocus`), as in SwiftUI.
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

/// What `focused(_:)` / `focused(_:equals:)` bind the focus targets below to.
struct FocusBinding {
    /// Whether the state says this target has focus (a read that tracks the reader).
    let wantsFocus: () -> Bool
    /// The daemon says the target has (true) or lost (false) focus.
    let hasFocus: (Bool) -> Void
}

extension FocusBinding {
    /// True while the target has focus (`focused(_:)`, `searchFocused(_:)`).
    init(_ condition: FocusState<Bool>.Binding) {
        self.init(wantsFocus: { condition.wrappedValue },
                  hasFocus: { has in if condition.wrappedValue != has { condition.wrappedValue = has } })
    }
    /// `value` while the target has focus, nil when it loses it (`focused(_:equals:)`).
    init<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) {
        self.init(wantsFocus: { binding.wrappedValue == value },
                  hasFocus: { has in
                      if has, binding.wrappedValue != value { binding.wrappedValue = value }
                      if !has, binding.wrappedValue == value { binding.wrappedValue = nil }
                  })
    }
}

struct FocusBindingKey: EnvironmentKey { static var defaultValue: FocusBinding? { nil } }
struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// Set by `focused(_:)` / `focused(_:equals:)` for the focus targets below.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
    /// Set by `onSubmit`: a text field runs it when Return is pressed in it.
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the focus target below (a text field, a `focusable` view) to
    /// `condition`: true while it has focus; setting it true focuses the target, false
    /// leaves it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusBinding, FocusBinding(condition))
    }

    /// Binds the focus of the focus target below to `binding` holding `value`: the state
    /// becomes `value` when the target takes focus and nil when it loses it; setting it to
    /// `value` focuses the target, setting it to nil leaves it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        environment(\.focusBinding, FocusBinding(binding, equals: value))
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
    public static let namePrefix: UITextContentType = "namePrefix", givenName: UITextContentType = "givenName"
    public static let middleName: UITextContentType = "middleName", familyName: UITextContentType = "familyName"
    public static let nameSuffix: UITextContentType = "nameSuffix", nickname: UITextContentType = "nickname"
    public static let jobTitle: UITextContentType = "jobTitle", organizationName: UITextContentType = "organizationName"
    public static let location: UITextContentType = "location", fullStreetAddress: UITextContentType = "fullStreetAddress"
    public static let streetAddressLine1: UITextContentType = "streetAddressLine1"
    public static let streetAddressLine2: UITextContentType = "streetAddressLine2"
    public static let addressCity: UITextContentType = "addressCity", addressState: UITextContentType = "addressState"
    public static let addressCityAndState: UITextContentType = "addressCityAndState"
    public static let sublocality: UITextContentType = "sublocality", countryName: UITextContentType = "countryName"
    public static let postalCode: UITextContentType = "postalCode", URL: UITextContentType = "URL"
    public static let creditCardNumber: UITextContentType = "creditCardNumber", newPassword: UITextContentType = "newPassword"
    public static let dateTime: UITextContentType = "dateTime", flightNumber: UITextContentType = "flightNumber"
    public static let shipmentTrackingNumber: UITextContentType = "shipmentTrackingNumber"
    public static let birthdate: UITextContentType = "birthdate", cellularEID: UITextContentType = "cellularEID"
}

extension GraphNode {
    /// Where typed text goes.
    func installTextBinding(_ text: Binding<String>) {
        setHandler(.text(text), for: .text)
    }

    /// Makes this node's render node a focus target bound to the `focused(_:)` state in
    /// the environment: the state follows the daemon's focus (`FocusTracker.daemonMoved(to:)`),
    /// and a state that disagrees with it (set from code) asks the daemon to move focus.
    /// Call after `render`, so the request follows the node's creation.
    func installFocus(onBlur: (() -> Void)? = nil) {
        installFocus(onChange: onBlur.map { blur in { has in if !has { blur() } } })
    }

    /// The same, telling `onChange` whether the node has focus at every focus move.
    func installFocus(onChange: ((Bool) -> Void)?) {
        guard let binding = onChange.map({ following(env.focusBinding, $0) }) ?? env.focusBinding else {
            setHandler(nil, for: .focus)
            return
        }
        setHandler(.focus(binding), for: .focus)
        guard let rid = renderID, rid != 0 else { return }
        if let move = graph.focus.target(self, id: rid, wants: binding.wantsFocus()) { graph.writer.append(move) }
    }

    /// `binding` (or, without one, the daemon's focus as it is) that also tells `onChange`
    /// (a formatted field commits when focus is somewhere else).
    private func following(_ binding: FocusBinding?, _ onChange: @escaping (Bool) -> Void) -> FocusBinding {
        FocusBinding(wantsFocus: binding?.wantsFocus ?? { [weak self] in
                         guard let self, let rid = self.renderID else { return false }
                         return self.graph.focus.current == rid
                     },
                     hasFocus: { has in
                         binding?.hasFocus(has)
                         onChange(has)
                     })
    }
}
