/// A field for private text. The daemon draws text fields in clear, so the field shows
/// one "•" per character of its value, while the binding holds the real text.
public struct SecureField<Label: View>: View {
    let placeholder: String
    let text: Binding<String>

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
        return field
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { placeholder = titleKey.key; self.text = text }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { placeholder = String(title); self.text = text }
}
