// Reading the result of layout: window frames, the laid-out nodes, hit-testing, and the
// flat paint-order frame handed to a backend.
import TrellisProtocol

extension NodeStore {
    /// `id`'s frame in window coordinates after the last layout (its own and its
    /// ancestors' offsets applied), or `nil` when it does not take part in layout.
    func frame(of id: NodeID) -> WireRect? {
        guard let s = slotOf[id], isLaidOut(s) else { return nil }
        var x = 0.0, y = 0.0
        var n = s
        while n >= 0 {
            let o = relativeOrigin(n)
            let off = params[Int(n)].offset
            x += o.x + off.x
            y += o.y + off.y
            n = parents[Int(n)]
            if n >= 0, let scrolled = scrollOffset(ofSlot: n) {
                x -= scrolled.x
                y -= scrolled.y
            }
        }
        let sz = sizes[Int(s)]
        return WireRect(x: x, y: y, width: sz.width, height: sz.height)
    }

    /// Every node taking part in layout, top-down pre-order, siblings in order.
    func laidOutNodes() -> [NodeID] {
        var out: [NodeID] = []
        out.reserveCapacity(slotOf.count)
        var stack: [Int32] = topSlots.reversed().filter { placed[Int($0)] }
        while let s = stack.popLast() {
            out.append(ids[Int(s)])
            stack.append(contentsOf: shownChildren(Int(s)).reversed())
        }
        return out
    }

    /// The node a tap at `point` (window coordinates) is for: the nearest tappable
    /// ancestor-or-self of the topmost visible content (text, shape, image, text field)
    /// under the point. Later siblings, overlays and ZStack layers are on top; offsets
    /// move what is hit; a fully transparent view is not hit, and neither are the empty
    /// areas of stacks, paddings and spacers (as in SwiftUI without `contentShape`).
    /// Layers are painted above the root, so their content is hit first; a layer's
    /// backdrop (a shape covering the surface) therefore blocks everything under it.
    func hitTest(_ point: WirePoint, draggable: Bool = false, presented: FrameItems? = nil) -> NodeID? {
        receiver(of: topHit(point, presented: presented), wants: draggable ? \.draggable : \.tappable)
    }

    /// The node a pinch beginning at `point` is for: `hitTest`'s rule with `pinchable` in
    /// place of `tappable`.
    func pinchTarget(_ point: WirePoint, presented: FrameItems? = nil) -> NodeID? {
        receiver(of: topHit(point, presented: presented), wants: \.pinchable)
    }

    /// The topmost content slot under `point` (-1: none): in `presented` (the items as
    /// drawn while an animation runs: what is hit moves with what is drawn), else in the
    /// last committed frame or by walking the tree.
    private func topHit(_ point: WirePoint, presented: FrameItems?) -> Int32 {
        if let presented {
            return presented.lastHit(at: point, shapes: contentShapeUsed) { item -> Int32? in
                guard let s = slotOf[item.id], placed[Int(s)], !passesHitsThrough(s, point) else { return nil }
                return s
            } ?? -1
        }
        return hitFromFrameCache(point) ?? hitByWalking(point)
    }

    /// One hit test for a click: the tappable receiver, and the text field when the topmost
    /// content is one.
    func clickTargets(_ point: WirePoint, presented: FrameItems? = nil) -> (receiver: NodeID?, field: NodeID?, link: (NodeID, Int)?) {
        let hit = topHit(point, presented: presented)
        if hit >= 0, kinds[Int(hit)] == .text, let run = linkRun(at: point, in: hit) { return (nil, nil, (ids[Int(hit)], run)) }
        let field = hit >= 0 && kinds[Int(hit)] == .textField ? ids[Int(hit)] : nil
        return (receiver(of: hit, wants: \.tappable), field, nil)
    }

    /// The link run (its index in `textRuns`) of text slot `s` whose drawn characters are
    /// under `point`, or nil (README §7 Links): the line at the point's height, then the
    /// run piece whose extent, measured in its run's font, holds its x.
    func linkRun(at point: WirePoint, in s: Int32) -> Int? {
        let style = params[Int(s)].style
        guard style.runs.contains(where: \.link), let frame = frame(of: ids[Int(s)]),
              let metrics = lastTextMeasure[s]?.metrics else { return nil }
        let (text, shown) = style.displayed(string(.text, s))
        let lines = textLines[Int(s)]
        let pitch = metrics.lineHeight + shown.lineSpacing
        guard pitch > 0, point.y >= frame.y else { return nil }
        let index = Int(flooring: (point.y - frame.y) / pitch, in: 0 ... lines.count)
        guard index < lines.count else { return nil }
        var map = TextRunMap(text: text, runs: shown.runs)
        for line in lines[..<index] { _ = map.pieces(of: line) }
        let pieces = map.pieces(of: lines[index])
        func width(_ p: TextLinePiece) -> Double {
            measurer.size(text: p.text, style: shown.font(of: p),
                          proposedWidth: nil, proposedHeight: nil, lineLimit: nil).width
        }
        let widths = pieces.map(width)
        let lineWidth = widths.reduce(0, +)
        let id = ids[Int(s)]
        let align = CommittedFrame.Item.lineAlignmentFraction(textAlignment: property(.textAlignment, of: id),
                                                               rightToLeft: property(.rightToLeft, of: id))
        var x = frame.x + max(0, frame.width - lineWidth) * align
        for (p, w) in zip(pieces, widths) {
            if point.x >= x, point.x < x + w { return p.run.flatMap { shown.runs[$0].link ? $0 : nil } }
            x += w
        }
        return nil
    }


    /// The nearest ancestor-or-self of the content slot `hit` whose `wants` flag is set
    /// (tappable, draggable, pinchable).
    private func receiver(of hit: Int32, wants: KeyPath<LayoutParams, Bool>) -> NodeID? {
        // Hit where only its contentShape is (no drawn content): the handler may be on a
        // modifier inside it (`.onTapGesture { }.contentShape(Rectangle())`).
        if hit >= 0, kinds[Int(hit)] == .effect {
            var d = hit
            while let c = childLists[Int(d)].first, childLists[Int(d)].count == 1,
                  kinds[Int(c)] == .effect || kinds[Int(c)] == .padding || kinds[Int(c)] == .frame {
                if params[Int(c)][keyPath: wants] { return ids[Int(c)] }
                d = c
            }
        }
        var n = hit
        while n >= 0 {
            if params[Int(n)][keyPath: wants] { return ids[Int(n)] }
            n = parents[Int(n)]
        }
        return nil
    }

    /// The topmost visible content under `point`, or nil.
    func contentHit(_ point: WirePoint, presented: FrameItems? = nil) -> NodeID? {
        let hit = topHit(point, presented: presented)
        return hit >= 0 ? ids[Int(hit)] : nil
    }

    /// The topmost visible content under `point` from the last committed frame, when it
    /// still shows the tree's geometry (no layout, scroll or frame-walk property change
    /// since): its items are the walk's results in paint order, so scanning them from the
    /// top down finds the same node without recomputing 80,000 window frames for a tap
    /// on a 10,000-row list. Nil when there is no such frame.
    func hitFromFrameCache(_ point: WirePoint) -> Int32? {
        guard !frameStructureChanged, let cache = frameCache, cache.placements == statistics.placements,
              cache.surface == surfaceSize, cache.scrollOffsets == scrollOffsets else { return nil }
        return cache.items.lastHit(at: point, shapes: contentShapeUsed) { item -> Int32? in
            guard let s = slotOf[item.id], !passesHitsThrough(s, point) else { return nil }
            return s
        } ?? -1
    }

    /// Whether `s` or an ancestor has `allowsHitTesting(false)`, or an ancestor's
    /// `contentShape` leaves `point` out.
    private func passesHitsThrough(_ s: Int32, _ point: WirePoint) -> Bool {
        var n = parents[Int(s)]
        if !params[Int(s)].hitTesting || isMaskOfParent(s) { return true }
        while n >= 0 {
            if !params[Int(n)].hitTesting || isMaskOfParent(n) { return true }
            if contentShapeUsed, let shape = params[Int(n)].rare.contentShape,
               let f = frame(of: ids[Int(n)]), !HitShape.contains(shape, f, point) { return true }
            n = parents[Int(n)]
        }
        return false
    }

    /// Whether slot `s` is the mask of its parent overlay (`clipped()`, `clipShape`, `mask`):
    /// a mask shapes what is drawn and is never hit itself, so a clipped button stays
    /// tappable.
    private func isMaskOfParent(_ s: Int32) -> Bool {
        let p = parents[Int(s)]
        guard p >= 0, kinds[Int(p)] == .overlay, childLists[Int(p)].count > 1, childLists[Int(p)].last == s else { return false }
        return props[Int(p)].contains { if case .isMask(true) = $0 { true } else { false } }
    }

    /// The topmost visible content under `point`, walking the tree (the reference the
    /// frame-cache scan must agree with; `HitTestCacheTests`).
    func hitByWalking(_ point: WirePoint) -> Int32 {
        var hit: Int32 = -1
        // Inside a subtree with hitTesting(false), or whose contentShape leaves the point out.
        var passThroughDepth = Int.max
        visit(paintOrder: true) { s, rect, opacity, clip, depth, transform in
            // Where the point falls in the node's own (untransformed) frame.
            let local = transform.map { $0.inverted()?.apply(point) ?? WirePoint(x: .nan, y: .nan) } ?? point
            if depth <= passThroughDepth {
                let shape = contentShapeUsed ? params[Int(s)].rare.contentShape : nil
                let outside = shape.map { !HitShape.contains($0, rect, local) } ?? false
                passThroughDepth = params[Int(s)].hitTesting && !outside && !isMaskOfParent(s) ? .max : depth
            }
            guard opacity > 0, passThroughDepth == .max else { return }
            switch kinds[Int(s)] {
            case .text, .shape, .image, .textField: break
            case .effect where contentShapeUsed && params[Int(s)].rare.contentShape != nil: break
            default: return
            }
            if Self.contains(rect, local), clip.map({ Self.contains($0, point) }) ?? true { hit = s }
        }
        return hit
    }

    /// The laid-out tree as a backend draws it, in paint order (see `CommittedFrame`).
    mutating func committedFrame(serial: UInt64) -> CommittedFrame {
        defer {
            clearReplaced()
            arrangementsTakeFrame()
        }
        if let items = reusedFrameItems() ?? relaidOutFrameItems() {
            return CommittedFrame(serial: serial, size: surfaceSize ?? .zero, items: items)
        }
        let built = builtFrameItems()   // FrameSplice.swift
        return CommittedFrame(serial: serial, size: surfaceSize ?? .zero, items: built)
    }

    // MARK: internals

    /// Tells every long stack's arrangement that a frame was taken (few: stacks of 64
    /// children or more), edited in place.
    private mutating func arrangementsTakeFrame() {
        var i = arrangements.startIndex
        while i != arrangements.endIndex {
            arrangements.values[i].frameTaken()
            i = arrangements.index(after: i)
        }
    }

    /// Whether `s` hangs under the root of the last layout.
    func isLaidOut(_ s: Int32) -> Bool {
        var n = s
        while parents[Int(n)] >= 0 {
            let p = parents[Int(n)]
            if kinds[Int(p)] == .viewThatFits, shownChild[p] != n { return false }
            n = p
        }
        return (n == rootSlot || layerSlots.contains(n)) && placed[Int(s)]
    }

    /// `s`'s position relative to its parent (before its own offset).
    @inline(__always) func relativeOrigin(_ s: Int32) -> WirePoint {
        let p = parents[Int(s)]
        if p >= 0, let a = arrangements[p], a.isPlaced { return a.origin(Int(indexInParent[Int(s)])) }
        return origins[Int(s)]
    }

    /// Walks the laid-out tree top-down, parents before children, calling `body` with
    /// each node's window frame, effective opacity, clip and depth. In paint order a
    /// background's secondary view comes before its primary view.
    func visit(paintOrder: Bool,
               _ body: (Int32, WireRect, Double, WireRect?, Int, AffineTransform?) -> Void) {
        walk(paintOrder: paintOrder) { s, rect, opacity, clip, depth, transform in
            body(s, rect, opacity, clip, depth, transform)
            return true
        }
    }

    /// `visit`, where `body` also says whether to go into the node's children (false:
    /// its subtree is skipped).
    func walk(paintOrder: Bool,
              _ body: (Int32, WireRect, Double, WireRect?, Int, AffineTransform?) -> Bool) {
        withoutActuallyEscaping(body) { body in
            var visitor = ClosureVisitor(body: body)
            walk(paintOrder: paintOrder, &visitor)
        }
    }

    /// `walk` with a visitor value instead of a closure: a visitor that builds something
    /// keeps its state in its own stored properties, where a closure's captured variables
    /// are checked for exclusive access at run time on every use.
    func walk<V: FrameWalkVisitor>(paintOrder: Bool, _ visitor: inout V) {
        var clips: [WireRect] = []
        var transforms: [AffineTransform] = []
        var viewports: [WireRect] = []
        // The root first, then each layer above it (a stack: pushed in reverse).
        var stack = topSlots.reversed().filter { placed[Int($0)] }.map { top in
            WalkEntry(slot: top, clipIndex: -1, depth: 0, transformIndex: -1,
                      x: origins[Int(top)].x, y: origins[Int(top)].y, opacity: 1)
        }
        while let e = stack.popLast() {
            let i = Int(e.slot)
            let off = params[i].offset
            let x = e.x + off.x, y = e.y + off.y
            let rect = WireRect(x: x, y: y, width: sizes[i].width, height: sizes[i].height)
            let opacity = e.opacity * params[i].opacity
            // rotation / scale about the anchor: drawing only, for the node and its subtree.
            var transformIndex = e.transformIndex
            var transform = transformIndex >= 0 ? transforms[Int(transformIndex)] : nil
            // Fields read one by one: copying the whole LayoutParams (264 bytes) per node
            // was the walk's largest cost.
            let rotation = params[i].rotation, scale = params[i].scale
            if rotation != 0 || scale.x != 1 || scale.y != 1 || params[i].projection != nil {
                let anchor = params[i].anchor
                let px = rect.x + anchor.x * rect.width, py = rect.y + anchor.y * rect.height
                var own = AffineTransform.about(x: px, y: py, rotation: rotation, sx: scale.x, sy: scale.y)
                if let m = params[i].projection {
                    own = AffineTransform.about(x: px, y: py, a: m[0], b: m[1], c: m[2], d: m[3]).concatenating(after: own)
                }
                transform = transform.map { $0.concatenating(after: own) } ?? own
                transformIndex = Int32(transforms.count)
                transforms.append(transform!)
            }
            let clip = e.clipIndex >= 0 ? clips[Int(e.clipIndex)] : nil
            guard visitor.visit(e.slot, rect, opacity, clip, Int(e.depth), transform) else { continue }
            let kids = shownChildren(i)
            if kids.isEmpty { continue }
            var clipIndex = e.clipIndex
            if kinds[i] == .scroll && params[i].scrollClips {
                clipIndex = Int32(clips.count)
                clips.append(clip.map { Self.intersect($0, rect) } ?? rect)
            }
            var viewportIndex = e.viewportIndex
            if kinds[i] == .scroll {
                viewportIndex = Int32(viewports.count)
                viewports.append(rect)
            }
            // Children's positions: from the stack's arrangement (one lookup per parent)
            // or as stored.
            let arrangement = arrangements[e.slot].flatMap { $0.isPlaced ? $0 : nil }
            let scrolled = scrollOffset(ofSlot: e.slot) ?? .init(x: 0, y: 0)
            // Section headers and footers kept in view (PinnedViews.swift): each moved
            // one's shift, by child index.
            var pins: [Int: WirePoint] = [:]
            if pinnedUsed, viewportIndex >= 0, kinds[i] == .lazyVStack || kinds[i] == .lazyHStack {
                pins = pinShifts(of: i, kids: kids, frame: rect, viewport: viewports[Int(viewportIndex)]) { k in
                    arrangement?.origin(k) ?? origins[Int(kids[k])]
                }
            }
            func push(_ k: Int, _ o: WirePoint) {
                let shift = pins.isEmpty ? WirePoint(x: 0, y: 0) : pins[k] ?? WirePoint(x: 0, y: 0)
                stack.append(WalkEntry(slot: kids[k], clipIndex: clipIndex, depth: e.depth + 1, transformIndex: transformIndex,
                                       viewportIndex: viewportIndex,
                                       x: x + o.x - scrolled.x + shift.x, y: y + o.y - scrolled.y + shift.y, opacity: opacity))
            }
            if let a = arrangement, var only = visitor.childIndices(of: e.slot, arrangedBy: a) {
                // Each at O(log n): `prefix(k)` adds exactly as `prefixes()` does.
                if !pins.isEmpty { only = Self.pinnedLast(only, pins) }
                let order = paintOrder && zIndexUsed && pins.isEmpty ? zOrdered(only, of: kids) ?? only : only
                for k in order.reversed() { push(k, a.origin(k)) }
                continue
            }
            let prefixes = arrangement?.prefixes() ?? []
            func push(_ k: Int) {
                push(k, arrangement?.origin(k, prefix: prefixes[k]) ?? origins[Int(kids[k])])
            }
            if !pins.isEmpty {
                for k in Self.pinnedLast(Array(kids.indices), pins).reversed() { push(k) }
                continue
            }
            if paintOrder, kinds[i] == .background, kids.count > 1 {
                // Painted: secondary views first (behind), then the primary.
                push(0)
                for k in (1..<kids.count).reversed() { push(k) }
            } else if paintOrder, zIndexUsed, let order = zOrdered(Array(kids.indices), of: kids) {
                for k in order.reversed() { push(k) }
            } else {
                for k in (0..<kids.count).reversed() { push(k) }
            }
        }
    }

    /// `indices` (ascending) of `kids` in paint order by `zIndex`, lowest first, equal
    /// values in child order; nil when they all have the same zIndex (child order).
    func zOrdered(_ indices: [Int], of kids: [Int32]) -> [Int]? {
        guard let first = indices.first else { return nil }
        let z0 = params[Int(kids[first])].zIndex
        guard indices.contains(where: { params[Int(kids[$0])].zIndex != z0 }) else { return nil }
        // Stable: ties keep their order (the index breaks them).
        return indices.sorted { a, b in
            let za = params[Int(kids[a])].zIndex, zb = params[Int(kids[b])].zIndex
            return za != zb ? za < zb : a < b
        }
    }

    static func contains(_ r: WireRect, _ p: WirePoint) -> Bool {
        p.x >= r.x && p.y >= r.y && p.x < r.x + r.width && p.y < r.y + r.height
    }

    static func intersect(_ a: WireRect, _ b: WireRect) -> WireRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return WireRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}

/// What `NodeStore.walk` calls for each node, parents before children.
protocol FrameWalkVisitor {
    /// Visits node `s` at its window frame, effective opacity, clip, depth and transform;
    /// returns whether to go into its children.
    mutating func visit(_ s: Int32, _ rect: WireRect, _ opacity: Double, _ clip: WireRect?, _ depth: Int,
                        _ transform: AffineTransform?) -> Bool

    /// Asked after `visit` returned true for a long stack `s` whose children's positions
    /// come from `arrangement`: the indices of the children to visit, ascending, or nil
    /// for all of them.
    mutating func childIndices(of s: Int32, arrangedBy arrangement: StackArrangement) -> [Int]?
}

extension FrameWalkVisitor {
    mutating func childIndices(of s: Int32, arrangedBy arrangement: StackArrangement) -> [Int]? { nil }
}

private struct ClosureVisitor: FrameWalkVisitor {
    let body: (Int32, WireRect, Double, WireRect?, Int, AffineTransform?) -> Bool
    func visit(_ s: Int32, _ rect: WireRect, _ opacity: Double, _ clip: WireRect?, _ depth: Int,
               _ transform: AffineTransform?) -> Bool {
        body(s, rect, opacity, clip, depth, transform)
    }
}

/// One node waiting in `NodeStore.walk`. x, y: its position before its own offset
/// (parent's origin + relative). Clips and transforms (rare) live in side tables and
/// entries name them by index, so an entry is 40 bytes, moved in registers rather than
/// copied out of line.
private struct WalkEntry {
    var slot: Int32; var clipIndex: Int32; var depth: Int32; var transformIndex: Int32
    /// The visible rectangle of the nearest scroll ancestor, in `viewports` (-1: none):
    /// what a pinned section header sticks to (PinnedViews.swift).
    var viewportIndex: Int32 = -1
    var x, y, opacity: Double
}
