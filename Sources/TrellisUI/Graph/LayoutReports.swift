import TrellisProtocol

// The daemon's layout answers that views wait for (DESIGN.md, "Layout across the process
// boundary"): a GeometryReader's size and a custom layout's measurements. Each updates
// only the identity that asked, and only when the answer changed.
extension ViewGraph {
    /// A custom layout's proposal and subview sizes: it runs again when they changed.
    func layoutMeasured(_ id: NodeID, _ proposal: WireProposal, _ sizes: [WireLayoutSize]) {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id, let state = n.extra?.customLayout else { return }
        if state.update(proposal: proposal, sizes: sizes) { invalidate(n, reason: nil) }
    }

    /// A GeometryReader's size: its content is re-evaluated only when the size changed (S23).
    func geometry(_ id: NodeID, _ frame: WireRect) {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id else { return }
        // Kept without an update: only a spatial tap, an attached gesture and a drop
        // destination read it, when the tap, drag or pinch comes.
        if n.handler(.spatialTap) != nil || n.handler(.gesture) != nil || n.storage[_DropTarget.storageKey] != nil
            || n.storage[CoordinateSpaceName.storageKey] != nil {
            n.ext.geometryOrigin = CGPoint(x: frame.x, y: frame.y)
        }
        let size = CGSize(width: frame.width, height: frame.height)
        if n.ext.geometrySize != size {
            n.ext.geometrySize = size
            invalidate(n, reason: nil)
            // A scroll view measured for containerRelativeFrame (Layout/ContainerRelativeFrame.swift).
            if n.renderKind == .scroll { sizes.containerSizeChanged(n) }
        }
    }
}
