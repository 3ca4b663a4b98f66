/// A field for private text. The daemon draws text fields in clear, so the field shows
/// one "•" per character of its value, while the binding holds the real text.
public struct SecureField<Label: View>: View {
    let placeholder: String
    let text: Binding<String>

    public var body: some View {
        let masked = Binding<String>(get: { String(repeating: "•", count: text.wrappedValue.count) }, set: { typed in
            // The daemon sends the whole new content: bullets kept, new characters added.
            let kept = typed.prefix { $0 == "•" }.count
            let old = text.wrappedValue
            text.wrappedValue = String(old.prefix(kept)) + typed.dropFirst(kept).filter { $0 != "•" }
        })
        TextField(placeholder, text: masked)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { placeholder = titleKey.key; self.text = text }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { placeholder = String(title); self.text = text }
}
