/// A field for private text. The daemon draws text fields in clear, so the field shows
/// one "•" per character of its value, while the binding holds the real text.
public struct SecureField<Label: View>: View {
    var placeholder: String
    let text: Binding<String>
    /// `init(_:text:onCommit:)`: run on Return.
    var onCommit: (() -> Void)?

    public var body: some View {
        let masked = Binding<String>(get: { String(repeating: "•", count: text.wrappedValue.count) }, set: { typed in
            // The daemon sends the whole new content. In a `secure` field its caret stays at
            // the end (or all is selected), so an edit keeps a prefix of the bullets and
            // adds typed characters after them.
            let kept = typed.prefix { $0 == "•" }.count
            let old = text.wrappedValue
            text.wrappedValue = String(old.prefix(kept)) + typed.dropFirst(kept).filter { $0 != "•" }
        })
        var field = TextField(placeholder, text: masked)
        field.isSecure = true
        field.onCommit = onCommit
        return field
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { placeholder = titleKey.key; self.text = text }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { placeholder = String(title); self.text = text }
    /// A field titled `titleKey` that shows `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
        if let prompt { placeholder = prompt.string }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        if let prompt { placeholder = prompt.string }
    }
    /// The iOS 13 form: `onCommit` runs when the user submits (Return).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        self.onCommit = onCommit
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}

extension SecureField {
    /// A field described by a label view; it shows `prompt` while empty, or the label's
    /// text when the label is a `Text` and there is no prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        placeholder = prompt?.string ?? (label as? Text)?.string ?? ""
        self.text = text
    }
}
