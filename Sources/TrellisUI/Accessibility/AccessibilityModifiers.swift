// SwiftUI's accessibility modifiers. Each describes the view to assistive technology
// through the daemon's accessibility tree (AT-SPI2 on Linux; protocol README §7): labels,
// hints, values, traits, grouping and order. None changes what is drawn or hit.
import TrellisProtocol

/// A heading's level (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading without a level.
    case unspecified
    case h1, h2, h3, h4, h5, h6
}

extension View {
    /// What assistive technology reads for the view, in place of its content.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityLabel(label.string)])
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityLabel(String(label))])
    }
    /// The label only while `isEnabled` is true.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility(isEnabled ? [.accessibilityLabel(label.string)] : [])
    }

    /// What happens when the element is activated, read after its label.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityHint(hint.string)])
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityHint(String(hint))])
    }

    /// The element's current value, as read aloud (a slider's "50 percent").
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityValue(valueDescription.string)])
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityValue(String(value))])
    }

    /// Hides the view and its subtree from assistive technology (it stays drawn and
    /// tappable): decorative images, duplicated text.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility(hidden ? hiddenProps : [])
    }

    /// An identifier for tools and UI tests; never read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityIdentifier(identifier)])
    }

    /// Adds traits to the element (`.isHeader` makes a heading, `.isButton` a button …).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityAddTraits(traits.wire)])
    }
    /// Removes traits the element would otherwise have (`.isImage` from an image that
    /// reads as text, `.isSelected`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityRemoveTraits(traits.wire)])
    }

    /// Makes the view one element whose children are merged into it (`.combine`), a
    /// container of its children's elements (`.contain`), or one element whose children
    /// are not read at all (`.ignore`, the default: give it a label).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityChildren(children.wire)])
    }

    /// Reading order among the elements of one container: higher first, then layout order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility(sortPriority.isFinite ? [.accessibilitySortPriority(sortPriority)] : [])
    }

    /// Marks the view as a heading of `level` (a screen reader's heading navigation).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var p: [Property] = [.accessibilityAddTraits(.isHeader)]
        if level != .unspecified { p.append(.accessibilityHeadingLevel(UInt8(level.rawValue))) }
        return _accessibility(p)
    }

    /// Labels voice control may use for the element. Linux has no voice control that
    /// reads them, so they are kept out of the tree (the element's label is what is read).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Whether the element responds to the user. False: it is not announced as a button
    /// (its `isButton` trait is removed, so it reads as text); its press action stays,
    /// since the view still answers a tap.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility(respondsToUserInteraction ? [] : [.accessibilityRemoveTraits(.isButton)])
    }

    // The iOS 13 spellings, deprecated in SwiftUI and kept so that older code builds.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHint(hint) }
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityRemoveTraits(traits) }
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilitySortPriority(sortPriority) }
}

/// Shared: decorative images and hidden views allocate no array.
let hiddenProps: [Property] = [.accessibilityHidden(true)]

extension View {
    /// Keeps this view's colours when the system inverts the display's (iOS's Smart
    /// Invert leaves photos and video as they are). Trellis never inverts a view: the
    /// backends do not read an invert setting (`accessibilityInvertColors` stays false),
    /// and a Linux desktop inverts colours in its compositor, where no window can exempt a
    /// part of itself, as on a Mac. So nothing changes (listed in PlatformDifferences).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
