/// The sizes views read from the daemon's layout without a GeometryReader
/// (`containerRelativeFrame`): the window's size, and the identities that size themselves
/// from it or from a scroll view's size, updated when it changes.
@MainActor
final class SizeReaders {
    /// The graph whose identities read; it owns this.
    unowned(unsafe) var graph: ViewGraph!
    /// The window's size (the daemon's `welcome` and `resized`).
    private(set) var windowSize: CGSize = .zero
    private var windowReaders: [Weak<GraphNode>] = []
    private var containerReaders: [ObjectIdentifier: [Weak<GraphNode>]] = [:]


    /// Registers `node` to be updated when the window's size changes.
    func readWindowSize(_ node: GraphNode) {
        if windowReaders.contains(where: { $0.value === node }) { return }
        windowReaders.removeAll { $0.value?.isAlive != true }
        windowReaders.append(Weak(node))
    }

    /// Registers `node` to be updated when the size of the scroll view `container`
    /// changes.
    func readContainerSize(of container: GraphNode, _ node: GraphNode) {
        let key = ObjectIdentifier(container)
        var list = containerReaders[key, default: []]
        if list.contains(where: { $0.value === node }) { return }
        list.removeAll { $0.value?.isAlive != true }
        list.append(Weak(node))
        containerReaders[key] = list
    }

    /// The scroll view `container` reported a new size: its readers are updated.
    func containerSizeChanged(_ container: GraphNode) {
        guard let list = containerReaders[ObjectIdentifier(container)] else { return }
        for w in list { if let n = w.value, n.isAlive { graph.invalidate(n, reason: "container size") } }
    }

    /// The window's size changed (ViewHost, from `welcome` and `resized`).
    func setWindowSize(_ size: CGSize) {
        guard size != windowSize else { return }
        windowSize = size
        for w in windowReaders { if let n = w.value, n.isAlive { graph.invalidate(n, reason: "window size") } }
        if let root = graph.root, root.isAlive, applySizeClasses(to: root.env) != nil {
            sizeClassesChanged = true
            graph.needsFlush?()
        }
    }

    /// Set when the window's size classes changed since the root last got them; the next
    /// update gives the root the new ones (`ViewGraph.update`).
    var sizeClassesChanged = false

    /// `env` with the window's size classes, or nil when it already has them.
    func applySizeClasses(to env: EnvironmentValues) -> EnvironmentValues? {
        let (h, v) = UserInterfaceSizeClass.of(windowSize)
        guard env.horizontalSizeClass != h || env.verticalSizeClass != v else { return nil }
        var env = env
        env.horizontalSizeClass = h
        env.verticalSizeClass = v
        return env
    }
}
