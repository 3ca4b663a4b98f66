// SwiftUI's accessibility traits and child behaviours, as values. The daemon receives them
// as the `accessibilityAddTraits` / `accessibilityRemoveTraits` / `accessibilityChildren`
// properties (AccessibilityAttachment.swift), whose bits are these in the same order.
import TrellisProtocol

/// Traits that describe how an element behaves (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(newMember)
        rawValue |= newMember.rawValue
        return (!had, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        rawValue &= ~member.rawValue
        return had ? member : nil
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        rawValue |= newMember.rawValue
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }
}

/// How an accessibility element made of a subtree treats its children (SwiftUI's
/// `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: UInt8
    /// The protocol's value for this behaviour.
    var wire: AccessibilityChildren { kind == 0 ? .ignore : kind == 1 ? .contain : .combine }
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension AccessibilityTraits {
    /// The protocol's bit set (the same bits, in the same order).
    var wire: WireAccessibilityTraits { .init(rawValue: UInt64(rawValue)) }
}
