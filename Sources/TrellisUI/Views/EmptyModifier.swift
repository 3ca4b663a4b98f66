// EmptyModifier: the modifier that changes nothing (a placeholder where a modifier is
// required, e.g. `condition ? AnyModifier : EmptyModifier()` patterns).

/// A modifier that leaves its content as it is.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}
