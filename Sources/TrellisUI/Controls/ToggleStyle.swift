/// How a toggle looks: `.switch` (the default), `.checkbox`, `.button`.
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct CheckboxToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

enum ToggleStyleKind { case `switch`, checkbox, button }

struct ToggleStyleKindKey: EnvironmentKey { static var defaultValue: ToggleStyleKind { .switch } }

extension EnvironmentValues {
    var toggleStyleKind: ToggleStyleKind {
        get { self[ToggleStyleKindKey.self] }
        set { self[ToggleStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how toggles below look.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind: ToggleStyleKind = style is CheckboxToggleStyle ? .checkbox : style is ButtonToggleStyle ? .button : .switch
        return environment(\.toggleStyleKind, kind)
    }
}
