// onKeyPress (iOS 17 / macOS 14): a view that handles keys becomes a focus target (Tab
// reaches it, a click focuses it); keys the daemon reports for the focused node go to the
// nearest handler above it, and a handler that returns `.ignored` lets the next one try.
import TrellisProtocol

/// A key, as `onKeyPress` names it.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent(Character(UnicodeScalar(KeyCode.up.rawValue)!))
    public static let downArrow = KeyEquivalent(Character(UnicodeScalar(KeyCode.down.rawValue)!))
    public static let leftArrow = KeyEquivalent(Character(UnicodeScalar(KeyCode.left.rawValue)!))
    public static let rightArrow = KeyEquivalent(Character(UnicodeScalar(KeyCode.right.rawValue)!))
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The key of a protocol key code (a Unicode scalar or a `KeyCode`).
    init?(code: UInt32) {
        guard let scalar = UnicodeScalar(code) else { return nil }
        character = Character(scalar)
    }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
    public static let capsLock = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
}

/// One key press.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// Whether a handler consumed the press.
    public enum Result: Sendable { case handled, ignored }

    /// Key phases: a press, its auto-repeats while held, and its release (`inputKey`, then
    /// `inputKeyPhase`).
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Handles keys for the focused view at or below it.
public struct _KeyPressModifier: ViewModifier {
    public typealias Body = Never
    let handler: (KeyPress) -> KeyPress.Result
}

extension _KeyPressModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.setHandler(.key(handler), for: .key)
        // Inside another key modifier on the same view, this one is not a focus target of
        // its own (one Tab stop per view): the outer one's focus reaches it
        // (Graph/EventRouter.swift, keyPressed).
        if let p = node.parent, p.children.count == 1, p.handler(.key) != nil {
            node.renderWrapper(.effect, [], content: content)
        } else {
            node.renderWrapper(.effect, [.focusable(true), .tappable(true)], content: content)
        }
    }
}

extension View {
    /// Runs `action` when `key` is pressed (or repeats while held) while this view (or a
    /// view in it) has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { $0.key == key && $0.phase != .up ? action() : .ignored })
    }
    /// Runs `action` for `key` in the given `phases`: `.down` the press, `.repeat` each
    /// auto-repeat while it is held, `.up` its release (repeats and releases come from
    /// backends that report them: X11, not the terminal).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { $0.key == key && phases.contains($0.phase) ? action($0) : .ignored })
    }
    /// Runs `action` for any of `keys` in the given `phases` (by default the press and its
    /// repeats).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { keys.contains($0.key) && phases.contains($0.phase) ? action($0) : .ignored })
    }
    /// Runs `action` for a key whose characters are in `characters`, in the given `phases`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { press in
            guard phases.contains(press.phase), let s = press.characters.unicodeScalars.first, characters.contains(s) else { return .ignored }
            return action(press)
        })
    }
    /// Runs `action` for any key in the given `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { phases.contains($0.phase) ? action($0) : .ignored })
    }
}
