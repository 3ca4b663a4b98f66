// How each kind of node is drawn with cairo.
import CCairo
import TrellisProtocol
import TrellisRenderer

/// Draws committed items on a cairo context, one at a time, in paint order.
///
/// Opacity is the item's effective opacity (its own × its ancestors'), multiplied into
/// the colour's alpha. A clip (from enclosing scroll views) is applied per item.
struct ItemPainter {
    let cr: OpaquePointer
    let text: PangoText
    /// Device pixels per point (blur radii are applied in pixels).
    let scale: Double
    /// The surface's size in points (offscreen groups are clipped to it).
    let surfaceSize: WireSize
    /// Divides every item's effective opacity: inside a compositing group the group's own
    /// opacity is applied once, to its image (GroupEffects.swift).
    var opacityScale = 1.0
    /// The focused text field's caret and selection, drawn with its item.
    var editing: FieldEditing?
    /// The surface's decoded images by key (`bitmap`).
    var bitmaps: [UInt64: BitmapImage] = [:]
    /// Parsed symbol icons and the unknown names already logged (nil: glyphs only).
    var symbols: SymbolIcons?
    /// Placeholder colour of an empty text field (SwiftUI's tertiary label on white).
    static let placeholder = WireColor(r: 142, g: 142, b: 147, a: 255)

    /// `item`'s opacity as this painter draws it (see `opacityScale`).
    func opacity(_ item: CommittedFrame.Item) -> Double { min(item.opacity * opacityScale, 1) }

    func paint(_ item: CommittedFrame.Item) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let c = item.clip {
            cairo_rectangle(cr, c.x, c.y, c.width, c.height)
            cairo_clip(cr)
        }
        if let t = item.transform {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
        switch item.kind {
        case .shape:
            guard item.frame.width > 0, item.frame.height > 0 else { return }
            if item.shape == .path { commands(item.pathCommands) } else { path(item.frame, shape: item.shape, radius: item.cornerRadius) }
            if let g = item.gradient {
                if case .mesh(let m) = g.kind {
                    // The background under the patches, which cover only their cells.
                    let bg = m.background
                    cairo_set_source_rgba(cr, bg.r, bg.g, bg.b, bg.a * opacity(item))
                    cairo_fill_preserve(cr)
                }
                gradientSource(g, in: item.frame, opacity: opacity(item))
            } else {
                source(item.fill, opacity(item))
            }
            if item.stroke == nil, let shadow = item.innerShadow, shadow.color.a > 0 {
                cairo_fill_preserve(cr)
                innerShadow(shadow, of: item)
                cairo_new_path(cr)
                return
            }
            if let stroke = item.stroke {
                cairo_fill_preserve(cr)
                source(stroke, opacity(item))
                cairo_set_line_width(cr, item.lineWidth)
                cairo_set_line_cap(cr, Self.cap(item.lineCap))
                cairo_set_line_join(cr, Self.join(item.lineJoin))
                cairo_set_miter_limit(cr, item.miterLimit)
                let dash = item.dash
                if !dash.isEmpty { dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) } }
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        case .text:
            drawLines(item.lines, item)
        case .textField:
            let typed = item.text
            let edited = editing.flatMap { $0.id == item.id ? $0 : nil }
            if let e = edited {
                // The selection behind the text.
                source(FieldEditing.highlightColor, opacity(item))
                for r in e.highlights { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
                cairo_fill(cr)
            }
            // A scrolled field's text is shifted (left, or up for a multi-line field) and
            // clipped to its frame; a multi-line field with more lines than it shows is
            // clipped too.
            let scrollX = edited?.scrollX ?? 0, scrollY = edited?.scrollY ?? 0
            let clips = scrollX > 0 || scrollY > 0 || item.isMultiline
            if clips {
                cairo_save(cr)
                cairo_rectangle(cr, item.frame.x, item.frame.y, item.frame.width, item.frame.height)
                cairo_clip(cr)
                cairo_translate(cr, -scrollX, -scrollY)
            }
            if typed.isEmpty {
                drawLines([item.placeholder], item, color: Self.placeholder)
            } else {
                drawLines(item.isMultiline ? item.lines : [typed], item)
            }
            if clips { cairo_restore(cr) }
            if let e = edited, let c = e.caret {
                source(FieldEditing.caretColor, opacity(item))
                cairo_rectangle(cr, c.x, c.y, c.width, c.height)
                cairo_fill(cr)
            }
        case .image:
            if case .bitmap(let b)? = item.property(.bitmap) { drawBitmap(b, item) /* ItemPainter+Bitmap.swift */ } else { drawSymbol(item) }
        default:
            break
        }
    }

    static func cap(_ c: LineCap) -> cairo_line_cap_t {
        switch c {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    static func join(_ j: LineJoin) -> cairo_line_join_t {
        switch j {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// A cairo gradient pattern as the source, in window coordinates.
    private func gradientSource(_ g: GradientFill, in f: WireRect, opacity: Double) {
        let pattern: OpaquePointer
        switch g.kind {
        case let .linear(s, e):
            pattern = cairo_pattern_create_linear(f.x + s.x * f.width, f.y + s.y * f.height,
                                                  f.x + e.x * f.width, f.y + e.y * f.height)
        case let .radial(c, r0, r1):
            let cx = f.x + c.x * f.width, cy = f.y + c.y * f.height
            pattern = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1)
        case let .elliptical(c, r0, r1):
            // A radial gradient in the unit square, which the pattern matrix (window to
            // pattern space) stretches over the frame.
            pattern = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, 1 / f.width, 0, 0, 1 / f.height, -f.x / f.width, -f.y / f.height)
            cairo_pattern_set_matrix(pattern, &m)
        case let .mesh(mesh):
            pattern = meshPattern(mesh, in: f, opacity: opacity)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return
        case let .angular(c, a0, a1):
            pattern = conicPattern(center: WirePoint(x: f.x + c.x * f.width, y: f.y + c.y * f.height),
                                   radius: (f.width * f.width + f.height * f.height).squareRoot(),
                                   from: a0, to: a1, gradient: g, opacity: opacity)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        for stop in g.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.r, stop.g, stop.b, stop.a * opacity)
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    func source(_ c: WireColor, _ opacity: Double) {
        cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255,
                              Double(c.a) / 255 * opacity)
    }

    /// A `path` shape's commands as the current cairo path (non-zero winding fill).
    func commands(_ commands: [PathCommand]) {
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        for c in commands {
            switch c {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c1, let p):
                // cairo has cubic curves only: raise the quadratic's degree.
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c1.x - x0), y0 + 2 / 3 * (c1.y - y0),
                               p.x + 2 / 3 * (c1.x - p.x), p.y + 2 / 3 * (c1.y - p.y), p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// The outline of a shape drawn in `r`: rectangle, rounded rectangle (radius clamped
    /// to half the shorter side), circle (centred, diameter = shorter side), capsule
    /// (radius = half the shorter side), ellipse (filling `r`).
    func path(_ r: WireRect, shape: ShapeKind, radius: Double) {
        switch shape {
        case .rectangle, .path:
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        case .circle:
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.x + r.width / 2, r.y + r.height / 2, min(r.width, r.height) / 2, 0, 2 * Double.pi)
            cairo_close_path(cr)
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .roundedRectangle, .capsule:
            let rad = shape == .capsule ? min(r.width, r.height) / 2 : min(max(radius, 0), r.width / 2, r.height / 2)
            guard rad > 0 else { cairo_rectangle(cr, r.x, r.y, r.width, r.height); return }
            let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
            let pi = Double.pi
            cairo_new_sub_path(cr)
            cairo_arc(cr, x1 - rad, y0 + rad, rad, -pi / 2, 0)
            cairo_arc(cr, x1 - rad, y1 - rad, rad, 0, pi / 2)
            cairo_arc(cr, x0 + rad, y1 - rad, rad, pi / 2, pi)
            cairo_arc(cr, x0 + rad, y0 + rad, rad, pi, 3 * pi / 2)
            cairo_close_path(cr)
        }
    }

    private func drawLines(_ lines: [String], _ item: CommittedFrame.Item, color: WireColor? = nil) {
        let style = item.textStyle
        if item.kind == .text, !style.runs.isEmpty { return drawRuns(lines, item, style.displayed(item.text)) }
        let metrics = text.lineMetrics(style)
        let lh = metrics.height
        let textColor = color ?? item.foreground
        source(textColor, opacity(item))
        let align = item.lineAlignmentFraction
        let under = item.kind == .text ? item.underline : nil, through = item.kind == .text ? item.strikethrough : nil
        for (i, line) in lines.enumerated() where !line.isEmpty {
            let dx = align > 0 ? max(0, item.frame.width - text.width(of: line, style: style)) * align : 0
            let x = item.frame.x + dx, y = item.frame.y + Double(i) * (lh + style.lineSpacing)
            text.draw(line, style: style, x: x, y: y, on: cr)
            guard under != nil || through != nil else { continue }
            // A line a fourteenth of the font size thick (at least a point): below the
            // baseline for an underline, at the middle of the lower-case letters through.
            let width = text.width(of: line, style: style), thickness = max(1, style.fontSize / 14)
            if let u = under { decoration(u, x: x, y: y + metrics.ascent + 2 * thickness, width: width, thickness: thickness, textColor, item) }
            if let s = through { decoration(s, x: x, y: y + metrics.ascent * 0.68, width: width, thickness: thickness, textColor, item) }
            source(textColor, opacity(item))
        }
    }

    /// Lines of a text with runs: each line piece by piece, every piece in its run's font,
    /// colour and lines, on the line's common baseline (raised by the run's offset).
    private func drawRuns(_ lines: [String], _ item: CommittedFrame.Item, _ shown: (text: String, style: TextStyle)) {
        let style = shown.style
        let lineMetrics = text.lineMetrics(style)
        let align = item.lineAlignmentFraction
        let node = style.resolvedNode(underline: item.underline, strikethrough: item.strikethrough)
        let runs = style.runs.map { style.resolve($0, underline: item.underline, strikethrough: item.strikethrough) }
        var map = TextRunMap(text: shown.text, runs: style.runs)
        for (i, line) in lines.enumerated() {
            let pieces = map.pieces(of: line)
            guard !line.isEmpty else { continue }
            let widths = pieces.map { text.width(of: $0.text, style: style.font(of: $0)) }
            let lineWidth = widths.reduce(0, +)
            var x = item.frame.x + (align > 0 ? max(0, item.frame.width - lineWidth) * align : 0)
            let top = item.frame.y + Double(i) * (lineMetrics.height + style.lineSpacing)
            for (piece, width) in zip(pieces, widths) {
                let run = piece.run.map { runs[$0] } ?? node
                let ascent = text.lineMetrics(run.style).ascent
                let color = run.foreground ?? item.foreground
                if let background = run.background {
                    source(background, opacity(item))
                    cairo_rectangle(cr, x, top, width, lineMetrics.height)
                    cairo_fill(cr)
                }
                // A symbol run: its icon where its glyph was measured, as tall as the
                // run's ascent; the glyph when there is no icon.
                let symbol = piece.run.map { style.runs[$0].symbol } ?? ""
                let iconBox = WireRect(x: x, y: top + lineMetrics.ascent - ascent - run.baselineOffset,
                                       width: width, height: ascent)
                if symbol.isEmpty || !drawInlineSymbol(symbol, in: iconBox, color: color, item) {
                    source(color, opacity(item))
                    text.draw(piece.text, style: run.style, x: x, y: top + lineMetrics.ascent - ascent - run.baselineOffset, on: cr)
                }
                let thickness = max(1, run.style.fontSize / 14), baseline = top + lineMetrics.ascent - run.baselineOffset
                if let u = run.underline { decoration(u, x: x, y: baseline + 2 * thickness, width: width, thickness: thickness, color, item) }
                if let s = run.strikethrough { decoration(s, x: x, y: baseline - ascent * 0.32, width: width, thickness: thickness, color, item) }
                x += width
            }
        }
    }

    /// One decoration line centred on `y`, `width` long, in its colour or the text's.
    private func decoration(_ line: WireTextLine, x: Double, y: Double, width: Double, thickness: Double,
                            _ textColor: WireColor, _ item: CommittedFrame.Item) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        source(line.color.a == 0 ? textColor : line.color, opacity(item))
        cairo_set_line_width(cr, thickness)
        let dashes = line.pattern.dashes(thickness: thickness)
        if !dashes.isEmpty { dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) } }
        cairo_move_to(cr, x, y)
        cairo_line_to(cr, x + width, y)
        cairo_stroke(cr)
    }
}
