/// A type-erased list of the values pushed on a `NavigationStack`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`: its `navigationDestination(for:)` shows it.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
