extension View {
    /// Accepted: content transitions draw the new content at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How changed content is drawn (accepted).
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
