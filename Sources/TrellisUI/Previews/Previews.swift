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

/// What `#Preview` generates: a named way to make the previewed view, and its traits.
public protocol _PreviewRegistration {
    static var name: String? { get }
    @MainActor static func makeView() -> any View
    /// The preview's traits, in the order written (`traits:` first).
    @MainActor static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
}

extension _PreviewRegistration {
    @MainActor public static var traits: [PreviewTrait<Preview.ViewTraits>] { [] }

    /// The view a preview tool shows: the body wrapped by each `.modifier` trait in turn
    /// (the first modifier around the body, the next around that).
    @MainActor public static func _makePreview() -> any View {
        traits.reduce(AnyView(makeView())) { view, trait in trait.wrap.map { $0(view) } ?? view }
    }
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

/// A trait of a preview: its layout or orientation, or a modifier around it.
public struct PreviewTrait<T> {
    let description: String
    /// For `.modifier(_:)`: puts the preview's view inside the modifier's body.
    var wrap: (@MainActor (AnyView) -> AnyView)? = nil
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
    /// Shows the preview inside `modifier`'s body, given the modifier type's shared
    /// context. Several are applied in order: the first around the preview's body, the
    /// second around the first, and so on.
    @MainActor public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait<T> {
        .init(description: "modifier \(M.self)", wrap: { AnyView(_PreviewModifierHost(modifier: modifier, content: $0)) })
    }
}

/// A setting shared by previews (iOS 18): `makeSharedContext()` builds an expensive value
/// once (sample data, a model container) and `body(content:context:)` applies it to each
/// preview that names the modifier with `#Preview(traits: .modifier(…))`.
@MainActor public protocol PreviewModifier {
    /// The value made once per modifier type and given to every preview using it.
    associatedtype Context = Void
    /// The preview as this modifier shows it.
    associatedtype Body: View
    /// The preview being modified, type-erased.
    typealias Content = PreviewModifierContent
    /// Makes the shared context; the result is kept and reused for every preview with a
    /// modifier of this type.
    static func makeSharedContext() async throws -> Context
    /// The preview `content` with `context` applied.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// Nothing to make: a modifier without shared state.
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` modifies, type-erased.
public struct PreviewModifierContent: View {
    let content: AnyView
    public var body: some View { content }
}

/// The shared contexts made so far, one per modifier type, as the preview system caches
/// them.
@MainActor enum _PreviewSharedContexts {
    static var made: [ObjectIdentifier: Any] = [:]
}

/// Shows `content` through `modifier`'s body once its type's shared context is made (made
/// once and kept); a failure to make it is shown in place of the preview, as a canvas
/// shows a preview's error.
struct _PreviewModifierHost<M: PreviewModifier>: View {
    let modifier: M
    let content: AnyView
    @State private var context: M.Context? = _PreviewSharedContexts.made[ObjectIdentifier(M.self)] as? M.Context
    @State private var failure: String?

    var body: some View {
        if let context {
            modifier.body(content: PreviewModifierContent(content: content), context: context)
        } else if let failure {
            Text(failure)
        } else {
            Color.clear.task {
                do {
                    let made = try await M.makeSharedContext()
                    _PreviewSharedContexts.made[ObjectIdentifier(M.self)] = made
                    context = made
                } catch {
                    failure = "\(M.self).makeSharedContext() failed: \(error)"
                }
            }
        }
    }
}

/// A context a preview declares with `previewContext(_:)` (WidgetKit's
/// `WidgetPreviewContext` is one): values read by key.
public protocol PreviewContext {
    /// The context's value for `key`, or the key's default.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key of a `PreviewContext`'s values, with the value used when the context has none.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
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
    /// The context to preview in (a widget family); metadata for a preview tool, ignored
    /// when the view runs, like the other preview settings.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
