import Foundation

/// The running app, for what SwiftUI apps ask of UIKit's: its window (size, safe area),
/// opening URLs, and the lifecycle notification names.
public final class UIApplication: @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()

    private let window = UIWindow()

    /// The app's windows: one, the Trellis window.
    public var windows: [UIWindow] { [window] }
    /// The window that takes keyboard input.
    public var keyWindow: UIWindow? { window }

    /// The URL string that opens the app's settings on iOS; on Linux no settings app
    /// exists: opening it fails (the completion hears `false`).
    public static let openSettingsURLString = "app-settings:"

    /// The lifecycle notification names. A Linux app's window is active for as long as the
    /// app runs, so TrellisUI posts `didFinishLaunching` and `didBecomeActive` once its first
    /// window is open, and `willResignActive`, `didEnterBackground` and `willTerminate`
    /// when the app quits (its last window closed, or SIGTERM): apps that save in those
    /// observers save on quit. `willEnterForeground` is never posted (nothing sends a Linux
    /// app to the background).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Options of `open(_:options:completionHandler:)`; none changes anything on Linux.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The program that opens a URL: `xdg-open` (the desktop's handler for the scheme),
    /// found on `PATH`. Tests point it elsewhere.
    public var urlOpener = "xdg-open"

    /// Whether a handler can open `url`: a scheme other than the iOS-only settings one and
    /// an opener on `PATH`.
    public func canOpenURL(_ url: URL) -> Bool {
        url.absoluteString != Self.openSettingsURLString && url.scheme != nil && openerPath() != nil
    }

    /// Opens `url` with the desktop's handler for its scheme (`xdg-open`); `completion`
    /// hears, on the main queue, whether the handler was started.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let launched = canOpenURL(url) && launch(url)
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion(launched) } } }
    }

    /// `open(_:options:completionHandler:)` for `await`: whether the handler was started.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        canOpenURL(url) && launch(url)
    }

    private func openerPath() -> String? {
        if urlOpener.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: urlOpener) ? urlOpener : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = String(dir) + "/" + urlOpener
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private func launch(_ url: URL) -> Bool {
        guard let path = openerPath() else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = [url.absoluteString]
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return false }
        return true
    }

    private init() {}
}
