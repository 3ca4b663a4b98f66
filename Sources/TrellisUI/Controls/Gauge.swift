// Gauge: a value within a range, drawn from shapes. The styles SwiftUI offers on iOS that
// draw from a bar or a ring are here: `.linearCapacity` (the default: a bar filled to the
// value, the label above, the minimum and maximum labels at its ends),
// `.accessoryLinearCapacity`, `.accessoryLinear` (a thin track with a marker at the
// value), `.accessoryCircularCapacity` (a ring filled to the value around the current
// value label) and `.accessoryCircular` (an open ring with a marker at the value).

/// Shows a value within a range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        style.make(GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) }))
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, Double(value).isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// What a gauge style draws: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// A label of the gauge, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label
    public typealias MarkedValueLabels = Label
    /// Where the value lies in the range, from 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// Draws a gauge.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The default: a linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled to the value; the label above it, the bounds labels at its ends and the
/// current value label below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 6) {
                if let min = configuration.minimumValueLabel { min.font(.caption) }
                _GaugeBar(fraction: configuration.value, height: 8, marker: false)
                if let max = configuration.maximumValueLabel { max.font(.caption) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundColor(.secondary) }
        }
    }
}

/// A thin bar filled to the value, with the bounds labels at its ends.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            HStack(spacing: 4) {
                if let min = configuration.minimumValueLabel { min.font(.caption2) }
                _GaugeBar(fraction: configuration.value, height: 4, marker: false)
                if let max = configuration.maximumValueLabel { max.font(.caption2) }
            }
        }
    }
}

/// A thin track with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            HStack(spacing: 4) {
                if let min = configuration.minimumValueLabel { min.font(.caption2) }
                _GaugeBar(fraction: configuration.value, height: 4, marker: true)
                if let max = configuration.maximumValueLabel { max.font(.caption2) }
            }
        }
    }
}

/// A ring filled clockwise from the top to the value, the current value label inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label)).font(.caption)
        }
        .frame(width: 58, height: 58)
    }
}

/// An open ring (three quarters of a turn, gap at the bottom) with a marker at the value;
/// the current value label inside, the bounds labels at the ring's ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75)
                .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().fill(Color.primary).frame(width: 8, height: 8)
                .offset(y: -26)
                .rotationEffect(.degrees(-135 + 270 * configuration.value))
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label)).font(.caption)
            HStack {
                if let min = configuration.minimumValueLabel { min.font(.caption2) }
                Spacer(minLength: 0)
                if let max = configuration.maximumValueLabel { max.font(.caption2) }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: 58, height: 58)
    }
}

/// A track and its fill (or a marker at the value), as wide as offered.
struct _GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    let marker: Bool
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3)).frame(height: height)
                if marker {
                    Circle().fill(Color.primary).frame(width: height * 2, height: height * 2)
                        .offset(x: max(proxy.size.width - height * 2, 0) * fraction)
                } else {
                    Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction, height: height)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
        }
        .frame(height: max(height * 2, 8))
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }

typealias GaugeStyleBox = StyleBox<GaugeStyleConfiguration>

extension StyleBox where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleBox { GaugeStyleBox(style: DefaultGaugeStyle()) } }

extension EnvironmentValues {
    var gaugeStyle: GaugeStyleBox {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges below with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, GaugeStyleBox(style: style))
    }
}
