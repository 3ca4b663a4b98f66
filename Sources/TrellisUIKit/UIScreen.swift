// UIKit's names that SwiftUI apps use beside SwiftUI (on iOS `import SwiftUI` brings UIKit),
// for Linux: a module below TrellisUI, which re-exports it. This file: the screen.
import Foundation
import Observation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// The display the app's window is on. On Linux the "screen" an app sees is its window:
/// `bounds` is the window's size in points (what iPhone apps size full-width views by),
/// updated when the window is resized. It is observable, so a view whose body read
/// `UIScreen.main.bounds` is evaluated again when the size changes (on an iPhone it never
/// changes while the app runs).
@Observable
public final class UIScreen: @unchecked Sendable {
    /// The screen the app's window is on.
    public static let main = UIScreen()

    /// The window's rectangle in points, at the origin.
    public private(set) var bounds: CGRect = .zero
    /// Device pixels per point of the window's surface.
    public private(set) var scale: CGFloat = 1
    /// `bounds` in device pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// `scale` (Linux surfaces are not downsampled).
    public var nativeScale: CGFloat { scale }

    private init() {}

    /// Set by TrellisUI's host from the daemon's `welcome` and `resized` events.
    package func _setWindow(size: CGSize, scale: CGFloat) {
        let rect = CGRect(origin: .zero, size: size)
        if rect != bounds { bounds = rect }
        if scale != self.scale { self.scale = scale }
    }
}
