// HorizontalDirection and VerticalDirection (iOS 18): directions along one axis, with
// option sets of them.

/// Leading or trailing.
public enum HorizontalDirection: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading, trailing
    /// A set of horizontal directions.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// Up or down.
public enum VerticalDirection: Int8, CaseIterable, Codable, Hashable, Sendable {
    case up, down
    /// A set of vertical directions.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        public static let up = Set(.up)
        public static let down = Set(.down)
        public static let all: Set = [.up, .down]
    }
}
