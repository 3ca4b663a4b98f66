/// The text of a formatted field while it is edited: kept as typed (so "12." or a typo
/// survives) until it is committed or the value changes from elsewhere.
final class FormattedDraft: @unchecked Sendable {
    var text: String?
    /// The formatted value when `text` was typed.
    var valueText = ""
}

extension TextField where Label == Text {
    /// A field editing `value` through `format`. As in SwiftUI, the value is updated when
    /// the edit is committed — Return, or focus leaving the field — with the typed text
    /// parsed; text that does not parse is replaced by the value's formatted text then.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.key, formatted: value, format: format)
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), formatted: value, format: format)
    }

    /// A field editing an optional `value` through `format`: empty while the value is nil,
    /// and committing an empty field sets it to nil (text that does not parse keeps it).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.key, formatted: value, format: format)
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), formatted: value, format: format)
    }

    init<F: ParseableFormatStyle>(_ title: String, formatted value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String {
        let draft = FormattedDraft()
        func shown() -> String { value.wrappedValue.map(format.format) ?? "" }
        let text = Binding<String>(get: {
            let s = shown()
            if let d = draft.text, draft.valueText == s { return d }
            draft.text = nil
            return s
        }, set: { typed in
            if draft.text == nil { draft.valueText = shown() }
            draft.text = typed
        })
        self.init(title, text: text)
        commit = {
            guard let typed = draft.text else { return false }
            draft.text = nil
            if typed.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(typed) {
                value.wrappedValue = parsed
            }
            return true
        }
    }

    init<F: ParseableFormatStyle>(_ title: String, formatted value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        let draft = FormattedDraft()
        let text = Binding<String>(get: {
            let shown = format.format(value.wrappedValue)
            if let d = draft.text, draft.valueText == shown { return d }
            draft.text = nil
            return shown
        }, set: { typed in
            if draft.text == nil { draft.valueText = format.format(value.wrappedValue) }
            draft.text = typed
            // The field shows the draft; the view must update although the value did not
            // change: the binding's own value is the draft.
        })
        self.init(title, text: text)
        commit = {
            guard let typed = draft.text else { return false }
            draft.text = nil
            if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            return true
        }
    }
}
