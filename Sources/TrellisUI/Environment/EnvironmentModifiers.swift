/// Writes one environment value for the subtree (S14). A change of the written value
/// invalidates the readers below; an equal value leaves the subtree alone.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.writeEnvironment(keyPath, value)
        node.reconcileChild(.index(0), content)
    }
}

extension GraphNode {
    /// Gives the children this node's environment with `keyPath` set to `value`. The
    /// children keep the same environment identity when the parent's environment and the
    /// value are unchanged (compared as view values are, S4), so nothing below re-runs.
    func writeEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        let parentEnv = env
        let e = ext
        if let w = e.envWrite, w.parent.isIdentical(to: parentEnv), ViewEquality.equal(w.value, value) { return }
        var newEnv = parentEnv
        newEnv[keyPath: keyPath] = value
        e.envWrite = (parentEnv, value, newEnv)
    }
}

/// Identifies the environment slot of an observable object type.
public struct _EnvironmentObjectID<T>: Hashable {
    public init() {}
}

extension EnvironmentValues {
    public subscript<T: AnyObject>(_environmentObject key: _EnvironmentObjectID<T>) -> T? {
        get { lookup(ObjectIdentifier(_EnvironmentObjectKey<T>.self)) as? T }
        set { set(ObjectIdentifier(_EnvironmentObjectKey<T>.self), newValue as Any) }
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
    /// Injects an observable object, found by type by `@EnvironmentObject` below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<T>>> {
        environment(\EnvironmentValues.[_environmentObject: _EnvironmentObjectID<T>()], object)
    }
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Font>>> {
        environment(\.font, font)
    }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Color>>> {
        environment(\.foregroundColor, color)
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Color>>> {
        environment(\.foregroundColor, style.resolvedColor)
    }
    /// Text below shows at most `number` lines (nil: as many as it needs); a longer text
    /// is truncated with "…". A vertical `TextField` grows up to that many lines, then
    /// scrolls.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_LineLimitModifier(maximum: number, minimum: nil))
    }
    /// Text and vertical fields below are at least `limit.lowerBound` lines tall (a shorter
    /// text keeps that height) and show at most `limit.upperBound`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_LineLimitModifier(maximum: limit.upperBound, minimum: limit.lowerBound))
    }
    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_LineLimitModifier(maximum: limit.upperBound, minimum: nil))
    }
    /// At least `limit.lowerBound` lines tall and no upper bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_LineLimitModifier(maximum: nil, minimum: limit.lowerBound))
    }
    /// At most `limit` lines; with `reservesSpace` the view keeps the height of `limit`
    /// lines while its text is shorter (a card whose title may take one or two lines keeps
    /// its layout steady).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_LineLimitModifier(maximum: limit, minimum: reservesSpace ? limit : nil))
    }
    /// Hides the labels of controls (Toggle, Stepper, TextField) below.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.labelsHidden, true)
    }
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.isEnabled, !disabled)
    }
}

/// Transforms one environment value for the subtree (`transformEnvironment`). The subtree
/// keeps its environment when the transformed value is equal to the last one (S4).
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
}

extension _EnvironmentTransformModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var value = node.env[keyPath: keyPath]
        transform(&value)
        node.writeEnvironment(keyPath, value)
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    /// Changes one environment value for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// The line bounds `lineLimit` sets for the subtree: both are written, so the innermost
/// `lineLimit` decides the range as a whole.
public struct _LineLimitModifier: ViewModifier {
    let maximum: Int?
    let minimum: Int?

    public func body(content: Content) -> some View {
        content.environment(\.lineLimit, maximum).environment(\.lineMinimum, minimum)
    }
}
