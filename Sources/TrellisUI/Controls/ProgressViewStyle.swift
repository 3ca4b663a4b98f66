// Progress view styles: `.linear` (a bar filled to the fraction), `.circular` (a ring
// filled clockwise from the top; a spinner arc when the progress is indeterminate) and the
// app's own styles, whose `makeBody(configuration:)` draws the progress view.

/// What a progress view style draws.
public struct ProgressViewStyleConfiguration {
    /// A label of the progress view, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The completed fraction, from 0 to 1; nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// Draws a progress view.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The default: a bar for determinate progress, an ellipsis while indeterminate.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            if let fraction = configuration.fractionCompleted {
                _ProgressBar(fraction: fraction, tint: nil)
            } else {
                Text("…").foregroundColor(.gray)
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundColor(.secondary) }
        }
    }
}

/// A bar filled to the completed fraction (empty while indeterminate).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar filled in `tint`.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            _ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundColor(.secondary) }
        }
    }
}

/// A ring filled clockwise from the top to the completed fraction, or a spinner arc while
/// indeterminate; the label below it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A ring drawn in `tint`.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        _CircularProgress(configuration: configuration, tint: tint)
    }
}

struct _CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 3)
                Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0.3)
                    .stroke(configuration.fractionCompleted == nil ? Color.gray : (tint ?? environmentTint ?? .accentColor),
                            style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 20, height: 20)
            if let label = configuration.label { label.foregroundColor(.secondary) }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundColor(.secondary) }
        }
    }
}

struct _ProgressBar: View {
    let fraction: Double
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3)).frame(height: 4)
                Capsule().fill(tint ?? environmentTint ?? Color.accentColor).frame(width: proxy.size.width * fraction, height: 4)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
        }
        .frame(height: 8)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

typealias ProgressViewStyleBox = StyleBox<ProgressViewStyleConfiguration>

extension StyleBox where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleBox { ProgressViewStyleBox(style: DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views below with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, ProgressViewStyleBox(style: style))
    }
}

extension ProgressView {
    /// A progress view drawn from a style's configuration (inside a custom style's body,
    /// SwiftUI's way to draw the default look with changes).
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label,
                                                                       CurrentValueLabel == EmptyView {
        fraction = configuration.fractionCompleted
        label = configuration.label
    }
}
