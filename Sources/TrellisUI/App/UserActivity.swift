// User activities: `userActivity(_:isActive:_:)` describes what the user is doing (for
// Handoff, Spotlight and shortcuts on Apple platforms) and `onContinueUserActivity` takes
// an activity the app is asked to continue. Linux has no Handoff, Spotlight or shortcut
// suggestions: an advertised activity becomes the app's current one and goes no further.
// The activity a Linux app is asked to continue is a web link it is opened with (a
// desktop entry's `%u`, like a universal link on iOS): it comes as
// `NSUserActivityTypeBrowsingWeb` to the views that continue that type, and to
// `onOpenURL` when none does.
import Foundation
import FoundationCompat

/// The `onContinueUserActivity` handlers on screen, by activity type.
@MainActor
enum UserActivityRouter {
    private static var handlers: [Int: (type: String, action: (NSUserActivity) -> Void)] = [:]
    private static var nextToken = 0
    /// The activity the app advertises now (the last `userActivity` to become active).
    private(set) static var current: NSUserActivity?

    static func register(_ type: String, _ action: @escaping (NSUserActivity) -> Void) -> Int {
        nextToken += 1
        handlers[nextToken] = (type, action)
        return nextToken
    }

    static func unregister(_ token: Int) { handlers[token] = nil }

    /// Continues `activity` in every view on screen that continues its type. False when
    /// none does.
    static func `continue`(_ activity: NSUserActivity) -> Bool {
        let matching = handlers.sorted { $0.key < $1.key }.filter { $0.value.type == activity.activityType }
        for (_, h) in matching { h.action(activity) }
        return !matching.isEmpty
    }

    /// A web link the app was asked to open goes to the views that continue web browsing.
    static func continueWebLink(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = url
        return self.continue(activity)
    }

    static func becameCurrent(_ activity: NSUserActivity) {
        current?.resignCurrent()
        current = activity
        activity.becomeCurrent()
    }

    static func resigned(_ activity: NSUserActivity) {
        activity.resignCurrent()
        if current === activity { current = nil }
    }

    /// For tests: forgets every handler and the current activity.
    static func reset() { handlers = [:]; current = nil }
}

/// Runs `action` with each activity of `type` the app is asked to continue while the view
/// is on screen.
struct _OnContinueUserActivityModifier: ViewModifier {
    let type: String
    let action: (NSUserActivity) -> Void
    @State private var token: Int?

    func body(content: Content) -> some View {
        content
            .onAppear { if token == nil { token = UserActivityRouter.register(type, action) } }
            .onDisappear {
                if let t = token { UserActivityRouter.unregister(t) }
                token = nil
            }
    }
}

/// Keeps the app's current activity of `type` up to date while the view is on screen and
/// `isActive`.
struct _UserActivityModifier: ViewModifier {
    let type: String
    let isActive: Bool
    let update: (NSUserActivity) -> Void
    @State private var activity: NSUserActivity?

    func body(content: Content) -> some View {
        content
            .onAppear { refresh(active: isActive) }
            .onChange(of: isActive) { _, active in refresh(active: active) }
            .onDisappear { refresh(active: false) }
    }

    private func refresh(active: Bool) {
        if active {
            let a = activity ?? NSUserActivity(activityType: type)
            activity = a
            update(a)
            UserActivityRouter.becameCurrent(a)
        } else if let a = activity {
            UserActivityRouter.resigned(a)
        }
    }
}

extension View {
    /// Runs `action` when the app is asked to continue an activity of `activityType`
    /// while this view is on screen (on Linux: `NSUserActivityTypeBrowsingWeb` for a web
    /// link the app is opened with).
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(_OnContinueUserActivityModifier(type: activityType, action: action))
    }

    /// Advertises an activity of `activityType` while this view is on screen and
    /// `isActive`; `update` fills it in. On Linux it becomes the app's current activity
    /// and is handed to no other device or index.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(_UserActivityModifier(type: activityType, isActive: isActive, update: update))
    }

    /// Advertises an activity of `activityType` for `element` while it is not nil.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        modifier(_UserActivityModifier(type: activityType, isActive: element != nil) { a in
            if let e = element { update(e, a) }
        })
    }
}
