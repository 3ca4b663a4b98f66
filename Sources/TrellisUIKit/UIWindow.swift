import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// The app's window as UIKit code asks about it: its size and its safe area. A Linux
/// window has no notch, status bar or home indicator, so its safe area insets are zero
/// (apps that pad by `safeAreaInsets.top` get no padding, as on a Mac).
public final class UIWindow: @unchecked Sendable {
    /// The screen the window is on.
    public var screen: UIScreen { UIScreen.main }
    /// The window's rectangle (the screen's bounds: the window is the app's screen).
    public var bounds: CGRect { UIScreen.main.bounds }
    /// `bounds` in the screen's coordinates.
    public var frame: CGRect { bounds }
    /// Zero on every edge (see the type's description).
    public var safeAreaInsets: UIEdgeInsets { .zero }
    /// Whether this is the window that takes keyboard input (the app's only window: yes).
    public var isKeyWindow: Bool { true }

    init() {}
}
