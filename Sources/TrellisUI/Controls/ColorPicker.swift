/// Chooses a colour: a swatch that steps through the system colours when tapped (a
/// documented simplification of the system colour panel).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    static var palette: [Color] { [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black] }

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(selection.wrappedValue).frame(width: 24, height: 24)
                .onTapGesture {
                    let p = Self.palette
                    let i = p.firstIndex(of: selection.wrappedValue) ?? -1
                    selection.wrappedValue = p[(i + 1) % p.count]
                }
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
