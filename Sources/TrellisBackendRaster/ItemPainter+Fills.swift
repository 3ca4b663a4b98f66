// The shape fills that need more than a cairo source: a mesh gradient (Coons patches)
// and an inner shadow (the blurred, offset outside of the shape, clipped to it).
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import TrellisProtocol
import TrellisRenderer

extension ItemPainter {
    /// A mesh gradient as a cairo mesh pattern in window coordinates for a shape in `f`.
    ///
    /// Without `smooths` each cell is one Coons patch with the cell's Bézier edges, which
    /// cairo colours bilinearly between the corners. With `smooths` each cell is split
    /// into sub-patches (corners on the cell's Coons surface) whose corner colours come
    /// from the mesh's Catmull-Rom interpolation, so colour flows across cell edges.
    func meshPattern(_ m: Mesh, in f: WireRect, opacity: Double) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        func x(_ p: WirePoint) -> Double { f.x + p.x * f.width }
        func y(_ p: WirePoint) -> Double { f.y + p.y * f.height }
        func corner(_ k: Int, _ c: GradientFill.Components) {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(k), c.r, c.g, c.b, c.a * opacity)
        }
        let cells = (m.columns - 1) * (m.rows - 1)
        let split = cells <= 16 ? 8 : cells <= 64 ? 4 : 2
        for row in 0..<(m.rows - 1) {
            for column in 0..<(m.columns - 1) {
                if !m.smooths {
                    let p = m.patch(column, row)
                    cairo_mesh_pattern_begin_patch(mesh)
                    cairo_mesh_pattern_move_to(mesh, x(p[0]), y(p[0]))
                    for k in stride(from: 1, to: 12, by: 3) {
                        let end = p[(k + 2) % 12]
                        cairo_mesh_pattern_curve_to(mesh, x(p[k]), y(p[k]), x(p[k + 1]), y(p[k + 1]), x(end), y(end))
                    }
                    corner(0, m.color(column, row, u: 0, v: 0)); corner(1, m.color(column, row, u: 1, v: 0))
                    corner(2, m.color(column, row, u: 1, v: 1)); corner(3, m.color(column, row, u: 0, v: 1))
                    cairo_mesh_pattern_end_patch(mesh)
                    continue
                }
                for j in 0..<split {
                    for i in 0..<split {
                        let u0 = Double(i) / Double(split), u1 = Double(i + 1) / Double(split)
                        let v0 = Double(j) / Double(split), v1 = Double(j + 1) / Double(split)
                        let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
                        cairo_mesh_pattern_begin_patch(mesh)
                        for (k, (u, v)) in corners.enumerated() {
                            let p = m.point(column, row, u: u, v: v)
                            if k == 0 { cairo_mesh_pattern_move_to(mesh, x(p), y(p)) } else { cairo_mesh_pattern_line_to(mesh, x(p), y(p)) }
                        }
                        for (k, (u, v)) in corners.enumerated() { corner(k, m.color(column, row, u: u, v: v)) }
                        cairo_mesh_pattern_end_patch(mesh)
                    }
                }
            }
        }
        return mesh
    }

    /// Draws `shadow` inside the shape whose outline is the current path (kept): the
    /// region outside the shape, painted in the shadow's colour, blurred and offset, then
    /// clipped to the shape and drawn over the fill.
    func innerShadow(_ shadow: WireShadow, of item: CommittedFrame.Item) {
        let sigma = shadow.radius / 2
        let spread = 3 * sigma + 1 + max(abs(shadow.x), abs(shadow.y))
        let f = item.frame
        var bounds = WireRect(x: f.x - spread, y: f.y - spread, width: f.width + 2 * spread, height: f.height + 2 * spread)
        if item.transform == nil { bounds = clampToSurface(bounds) }
        guard bounds.width > 0, bounds.height > 0 else { return }
        guard let outline = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(outline) }
        let outside = offscreen(bounds) { p in
            cairo_new_path(p.cr)
            cairo_append_path(p.cr, outline)
            cairo_rectangle(p.cr, bounds.x - spread, bounds.y - spread, bounds.width + 2 * spread, bounds.height + 2 * spread)
            cairo_set_fill_rule(p.cr, CAIRO_FILL_RULE_EVEN_ODD)
            p.source(shadow.color, 1)
            cairo_fill(p.cr)
        }
        defer { cairo_surface_destroy(outside) }
        if sigma > 0 { GaussianBlur.apply(to: outside, sigma: sigma * scale) }
        cairo_save(cr)
        cairo_clip_preserve(cr)
        cairo_set_source_surface(cr, outside, bounds.x + shadow.x, bounds.y + shadow.y)
        cairo_paint_with_alpha(cr, opacity(item))
        cairo_restore(cr)
    }
}
