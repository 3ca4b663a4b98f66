// Actions assistive technology can perform on an element: its default action, adjusting
// its value, and named custom actions (on Linux, AT-SPI's Action interface lists them;
// Orca offers them in its actions list).
import TrellisProtocol

/// The kind of an accessibility action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The element's primary action (what activating it does).
    public static let `default` = AccessibilityActionKind(kind: "")
    /// Dismiss a modal view. AT-SPI has no escape gesture: offered as the action "Escape".
    public static let escape = AccessibilityActionKind(kind: "Escape")
    /// VoiceOver's two-finger double tap. Offered as the action "Magic Tap".
    public static let magicTap = AccessibilityActionKind(kind: "Magic Tap")
    /// Deletes the element's content. Offered as the action "Delete".
    public static let delete = AccessibilityActionKind(kind: "Delete")
    /// Shows a menu of actions. Offered as the action "Show Menu".
    public static let showMenu = AccessibilityActionKind(kind: "Show Menu")

    private init(kind: String) { name = kind }
    public init(named name: Text) { self.name = name.string }
}

/// Which way an adjustable element moves (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Equatable {
    case increment
    case decrement
}

extension View {
    /// Runs `handler` for the action of `actionKind`: `.default` replaces the element's
    /// activation (what a press does), any other kind is offered as a named action.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        if actionKind.name.isEmpty {
            return _accessibility([.accessibilityState(.activatable)], handlers: AccessibilityHandlers(activate: handler))
        }
        return _accessibility([.accessibilityActions([actionKind.name])], handlers: AccessibilityHandlers(custom: [handler]))
    }

    /// A custom action named `name`, listed with the element's actions.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityActions([name.string])], handlers: AccessibilityHandlers(custom: [handler]))
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityActions([String(name)])], handlers: AccessibilityHandlers(custom: [handler]))
    }
    /// A custom action labelled by a view (its text is the action's name).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let name = (label() as? Text)?.string ?? "Action"
        return _accessibility([.accessibilityActions([name])], handlers: AccessibilityHandlers(custom: [action]))
    }

    /// Makes the element adjustable: assistive technology's increment and decrement run
    /// `handler`.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilityState(.adjustable)], handlers: AccessibilityHandlers(adjust: handler))
    }
}
