// Hover: the pointer over hoverable nodes (`inputHover`) and its look (`pointerStyle`),
// README §7 "Hover".
import TrellisProtocol

extension Session {
    /// The pointer moved to `p` with no button down, or left the surface (nil).
    func pointerMoved(to p: WirePoint?) {
        guard clock.serial > 0 else { return }
        rehover(at: p, pointerMoved: true)
    }

    /// After a frame: content may have moved under a pointer standing still, so who is
    /// hovered and the pointer's look are worked out again (no `moved` events).
    func rehoverAfterFrame() {
        guard let p = pointer.hover.pointer else { return }   // outside: nothing is hovered
        rehover(at: p, pointerMoved: false)
    }

    private func rehover(at p: WirePoint?, pointerMoved: Bool) {
        var chain: [NodeID] = []
        var style = WirePointerStyle.automatic
        if let p, let hit = tree.contentHit(p) {
            // The content under the pointer and its ancestors, innermost first: the
            // hoverable ones hear it, the innermost explicit style is shown.
            // Over a link inside a text: the link's look, unless the text sets one.
            if tree.kind(of: hit) == .text, tree.property(.pointerStyle, of: hit) == nil,
               tree.linkRun(at: p, text: hit) != nil { style = .link }
            var n: NodeID? = hit
            while let id = n {
                if case .hoverable(true)? = tree.property(.hoverable, of: id) { chain.append(id) }
                if style == .automatic, case .pointerStyle(let s)? = tree.property(.pointerStyle, of: id) { style = s }
                n = tree.parent(of: id)
            }
            chain.reverse()
            if style == .automatic { style = tree.kind(of: hit) == .textField ? .horizontalText : .arrow }
        } else {
            style = .arrow
        }
        pointer.hover.move(to: p, chain: chain, pointerMoved: pointerMoved, exists: { tree.contains($0) },
                   origin: { id in tree.frame(of: id).map { WirePoint(x: $0.x, y: $0.y) } ?? WirePoint(x: 0, y: 0) }) { send($0) }
        if pointer.hover.show(style) { backend.pointerStyleChanged(style, surface: surface) }
    }
}
