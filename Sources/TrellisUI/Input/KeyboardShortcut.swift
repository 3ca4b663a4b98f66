// keyboardShortcut(_:modifiers:): a button pressed from the keyboard. The shortcut is
// matched when the daemon reports a key that no `onKeyPress` handler around the focused
// view consumed; the button under the modifier then runs its action, exactly as a tap
// would (a disabled button does nothing).
//
// The daemon delivers keys to the focused view only, so shortcuts work while a view of the
// window has keyboard focus (after a click on a control or a field, or Tab). On Linux the
// command key of a Mac is Control: a shortcut with `.command` is pressed with Control (or
// with the Super key).

/// A key combination that presses a control (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut's key is adapted to the keyboard layout (accepted; keys are matched
    /// as the characters they type).
    public struct Localization: Hashable, Sendable {
        let value: Int
        public static let automatic = Localization(value: 0)
        public static let withoutMirroring = Localization(value: 1)
        public static let custom = Localization(value: 2)
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (Command, that is Control on Linux, by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, with no modifier: the default button of a window or sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifier: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` types this shortcut. Letters match in either case; `.command`
    /// matches Control or Super; Shift, Option and Control must be as declared.
    func matches(_ press: KeyPress) -> Bool {
        let a = String(press.key.character).lowercased(), b = String(key.character).lowercased()
        guard a == b else { return false }
        var wanted = modifiers.intersection([.shift, .control, .option, .command])
        var held = press.modifiers.intersection([.shift, .control, .option, .command])
        if wanted.contains(.command) {
            guard held.contains(.command) || held.contains(.control) else { return false }
            wanted.remove(.command); held.remove(.command)
            if !modifiers.contains(.control) { held.remove(.control) }
        }
        return wanted == held
    }
}

extension KeyEquivalent {
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
}

struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }

extension EnvironmentValues {
    /// The shortcut the buttons in this environment are pressed with (nil: none).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

/// Registers the control under it for a keyboard shortcut while it is shown.
public struct _KeyboardShortcutModifier: ViewModifier {
    public typealias Body = Never
    let shortcut: KeyboardShortcut?
}

extension _KeyboardShortcutModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        KeyboardShortcutRegistry.register(node, shortcut)
        node.writeEnvironment(\.keyboardShortcut, shortcut)
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    /// Presses the button in this view when `key` is typed with `modifiers`
    /// (Control on Linux stands for Command).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }
    /// Presses the button in this view when `shortcut` is typed.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
    /// Presses the button in this view when `shortcut` is typed; nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
    /// Presses the button when `key` is typed with `modifiers` (the layout adaptation is
    /// accepted).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization)))
    }
}

/// The shown views that carry a keyboard shortcut, per graph, in registration order.
@MainActor
enum KeyboardShortcutRegistry {
    final class Entry {
        weak var node: GraphNode?
        var shortcut: KeyboardShortcut?
        init(node: GraphNode, shortcut: KeyboardShortcut?) { self.node = node; self.shortcut = shortcut }
    }
    static var entries: [ObjectIdentifier: [Entry]] = [:]

    static func register(_ node: GraphNode, _ shortcut: KeyboardShortcut?) {
        let g = ObjectIdentifier(node.graph)
        var list = entries[g, default: []]
        list.removeAll { $0.node == nil || !$0.node!.isAlive || $0.node!.weakGraph !== node.graph }
        if let e = list.first(where: { $0.node === node }) {
            e.shortcut = shortcut
        } else {
            list.append(Entry(node: node, shortcut: shortcut))
        }
        entries[g] = list
    }

    /// Runs the tap action of the first shown control whose shortcut `press` types.
    static func trigger(_ press: KeyPress, in graph: ViewGraph) -> Bool {
        guard let list = entries[ObjectIdentifier(graph)] else { return false }
        for e in list {
            // An entry left by a graph that is gone may sit under a reused identifier:
            // only this graph's nodes count.
            guard let n = e.node, n.isAlive, n.weakGraph === graph, let s = e.shortcut, s.matches(press) else { continue }
            if let action = firstTapAction(under: n) { action(); return true }
        }
        return false
    }

    private static func firstTapAction(under node: GraphNode) -> (() -> Void)? {
        if let a = node.tapHandler { return a }
        for c in node.children {
            if let a = firstTapAction(under: c) { return a }
        }
        return nil
    }
}
