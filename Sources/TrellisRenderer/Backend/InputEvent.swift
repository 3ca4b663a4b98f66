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
    /// A key press; `key` is a Unicode scalar value or one of `InputKey`'s codes.
    case key(UInt32, modifiers: UInt32)
    /// Text typed or pasted (already composed, UTF-8 valid).
    case text(String)
    /// Wheel or trackpad scrolling at a point.
    case scroll(at: WirePoint, dx: Double, dy: Double)
    /// The surface changed size (terminal resized, window resized).
    case resize(WireSize)
    /// The user asked to close the surface (Ctrl-C in the terminal, window close).
    case quit
}

/// Key codes outside Unicode (the private-use range), shared by every backend so an
/// app sees the same number for an arrow key whichever backend produced it.
public enum InputKey {
    public static let up: UInt32 = 0xF700
    public static let down: UInt32 = 0xF701
    public static let left: UInt32 = 0xF702
    public static let right: UInt32 = 0xF703
    public static let tab: UInt32 = 0x09
    public static let backTab: UInt32 = 0xF704
    public static let enter: UInt32 = 0x0D
    public static let escape: UInt32 = 0x1B
    public static let backspace: UInt32 = 0x7F
    /// Modifier bits for `InputEvent.key`.
    public static let shift: UInt32 = 1 << 0
    public static let control: UInt32 = 1 << 1
    public static let alt: UInt32 = 1 << 2
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
