// `Image(systemName:)` drawn as vector icons: the catalog's Adwaita symbolic SVG (parsed
// once per icon with librsvg) painted as a mask of the node's foreground colour, inside the
// frame its name asks for (`.circle`, `.square.fill`, `.slash`, …).
import CCairo
import CRsvg
import Logging
import TrellisProtocol
import TrellisRenderer

/// Parsed icons by name, and the unknown names already reported. One per raster backend
/// (the daemon's loop is its only user).
final class SymbolIcons {
    /// Where the theme's icons are looked up (`SymbolCatalog.themeDirectory` when nil).
    let themeDirectory: String
    private var handles: [String: UnsafeMutableRawPointer?] = [:]
    private var reported: Set<String> = []
    /// Called once per unknown symbol name (tests replace it); logs a warning.
    var reportUnknown: (String) -> Void = { name in
        Logger(label: "trellisd.symbols").warning(
            "Image(systemName: \"\(name)\"): not in the symbol catalog; drawn as a placeholder")
    }

    init(themeDirectory: String? = nil) {
        self.themeDirectory = themeDirectory ?? SymbolCatalog.themeDirectory
    }

    deinit {
        for case let h? in handles.values { trl_rsvg_free(h) }
    }

    /// The parsed SVG of Adwaita icon `icon`, or nil when its file is missing or unreadable
    /// (remembered either way: the file is read once).
    func handle(_ icon: String, solid: Bool) -> UnsafeMutableRawPointer? {
        let key = solid ? icon + "*" : icon
        if let cached = handles[key] { return cached }
        var loaded: UnsafeMutableRawPointer?
        if let path = SymbolCatalog.iconPath(icon, in: themeDirectory) {
            // Adwaita draws a few outline icons (the unset star, an empty checkbox) at a
            // third of the colour; a symbol is drawn at full strength.
            loaded = trl_rsvg_load(path, solid ? "* { fill-opacity: 1; opacity: 1; }" : nil)
        }
        handles[key] = loaded
        return loaded
    }

    /// Reports `name` the first time it is drawn; true if this call reported it.
    @discardableResult
    func noteUnknown(_ name: String) -> Bool {
        guard reported.insert(name).inserted else { return false }
        reportUnknown(name)
        return true
    }

    /// How many unknown names were reported (tests).
    var reportedCount: Int { reported.count }
}

extension ItemPainter {
    /// A symbol image: its icon, centred and scaled to the frame's shorter side, in the
    /// item's foreground colour. The Unicode glyph when the icon file is missing; a
    /// placeholder (an outlined square with a question mark) for a name outside the catalog.
    func drawSymbol(_ item: CommittedFrame.Item) {
        let name = item.systemName
        let f = item.frame
        guard f.width > 0, f.height > 0 else { return }
        guard let icon = SymbolCatalog.resolve(name) else {
            symbols?.noteUnknown(name)
            drawSymbolPlaceholder(item)
            return
        }
        var svg: UnsafeMutableRawPointer?
        if !icon.isDrawn {
            svg = symbols?.handle(icon.icon, solid: icon.solid)
            if svg == nil { drawSymbolGlyph(SymbolGlyphs.glyph(for: name), item); return }
        }
        drawIcon(icon, svg: svg, in: f, color: item.foreground, item)
    }

    /// A symbol inside a line of text (a symbol run): its icon in `box` (the glyph's
    /// advance and the line's ascent), in `color`. False when there is no icon to draw
    /// (an unknown name, a missing file): the caller draws the glyph.
    func drawInlineSymbol(_ name: String, in box: WireRect, color: WireColor, _ item: CommittedFrame.Item) -> Bool {
        guard box.width > 0, box.height > 0, let icon = SymbolCatalog.resolve(name) else { return false }
        var svg: UnsafeMutableRawPointer?
        if !icon.isDrawn {
            svg = symbols?.handle(icon.icon, solid: icon.solid)
            if svg == nil { return false }
        }
        drawIcon(icon, svg: svg, in: box, color: color, item)
        return true
    }

    /// `icon` centred in `f` and scaled to its shorter side, in `color` at the item's opacity.
    private func drawIcon(_ icon: SymbolIcon, svg: UnsafeMutableRawPointer?, in f: WireRect, color: WireColor,
                          _ item: CommittedFrame.Item) {
        let side = min(f.width, f.height)
        let box = WireRect(x: f.x + (f.width - side) / 2, y: f.y + (f.height - side) / 2, width: side, height: side)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        symbolCoverage(icon, svg: svg, in: box)
        let coverage = cairo_pop_group(cr)
        source(color, opacity(item))
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
    }

    /// Draws the symbol opaque black on the current group: its alpha is the coverage.
    private func symbolCoverage(_ icon: SymbolIcon, svg: UnsafeMutableRawPointer?, in box: WireRect) {
        let side = box.width
        let line = max(1, side * 0.08)
        let cx = box.x + side / 2, cy = box.y + side / 2
        // The glyph fills most of a bare box, half of a framed one (as SF Symbols draws
        // `plus.circle`).
        let glyphSide = icon.frame == .none ? side * 0.84 : side * 0.5
        let glyph = WireRect(x: cx - glyphSide / 2, y: cy - glyphSide / 2, width: glyphSide, height: glyphSide)
        let knockedOut = icon.frame == .circleFill || icon.frame == .squareFill
        switch icon.frame {
        case .none: break
        case .circle, .circleFill:
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, knockedOut ? side / 2 : side / 2 - line / 2, 0, 2 * Double.pi)
        case .square, .squareFill:
            let inset = knockedOut ? 0 : line / 2
            path(WireRect(x: box.x + inset, y: box.y + inset, width: side - 2 * inset, height: side - 2 * inset),
                 shape: .roundedRectangle, radius: side * 0.22)
        }
        if icon.frame != .none {
            if knockedOut { cairo_fill(cr) } else { cairo_set_line_width(cr, line); cairo_stroke(cr) }
            // A filled frame shows the glyph as a hole.
            if knockedOut { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
        }
        symbolGlyph(icon, svg: svg, in: glyph)
        if icon.slash {
            // The slash with a gap around it, from the top left to the bottom right.
            let a = (x: glyph.x + glyphSide * 0.06, y: glyph.y + glyphSide * 0.06)
            let b = (x: glyph.x + glyphSide * 0.94, y: glyph.y + glyphSide * 0.94)
            let slashWidth = max(1, glyphSide * 0.1)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_operator(cr, knockedOut ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_DEST_OUT)
            cairo_set_line_width(cr, slashWidth * 3)
            cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, b.x, b.y)
            cairo_stroke(cr)
            cairo_set_operator(cr, knockedOut ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_OVER)
            cairo_set_line_width(cr, slashWidth)
            cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, b.x, b.y)
            cairo_stroke(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The glyph itself in `r`, with the current operator: the SVG as a mask, or a shape.
    private func symbolGlyph(_ icon: SymbolIcon, svg: UnsafeMutableRawPointer?, in r: WireRect) {
        if let svg {
            // librsvg paints with the context's operator: render with OVER into the group,
            // then apply the mask with the caller's (DEST_OUT cuts the glyph out of a frame).
            let op = cairo_get_operator(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_push_group(cr)
            _ = trl_rsvg_render(svg, cr, r.x, r.y, r.width, r.height)
            let mask = cairo_pop_group(cr)
            cairo_set_operator(cr, op)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
            return
        }
        let line = max(1, r.width * 0.12)
        switch icon.icon {
        case "@circle":
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.x + r.width / 2, r.y + r.height / 2, icon.filled ? r.width / 2 : (r.width - line) / 2, 0, 2 * Double.pi)
            if icon.filled { cairo_fill(cr) } else { cairo_set_line_width(cr, line); cairo_stroke(cr) }
        case "@square":
            let inset = icon.filled ? 0 : line / 2
            path(WireRect(x: r.x + inset, y: r.y + inset, width: r.width - 2 * inset, height: r.height - 2 * inset),
                 shape: .roundedRectangle, radius: r.width * 0.18)
            if icon.filled { cairo_fill(cr) } else { cairo_set_line_width(cr, line); cairo_stroke(cr) }
        case "@arrow":
            // A shaft and an open head, pointing right before the rotation.
            cairo_save(cr)
            cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
            cairo_rotate(cr, icon.angle * Double.pi / 180)
            let h = r.width / 2 - line / 2
            cairo_set_line_width(cr, line)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_move_to(cr, -h, 0); cairo_line_to(cr, h, 0)
            cairo_move_to(cr, h - h * 0.75, -h * 0.75); cairo_line_to(cr, h, 0); cairo_line_to(cr, h - h * 0.75, h * 0.75)
            cairo_stroke(cr)
            cairo_restore(cr)
        case "@flame":
            // A flame with a notch on its left, as curves in the unit square.
            func at(_ u: Double, _ v: Double) -> (Double, Double) { (r.x + u * r.width, r.y + v * r.height) }
            let curves: [(Double, Double, Double, Double, Double, Double)] = [
                (0.62, 0.22, 0.86, 0.38, 0.86, 0.64), (0.86, 0.86, 0.70, 0.98, 0.5, 0.98),
                (0.30, 0.98, 0.14, 0.86, 0.14, 0.64), (0.14, 0.46, 0.24, 0.34, 0.34, 0.26),
                (0.34, 0.40, 0.40, 0.48, 0.48, 0.50), (0.52, 0.32, 0.44, 0.14, 0.5, 0.02),
            ]
            let start = at(0.5, 0.02)
            cairo_new_path(cr)
            cairo_move_to(cr, start.0, start.1)
            for c in curves {
                let (a, b, e) = (at(c.0, c.1), at(c.2, c.3), at(c.4, c.5))
                cairo_curve_to(cr, a.0, a.1, b.0, b.1, e.0, e.1)
            }
            cairo_close_path(cr)
            if icon.filled { cairo_fill(cr) } else { cairo_set_line_width(cr, line * 0.7); cairo_stroke(cr) }
        case "@bolt":
            // A lightning bolt, as a polygon in the unit square.
            let points: [(Double, Double)] = [(0.60, 0.02), (0.16, 0.58), (0.46, 0.58), (0.38, 0.98),
                                              (0.84, 0.40), (0.54, 0.40)]
            cairo_new_path(cr)
            for (i, p) in points.enumerated() {
                let x = r.x + p.0 * r.width, y = r.y + p.1 * r.height
                if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
            }
            cairo_close_path(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if icon.filled { cairo_fill(cr) } else { cairo_set_line_width(cr, line * 0.7); cairo_stroke(cr) }
        case "@glyph":
            // The character in a bold sans face, its line box centred on `r`.
            var style = TextStyle(fontSize: r.height * 0.95, fontWeight: 600)
            style.fontName = nil
            let w = text.width(of: icon.glyph, style: style), h = text.lineMetrics(style).height
            text.draw(icon.glyph, style: style, x: r.x + (r.width - w) / 2, y: r.y + (r.height - h) / 2, on: cr)
        default:
            break
        }
    }

    /// The Unicode glyph centred in the frame, in the foreground colour (a machine without
    /// the icon theme).
    func drawSymbolGlyph(_ glyph: String, _ item: CommittedFrame.Item) {
        var style = item.textStyle
        style.fontName = nil
        let w = text.width(of: glyph, style: style)
        let h = text.lineMetrics(style).height
        source(item.foreground, opacity(item))
        text.draw(glyph, style: style, x: item.frame.x + (item.frame.width - w) / 2,
                  y: item.frame.y + (item.frame.height - h) / 2, on: cr)
    }

    /// An unknown name: a dashed rounded square with a question mark, in the foreground
    /// colour (visible, so a missing mapping is noticed).
    private func drawSymbolPlaceholder(_ item: CommittedFrame.Item) {
        let f = item.frame
        let side = min(f.width, f.height) * 0.84
        let line = max(1, side * 0.07)
        let r = WireRect(x: f.x + (f.width - side) / 2 + line / 2, y: f.y + (f.height - side) / 2 + line / 2,
                         width: side - line, height: side - line)
        source(item.foreground, opacity(item))
        path(r, shape: .roundedRectangle, radius: side * 0.18)
        cairo_set_line_width(cr, line)
        let dash = [side * 0.16, side * 0.1]
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        var style = item.textStyle
        style.fontName = nil
        style.fontSize = side * 0.6
        let w = text.width(of: "?", style: style), h = text.lineMetrics(style).height
        text.draw("?", style: style, x: f.x + (f.width - w) / 2, y: f.y + (f.height - h) / 2, on: cr)
    }
}
