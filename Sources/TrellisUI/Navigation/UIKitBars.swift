// What UIKit's appearance proxies, set by an iOS app, change in Trellis's bars.
import TrellisUIKit

/// The navigation bar settings an app made through `UINavigationBar.appearance()`.
///
/// Trellis draws one inline title (no large title), so the title takes the colour of the
/// proxy's `titleTextAttributes`, else of its `largeTitleTextAttributes` (apps colour the
/// large title they see on iOS); `SwiftUI`'s `toolbarBackground` wins over the proxy's
/// background, as a view's modifier wins over app-wide UIKit settings on iOS.
@MainActor
enum UIKitBars {
    /// The title's `.foregroundColor`, if the app set one.
    static var titleColor: Color? {
        let proxy = UINavigationBar.appearance()
        let color = (proxy.titleTextAttributes?[.foregroundColor] ?? proxy.largeTitleTextAttributes?[.foregroundColor])
        return (color as? UIColor).map { Color(uiColor: $0) }
    }

    /// The bar's background (`backgroundColor`, else `barTintColor`), if the app set one.
    static var navigationBarBackground: Color? {
        let proxy = UINavigationBar.appearance()
        return (proxy.backgroundColor ?? proxy.barTintColor).map { Color(uiColor: $0) }
    }
}
