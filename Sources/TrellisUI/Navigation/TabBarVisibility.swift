// Whether a tab view's bar is hidden: by `.toolbar(.hidden, for: .tabBar)` inside the
// shown tab, or app-wide by UIKit's `UITabBar.appearance().isHidden`.
import TrellisUIKit

/// The requests of the views inside one tab view to hide its bar. The tab view puts one in
/// its content's environment; `.toolbar(_:for: .tabBar)` records its node's wish there, and
/// the tab view honours the wishes of live nodes inside the tab it shows (a hidden bar in
/// another tab does not hide this one's, as on iOS).
@MainActor
final class TabBarVisibility {
    weak var tabView: GraphNode?
    private var wishes: [ObjectIdentifier: (owner: Weak<GraphNode>, hidden: Bool)] = [:]

    init(tabView: GraphNode) { self.tabView = tabView }

    /// Records `owner`'s wish; the tab view draws again when it changed.
    func set(hidden: Bool, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if let w = wishes[id], w.hidden == hidden, w.owner.value === owner { return }
        wishes[id] = (Weak(owner), hidden)
        if let tabView { tabView.graph.invalidate(tabView, reason: nil) }
    }

    /// Whether a live view inside `tab` (the shown tab's node) asked for the bar hidden, or
    /// the app hid every tab bar through UIKit's appearance proxy.
    func isHidden(showing tab: GraphNode?) -> Bool {
        if UITabBar.appearance().isHidden { return true }
        wishes = wishes.filter { $0.value.owner.value != nil }
        guard let tab else { return false }
        return wishes.values.contains { wish in
            guard wish.hidden, let owner = wish.owner.value else { return false }
            var n: GraphNode? = owner
            while let x = n {
                if x === tab { return true }
                n = x.parent
            }
            return false
        }
    }
}

private struct TabBarVisibilityKey: EnvironmentKey {
    static var defaultValue: TabBarVisibility? { nil }
}

extension EnvironmentValues {
    /// The enclosing tab view's bar visibility requests (nil outside a tab view).
    var _tabBarVisibility: TabBarVisibility? {
        get { self[TabBarVisibilityKey.self] }
        set { self[TabBarVisibilityKey.self] = newValue }
    }
}
