// Apple Pencil's barrel gestures (iOS 17.5): double tap and squeeze. They come from the
// pencil itself over Bluetooth, and Linux has no such device: a graphics tablet's pen
// reaches Trellis as a pointer (taps, drags, hover), and its barrel buttons as mouse
// buttons. So these handlers are kept and never called, as on an iPad without a pencil
// that has them, and the preferred actions read `.ignore` (PlatformDifferences).

/// Where a hovering Apple Pencil is, and how it is held, during a barrel gesture.
public struct PencilHoverPose: Equatable, Sendable {
    /// The point under the pencil's tip, in the view's coordinate space.
    public let location: CGPoint
    /// `location` relative to the view's bounds (0...1 on each axis).
    public let anchor: UnitPoint
    /// How far the pencil's direction is turned from the view's positive x axis.
    public let azimuth: Angle
    /// How far the pencil leans from the screen's surface.
    public let altitude: Angle
    /// How far the pencil is turned around its own axis.
    public let roll: Angle
    /// How far the tip is from the screen, from 0 (touching) to 1 (the edge of hover range).
    public let zOffset: CGFloat
}

/// A double tap on Apple Pencil's barrel.
public struct PencilDoubleTapGestureValue: Equatable, Sendable {
    /// Where the pencil hovered when it was tapped (nil: too far from the screen).
    public let hoverPose: PencilHoverPose?
}

/// A squeeze of Apple Pencil's barrel at one moment.
public struct PencilSqueezeGestureValue: Equatable, Sendable {
    /// Where the pencil hovered (nil: too far from the screen).
    public let hoverPose: PencilHoverPose?
}

/// The course of a squeeze: pressing, released (the squeeze happened), or abandoned.
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
    /// The barrel is being squeezed.
    case active(PencilSqueezeGestureValue)
    /// The squeeze was completed.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze was abandoned.
    case failed
}

/// What the user chose in Settings for a pencil gesture to do.
public struct PencilPreferredAction: Equatable, Hashable, Sendable {
    let raw: Int
    /// Nothing (also when pencil gestures are turned off, or there is no pencil).
    public static let ignore = PencilPreferredAction(raw: 0)
    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(raw: 1)
    /// Switch between the current tool and the one used before.
    public static let switchPrevious = PencilPreferredAction(raw: 2)
    /// Show or hide the colour palette.
    public static let showColorPalette = PencilPreferredAction(raw: 3)
    /// Show the ink attributes palette.
    public static let showInkAttributes = PencilPreferredAction(raw: 4)
    /// Show a palette of tools near the pencil's tip.
    public static let showContextualPalette = PencilPreferredAction(raw: 5)
    /// Run the shortcut the user picked.
    public static let runSystemShortcut = PencilPreferredAction(raw: 6)
}

extension EnvironmentValues {
    /// What the user wants a double tap on the pencil to do: `.ignore`, since no pencil
    /// that reports barrel gestures reaches a Linux app.
    public var preferredPencilDoubleTapAction: PencilPreferredAction { .ignore }
    /// What the user wants a squeeze of the pencil to do: `.ignore` (see above).
    public var preferredPencilSqueezeAction: PencilPreferredAction { .ignore }
}

extension View {
    /// Runs `action` when the user double-taps Apple Pencil's barrel while this view is in
    /// the focused window. Never called on Linux: no pencil reports barrel taps (a
    /// tablet pen's buttons arrive as mouse buttons), as on an iPad without such a pencil.
    public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View { self }

    /// Runs `action` as the user squeezes Apple Pencil's barrel. Never called on Linux
    /// (see `onPencilDoubleTap(perform:)`).
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View { self }
}
