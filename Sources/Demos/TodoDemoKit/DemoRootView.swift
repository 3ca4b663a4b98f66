import TrellisUI

/// The demo's window content: the todo app of seed 000, the lifecycle screen and a
/// gallery of shapes and controls, as the tabs of a `TabView`. Every tab's state lives as
/// long as the TabView, so items added on the first tab are still there after a visit to
/// another (S20).
public struct DemoRootView: View {
    @State private var selection = Tab.todos

    /// The tabs, tagged so the selection is a typed `@State`.
    public enum Tab: Hashable { case todos, lifecycle, gallery }

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            TodoScreen()
                .tabItem { Text("Todos") }
                .tag(Tab.todos)
            LifecycleScreen()
                .tabItem { Text("Lifecycle") }
                .tag(Tab.lifecycle)
            GalleryScreen()
                .tabItem { Text("Gallery") }
                .tag(Tab.gallery)
        }
    }
}
