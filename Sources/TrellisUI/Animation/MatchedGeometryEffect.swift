import Foundation

extension View {
    /// Accepted: geometry matching between views animates nothing yet.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}

/// What `matchedGeometryEffect` matches (accepted).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// An identity space for `matchedGeometryEffect` (`@Namespace var ns`): one id per view
/// identity, kept across updates like `@State`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable { let value: Int }
    @State private var id: ID
    public init() { _id = State(initialValue: ID(value: Namespace.counter.next())) }
    public var wrappedValue: ID { id }
    static let counter = NamespaceCounter()
}

/// Hands out namespace ids.
final class NamespaceCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
