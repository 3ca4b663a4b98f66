// buttonRepeatBehavior(_:): a button held down keeps running its action. A press runs it
// once (the tap); held past `initialDelay`, it runs again every `interval` until the
// pointer is released. A held Space or Return on the focused button repeats it with the
// keyboard's own auto-repeat.
import Foundation
import TrellisProtocol

/// Whether buttons run their action again and again while they are held down.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    let kind: Kind

    /// The platform's choice: buttons do not repeat unless told to.
    public static let automatic = ButtonRepeatBehavior(kind: .automatic)
    /// Holding a button repeats its action.
    public static let enabled = ButtonRepeatBehavior(kind: .enabled)
    /// Holding a button runs its action once.
    public static let disabled = ButtonRepeatBehavior(kind: .disabled)
}

struct ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }

extension EnvironmentValues {
    /// Whether the buttons here repeat their action while held (`buttonRepeatBehavior(_:)`).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons in this view repeat their action while they are held down (with
    /// `.enabled`): for steppers, "faster" and "next" buttons and the like.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

/// The timer of one repeating button: started when the pointer goes down on it, stopped
/// when it comes up. Kept in the button's node, so the latest action is the one repeated.
@MainActor
final class ButtonRepeater {
    /// How long the button is held before it starts repeating.
    static let initialDelay: Double = 0.5
    /// Time between repeats.
    static let interval: Double = 0.1

    var action: () -> Void = {}
    /// The button's identity: a button taken off screen while held stops repeating.
    weak var node: GraphNode?
    private var generation = 0

    /// Follows the pointer's press on the button.
    func pointer(_ phase: DragPhase) {
        switch phase {
        case .began:
            generation += 1
            let g = generation
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(Self.initialDelay * 1_000_000_000))
                while let self, self.generation == g, self.node?.isAlive == true {
                    self.action()
                    try? await Task.sleep(nanoseconds: UInt64(Self.interval * 1_000_000_000))
                }
            }
        case .changed:
            break
        case .ended:
            generation += 1
        }
    }

    /// A held Space or Return auto-repeats: each repeat runs the action again.
    func key(_ press: KeyPress) -> KeyPress.Result {
        guard press.phase == .repeat, press.key == .space || press.key == .return else { return .ignored }
        action()
        return .handled
    }

    /// The button left the screen or stopped repeating.
    func stop() { generation += 1 }
}

extension GraphNode {
    /// Registers (or removes) the press-and-hold repeat of a button's `action`.
    func setButtonRepeat(_ action: (() -> Void)?) {
        // Every button comes here at every update; nearly all repeat nothing and store
        // nothing: no key is hashed for them.
        if action == nil && storage.isEmpty { return }
        let key = "_buttonRepeater"
        guard let action else {
            if let r = storage[key] as? ButtonRepeater {
                r.stop()
                storage[key] = nil
                setHandler(nil, for: .drag)
                setHandler(nil, for: .key)
            }
            return
        }
        let r = (storage[key] as? ButtonRepeater) ?? ButtonRepeater()
        r.action = action
        r.node = self
        if storage[key] == nil {
            storage[key] = r
            setHandler(.drag { [weak r] phase, _ in r?.pointer(phase) }, for: .drag)
            setHandler(.key { [weak r] press in r?.key(press) ?? .ignored }, for: .key)
        }
    }
}
