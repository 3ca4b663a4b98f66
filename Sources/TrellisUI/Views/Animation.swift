// The animation API as SwiftUI code writes it. State changes inside `withAnimation` or
// under `.animation(_:value:)` apply at once, as S30 requires of the model; drawing the
// interpolated frames is the render server's job and is not done yet, so changes appear
// in one step. Transitions likewise: inserted and removed views appear and disappear at
// once.

/// How a change is animated.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let name: String
    var duration: Double
    var delayAmount: Double = 0
    var speedFactor: Double = 1
    var repeats: Int? = nil
    var autoreverses = false

    init(_ name: String, duration: Double) { self.name = name; self.duration = duration }

    public var description: String { name }

    public static let `default` = Animation("default", duration: 0.35)
    public static let linear = Animation("linear", duration: 0.35)
    public static let easeIn = Animation("easeIn", duration: 0.35)
    public static let easeOut = Animation("easeOut", duration: 0.35)
    public static let easeInOut = Animation("easeInOut", duration: 0.35)
    public static let spring = Animation("spring", duration: 0.5)
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    public static let bouncy = Animation("bouncy", duration: 0.5)
    public static let smooth = Animation("smooth", duration: 0.5)
    public static let snappy = Animation("snappy", duration: 0.3)

    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: response)
    }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", duration: response)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring", duration: 0.5)
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        Animation("timingCurve", duration: duration)
    }
    @_disfavoredOverload
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration: duration) }
    @_disfavoredOverload
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration: duration) }
    @_disfavoredOverload
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration: duration) }

    public func delay(_ delay: Double) -> Animation { var a = self; a.delayAmount = delay; return a }
    public func speed(_ speed: Double) -> Animation { var a = self; a.speedFactor = speed; return a }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeats = repeatCount; a.autoreverses = autoreverses; return a
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self; a.repeats = .max; a.autoreverses = autoreverses; return a
    }
}

/// Applies the changes `body` makes at once (S30: the model always holds the final value).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The iOS 17 form with a completion, run once the changes are applied.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let r = try body()
    DispatchQueue.main.async(execute: completion)
    return r
}

/// When an animation counts as complete (accepted).
public struct AnimationCompletionCriteria: Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

/// How a view is inserted and removed.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Animates changes of `value` (drawn in one step for now; see the file comment).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// The older form without a value.
    public func animation(_ animation: Animation?) -> some View { self }
    /// How the view is inserted and removed (it appears and disappears at once for now).
    public func transition(_ t: AnyTransition) -> some View { self }
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
    /// A binding whose writes are animated (applied at once for now).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
