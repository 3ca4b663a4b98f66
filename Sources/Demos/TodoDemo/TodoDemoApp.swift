import TodoDemoKit
import TrellisUI

/// The Trellis demo: the todo app of seed 000 and a lifecycle screen, written as a
/// SwiftUI app. Run it against a daemon: `scripts/demo` (terminal), or
/// `TRELLIS_SOCKET=/tmp/trl.sock trellis-demo` with any `trellisd --backend …`.
@main
struct TodoDemoApp: App {
    init() {
        // `_printChanges()` and the seeds' `print` calls feed the on-screen log;
        // stdout gets them too (scripts/demo sends the app's output to a file).
        LifecycleLog.shared.echoesToStandardOutput = true
        LifecycleLog.shared.captureTrellisLog()
    }

    var body: some Scene {
        WindowGroup {
            DemoRootView()
        }
    }

    /// `trellis-demo` runs the app; `trellis-demo --tour [--pause MS]` taps through it
    /// by itself (for PNG frames and tests), see `DemoTour`.
    static func main() {
        let args = CommandLine.arguments
        if args.contains("--help") || args.contains("-h") {
            print("""
                usage: trellis-demo [--tour [--pause MS] | --soak]
                  Connects to trellisd at $TRELLIS_SOCKET (else $XDG_RUNTIME_DIR/trellis.sock,
                  else /tmp/trellis-$UID/trellis.sock).
                  --tour        tap through the demo by itself, then exit (needs a daemon that
                                grants the testing capability; every trellisd does)
                  --pause MS    pause between tour steps (default 400)
                  --soak        run the self-advancing soak app instead (`trellis soak`)
                """)
            return
        }
        if args.contains("--soak") {
            launch(SoakApp.self)
            return
        }
        if args.contains("--tour") {
            var pause = 400
            if let i = args.firstIndex(of: "--pause"), i + 1 < args.count, let ms = Int(args[i + 1]), ms >= 0 {
                pause = ms
            }
            LifecycleLog.shared.captureTrellisLog()
            DemoTour.run(DemoRootView(), pause: .milliseconds(pause))
        }
        launch(Self.self)
    }
}

/// The standard `App.main()` (TrellisUI's): called through a generic so the extension's
/// implementation runs, not the `main()` above that wraps it.
private func launch<A: App>(_: A.Type) {
    A.main()
}
