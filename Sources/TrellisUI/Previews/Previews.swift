// Previews as SwiftUI files write them: `#Preview { … }` (with a name, traits and
// `@Previewable` state) and `PreviewProvider`. A file that contains them builds
// unchanged; each preview becomes a `_PreviewRegistration` a tool can render.

/// Declares a preview of the view its closure returns.
@freestanding(declaration, names: named(_trellisPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Declares a preview with traits (layout, orientation); the traits are accepted.
@freestanding(declaration, names: named(_trellisPreview))
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's state (`@Previewable @State var
/// count = 0`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")

/// What `#Preview` generates: a named way to make the previewed view.
public protocol _PreviewRegistration {
    static var name: String? { get }
    @MainActor static func makeView() -> any View
}

/// The body of a `#Preview`, as a view.
public struct _PreviewContent<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// Namespace of preview traits (SwiftUI's `Preview.ViewTraits`).
public struct Preview {
    public struct ViewTraits {}
}

/// A trait of a preview: its layout or orientation.
public struct PreviewTrait<T> {
    let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(description: "sizeThatFits") }
    public static var defaultLayout: PreviewTrait<T> { .init(description: "default") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(description: "fixed \(width)x\(height)")
    }
    public static var portrait: PreviewTrait<T> { .init(description: "portrait") }
    public static var landscapeLeft: PreviewTrait<T> { .init(description: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait<T> { .init(description: "landscapeRight") }
    public static var portraitUpsideDown: PreviewTrait<T> { .init(description: "portraitUpsideDown") }
}

/// The older way to declare previews: a type whose `previews` are the views to show.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms a preview targets (accepted).
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// How a preview is sized.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Orientation of a preview.
public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

extension View {
    /// Preview metadata; accepted and ignored when the view runs.
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
