/// The text of a formatted field while it is edited: kept as typed (so "12." or a typo
/// survives) until the value changes from elsewhere, then re-formatted.
final class FormattedDraft: @unchecked Sendable {
    var text: String?
    /// The formatted value when `text` was typed.
    var valueText = ""
}

extension TextField where Label == Text {
    /// A field editing `value` through `format`: typed text that parses updates the value;
    /// text that does not stays on screen and leaves the value alone.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.key, formatted: value, format: format)
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), formatted: value, format: format)
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
            draft.text = typed
            if let parsed = try? format.parseStrategy.parse(typed) {
                draft.valueText = format.format(parsed)
                value.wrappedValue = parsed
            } else {
                draft.valueText = format.format(value.wrappedValue)
            }
        })
        self.init(title, text: text)
    }
}
