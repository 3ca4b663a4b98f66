import TrellisProtocol

/// An on/off switch bound to a `Bool` (S12): label, then a capsule with a knob.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.labelsHidden) var labelsHidden

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    @Environment(\.toggleStyleKind) var style

    public var body: some View {
        switch style {
        case .button:
            Button(action: { isOn.toggle() }) { label }
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(RoundedRectangle(cornerRadius: 6).fill(isOn ? Color.accentColor.opacity(0.2) : Color.clear))
        case .checkbox:
            HStack(spacing: 8) {
                Image(systemName: isOn ? "checkmark.square" : "square")
                    .foregroundColor(isOn ? .accentColor : .gray)
                    .onTapGesture { isOn.toggle() }
                if !labelsHidden { label }
            }
        case .switch:
            HStack {
                if !labelsHidden {
                    label
                    Spacer()
                }
                Capsule()
                    .fill(isOn ? Color.green : Color.gray.opacity(0.3))
                    .frame(width: 51, height: 31)
                    .overlay(alignment: isOn ? .trailing : .leading) {
                        Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
                    }
                    // The knob slides and the track recolours, as SwiftUI's switch does.
                    .animation(.snappy, value: isOn)
                    .onTapGesture { isOn.toggle() }
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
