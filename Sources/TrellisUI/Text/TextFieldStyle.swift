/// How a text field looks.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

extension View {
    /// `.roundedBorder` draws a rounded outline around the field; the others draw none.
    @ViewBuilder
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        if style is RoundedBorderTextFieldStyle {
            self.padding(.horizontal, 6)
                .padding(.vertical, 4)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.tertiarySystemBackground))
                .padding(1)
                .background(RoundedRectangle(cornerRadius: 7).fill(Color.gray.opacity(0.4)))
        } else {
            self
        }
    }
}
