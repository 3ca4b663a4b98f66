import Foundation

/// URLs an app was asked to open, and the `onOpenURL` handlers that take them.
///
/// On Linux an app is asked to open a URL the way a desktop entry's `Exec=app %u` asks
/// it: the URL is a command-line argument. `App.main()` hands every argument with a URL
/// scheme (`myapp://…`, `https://…`, `file://…`) to the handlers of the views on screen;
/// a URL that arrives before any handler is shown waits for the first one, as an iOS app
/// launched by a URL gets it once its scene is up.
@MainActor
enum OpenURLRouter {
    private static var handlers: [Int: (URL) -> Void] = [:]
    private static var nextToken = 0
    private static var pending: [URL] = []

    /// The arguments that are URLs with a scheme.
    static func urls(inArguments arguments: [String]) -> [URL] {
        arguments.compactMap { a in
            guard let u = URL(string: a), let scheme = u.scheme, !scheme.isEmpty, a.contains(":") else { return nil }
            return u
        }
    }

    /// Opens `url`: a web link goes to the views that continue web browsing
    /// (`onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`, App/UserActivity.swift)
    /// when there are any; otherwise every handler on screen runs with it, or it waits for
    /// the first one.
    static func open(_ url: URL) {
        if UserActivityRouter.continueWebLink(url) { return }
        if handlers.isEmpty { pending.append(url); return }
        for (_, h) in handlers.sorted(by: { $0.key < $1.key }) { h(url) }
    }

    static func register(_ handler: @escaping (URL) -> Void) -> Int {
        nextToken += 1
        handlers[nextToken] = handler
        let waiting = pending
        pending = []
        for url in waiting { handler(url) }
        return nextToken
    }

    static func unregister(_ token: Int) { handlers[token] = nil }

    /// For tests: forgets every handler and waiting URL.
    static func reset() { handlers = [:]; pending = [] }
}

/// Runs `action` with each URL the app is asked to open while the view is on screen.
struct _OnOpenURLModifier: ViewModifier {
    let action: (URL) -> Void
    @State private var token: Int?

    func body(content: Content) -> some View {
        content
            .onAppear { if token == nil { token = OpenURLRouter.register(action) } }
            .onDisappear {
                if let t = token { OpenURLRouter.unregister(t) }
                token = nil
            }
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (on Linux: a URL given on the
    /// command line, as a desktop entry's `%u` passes it) while this view is on screen.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OnOpenURLModifier(action: action))
    }
}
