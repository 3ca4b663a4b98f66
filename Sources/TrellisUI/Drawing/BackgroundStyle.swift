// backgroundStyle(_:) and the `.background` shape style: the style a subtree uses for
// its backgrounds. `.background` resolves to the style set with `backgroundStyle(_:)`,
// or to the window's background (the system background: white, or black in the dark scheme); `background()` with no
// argument fills the view's background with it.

/// The background style of the environment (SwiftUI's `BackgroundStyle`).
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension BackgroundStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color {
        env.backgroundStyle.map { $0.base.resolvedColor(in: env) } ?? .systemBackground
    }
    var _resolvedColorWithoutEnvironment: Color { .systemBackground }
    var _wireGradient: [Double]? { nil }
}

struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style set with `backgroundStyle(_:)` (nil: the window's background).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the background style of this view and its descendants: what `.background`
    /// fills with.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
    /// Fills this view's background with the environment's background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(BackgroundStyle()))
    }
    /// Fills `shape`, behind this view, with the environment's background style (what
    /// `backgroundStyle(_:)` set, else the window's background).
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }
}
