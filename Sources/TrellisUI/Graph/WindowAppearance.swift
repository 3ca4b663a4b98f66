import TrellisProtocol

/// The window's colour scheme (Environment/ColorSchemePreference.swift): the system's, the
/// one the window's content prefers (`preferredColorScheme`), and, when dark, the backdrop
/// painted behind the content (a z-stack of a filled rectangle and the content) with the
/// children last sent to it. `ViewGraph.syncRootSlot` places the backdrop.
@MainActor
final class WindowAppearance {
    /// The graph whose window this is; set by it when it is made.
    unowned(unsafe) var graph: ViewGraph!
    /// The scheme the system asks for (`ViewHost.systemColorScheme`).
    var systemScheme: ColorScheme = SystemAppearance.colorScheme
    /// The scheme the window's content prefers, if any.
    private(set) var preferredScheme: ColorScheme?
    /// The dark backdrop's render nodes and fill, while there is one.
    var backdrop: (stack: NodeID, fill: NodeID, color: WireColor)?
    var backdropSent: [NodeID] = []

    /// The window's scheme: its content's preference, else the system's.
    var scheme: ColorScheme { preferredScheme ?? systemScheme }

    /// The fill of the backdrop behind the window's content: none in the light scheme
    /// (the daemon's white), the dark system background otherwise.
    var backdropColor: WireColor? {
        scheme == .dark ? Color.systemBackground.resolved(in: .dark).wire : nil
    }

    /// After the preferences were recomputed: when the window content's preferred scheme
    /// changed, gives the whole window the new scheme. True when the tree was updated.
    func update(dirtyKeys: Set<ObjectIdentifier>) -> Bool {
        let keyID = ObjectIdentifier(PreferredColorSchemeKey.self)
        guard dirtyKeys.contains(keyID), let root = graph.root, root.isAlive else { return false }
        var value: ColorScheme? = nil
        func visit(_ n: GraphNode) {
            if let (k, v) = n.extra?.preferenceWriter, k == keyID {
                PreferredColorSchemeKey.reduce(value: &value, nextValue: { v as? ColorScheme })
                return
            }
            for c in n.children where value == nil { visit(c) }
        }
        visit(root)
        guard value != preferredScheme else { return false }
        preferredScheme = value
        let scheme = self.scheme
        guard root.env.colorScheme != scheme else { graph.syncRootSlot(); return false }
        var env = root.env
        env.colorScheme = scheme
        graph.updateRoot(env: env)
        return true
    }
}
