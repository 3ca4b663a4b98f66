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

    /// A reported frame: a GeometryReader's content is re-evaluated only when its size
    /// changed (S23), or when it moved and the content read its position; an anchor's
    /// source when it moved or resized.
    func geometry(_ id: NodeID, _ frame: WireRect) {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id else { return }
        // The origin is kept for those that read it when they are next evaluated (a
        // reader's proxy, a spatial tap, a drop destination, a named coordinate space).
        let origin = CGPoint(x: frame.x, y: frame.y)
        let moved = n.extra?.geometryOrigin != origin
        if moved { n.ext.geometryOrigin = origin }
        let size = CGSize(width: frame.width, height: frame.height)
        // A proxy a closure kept reads the new frame (Layout/GeometryProxy.swift).
        if n.renderKind == .geometry { _GeometryReads.reported(n, size: size, origin: origin) }
        if n.ext.geometrySize != size {
            n.ext.geometrySize = size
            invalidate(n, reason: nil)
            // A scroll view measured for containerRelativeFrame (Layout/ContainerRelativeFrame.swift).
            if n.renderKind == .scroll { sizes.containerSizeChanged(n) }
        } else if moved && n.ext.positionDependent {
            invalidate(n, reason: nil)
        }
    }
}
