extension View {
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// Regions of the safe area (accepted).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
