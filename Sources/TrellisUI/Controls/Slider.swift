// Slider. A slider's track is draggable: pressing on it and dragging sets
// the value under the pointer (to the step, if any), with `onEditingChanged(true)` when
// the drag begins and `false` when it ends. The track is also made of 20 tappable
// segments, so a click (or a tap in a test) sets the value there to a twentieth of the
// range, and it is a focus target: the arrow keys move the value by a step (or a
// twentieth).
import TrellisProtocol

/// A control for a value in a continuous range.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    static var segments: Int { 20 }

    public var body: some View {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3).withDark(.systemGray4)).frame(height: 4)
                HStack(spacing: 0) {
                    ForEach(0...Self.segments, id: \.self) { i in
                        Color.white.opacity(0.001)
                            .frame(height: 28)
                            .modifier(_TapGestureModifier(count: 1, action: { set(Double(i) / Double(Self.segments)) },
                                                          isFocusTarget: false))
                    }
                }
                .accessibilityHidden(true)   // the slider's own increment/decrement instead
                _SliderFill(fraction: fraction)
            }
            .frame(minWidth: 60, maxWidth: .infinity)
            .modifier(_GestureModifier(gesture: _TrackDrag { fraction, phase in drag(fraction, phase) }))
            .onKeyPress(keys: [.leftArrow, .downArrow, .rightArrow, .upArrow]) { press in
                let up = press.key == .rightArrow || press.key == .upArrow
                stepByKey(up ? 1 : -1)
                return .handled
            }
            if let maximumValueLabel { maximumValueLabel }
        }
        // One adjustable element: named by the label (not drawn, as on iOS), its value in
        // percent of the range, and set to any value by assistive technology.
        ._accessibility([.accessibilityRole(.slider), .accessibilityChildren(.combine),
                         .accessibilityValue("\(Int((fraction * 100).rounded())) percent"),
                         .accessibilityRange(WireAccessibilityRange(
                             value: min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound),
                             minimum: bounds.lowerBound, maximum: bounds.upperBound, step: max(0, step ?? 0)))]
                            + ((label as? Text).map { [.accessibilityLabel($0.string)] } ?? []),
                        handlers: AccessibilityHandlers(adjust: { stepByKey($0 == .increment ? 1 : -1) }, setValue: { v in
                            onEditingChanged(true)
                            value.wrappedValue = Self.value(at: span > 0 ? (v - bounds.lowerBound) / span : 0, in: bounds, step: step)
                            onEditingChanged(false)
                        }))
    }

    /// One arrow key: a step, or a twentieth of the range without one.
    private func stepByKey(_ direction: Double) {
        let span = bounds.upperBound - bounds.lowerBound
        let delta = (step.map { $0 > 0 ? $0 : span / Double(Self.segments) } ?? span / Double(Self.segments)) * direction
        onEditingChanged(true)
        value.wrappedValue = min(max(value.wrappedValue + delta, bounds.lowerBound), bounds.upperBound)
        onEditingChanged(false)
    }

    /// A drag on the track: the value follows the pointer; editing spans the drag.
    private func drag(_ fraction: Double, _ phase: DragPhase) {
        if phase == .began { onEditingChanged(true) }
        value.wrappedValue = Self.value(at: fraction, in: bounds, step: step)
        if phase == .ended { onEditingChanged(false) }
    }

    /// The value at `fraction` of the track, on the step grid, within the bounds.
    static func value(at fraction: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var v = bounds.lowerBound + f * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        return min(max(v, bounds.lowerBound), bounds.upperBound)
    }

    private func set(_ fraction: Double) {
        var v = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        onEditingChanged(true)
        value.wrappedValue = min(max(v, bounds.lowerBound), bounds.upperBound)
        onEditingChanged(false)
    }
}

/// The filled part of the track and the knob, at `fraction` of the width.
struct _SliderFill: View {
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.accentColor).frame(width: max(w, 0), height: 4)
                Circle().fill(Color.white).frame(width: 20, height: 20)
                    .overlay(Circle().strokeBorder(Color.gray.opacity(0.5), lineWidth: 1))
                    .offset(x: max(min(w - 10, proxy.size.width - 20), 0))
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
        }
        .frame(height: 28)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), min: nil, max: nil, onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), min: nil, max: nil, onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), min: nil, max: nil, onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), min: nil, max: nil, onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), min: minimumValueLabel(),
                  max: maximumValueLabel(), onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), min: minimumValueLabel(),
                  max: maximumValueLabel(), onEditingChanged)
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                 min: ValueLabel?, max: ValueLabel?, _ onEditingChanged: @escaping (Bool) -> Void) {
        var lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        if !lower.isFinite || !upper.isFinite {
            TrellisLog.emit("Slider: the range \(bounds) is not finite; using 0...1")
            lower = 0; upper = 1
        }
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = lower...upper
        self.step = step
        self.label = label
        minimumValueLabel = min
        maximumValueLabel = max
        self.onEditingChanged = onEditingChanged
    }
}
