// Input travels from a backend to the compositor as `InputEvent`s through an `InputSink`.
import TrellisProtocol

/// One piece of user (or test) input, in the surface's coordinate space (points).
///
/// The compositor turns it into protocol events: a tap is hit-tested against the
/// committed tree (`RenderTree.hitTest`), keys and text go to the focused node,
/// a resize re-lays out the surface and is announced with `resized`.
public enum InputEvent: Hashable, Sendable {
    /// A click or touch at a point in window coordinates.
    case tap(WirePoint)
    /// A click that is the `count`th (1, 2, 3) in quick succession at about one place: a
    /// tap, and in a text field a caret placement, a word or a line selection. A backend
    /// that counts clicks (X11) sends this; `tap(p)` is `click(p, count: 1)`.
    case click(WirePoint, count: Int)
    /// A secondary (right-button) click: opens the context menu under the point.
    case secondaryClick(WirePoint)
    /// A middle-button click: in a text field, places the caret there and pastes the
    /// primary selection (X11's convention).
    case middleClick(WirePoint)
    /// A key press; `key` is a Unicode scalar value or a `KeyCode` (protocol/trellis.idl),
    /// the same number whichever backend produced it; `modifiers` are `KeyModifiers` bits.
    case key(UInt32, modifiers: UInt32)
    /// Text typed or pasted (already composed, UTF-8 valid).
    case text(String)
    /// A key pressed earlier (`key`) repeated while held or was let go: its later phases,
    /// from backends that can tell (X11).
    case keyPhase(UInt32, modifiers: UInt32, phase: WireKeyPhase)
    /// The pointer went down (`began`), moved while down (`changed`) or went up (`ended`)
    /// at a point. A backend reports a press as both a tap and a drag's beginning.
    case drag(DragPhase, WirePoint)
    /// The pointer moved to a point with no button down, or left the surface (`nil`):
    /// hover and the pointer's look follow it (README §7, "Hover").
    case pointer(WirePoint?)
    /// A pinch (README §7, "Pinches") at a point: `began` (scale 1, rotation 0), `changed`,
    /// `ended`; `scale` is the magnification and `rotation` the angle in radians
    /// (positive clockwise on screen) since it began. X11 makes one from Ctrl + wheel
    /// (magnify) and Ctrl + Shift + wheel (rotate); a touchpad's pinch would be the same.
    case pinch(DragPhase, at: WirePoint, scale: Double, rotation: Double)
    /// Wheel or trackpad scrolling at a point.
    case scroll(at: WirePoint, dx: Double, dy: Double)
    /// The surface changed size (terminal resized, window resized).
    case resize(WireSize)
    /// The user asked to quit the backend as a whole (Ctrl-C or q in the terminal): the
    /// daemon shuts down.
    case quit
    /// The user closed this surface (a window's close button): its session is told with
    /// `closed` and ends; other surfaces and the daemon stay.
    case close
}

/// Receives input from a backend; the compositor implements it.
///
/// Called on the loop thread from `Backend.pump()` or a test-injection method, never
/// from inside `measure` or `draw`.
public protocol InputSink: AnyObject {
    /// `event` happened on `surface` (a backend with one screen reports the surface it
    /// drew last).
    func deliver(_ event: InputEvent, on surface: SurfaceID)
}
