// Custom content: extra facts about an element (a photo's date, a product's rating) that a
// screen reader gives when asked rather than every time the element is read. Carried by
// the protocol property `accessibilityCustomContent`; the AT-SPI bridge publishes each
// fact as an object attribute named by its key's id, and appends the facts of `.high`
// importance to the element's description, which Orca reads with the element.
import TrellisProtocol

/// The namespace of the Accessibility framework's custom content (`AXCustomContent`), of
/// which SwiftUI's custom-content modifiers use the importance.
public final class AXCustomContent: @unchecked Sendable {
    /// How prominently a screen reader presents a piece of custom content.
    public enum Importance: UInt, Sendable, Hashable {
        /// Read when the user asks for more content.
        case `default`
        /// Read with the element, after its label and value.
        case high
    }

    /// What the content is ("Age").
    public var label: String
    /// The content ("3 years").
    public var value: String
    public var importance: Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// Names one kind of custom content, so that the same key set twice (by nested views)
/// means the same fact, the innermost value winning.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let id: String
    let label: String

    /// A key read as `label`, identified by `id` (stable across languages).
    public init(_ label: Text, id: String) {
        self.label = label.string
        self.id = id
    }

    /// A key read as the localized `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key read as the localized `labelKey` and identified by it.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey).string
        self.label = label
        self.id = label
    }
}

extension View {
    /// Adds `value` under `key` to the element's custom content (nothing when `value` is
    /// nil). With `.high` importance it is read with the element; otherwise on request.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        guard let value else { return _accessibility([]) }
        return _customContent(id: key.id, label: key.label, value: value.string, importance: importance)
    }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _customContent(id: key.id, label: key.label, value: String(value), importance: importance)
    }

    /// Custom content labelled `label` (the label is also its identity).
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _customContent(id: label.string, label: label.string, value: value.string, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let label = Text(labelKey).string
        return _customContent(id: label, label: label, value: String(value), importance: importance)
    }

    func _customContent(id: String, label: String, value: String, importance: AXCustomContent.Importance) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        // The daemon needs an identity; an empty label's content is named by its value.
        let name = id.isEmpty ? (label.isEmpty ? value : label) : id
        guard !name.isEmpty else { return _accessibility([]) }
        return _accessibility([.accessibilityCustomContent([
            WireAccessibilityCustomContent(id: name, label: label, value: value, high: importance == .high),
        ])])
    }
}
