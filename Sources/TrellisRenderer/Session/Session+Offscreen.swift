// Offscreen sessions (capability `offscreen`): what SwiftUI's `ImageRenderer` opens. The
// root is laid out at a proposal instead of a window, and its frame is drawn into pixels
// only when the client asks (protocol README §9, "Offscreen rendering").
import TrellisProtocol

/// What an offscreen session keeps: the proposal its root gets and the painter that draws
/// its frames into pixels.
struct OffscreenState {
    /// `setOffscreenProposal`'s proposal; both axes unspecified until the client sets it.
    var proposal: ProposedSize = .unspecified
    let rasterizer: any ImageRasterizer
}

extension Session {
    /// Handshake: grants `offscreen` when asked for and the daemon has a painter. An
    /// offscreen session has no window and no accessibility element: nothing of it reaches
    /// the backend's surfaces or the accessibility bus.
    func grantOffscreen(asked caps: Capabilities) {
        guard caps.contains(.offscreen), let r = rasterizerProvider?() else { return }
        capabilities.insert(.offscreen)
        offscreen = OffscreenState(rasterizer: r)
        accessibility.sink = nil
    }

    /// `setOffscreenProposal`: the root's proposal from now on; a frame already drawn is laid
    /// out and drawn again at once, followed by the redraw's event group (as after a resize).
    func setOffscreenProposal(_ p: WireProposal) throws(SessionFailure) {
        guard offscreen != nil else {
            throw SessionFailure(.capabilityMissing, "setOffscreenProposal needs the offscreen capability, not granted in welcome")
        }
        guard p.unspecified <= 3 else {
            throw SessionFailure(.invalidValue, "setOffscreenProposal: unspecified bits \(p.unspecified) (at most 3)")
        }
        offscreen!.proposal = ProposedSize(width: p.unspecified & 1 != 0 ? nil : p.width,
                                           height: p.unspecified & 2 != 0 ? nil : p.height)
        guard clock.serial > 0 else { return }
        _ = layoutAndDraw()
        reportFrame(destroyed: NodeIDSet())
    }

    /// Layout phase: the surface an offscreen session lays out against — the size its root
    /// chooses for the proposal (zero without a root; an axis the root wants infinite is
    /// zero, so nothing is drawn rather than a surface without end).
    func offscreenSurfaceSize(_ state: OffscreenState) -> WireSize {
        guard let root = tree.root else { return WireSize(width: 0, height: 0) }
        let s = tree.sizeThatFits(root, proposal: state.proposal)
        return WireSize(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    /// `renderImage`: the current frame in pixels, sent as `renderedImage` parts that each
    /// fit the client's frame size; one empty answer when nothing can be drawn.
    func renderImage(token: UInt64, scale: Double, opaque: Bool) throws(SessionFailure) {
        guard let state = offscreen else {
            throw SessionFailure(.capabilityMissing, "renderImage needs the offscreen capability, not granted in welcome")
        }
        guard scale > 0, scale <= 16 else { throw SessionFailure(.invalidValue, "renderImage scale \(scale) (0 < scale ≤ 16)") }
        var image: RasterizedImage?
        if let frame = lastFrame, RasterizedImage.pixelSize(of: frame.size, scale: scale) != nil {
            image = framePhase.during(.draw) { state.rasterizer.rasterize(frame, surface: surface, scale: scale, opaque: opaque) }
        }
        guard let image else {
            send(.renderedImage(token: token, width: 0, height: 0, offset: 0, total: 0, data: []))
            return
        }
        let total = UInt64(image.rgba.count)
        let w = UInt32(image.width), h = UInt32(image.height)
        // Fixed fields at their largest (offset as large as the total), plus a v32 count.
        let fixed = DaemonEvent.renderedImage(token: token, width: w, height: h, offset: total, total: total, data: []).payloadSize + 4
        let room = max(1, clientMaxFrameSize - fixed)
        var offset = 0
        while offset < image.rgba.count {
            let end = min(image.rgba.count, offset + room)
            send(.renderedImage(token: token, width: w, height: h, offset: UInt64(offset), total: total,
                                data: Array(image.rgba[offset..<end])))
            offset = end
        }
    }
}
