// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: controls and
// the closure-based actions they send (iOS 14's `UIAction`; selector-based target-action
// needs the Objective-C runtime, which Linux does not have).
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// An action a control runs when one of its events happens.
open class UIAction: @unchecked Sendable {
    /// The action's title (shown by menus; controls ignore it).
    public var title: String
    /// The action's image.
    public var image: UIImage?
    /// An identifier to find and remove the action by.
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that ran the action, while it runs.
    public internal(set) var sender: Any?

    /// An action's identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// An action that runs `handler` with itself.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}

/// A view the user operates (a page control, a switch…): it is enabled or not, and runs
/// the actions added for each of its events.
open class UIControl: UIView {
    /// Whether the control takes input (a disabled control is drawn dimmed).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (pressed).
    open var isHighlighted = false
    private var actions: [(UIAction, Event)] = []

    /// Runs `action` when any of `events` happens.
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.0 === action && !$0.1.intersection(events).isEmpty }
    }
    /// Stops running the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.0.identifier == identifier && !$0.1.intersection(events).isEmpty }
    }
    /// Runs the actions added for any of `events` (a control calls it when the user
    /// changes it; apps may call it too).
    open func sendActions(for events: Event) {
        for (action, e) in actions where !e.intersection(events).isEmpty {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// The events a control reports.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a page control's page, a switch's state).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A button was triggered (iOS 14).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's states, for per-state values (titles, images, text attributes).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}
