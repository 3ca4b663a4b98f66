// SwiftUI's accessibility modifiers, accepted so that code written for SwiftUI builds
// unchanged. The daemon's backends expose no accessibility tree to assistive technology
// yet (no AT-SPI bridge), so labels, hints, values, traits and grouping describe the
// view without changing what is drawn or hit.

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
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
    /// Accepted (see the file comment): what assistive technology would read for the view.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Accepted: what happens when the element is activated.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// Accepted: the element's current value, as read aloud.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Accepted: hides the view from assistive technology (it stays drawn and tappable).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Accepted: an identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Accepted.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted: makes the subtree one element (`.combine`), a container (`.contain`) or
    /// an element whose children are not read (`.ignore`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Accepted: the order among siblings (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}
