// Drawing a bitmap image node: its decoded image (a vector one rasterized for the frame's
// device pixels) scaled into the frame with the chosen filter,
// in its own colours or as a template (its alpha filled with the foreground), its edges
// antialiased or snapped, and, when resizable with cap insets, as nine slices whose middle
// stretches or tiles.
import CCairo
import TrellisProtocol
import TrellisRenderer

extension ItemPainter {
    /// The node's bitmap, or a light gray box while its bytes are not defined or not decodable.
    func drawBitmap(_ b: WireBitmap, _ item: CommittedFrame.Item) {
        var f = item.frame
        guard f.width > 0, f.height > 0 else { return }
        let pixels = devicePixels(f)
        guard let image = bitmaps[b.key]?.surface(pixelWidth: pixels.width, pixelHeight: pixels.height) else {
            source(WireColor(r: 229, g: 229, b: 234, a: 255), opacity(item))
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_fill(cr)
            return
        }
        let pw = Double(cairo_image_surface_get_width(image)), ph = Double(cairo_image_surface_get_height(image))
        guard pw > 0, ph > 0 else { return }
        var options = WireBitmapDrawing(template: false, interpolation: .medium, antialiased: true, resizingMode: .stretch,
                                        capInsets: WireInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        if case .bitmapDrawing(let d)? = item.property(.bitmapDrawing) { options = d }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !options.antialiased {
            f = snapped(f)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        }
        // Natural size in points (the bitmap's pixels over its scale); a node that is not
        // resizable is laid out at it, a resizable one at the proposal.
        let natural = (width: b.width > 0 ? b.width : pw, height: b.height > 0 ? b.height : ph)
        let slices = b.resizable
            ? Self.slices(natural: natural, pixels: (pw, ph), frame: f, insets: options.capInsets, tile: options.resizingMode == .tile)
            : [Slice(source: (0, 0, pw, ph), destination: f, tiles: false)]
        let filter = Self.filter(options.interpolation)
        let alpha = opacity(item)
        for s in slices {
            guard s.source.2 >= 1, s.source.3 >= 1, s.destination.width > 0, s.destination.height > 0 else { continue }
            let sub = cairo_surface_create_for_rectangle(image, s.source.0, s.source.1, s.source.2, s.source.3)
            let pattern = cairo_pattern_create_for_surface(sub)
            cairo_surface_destroy(sub)
            // Pattern space from user space: translate to the slice's origin, then pixels per point.
            let kx = s.tiles ? pw / natural.width : s.source.2 / s.destination.width
            let ky = s.tiles ? ph / natural.height : s.source.3 / s.destination.height
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, kx, ky)
            cairo_matrix_translate(&m, -s.destination.x, -s.destination.y)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, filter)
            // Pad, so edge pixels are not blended with the transparency around the slice.
            cairo_pattern_set_extend(pattern, s.tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_save(cr)
            cairo_rectangle(cr, s.destination.x, s.destination.y, s.destination.width, s.destination.height)
            cairo_clip(cr)
            if options.template {
                source(item.foreground, alpha)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A part of the bitmap (pixels: x, y, width, height) and where it goes (points).
    struct Slice {
        var source: (Double, Double, Double, Double)
        var destination: WireRect
        /// Repeats at its natural size instead of scaling to the destination.
        var tiles: Bool
    }

    /// The nine slices of a resizable bitmap (fewer when insets are 0): corners at their
    /// natural size, edges along their length and the middle stretched or tiled. Insets
    /// adding up to more than the bitmap on an axis count as 0 there; a frame smaller than
    /// the caps shrinks them in proportion.
    static func slices(natural: (width: Double, height: Double), pixels: (Double, Double), frame f: WireRect,
                       insets i: WireInsets, tile: Bool) -> [Slice] {
        func axis(_ lead: Double, _ trail: Double, natural: Double, pixels: Double, frame: Double)
            -> [(source: (Double, Double), destination: (Double, Double), middle: Bool)] {
            var l = lead.isFinite ? max(0, lead) : 0, t = trail.isFinite ? max(0, trail) : 0
            if l + t >= natural { l = 0; t = 0 }
            let k = pixels / natural
            var dl = l, dt = t
            if dl + dt > frame { let s = frame / (dl + dt); dl *= s; dt *= s }
            var out: [(source: (Double, Double), destination: (Double, Double), middle: Bool)] = []
            if l > 0 { out.append(((0, (l * k).rounded()), (0, dl), false)) }
            let sStart = (l * k).rounded(), sEnd = ((natural - t) * k).rounded()
            out.append(((sStart, sEnd - sStart), (dl, frame - dl - dt), true))
            if t > 0 { out.append(((sEnd, pixels - sEnd), (frame - dt, dt), false)) }
            return out
        }
        let xs = axis(i.leading, i.trailing, natural: natural.width, pixels: pixels.0, frame: f.width)
        let ys = axis(i.top, i.bottom, natural: natural.height, pixels: pixels.1, frame: f.height)
        var out: [Slice] = []
        for y in ys {
            for x in xs {
                // Only the middle tiles (along each axis it spans); caps keep their natural size.
                let tiles = tile && (x.middle || y.middle)
                out.append(Slice(source: (x.source.0, y.source.0, x.source.1, y.source.1),
                                 destination: WireRect(x: f.x + x.destination.0, y: f.y + y.destination.0,
                                                       width: x.destination.1, height: y.destination.1),
                                 tiles: tiles))
            }
        }
        return out
    }

    /// SwiftUI's interpolation as cairo's filter.
    static func filter(_ i: ImageInterpolation) -> cairo_filter_t {
        switch i {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    /// The device pixels a frame of `r`'s size covers (its sides through the drawing
    /// transform: frame × surface scale × any scale effect), at least 1 × 1: the size a
    /// vector image is rasterized at to draw there sharply.
    private func devicePixels(_ r: WireRect) -> (width: Int, height: Int) {
        var wx = r.width, wy = 0.0, hx = 0.0, hy = r.height
        cairo_user_to_device_distance(cr, &wx, &wy)
        cairo_user_to_device_distance(cr, &hx, &hy)
        func side(_ x: Double, _ y: Double) -> Int {
            let d = (x * x + y * y).squareRoot()
            return d.isFinite ? max(1, Int(min(d, 1_048_576).rounded())) : 1
        }
        return (side(wx, wy), side(hx, hy))
    }

    /// `r` with its edges moved to the nearest device pixels.
    private func snapped(_ r: WireRect) -> WireRect {
        var x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        x0.round(); y0.round(); x1.round(); y1.round()
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return WireRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
