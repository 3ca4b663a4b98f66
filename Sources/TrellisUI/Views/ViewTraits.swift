import TrellisProtocol

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
            // The daemon's stacks read the property; a custom Layout reads the trait
            // (`LayoutSubview.priority`).
            if (value as! Double) != 0 || node.extra?.traits.isEmpty == false {
                node.ext.traits[ObjectIdentifier(Trait.self)] = value
            }
            node.renderWrapper(.effect, [.layoutPriority(value as! Double)], content: content)
            return
        }
        node.ext.traits[ObjectIdentifier(Trait.self)] = value
        // In a list, a trait on a ForEach, Group or Section applies to every row it makes
        // (`ForEach(items) { … }.listRowSeparator(.hidden)`): the rows read it from their
        // environment when their own view sets none (Lists/List.swift).
        if content is _ListRowTransparent, node.env.listRowContext != nil {
            var traits = node.env._listRowTraits
            traits[ObjectIdentifier(Trait.self)] = value
            node.writeEnvironment(\._listRowTraits, traits)
        }
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    /// Stacks give space to higher priorities first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier<LayoutPriorityTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }
}

extension View {
    /// The label shown for this view in a `TabView`'s tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TraitWritingModifier<TabItemTraitKey>> {
        modifier(_TraitWritingModifier(value: _tabItemLabel(label())))
    }
    /// The selection value of this view in a `TabView` (or `Picker`).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<V>>> {
        modifier(_TraitWritingModifier(value: tag))
    }
}

/// What a tab bar shows for a `tabItem`'s content. A tab bar item is an image and a title
/// (UIKit's `UITabBarItem`): an `Image` and a `Text` written side by side in the closure,
/// in either order, become a `Label`, drawn as the bar draws one (the icon over a
/// caption-sized title); a lone `Text` is drawn at the caption size. Other content is
/// shown as it is written.
@MainActor
func _tabItemLabel<V: View>(_ content: V) -> AnyView {
    if let text = content as? Text { return AnyView(text.font(.caption2)) }
    guard let tuple = content as? _ElementsProviding else { return AnyView(content) }
    let parts = tuple._elements
    guard parts.count == 2 else { return AnyView(content) }
    if let image = parts[0] as? Image, let text = parts[1] as? Text { return AnyView(Label { text } icon: { image }) }
    if let text = parts[0] as? Text, let image = parts[1] as? Image { return AnyView(Label { text } icon: { image }) }
    return AnyView(content)
}
