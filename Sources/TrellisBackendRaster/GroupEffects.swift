// Effects that apply to a whole subtree: a shadow, a blur and a mask are drawn by
// painting the subtree into an offscreen image first (cairo has no blur, so the image's
// pixels are blurred here), then compositing that image onto the frame.
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import TrellisProtocol
import TrellisRenderer

extension ItemPainter {
    /// Paints `items` (a run of whole subtrees, in paint order) back to front.
    ///
    /// With `within`, items outside every rectangle are skipped (the caller has clipped
    /// the context to them): a damaged row costs that row, not every text layout.
    func paintAll(_ items: FrameItems.SubSequence, within: [WireRect]? = nil) {
        let surface = WireRect(x: 0, y: 0, width: surfaceSize.width, height: surfaceSize.height)
        // Item accesses are borrows (the collection's `_read`): no item is copied to
        // test it, only the ones painted.
        var i = items.startIndex
        while i < items.endIndex {
            // A leaf wholly outside the surface (or the damage) costs nothing: most of a
            // long list's rows are off screen. Checked on the frame alone, before any
            // property lookup; a node with children is looked at in full (a group's
            // effects and descendants may reach beyond its frame).
            let isLeaf = i + 1 == items.endIndex || items[i + 1].depth <= items[i].depth
            if isLeaf && items[i].transform == nil {
                // Stored fields only (no property lookups): the frame widened by a
                // margin that covers any stroke's half width, antialiasing and clip.
                let f = items[i].frame, m = 64.0
                let r = WireRect(x: f.x - m, y: f.y - m, width: f.width + 2 * m, height: f.height + 2 * m)
                if r.intersection(surface) == nil || !(within?.contains { $0.intersection(r) != nil } ?? true) {
                    i += 1
                    continue
                }
            }
            if items[i].needsGroup {
                let end = CommittedFrame.subtreeEnd(of: i, in: items)
                paintGroup(items[i..<end])
                i = end
            } else {
                if items[i].opacity > 0 { paint(items[i]) }
                i += 1
            }
        }
    }

    /// Paints a subtree whose root (the first item) has a shadow, a blur or a mask.
    private func paintGroup(_ items: FrameItems.SubSequence) {
        let root = items[items.startIndex]
        let sigma = root.blurRadius / 2
        let shadow = root.shadow.flatMap { $0.color.a > 0 ? $0 : nil }
        let shadowSigma = (shadow?.radius ?? 0) / 2
        // Room for the blur's spread (3 σ each side) and for the shadow's offset.
        let spread = 3 * max(sigma, shadowSigma) + 1
        guard var bounds = CommittedFrame.bounds(of: items) else { return }
        bounds = WireRect(x: bounds.x - spread - abs(shadow?.x ?? 0), y: bounds.y - spread - abs(shadow?.y ?? 0),
                          width: bounds.width + 2 * (spread + abs(shadow?.x ?? 0)),
                          height: bounds.height + 2 * (spread + abs(shadow?.y ?? 0)))
        bounds = clampToSurface(bounds)
        guard bounds.width > 0, bounds.height > 0 else { return }

        // A compositing group paints its items relative to its own opacity and applies that
        // opacity once, to the image.
        let composite = root.isCompositingGroup
        let groupOpacity = composite ? opacity(root) : 1
        if composite && groupOpacity <= 0 { return }
        let innerScale = composite ? opacityScale / root.opacity : opacityScale
        let content: OpaquePointer
        if root.kind == .overlay && root.isMask {
            content = maskedImage(items, bounds: bounds)
        } else {
            content = offscreen(bounds, opacityScale: innerScale) { inner in
                if root.opacity > 0 { inner.paint(root) }
                inner.paintAll(items.dropFirst())
            }
        }
        defer { cairo_surface_destroy(content) }
        if let m = root.colorMultiply { Self.multiply(content, by: m) }
        if let m = root.colorMatrix { Self.transform(content, by: m) }
        if sigma > 0 { GaussianBlur.apply(to: content, sigma: sigma * scale) }
        if let shadow {
            let tinted = offscreen(bounds) { inner in
                inner.source(shadow.color, 1)
                cairo_mask_surface(inner.cr, content, bounds.x, bounds.y)
            }
            defer { cairo_surface_destroy(tinted) }
            if shadowSigma > 0 { GaussianBlur.apply(to: tinted, sigma: shadowSigma * scale) }
            cairo_set_source_surface(cr, tinted, bounds.x + shadow.x, bounds.y + shadow.y)
            cairo_paint(cr)
        }
        cairo_save(cr)
        cairo_set_operator(cr, Self.cairoOperator(root.blendMode))
        cairo_set_source_surface(cr, content, bounds.x, bounds.y)
        cairo_paint_with_alpha(cr, groupOpacity)
        cairo_restore(cr)
    }

    /// The cairo operator for a blend mode (plusDarker, which cairo lacks, as multiply).
    static func cairoOperator(_ m: BlendMode) -> cairo_operator_t {
        switch m {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Multiplies every premultiplied component of an ARGB32 image by `c`'s (so colours
    /// and alpha are both scaled, as SwiftUI's colorMultiply does).
    static func multiply(_ image: OpaquePointer, by c: WireColor) {
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let w = Int(cairo_image_surface_get_width(image)), h = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        let fr = UInt32(c.r), fg = UInt32(c.g), fb = UInt32(c.b), fa = UInt32(c.a)
        for y in 0..<h {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            for x in 0..<w {
                let p = row[x]
                let a = (p >> 24) * fa / 255, r = (p >> 16 & 0xFF) * fr / 255
                let g = (p >> 8 & 0xFF) * fg / 255, b = (p & 0xFF) * fb / 255
                // Premultiplied: a colour component never exceeds alpha.
                row[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
        cairo_surface_mark_dirty(image)
    }

    /// Puts every pixel of an ARGB32 image through the 4 × 5 colour matrix `m` (protocol
    /// `colorMatrix`), on un-premultiplied components in 0 … 1, clamping the result.
    static func transform(_ image: OpaquePointer, by m: [Double]) {
        guard m.count == 20 else { return }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let w = Int(cairo_image_surface_get_width(image)), h = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        // A transparent pixel stays transparent unless the matrix makes alpha from nothing
        // (an alpha offset): then every pixel goes through it.
        let alphaFromNothing = m[19] > 0
        func clamp(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }
        for y in 0..<h {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            for x in 0..<w {
                let p = row[x]
                let a8 = p >> 24
                if a8 == 0 && !alphaFromNothing { continue }
                let a = Double(a8) / 255
                let r = a > 0 ? Double(p >> 16 & 0xFF) / 255 / a : 0
                let g = a > 0 ? Double(p >> 8 & 0xFF) / 255 / a : 0
                let b = a > 0 ? Double(p & 0xFF) / 255 / a : 0
                let r2 = clamp(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4])
                let g2 = clamp(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9])
                let b2 = clamp(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14])
                let a2 = clamp(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19])
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                row[x] = byte(a2) << 24 | byte(r2 * a2) << 16 | byte(g2 * a2) << 8 | byte(b2 * a2)
            }
        }
        cairo_surface_mark_dirty(image)
    }

    /// An overlay whose secondary subtree is a mask: the primary subtree drawn with the
    /// mask's alpha.
    private func maskedImage(_ items: FrameItems.SubSequence, bounds: WireRect) -> OpaquePointer {
        let first = items.startIndex + 1
        let primaryEnd = first < items.endIndex ? CommittedFrame.subtreeEnd(of: first, in: items) : items.endIndex
        let primary = items[first..<primaryEnd]
        let mask = items[primaryEnd..<items.endIndex]
        let maskImage = offscreen(bounds) { $0.paintAll(mask) }
        defer { cairo_surface_destroy(maskImage) }
        let primaryImage = offscreen(bounds) { $0.paintAll(primary) }
        defer { cairo_surface_destroy(primaryImage) }
        return offscreen(bounds) { inner in
            cairo_set_source_surface(inner.cr, primaryImage, bounds.x, bounds.y)
            cairo_mask_surface(inner.cr, maskImage, bounds.x, bounds.y)
        }
    }

    /// A transparent image covering `bounds` (window points, at this painter's scale) that
    /// `draw` paints on with window coordinates.
    func offscreen(_ bounds: WireRect, opacityScale: Double? = nil, _ draw: (ItemPainter) -> Void) -> OpaquePointer {
        let w = Int32(max(1, (bounds.width * scale).rounded(.up)))
        let h = Int32(max(1, (bounds.height * scale).rounded(.up)))
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        // Device scale and offset make the image's user space the window's points.
        cairo_surface_set_device_scale(image, scale, scale)
        cairo_surface_set_device_offset(image, -bounds.x * scale, -bounds.y * scale)
        let inner = cairo_create(image)!
        draw(ItemPainter(cr: inner, text: text, scale: scale, surfaceSize: surfaceSize,
                         opacityScale: opacityScale ?? self.opacityScale, editing: editing, bitmaps: bitmaps, symbols: symbols))
        cairo_destroy(inner)
        cairo_surface_flush(image)
        // Composited later at bounds' origin: drop the offset so (0, 0) is its corner.
        cairo_surface_set_device_offset(image, 0, 0)
        return image
    }

    func clampToSurface(_ r: WireRect) -> WireRect {
        let x0 = max(r.x, 0).rounded(.down), y0 = max(r.y, 0).rounded(.down)
        let x1 = min(r.x + r.width, surfaceSize.width).rounded(.up), y1 = min(r.y + r.height, surfaceSize.height).rounded(.up)
        return WireRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension ItemPainter {
    /// A conic (angular) gradient as a cairo mesh: one patch per 1/128 turn from the centre
    /// to a circle of `radius` enclosing the frame, each patch's corners coloured by the
    /// gradient at its two angles (cairo has no conic pattern of its own).
    func conicPattern(center c: WirePoint, radius: Double, from a0: Double, to a1: Double,
                      gradient g: GradientFill, opacity: Double) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let steps = 128
        let turn = 2 * Double.pi
        let base = a1 >= a0 ? a0 : a1
        func corner(_ k: Int, _ angle: Double) {
            // Sampled just inside the patch, so a sharp jump (the gap's midpoint) stays sharp.
            let t = GradientFill.angularFraction(angle, from: a0, to: a1)
            let col = g.components(at: t)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(k), col.r, col.g, col.b, col.a * opacity)
        }
        for i in 0..<steps {
            let s = base + turn * Double(i) / Double(steps), e = base + turn * Double(i + 1) / Double(steps)
            let eps = (e - s) * 1e-3
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(s), c.y + radius * sin(s))
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(e), c.y + radius * sin(e))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            corner(0, s + eps); corner(1, s + eps); corner(2, e - eps); corner(3, e - eps)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
