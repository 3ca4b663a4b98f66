/// Increment / decrement buttons next to a label.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// The bound value as read aloud (the value forms only).
    var valueDescription: (() -> String)?
    @Environment(\.labelsHidden) var labelsHidden

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = {
            let n = value.wrappedValue.advanced(by: step)
            if let b = bounds { value.wrappedValue = min(n, b.upperBound) } else { value.wrappedValue = n }
        }
        self.onDecrement = {
            let n = value.wrappedValue.advanced(by: -step)
            if let b = bounds { value.wrappedValue = max(n, b.lowerBound) } else { value.wrappedValue = n }
        }
        self.valueDescription = { String(describing: value.wrappedValue) }
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            Button("−") { onDecrement?() }.disabled(onDecrement == nil).accessibilityHidden(true)
            Button("+") { onIncrement?() }.disabled(onIncrement == nil).accessibilityHidden(true)
        }
        // One adjustable element named by its label (the two buttons are its increment
        // and decrement actions, not elements of their own).
        ._accessibility([.accessibilityRole(.stepper), .accessibilityChildren(.combine)]
                            + (valueDescription.map { [.accessibilityValue($0())] } ?? []),
                        handlers: AccessibilityHandlers(adjust: { [onIncrement, onDecrement] in
                            $0 == .increment ? onIncrement?() : onDecrement?()
                        }))
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
