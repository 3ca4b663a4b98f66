/// A view with a modifier applied; nesting mirrors the call chain, so
/// `Text("x").background(Color.yellow).font(.title)` is
/// `ModifiedContent<ModifiedContent<Text, _BackgroundModifier<Color>>, _EnvironmentKeyWritingModifier<Optional<Font>>>` (S26).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// A modifier you apply to a view, producing a different version of it. Custom modifiers
/// implement `body(content:)` and may hold `@State`, like views.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let content: any View
}

extension _ViewModifier_Content: StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content) }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

/// TrellisUI's built-in modifiers apply themselves to the node that holds the
/// `ModifiedContent`.
@MainActor
protocol PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode)
}

extension PrimitiveModifier {
    /// Reconciles the modifier stored at `pointer`. `ModifiedContent` reaches a primitive
    /// modifier through its type rather than by casting the value to `PrimitiveModifier`:
    /// a value larger than an existential's three-word buffer is boxed on the heap by that
    /// cast, one allocation per modifier per update (a tap gesture on every row of a list).
    static func _reconcile<C: View>(at pointer: UnsafeRawPointer, content: C, in node: GraphNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee._reconcile(content: content, in: node)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func _reconcile(in node: GraphNode) {
        // On a Group of several views or a ForEach: each view is modified
        // (Views/ModifierDistribution.swift).
        if let each = _distributed {
            node.reconcileChild(.index(0), each)
            return
        }
        if let type = Modifier.self as? any PrimitiveModifier.Type {
            withUnsafePointer(to: modifier) { type._reconcile(at: UnsafeRawPointer($0), content: content, in: node) }
            return
        }
        if let m = modifier as? any EnvironmentalModifier {
            // Views/EnvironmentalModifier.swift
            _reconcileEnvironmentalModifier(m, content: content, in: node)
            return
        }
        if let effect = modifier as? any GeometryEffect {
            // Drawing/GeometryEffect.swift
            _reconcileGeometryEffect(effect, content: content, in: node)
            return
        }
        // A custom modifier: its dynamic properties belong to this identity.
        node.install(target: modifier)
        node.clearReadDependencies()
        let saved = node.graph.evaluatingBody
        node.graph.evaluatingBody = node
        let m = modifier
        let body = node.graph.track(node) { _modifierBody(m, content) as any View }
        node.graph.evaluatingBody = saved
        node.reconcileChild(.index(0), body)
    }
}

@MainActor
func _modifierBody<M: ViewModifier>(_ m: M, _ content: any View) -> any View {
    m.body(content: _ViewModifier_Content<M>(content: content))
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Chains two modifiers.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: PrimitiveModifier where Content: PrimitiveModifier, Modifier: PrimitiveModifier {
    func _reconcile<C: View>(content inner: C, in node: GraphNode) {
        // Chained primitive modifiers: apply as nested modified content.
        node.reconcileChild(.index(0), _ChainedModifierView(content: inner, first: self.content, second: self.modifier))
    }
}

struct _ChainedModifierView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let first: PrimitiveModifier
    let second: PrimitiveModifier
    func _reconcile(in node: GraphNode) {
        node.reconcileChild(.index(0), _SingleModifierView(content: _SingleModifierView(content: content, modifier: first), modifier: second))
    }
}

struct _SingleModifierView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let modifier: PrimitiveModifier
    func _reconcile(in node: GraphNode) { modifier._reconcile(content: content, in: node) }
}
