// The parts of SwiftUI's animation API that are accepted but not animated yet: geometry
// matching, content transitions, animation completions (called once the change is sent).
// Animations themselves are in Animation/ (interpolated by trellisd).
import Foundation

/// The iOS 17 form with a completion. The completion runs on the main queue once the
/// change is applied (not yet when the daemon finishes the animation).
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let r = try withAnimation(animation, body)
    DispatchQueue.main.async(execute: completion)
    return r
}

/// When an animation counts as complete (accepted).
public struct AnimationCompletionCriteria: Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

extension View {
    /// Accepted: geometry matching between views animates nothing yet.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// Accepted: content transitions draw the new content at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// What `matchedGeometryEffect` matches (accepted).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How changed content is drawn (accepted).
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
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

extension Binding {
    /// A binding whose writes are animated with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { v in
            MainActor.assumeIsolated { withAnimation(animation) { base.wrappedValue = v } }
        })
    }
}
