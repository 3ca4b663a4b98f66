import TrellisProtocol
// Picker with SwiftUI's initializers and styles. One look per style (S31):
//   .menu (the default; also .automatic): a row "Label … Selection ⌄"; tapping it lists the
//       options over the window (checkmark on the selected one), choosing one closes it.
//   .segmented: the options side by side, the selected one highlighted.
//   .inline, .wheel, .radioGroup: every option as a row, checkmark on the selected one.
//   .navigationLink: a row that pushes the option list in the enclosing NavigationStack
//       (a menu when there is none).

/// A control for choosing one of a set of tagged views.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\._paletteSelectionEffect) private var paletteSelection
    @Environment(\.navigationContext) private var navigation
    @State private var choosing = false

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public var body: some View {
        let options = pickerOptions(of: content)
        let current = options.first { $0.tag == AnyHashable(selection.wrappedValue) }
        switch style {
        case .segmented:
            HStack(spacing: 0) {
                ForEach(0..<options.count, id: \.self) { i in
                    let selected = options[i].tag == AnyHashable(selection.wrappedValue)
                    // paletteSelectionEffect: the system highlight, the selected option's
                    // symbols in a variant instead, or nothing (the options show it).
                    let highlighted = selected && paletteSelection.kind == .automatic
                    // iOS's segmented control: a grey track, the selected segment a raised
                    // white (dark: grey) capsule; labels one line, in the label colour,
                    // semibold when selected; hairlines between unselected neighbours.
                    let nextSelected = i + 1 < options.count && options[i + 1].tag == AnyHashable(selection.wrappedValue)
                    Button(action: { choose(options[i]) }) {
                        if selected, case .symbolVariant(let variant) = paletteSelection.kind {
                            AnyView(options[i].view).symbolVariant(variant)
                        } else {
                            AnyView(options[i].view)
                        }
                    }
                        .font(.footnote.weight(highlighted ? .semibold : .regular))
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                        .foregroundColor(.primary)
                        .padding(.horizontal, 6)
                        .frame(maxWidth: .infinity, minHeight: 28)
                        .background {
                            if highlighted {
                                RoundedRectangle(cornerRadius: 7)
                                    .fill(Color.white.withDark(Color(white: 0.39)))
                                    .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                            }
                        }
                        .overlay(alignment: .trailing) {
                            if i + 1 < options.count && !selected && !nextSelected {
                                Rectangle().fill(Color.secondary.opacity(0.3)).frame(width: 1, height: 16)
                            }
                        }
                        ._accessibility(selected ? checkedRadioProps : radioProps)
                }
            }
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 9).fill(Color.tertiarySystemFill))
            ._accessibility(radioGroupProps)
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                label.font(.footnote).foregroundColor(.gray)
                ForEach(0..<options.count, id: \.self) { i in
                    _PickerOptionRow(option: options[i], selected: options[i].tag == AnyHashable(selection.wrappedValue),
                                     choose: { choose(options[i]) })
                }
            }
            ._accessibility(radioGroupProps)
        case .menu, .navigationLink:
            Button(action: { open(options) }) {
                HStack {
                    label.foregroundColor(.primary)
                    Spacer()
                    if let current { AnyView(current.view).foregroundColor(.gray) }
                    Image(systemName: style == .navigationLink ? "chevron.right" : "chevron.down").foregroundColor(.gray)
                        .accessibilityHidden(true)
                }
            }
            // A combo box named by the label, its value the current choice.
            ._accessibility([.accessibilityRole(.comboBox), .accessibilityChildren(.combine)]
                                + labelProps + ((current?.view as? Text).map { [.accessibilityValue($0.string)] } ?? []))
            .confirmationDialog(Text(""), isPresented: $choosing) {
                ForEach(0..<options.count, id: \.self) { i in
                    _PickerOptionRow(option: options[i], selected: options[i].tag == AnyHashable(selection.wrappedValue),
                                     choose: { choose(options[i]) })
                }
            }
        }
    }

    /// The picker's label for assistive technology, when it is text.
    private var labelProps: [Property] { (label as? Text).map { [.accessibilityLabel($0.string)] } ?? [] }

    private var radioGroupProps: [Property] { [.accessibilityRole(.radioGroup)] + labelProps }

    private func choose(_ option: PickerOption) {
        guard let v = option.tag?.base as? SelectionValue else {
            TrellisLog.emit("Picker: the selection \(String(describing: option.tag)) is not a \(SelectionValue.self); add .tag(_:) with a value of that type")
            return
        }
        selection.wrappedValue = v
    }

    private func open(_ options: [PickerOption]) {
        if style == .navigationLink, let navigation {
            let selection = self.selection
            navigation.push(view: _PickerOptionList(label: label, options: options, selection: AnyHashable(selection.wrappedValue),
                                                    choose: { option in
                if let v = option.tag?.base as? SelectionValue { selection.wrappedValue = v }
                navigation.pop()
            }))
        } else {
            choosing = true
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's option is a `radioButton` element, checked when selected.
private let radioProps: [Property] = [.accessibilityRole(.radioButton)]
private let checkedRadioProps: [Property] = [.accessibilityRole(.radioButton), .accessibilityState(.checked)]

/// An option as a row: its view, and a checkmark when selected.
struct _PickerOptionRow: View {
    let option: PickerOption
    let selected: Bool
    let choose: () -> Void
    var body: some View {
        Button(action: choose) {
            HStack {
                AnyView(option.view).foregroundColor(.primary)
                Spacer()
                if selected { Image(systemName: "checkmark").foregroundColor(.accentColor).accessibilityHidden(true) }
            }
        }
        ._accessibility(selected ? checkedRadioProps : radioProps)
    }
}

/// The options of a `.navigationLink` picker, pushed as a screen.
struct _PickerOptionList<Label: View>: View {
    let label: Label
    let options: [PickerOption]
    let selection: AnyHashable
    let choose: (PickerOption) -> Void
    var body: some View {
        List {
            ForEach(0..<options.count, id: \.self) { i in
                _PickerOptionRow(option: options[i], selected: options[i].tag == selection, choose: { choose(options[i]) })
            }
        }
    }
}

// MARK: styles

/// How a picker presents its options (see the file comment for the look of each).
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
/// The options as a row of buttons (drawn like `.segmented`; in a menu SwiftUI shows them
/// as a row of symbols).
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

enum PickerStyleKind { case menu, segmented, inline, navigationLink }

struct PickerStyleKindKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how pickers below present their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind
        switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: kind = .segmented
        case is InlinePickerStyle, is WheelPickerStyle, is RadioGroupPickerStyle: kind = .inline
        case is NavigationLinkPickerStyle: kind = .navigationLink
        default: kind = .menu
        }
        return environment(\.pickerStyleKind, kind)
    }
}

/// How a palette (or segmented) picker shows its selected option (iOS 17).
public struct PaletteSelectionEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case symbolVariant(SymbolVariants)
        case custom
    }
    let kind: Kind
    /// The system's highlight: the selected option on an accent-coloured background.
    public static let automatic = PaletteSelectionEffect(kind: .automatic)
    /// No highlight: the options' own content shows which is selected (an app that draws
    /// the selection itself, from its selection binding).
    public static let custom = PaletteSelectionEffect(kind: .custom)
    /// The selected option's symbols drawn in `variant` (`.fill`, `.circle` …) instead of
    /// a highlight.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: .symbolVariant(variant))
    }
}

struct PaletteSelectionEffectKey: EnvironmentKey { static var defaultValue: PaletteSelectionEffect { .automatic } }

extension EnvironmentValues {
    var _paletteSelectionEffect: PaletteSelectionEffect {
        get { self[PaletteSelectionEffectKey.self] }
        set { self[PaletteSelectionEffectKey.self] = newValue }
    }
}

extension View {
    /// How the palette pickers below show the selected option: the system highlight, a
    /// symbol variant, or nothing of their own.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        environment(\._paletteSelectionEffect, effect)
    }
}
