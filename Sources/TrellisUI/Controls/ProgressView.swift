import TrellisProtocol

/// Progress toward completion: a bar when the amount is known, "…" while it is not.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    /// A progress view over a time interval (`init(timerInterval:countsDown:)`,
    /// Controls/DateProgress.swift): its fraction and current value follow the clock.
    var timer: _ProgressTimer? = nil
    var currentValueLabel: CurrentValueLabel? = nil

    @Environment(\.progressViewStyle) private var style

    /// Drawn by the environment's progress view style (Controls/ProgressViewStyle.swift).
    public var body: some View {
        if let timer {
            TimelineView(.periodic(from: timer.interval.lowerBound, by: 1)) { context in
                styled(timer.fraction(at: context.date),
                       current: currentValueLabel.map { AnyView($0) }
                           ?? AnyView(DefaultDateProgressLabel(interval: timer.interval, countsDown: timer.countsDown,
                                                               date: context.date)))
            }
        } else {
            styled(fraction, current: currentValueLabel.map { AnyView($0) })
        }
    }

    private func styled(_ fraction: Double?, current: AnyView?) -> some View {
        style.make(ProgressViewStyleConfiguration(fractionCompleted: fraction,
                                                  label: label.map { .init(content: AnyView($0)) },
                                                  currentValueLabel: current.map { .init(content: $0) }))
            ._accessibility(fraction.map {
                [.accessibilityRole(.progressIndicator), .accessibilityChildren(.combine),
                 .accessibilityValue("\(Int(($0 * 100).rounded())) percent"),
                 .accessibilityRange(WireAccessibilityRange(value: $0, minimum: 0, maximum: 1, step: 0))]
            } ?? [.accessibilityRole(.progressIndicator), .accessibilityChildren(.combine), .accessibilityValue("in progress")])
    }
}

extension ProgressView {
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let t = Double(total)
        guard t > 0, t.isFinite, Double(value).isFinite else { return 0 }
        return min(max(Double(value) / t, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress.
    public init() { fraction = nil; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { fraction = nil; self.label = label() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total)
        self.label = label()
    }
}

extension ProgressView {
    /// Progress of `value` out of `total`, with a label above and the current value below
    /// (`ProgressView(value: used) { Text("Budget") } currentValueLabel: { Text("40 %") }`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = Text(titleKey)
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = Text(title)
    }
}
