// Pinches from the wheel (README §7, "Pinches"): a desktop has no two-finger pinch under
// X11 core input (a touchpad's XInput2 gesture events need XI 2.4 and a real touchpad;
// Xvfb has neither), so, as desktop apps zoom with Ctrl + wheel, the backend turns
// Ctrl + wheel into a magnification and Ctrl + Shift + wheel into a rotation. A pinch
// begins at the first such notch, changes with each, and ends when Ctrl is let go, the
// window loses the keyboard or the pointer, a button is pressed, or a notch comes
// without Ctrl.
import TrellisProtocol
import TrellisRenderer

/// The wheel pinch of one window: turns wheel notches with their modifier state into
/// `pinch` input events. Pure (no X calls), so it is tested without a server.
struct X11WheelPinch {
    /// The magnification one notch makes: up zooms in by 10 %, down zooms out as much.
    static let scalePerNotch = 1.1
    /// The angle one notch turns: 15° (down clockwise, up counter-clockwise).
    static let radiansPerNotch = Double.pi / 12

    private(set) var active = false
    private var scale = 1.0
    private var rotation = 0.0
    private var last = WirePoint(x: 0, y: 0)

    /// The events for a wheel notch (`up`: away from the user) at `p` with Ctrl / Shift
    /// held as given; nil when it is no pinch (no Ctrl: the caller scrolls), after ending
    /// a pinch under way (the events to send first are in `ended`).
    mutating func notch(up: Bool, at p: WirePoint, control: Bool, shift: Bool) -> (ended: [InputEvent], pinch: [InputEvent]?) {
        guard control else { return (end(), nil) }
        var out: [InputEvent] = []
        if !active {
            active = true
            scale = 1
            rotation = 0
            out.append(.pinch(.began, at: p, scale: 1, rotation: 0))
        }
        if shift {
            rotation += up ? -Self.radiansPerNotch : Self.radiansPerNotch
        } else {
            scale *= up ? Self.scalePerNotch : 1 / Self.scalePerNotch
        }
        last = p
        out.append(.pinch(.changed, at: p, scale: scale, rotation: rotation))
        return ([], out)
    }

    /// Ends the pinch under way (Ctrl released, focus or pointer gone, a button pressed):
    /// its `ended` with the last values, or nothing.
    mutating func end() -> [InputEvent] {
        guard active else { return [] }
        active = false
        return [.pinch(.ended, at: last, scale: scale, rotation: rotation)]
    }
}
