// refreshable(action:): a view whose content can be reloaded. SwiftUI puts a RefreshAction
// in the environment, which List and ScrollView run on a pull-down. Desktops have no pull
// gesture, so in Trellis the action is run (1) by any view below that calls
// `@Environment(\.refresh)`, such as a "Reload" button, and (2) by Control-R or F5 while
// the keyboard focus is inside the refreshable view. A refresh already running is not
// started again until it finishes.
import TrellisProtocol

/// Reloads the content of the view that declared it with `refreshable(action:)`.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void
    /// Runs the refresh and waits for it to finish.
    @MainActor public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` view above (nil: none).
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// Puts the refresh action in the environment and answers Control-R / F5 from below.
public struct _RefreshableModifier: ViewModifier {
    public typealias Body = Never
    let action: @MainActor @Sendable () async -> Void
}

/// Whether a refresh of one `refreshable` view is running.
@MainActor
final class _RefreshState {
    var running = false
}

extension _RefreshableModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let state: _RefreshState
        if let s = node.storage["_refresh"] as? _RefreshState { state = s } else {
            state = _RefreshState()
            node.storage["_refresh"] = state
        }
        let action = self.action
        let refresh = RefreshAction(action: action)
        node.setHandler(.key { press in
            let isF5 = press.key.character == Character(UnicodeScalar(0xF708)!)
            let isCtrlR = String(press.key.character).lowercased() == "r" && press.modifiers.contains(.control)
            guard isF5 || isCtrlR, press.phase == .down else { return .ignored }
            if !state.running {
                state.running = true
                Task { @MainActor in
                    await action()
                    state.running = false
                }
            }
            return .handled
        }, for: .key)
        node.writeEnvironment(\.refresh, refresh)
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    /// Makes this view refreshable: `action` runs through `@Environment(\.refresh)` and on
    /// Control-R or F5 while the focus is inside this view (no pull gesture on a desktop).
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}
