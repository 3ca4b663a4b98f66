import TrellisProtocol

/// Makes a view transparent (render kind `effect`, property `opacity`). An invisible
/// view still takes part in layout: it does not disappear (S18).
public struct _OpacityEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var opacity: Double
    public init(opacity: Double) { self.opacity = opacity }
}

extension _OpacityEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.opacity(max(0, min(1, opacity)))], content: content)
    }
}

/// Draws a view shifted, without changing its layout (`effect` with `offset`).
public struct _OffsetEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var offset: CGSize
    public init(offset: CGSize) { self.offset = offset }
}

extension _OffsetEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.offset(WirePoint(x: Double(offset.width), y: Double(offset.height)))], content: content)
    }
}

/// A key for a value attached to a view for its container (layout priority, tab item...).
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct LayoutPriorityTraitKey: _ViewTraitKey {
    public static var defaultValue: Double { 0 }
}

public struct TabItemTraitKey: _ViewTraitKey {
    public static var defaultValue: AnyView? { nil }
}

public struct TagValueTraitKey<V: Hashable>: _ViewTraitKey {
    public static var defaultValue: V? { nil }
}

/// Attaches a trait value for the container of this view.
public struct _TraitWritingModifier<Trait: _ViewTraitKey>: ViewModifier {
    public typealias Body = Never
    public var value: Trait.Value
    public init(value: Trait.Value) { self.value = value }
}

extension _TraitWritingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if Trait.self == LayoutPriorityTraitKey.self {
            node.renderWrapper(.effect, [.layoutPriority(value as! Double)], content: content)
            return
        }
        node.ext.traits[ObjectIdentifier(Trait.self)] = value
        node.reconcileChild(.index(0), content)
    }
}

/// Runs an action when the view is tapped (`effect` with `tappable`).
public struct _TapGestureModifier: ViewModifier {
    public typealias Body = Never
    public var count: Int
    let action: () -> Void
}

extension _TapGestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.ext.tapAction = action
        node.renderWrapper(.effect, tappableProps, content: content)
    }
}

/// Shared, so reconciling a tap target (every row of a list, on each update) allocates no array.
let tappableProps: [Property] = [.tappable(true)]

extension View {
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> { modifier(_OpacityEffect(opacity: opacity)) }
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> { modifier(_OffsetEffect(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }
    /// Stacks give space to higher priorities first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier<LayoutPriorityTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }
    /// The label shown for this view in a `TabView`'s tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TraitWritingModifier<TabItemTraitKey>> {
        modifier(_TraitWritingModifier(value: AnyView(label())))
    }
    /// The selection value of this view in a `TabView` (or `Picker`).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<V>>> {
        modifier(_TraitWritingModifier(value: tag))
    }
}

/// `allowsHitTesting(_:)`: whether taps and drags reach this view and its subtree
/// (false: they pass through to what lies below; property `hitTesting`).
public struct _AllowsHitTestingModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public var allowsHitTesting: Bool
}

extension _AllowsHitTestingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, allowsHitTesting ? [] : [.hitTesting(false)], content: content)
    }
}

extension View {
    /// Whether this view takes pointer input; when false, taps reach what lies below it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }

    /// Hides the view: it keeps its place in layout but is not drawn and takes no input.
    public func hidden() -> some View {
        modifier(_OpacityEffect(opacity: 0)).allowsHitTesting(false)
    }
}
