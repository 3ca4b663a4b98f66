// The UIKit lifecycle notifications a Trellis app posts (UIApplication.swift in
// TrellisUIKit says which and when).
import Foundation
import TrellisUIKit

/// Posts UIKit's application lifecycle notifications at the points of a Linux app's life
/// that correspond: launch (the first window open) and quit (last window closed, SIGTERM).
@MainActor
enum UIApplicationLifecycle {
    /// The notifications posted at launch, in order.
    static let launchNames = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification]
    /// The notifications posted when the app quits, in order.
    static let quitNames = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                            UIApplication.willTerminateNotification]
    private static var terminationSource: DispatchSourceSignal?

    /// The first window is open.
    static func launched(center: NotificationCenter = .default) {
        for name in launchNames { center.post(name: name, object: UIApplication.shared) }
    }

    /// The app is about to exit.
    static func quitting(center: NotificationCenter = .default) {
        for name in quitNames { center.post(name: name, object: UIApplication.shared) }
    }

    /// Quits with status 0 on SIGTERM (a session logging out) after posting the quit
    /// notifications, instead of dying in the middle of the app's work.
    static func quitOnTermination() {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { quitting() }
            exit(0)
        }
        source.resume()
        terminationSource = source
    }
}
