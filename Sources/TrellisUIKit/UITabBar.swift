// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the tab bar and
// navigation bar, whose appearance proxies SwiftUI apps set to restyle or hide them.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// The bar of a `TabView`. Apps with a tab bar of their own hide the system one with
/// `UITabBar.appearance().isHidden = true`; TrellisUI's tab views read the proxy's
/// `isHidden`, `backgroundColor`/`barTintColor`, `tintColor` and `unselectedItemTintColor`.
open class UITabBar: UIView {
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The colour of the items that are not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// An image drawn as the bar's background.
    open var backgroundImage: UIImage?
    /// An image drawn as the bar's top edge.
    open var shadowImage: UIImage?

    private static let proxy = UITabBar(frame: .zero)
    /// The settings every tab bar of the app starts from.
    open override class func appearance() -> UITabBar { proxy }
}

/// The bar of a `NavigationStack`. TrellisUI's navigation bars read the proxy's
/// `titleTextAttributes` and `largeTitleTextAttributes` (their `.foregroundColor`), and its
/// `backgroundColor`/`barTintColor`.
open class UINavigationBar: UIView {
    /// The inline title's attributes (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles show large.
    open var prefersLargeTitles = false
    /// An image drawn as the bar's bottom edge.
    open var shadowImage: UIImage?
    private var backgrounds: [UIBarMetrics: UIImage] = [:]
    /// Draws `image` as the bar's background for `metrics`.
    open func setBackgroundImage(_ image: UIImage?, for metrics: UIBarMetrics) { backgrounds[metrics] = image }
    /// The background image for `metrics`.
    open func backgroundImage(for metrics: UIBarMetrics) -> UIImage? { backgrounds[metrics] }

    private static let proxy = UINavigationBar(frame: .zero)
    /// The settings every navigation bar of the app starts from.
    open override class func appearance() -> UINavigationBar { proxy }
}

/// The bar sizes a background image is given for.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The text's background colour (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
