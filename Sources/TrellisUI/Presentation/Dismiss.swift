/// Dismisses the presentation (sheet, cover, alert, dialog) that shows the current view:
/// `@Environment(\.dismiss) var dismiss`, then `dismiss()`. Outside a presentation it does
/// nothing (SwiftUI's navigation pop is added with `NavigationStack`).
public struct DismissAction {
    let action: (() -> Void)?
    /// Closes the presentation.
    public func callAsFunction() { action?() }
}

struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: nil) } }

struct ButtonsDismissKey: EnvironmentKey { static var defaultValue: DismissAction? { nil } }

struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set inside alert and dialog actions: tapping any button also closes it, as in
    /// SwiftUI.
    var buttonsDismiss: DismissAction? {
        get { self[ButtonsDismissKey.self] }
        set { self[ButtonsDismissKey.self] = newValue }
    }
    /// Closes the enclosing presentation; does nothing outside one.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is inside a presentation that is showing.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// The semantic role of a button: alerts and dialogs place and tint buttons by it.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes data or cannot be undone: drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the operation: an alert or dialog adds one if none is given.
    public static let cancel = ButtonRole(name: "cancel")
}

/// Whether to show a title (confirmation dialogs, navigation bars, toolbars).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides: a dialog shows its title when it also has a message.
    case automatic
    case visible
    case hidden
}
