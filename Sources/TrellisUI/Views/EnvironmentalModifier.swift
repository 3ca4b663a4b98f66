// EnvironmentalModifier: a modifier that becomes another modifier once the environment
// it is applied in is known (`resolve(in:)`). Trellis resolves it at its node with that
// node's environment, and applies the resolved modifier to the content; it is resolved
// again when the node is updated.

/// A modifier resolved to a concrete modifier from the environment it is used in.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply, for `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never evaluated: Trellis applies `resolve(in:)`'s modifier.
    public func body(content: Content) -> Never { fatalError("EnvironmentalModifier has no body") }
}

/// Applies an `EnvironmentalModifier` at its node.
@MainActor
func _reconcileEnvironmentalModifier<C: View, M: EnvironmentalModifier>(_ m: M, content: C, in node: GraphNode) {
    node.install(target: m)
    let resolved = m.resolve(in: node.env)
    node.reconcileChild(.index(0), content.modifier(resolved))
}
