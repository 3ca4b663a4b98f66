// Container values: values a view carries for the custom container that lays it out
// (`containerValue(_:_:)` writes one, `Subview.containerValues` reads it back).

/// A key for a value a view hands to its nearest container, read through
/// `Subview.containerValues` or `SectionConfiguration.containerValues`.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview has when nothing set it.
    static var defaultValue: Value { get }
}

/// The values a subview carries for its container: the ones set with
/// `containerValue(_:_:)` anywhere in the chain of modifiers around that subview, and its
/// `tag(_:)`.
///
/// Declare a value as a property of an extension (`@Entry var pinned = false`, or a
/// `ContainerValueKey` and a computed property). A value set on a view stays with that
/// view through modifiers that are not containers, and is not seen beyond its nearest
/// container: a `VStack` holding a view that sets one is a subview without it.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The subview's `tag(_:)`, if it has one.
    var tagValue: AnyHashable?

    init() {}

    /// The value for `key`, or the key's default when the subview did not set one.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The subview's tag when it is a `V`, else nil.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        guard let tagValue else { return nil }
        return tagValue.base as? V ?? (tagValue as? V)
    }

    /// `other`'s values written over these (its tag too, when it has one).
    mutating func merge(_ other: ContainerValues) {
        values.merge(other.values) { _, new in new }
        if let t = other.tagValue { tagValue = t }
    }

    /// Whether the subview's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }
}

/// Writes one container value (`containerValue(_:_:)`); it changes nothing that is drawn.
public struct _ContainerValueWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<ContainerValues, Value>
    let value: Value
}

extension _ContainerValueWritingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) { node.reconcileChild(.index(0), content) }
}

/// A modifier that writes a container value, whatever its value's type.
protocol _ContainerValueWriting {
    func _write(into values: inout ContainerValues)
}

extension _ContainerValueWritingModifier: _ContainerValueWriting {
    func _write(into values: inout ContainerValues) { values[keyPath: keyPath] = value }
}

/// A modified view whose modifiers may write container values.
protocol _ContainerValuesInspectable {
    /// Applies the writes of this chain of modifiers to `values`, the outermost first, so
    /// a value set nearer the view wins (as an environment value does).
    func _applyContainerValues(to values: inout ContainerValues)
}

extension ModifiedContent: _ContainerValuesInspectable where Content: View, Modifier: ViewModifier {
    func _applyContainerValues(to values: inout ContainerValues) {
        (modifier as? _ContainerValueWriting)?._write(into: &values)
        (content as? _ContainerValuesInspectable)?._applyContainerValues(to: &values)
    }
}

extension ContainerValues {
    /// The container values `view` carries: those its modifiers write, and its tag.
    init(of view: any View) {
        self.init()
        (view as? _ContainerValuesInspectable)?._applyContainerValues(to: &self)
        tagValue = (view as? _TagInspectable)?._tag
    }
}

extension View {
    /// Sets `value` at `keyPath` of this view's container values, for the custom container
    /// that lays it out to read (`Subview.containerValues`). Nothing is drawn differently.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueWritingModifier(keyPath: keyPath, value: value))
    }
}
