// ColorPicker: a colour well (the colour in a ring of hues) beside its label; tapping it
// opens a colour sheet, as iOS's does — here its grid page: a row of greys over rows of
// twelve hues from dark to light, an opacity slider when the picker supports opacity, and
// Done. Choosing a swatch writes the binding at once (keeping the chosen opacity).

/// Chooses a colour: a well that opens a sheet of colours.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden
    @State private var isPresented = false

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            well
        }
        .sheet(isPresented: $isPresented) {
            _ColorSheet(selection: selection, supportsOpacity: supportsOpacity, title: labelText)
                .presentationDetents([.medium, .large])
        }
    }

    /// The label's words, for the sheet's title and the well's accessibility label.
    private var labelText: String {
        (label as? Text)?.string ?? "Colors"
    }

    private var well: some View {
        Button { isPresented = true } label: {
            ZStack {
                Circle().fill(AngularGradient(colors: _ColorSheet.ringHues, center: .center))
                Circle().fill(Color.systemBackground).padding(3)
                Circle().fill(selection.wrappedValue).padding(5)
            }
            .frame(width: 28, height: 28)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(labelText))
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

/// The colour sheet's grid page.
struct _ColorSheet: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let title: String
    @Environment(\.dismiss) private var dismiss

    static let ringHues: [Color] = [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .pink, .red]

    /// Twelve hues, each from dark to light, under a row of greys from white to black.
    static let grid: [[Color]] = {
        var rows: [[Color]] = [(0 ..< 12).map { Color(white: 1 - Double($0) / 11) }]
        let hues: [Double] = [0.55, 0.6, 0.7, 0.78, 0.9, 0.0, 0.05, 0.1, 0.14, 0.17, 0.22, 0.33]
        for level in 0 ..< 9 {
            let t = Double(level) / 8
            rows.append(hues.map { h in
                // Dark and saturated at the top, pale at the bottom, full in the middle.
                Color(hue: h, saturation: t < 0.5 ? 1 : 1 - (t - 0.5) * 1.6, brightness: t < 0.5 ? 0.35 + t * 1.3 : 1)
            })
        }
        return rows
    }()

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Button("Done") { dismiss() }
            }
            VStack(spacing: 0) {
                ForEach(Self.grid.indices, id: \.self) { r in
                    HStack(spacing: 0) {
                        ForEach(Self.grid[r].indices, id: \.self) { c in
                            let swatch = Self.grid[r][c]
                            Rectangle().fill(swatch)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay { if same(swatch) { Rectangle().strokeBorder(Color.white, lineWidth: 3) } }
                                .onTapGesture { choose(swatch) }
                                .accessibilityLabel(Text("Colour \(r + 1), \(c + 1)"))
                                .accessibilityAddTraits(.isButton)
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            if supportsOpacity {
                VStack(alignment: .leading, spacing: 4) {
                    Text("OPACITY").font(.caption).foregroundStyle(.secondary)
                    Slider(value: Binding(get: { selection.wrappedValue.alpha }, set: { a in
                        var c = selection.wrappedValue
                        c.alpha = min(max(a, 0), 1)
                        selection.wrappedValue = c
                    }), in: 0 ... 1)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
    }

    /// Whether `swatch` is the selection (ignoring its opacity).
    private func same(_ swatch: Color) -> Bool {
        let s = selection.wrappedValue
        return abs(s.red - swatch.red) < 0.002 && abs(s.green - swatch.green) < 0.002 && abs(s.blue - swatch.blue) < 0.002
    }

    private func choose(_ swatch: Color) {
        var c = swatch
        if supportsOpacity { c.alpha = selection.wrappedValue.alpha }
        selection.wrappedValue = c
    }
}
