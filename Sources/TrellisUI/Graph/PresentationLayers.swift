import TrellisProtocol

/// The window-level layers (S27): the identities presenting something (a sheet, an alert,
/// a dialog) and the layer list last sent. A presentation's content is laid out against the
/// whole window and drawn above it, so its render root goes in `setLayers`, not among its
/// presenter's render children.
@MainActor
final class PresentationLayers {
    /// Identities whose second child is presented content.
    private var presenters: Set<GraphNode> = []
    private var sent: [NodeID] = []

    /// No presentation is shown (a removed subtree's teardown may then wait, see
    /// `Teardown.canDefer`).
    var isEmpty: Bool { presenters.isEmpty }

    /// Whether something (a sheet, an alert, a dialog) is presented now.
    var showsPresentation: Bool { presenters.contains { $0.isAlive && $0.children.count > 1 } }

    /// `node` presents content as its child 1 (PresentationModifier).
    func addPresenter(_ node: GraphNode) { presenters.insert(node) }

    /// The layers (the presented contents' render roots, outer presentations below nested
    /// ones, siblings in order) when they changed since the last sent: the `setLayers`
    /// to write, else nil.
    func sync() -> ClientMessage? {
        guard !presenters.isEmpty || !sent.isEmpty else { return nil }
        presenters = presenters.filter { $0.isAlive && $0.children.count > 1 }
        let ordered = presenters.map { ($0, Self.preorderPath($0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
        let ids = ordered.compactMap { $0.0.children[1].roots.first }
        guard ids != sent else { return nil }
        sent = ids
        return .setLayers(ids: ids)
    }

    /// The node's position in a pre-order walk: its index under each ancestor.
    static func preorderPath(_ node: GraphNode) -> [Int] {
        var path: [Int] = []
        var n = node
        while let p = n.parent {
            path.append(p.children.firstIndex { $0 === n } ?? 0)
            n = p
        }
        return path.reversed()
    }
}
