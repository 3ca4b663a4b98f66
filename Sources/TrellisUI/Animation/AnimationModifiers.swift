import Foundation
import TrellisProtocol

/// `.animation(_:value:)`: the changes made below this view when `value` changes animate
/// with `animation` (unless the transaction disables animations).
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    public var animation: Animation?
    public var value: Value
}

/// Holds the value an `.animation(_:value:)` saw last, per identity.
final class _AnimationValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension _AnimationModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let box = node.storage["animation.value"] as? _AnimationValueBox<Value>
        let changed = box.map { $0.value != value } ?? false
        if let box { box.value = value } else { node.storage["animation.value"] = _AnimationValueBox(value) }
        let graph = node.graph
        if changed && !graph.writer.animationsDisabled {
            graph.writer.withAnimationScope(animation) { node.reconcileChild(.index(0), content) }
        } else {
            node.reconcileChild(.index(0), content)
        }
    }
}

/// `.animation(_:)` (deprecated in SwiftUI): every change below animates.
public struct _ImplicitAnimationModifier: ViewModifier {
    public typealias Body = Never
    public var animation: Animation?
}

extension _ImplicitAnimationModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let graph = node.graph
        if graph.writer.animationsDisabled {
            node.reconcileChild(.index(0), content)
        } else {
            graph.writer.withAnimationScope(animation) { node.reconcileChild(.index(0), content) }
        }
    }
}

/// `.transaction(_:)`: rewrites the transaction (its animation) for the changes below.
public struct _TransactionModifier: ViewModifier {
    public typealias Body = Never
    public var transform: (inout Transaction) -> Void
}

extension _TransactionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let graph = node.graph
        var t = Transaction(animation: graph.writer.animation)
        t.disablesAnimations = graph.writer.animationsDisabled
        t.custom = graph.writer.transactionValues
        transform(&t)
        let savedDisabled = graph.writer.animationsDisabled
        let savedValues = graph.writer.transactionValues
        graph.writer.animationsDisabled = t.disablesAnimations
        graph.writer.transactionValues = t.custom
        graph.writer.withAnimationScope(t.animation) { node.reconcileChild(.index(0), content) }
        graph.writer.animationsDisabled = savedDisabled
        graph.writer.transactionValues = savedValues
    }
}

extension View {
    /// Animates the changes below this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change below this view with `animation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_ImplicitAnimationModifier(animation: animation))
    }

    /// Rewrites the transaction of the changes below this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// How this view enters and leaves when inserted or removed under an animation.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }
}
