// `ButtonStyleConfiguration.isPressed`: a button drawn by an app's `ButtonStyle` hears the
// pointer going down and up on it (it is `draggable`: the daemon reports the press as a
// drag's phases and still reports the click as a tap), and its style's body runs again
// with `isPressed` true while the pointer is down — the scale or dimming such styles draw.
// Buttons without a style, which draw no pressed state, ask for nothing.

/// Whether a styled button's pointer is down, kept in the button's node.
@MainActor
final class ButtonPressState {
    var isPressed = false
    static let storageKey = "_buttonPress"
}

extension GraphNode {
    /// Follows the pointer on this button (`tracks`) for its style's `isPressed`, or stops
    /// (then it is not pressed); returns whether it is pressed now.
    func trackButtonPress(_ tracks: Bool) -> Bool {
        // Every button comes here at every update; nearly all track nothing and store
        // nothing: no key is hashed for them.
        if !tracks && storage.isEmpty { return false }
        let existing = storage[ButtonPressState.storageKey] as? ButtonPressState
        guard tracks else {
            if existing != nil {
                storage[ButtonPressState.storageKey] = nil
                setHandler(nil, for: .drag)
            }
            return false
        }
        if let existing { return existing.isPressed }
        let state = ButtonPressState()
        storage[ButtonPressState.storageKey] = state
        setHandler(.drag { [weak self, weak state] phase, _ in
            guard let self, let state, self.isAlive else { return }
            let pressed = phase != .ended
            guard pressed != state.isPressed else { return }
            state.isPressed = pressed
            self.graph.invalidate(self, reason: "pressed")
        }, for: .drag)
        return false
    }
}
