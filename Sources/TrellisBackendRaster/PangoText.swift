// Text through Pango: the same layouts measure (layout phase) and draw (commit phase),
// so what is drawn is exactly what layout measured.
import CCairo
import Logging
import TrellisProtocol
import TrellisRenderer

/// Measures and sets text with Pango on a cairo font map, with hinting of metrics off
/// (advances are fractional, independent of the output's pixel grid).
///
/// - The font size is in points = device pixels at scale 1 (`pango_font_description_
///   set_absolute_size`), so size 20 is 20 px, like the headless backend's 20-point line.
/// - Family: the node's `fontName`, else `defaultFamily` ("Inter", installed by
///   scripts/install-deps, so metrics are the same on every machine that runs it): a
///   sans serif drawn and spaced like iOS's San Francisco, in all nine weights, so an app
///   laid out for an iPhone fits as it does there (DejaVu Sans, the default before, is
///   about a sixth wider: titles and values wrapped where an iPhone fits them on a line).
///   A condensed or compressed `fontWidth` uses Liberation Sans Narrow, an expanded one
///   DejaVu Sans (both wider and narrower than Inter, which has one width).
/// - Wrapping follows `TextMeasurer.measure`: Pango breaks lines (word, then grapheme),
///   a line limit keeps that many lines with "…" fitted to the width by measuring.
/// - Line height is the font's ascent + descent; lines are drawn one line height apart.
final class PangoText {
    static let defaultFamily = "Inter"
    /// The families of text narrower or wider than standard with no family of its own.
    static let narrowFamily = "Liberation Sans Narrow", wideFamily = "DejaVu Sans"
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var fonts: [TextStyle: OpaquePointer] = [:]
    private var lineMetrics: [TextStyle: (ascent: Double, height: Double)] = [:]
    private var cache: [CacheKey: TextMetrics] = [:]
    private var widthCache: [WidthKey: Double] = [:]
    static let cacheLimit = 20_000

    private struct CacheKey: Hashable {
        var text: String, style: TextStyle, width: Double?, lineLimit: Int?
    }
    private struct WidthKey: Hashable { var text: String, style: TextStyle }

    /// Families asked for that no font has, already reported (the fallback logs once).
    private var reportedMissing: Set<String> = []
    /// Called once per missing family with the one drawn instead (tests replace it).
    var reportMissing: (_ family: String, _ drawn: String) -> Void = { family, drawn in
        Logger(label: "trellisd.fonts").warning(
            "font family \"\(family)\" is not installed nor defined by the app; text falls back to \(drawn)")
    }

    /// - Parameter config: a fontconfig configuration of the session's own (its app fonts,
    ///   `AppFonts`), or nil for the process's (system fonts only).
    init(config: UnsafeMutableRawPointer? = nil) {
        fontMap = OpaquePointer(trl_pango_font_map_new(config))
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        layout = pango_layout_new(context)
    }

    deinit {
        FontEngineLock.held {
            for f in fonts.values { pango_font_description_free(f) }
            pango_attr_list_unref(plainAttributes)
            trl_g_object_unref(UnsafeMutableRawPointer(layout))
            trl_g_object_unref(UnsafeMutableRawPointer(context))
            trl_g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    private func font(_ style: TextStyle) -> OpaquePointer {
        let style = style.withoutRuns   // runs are set by attributes (setLayout), not the face
        if let f = fonts[style] { return f }
        let f = pango_font_description_new()!
        pango_font_description_set_family(f, style.fontName ?? (style.fontWidth < 0 ? Self.narrowFamily : style.fontWidth > 0 ? Self.wideFamily : Self.defaultFamily))
        pango_font_description_set_absolute_size(f, style.fontSize * Double(trl_pango_scale()))
        pango_font_description_set_weight(f, PangoWeight(UInt32(style.fontWeight)))
        if style.isItalic { pango_font_description_set_style(f, PANGO_STYLE_ITALIC) }
        if style.fontWidth != 0 {
            // Font.Width's value in tenths from normal (4): condensed -0.2 is 2, expanded 0.2 is 6.
            let stretch = min(8, max(0, 4 + Int((style.fontWidth * 10).rounded())))
            pango_font_description_set_stretch(f, PangoStretch(UInt32(stretch)))
        }
        fonts[style] = f
        if let family = style.fontName { checkFamily(family, f) }
        return f
    }

    /// Generic names fontconfig maps to a family by its rules, never "missing".
    private static let genericFamilies: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono",
                                                        "system-ui", "cursive", "fantasy", "emoji", "math"]

    /// Reports `family` once when the font Pango loads for it is of another family (the
    /// fallback fontconfig chose): a custom font the app neither ships nor has installed.
    private func checkFamily(_ family: String, _ description: OpaquePointer) {
        let key = family.lowercased()
        guard !Self.genericFamilies.contains(key), !reportedMissing.contains(key),
              let loaded = trl_pango_loaded_family(UnsafeMutableRawPointer(fontMap), UnsafeMutableRawPointer(context), description)
        else { return }
        let drawn = String(cString: loaded)
        trl_g_free(loaded)
        guard drawn.lowercased() != key else { return }
        reportedMissing.insert(key)
        reportMissing(family, drawn)
    }

    /// Ascent and line height of `style`'s font; with runs, of the tallest font among
    /// them (greatest ascent plus greatest descent), so every line fits each run.
    func lineMetrics(_ style: TextStyle) -> (ascent: Double, height: Double) {
        FontEngineLock.held {
            if let m = lineMetrics[style] { return m }
            var ascent = 0.0, descent = 0.0
            for f in style.fontsInUse {
                let metrics = pango_context_get_metrics(context, font(f), nil)
                let scale = Double(trl_pango_scale())
                ascent = max(ascent, Double(pango_font_metrics_get_ascent(metrics)) / scale)
                descent = max(descent, Double(pango_font_metrics_get_descent(metrics)) / scale)
                pango_font_metrics_unref(metrics)
            }
            let m = (ascent, ascent + descent)
            lineMetrics[style] = m
            return m
        }
    }

    /// Prepares the shared layout with `text` in `style`, wrapping at `width` if given;
    /// each run of the style is set in its own font.
    /// What every text is set with: digits of equal width (OpenType `tnum`). Inter's are
    /// proportional, and apps that ask for `monospacedDigit()` (counters, timers, prices)
    /// must not jiggle; one list shared by every plain text.
    private static func attributes() -> OpaquePointer {
        let attrs = pango_attr_list_new()!
        pango_attr_list_insert(attrs, pango_attr_font_features_new("tnum 1"))
        return attrs
    }
    private lazy var plainAttributes = Self.attributes()

    private func setLayout(_ text: String, _ style: TextStyle, width: Double?) {
        pango_layout_set_font_description(layout, font(style))
        if let w = width {
            pango_layout_set_width(layout, Int32(max(0, min(w, 1e7)) * Double(trl_pango_scale())))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_text(layout, text, -1)
        guard style.tracking != 0 || !style.runs.isEmpty else {
            pango_layout_set_attributes(layout, plainAttributes)
            return
        }
        let attrs = Self.attributes()
        if style.tracking != 0 {
            pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32((style.tracking * Double(trl_pango_scale())).rounded())))
        }
        var start = 0
        let end = text.utf8.count
        for run in style.runs where start < end {
            let stop = min(end, start + Int(run.length))
            if let a = pango_attr_font_desc_new(font(style.font(of: run))) {
                a.pointee.start_index = UInt32(start)
                a.pointee.end_index = UInt32(stop)
                pango_attr_list_insert(attrs, a)
            }
            start = stop
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
    }

    /// How many characters of `text` no installed font has (Pango draws them as hex boxes):
    /// 0 when fallback found a font for every script in it.
    func unknownGlyphs(in text: String, style: TextStyle) -> Int {
        FontEngineLock.held {
            setLayout(text, style, width: nil)
            return Int(pango_layout_get_unknown_glyphs_count(layout))
        }
    }

    /// Natural width of a single line.
    func width(of line: String, style: TextStyle) -> Double {
        let style = style.withoutRuns   // a line of a text with runs is measured piece by piece
        return FontEngineLock.held {
            let key = WidthKey(text: line, style: style)
            if let w = widthCache[key] { return w }
            setLayout(line, style, width: nil)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let w = Double(logical.width) / Double(trl_pango_scale())
            if widthCache.count > Self.cacheLimit { widthCache.removeAll(keepingCapacity: true) }
            widthCache[key] = w
            return w
        }
    }

    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        FontEngineLock.held {
            let key = CacheKey(text: text, style: style, width: proposedWidth, lineLimit: lineLimit)
            if let m = cache[key] { return m }
            var lines = breakLines(text, style: style, width: proposedWidth)
            // Lines are measured piece by piece in their runs' fonts, as they are drawn.
            var runMap = style.runs.isEmpty ? nil : TextRunMap(text: text, runs: style.runs)
            var truncated = false
            var widths: [Double] = []
            if let limit = lineLimit, limit >= 1, lines.count > limit {
                truncated = true
                let last = proposedWidth == nil ? lines[limit - 1] : lines[(limit - 1)...].joined(separator: " ")
                lines.removeSubrange((limit - 1)...)
                if runMap != nil { widths = lines.map { width(of: runMap!.pieces(of: $0), style: style) } }
                lines.append(fitWithEllipsis(last, style: style, width: proposedWidth ?? .infinity, runMap: runMap))
                if let map = runMap { widths.append(width(of: map.peekPieces(of: lines[lines.count - 1]), style: style)) }
            } else if runMap != nil {
                widths = lines.map { width(of: runMap!.pieces(of: $0), style: style) }
            }
            if runMap == nil { widths = lines.map { width(of: $0, style: style) } }
            let lh = lineMetrics(style).height
            let m = TextMetrics(size: WireSize(width: widths.max() ?? 0, height: style.height(lines: lines.count, lineHeight: lh)),
                                lines: lines, lineHeight: lh, isTruncated: truncated)
            if cache.count > Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = m
            return m
        }
    }

    /// The width of a line split into run pieces: each piece in its run's font.
    func width(of pieces: [TextLinePiece], style: TextStyle) -> Double {
        var w = 0.0
        for p in pieces { w += width(of: p.text, style: style.font(of: p)) }
        return w
    }

    /// Pango's line breaks, each line without its trailing spaces and newline.
    private func breakLines(_ text: String, style: TextStyle, width: Double?) -> [String] {
        setLayout(text, style, width: width)
        let utf8 = Array(text.utf8)
        var out: [String] = []
        let count = Int(pango_layout_get_line_count(layout))
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            var s = String(decoding: utf8[start..<min(start + length, utf8.count)], as: UTF8.self)
            while s.last == "\n" || s.last == "\r\n" { s.removeLast() }
            if width != nil { while s.last == " " { s.removeLast() } }
            out.append(s)
        }
        return out.isEmpty ? [""] : out
    }

    /// The longest prefix of `s` that fits `width` with "…" appended (trailing spaces
    /// dropped), found by binary search over graphemes; just "…" when nothing fits.
    private func fitWithEllipsis(_ s: String, style: TextStyle, width: Double, runMap: TextRunMap? = nil) -> String {
        let chars = Array(s)
        func candidate(_ n: Int) -> String {
            var t = String(chars[..<n])
            while t.last == " " { t.removeLast() }
            return t + "…"
        }
        if width.isInfinite { return candidate(chars.count) }
        var lo = 0, hi = chars.count   // lo always fits (or is the minimum)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let w = runMap.map { self.width(of: $0.peekPieces(of: candidate(mid)), style: style) }
                ?? self.width(of: candidate(mid), style: style)
            if w <= width + 1e-9 { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    /// How many characters of `line` the font (with fallbacks) cannot draw (shown as boxes).
    func unknownGlyphCount(_ line: String, style: TextStyle) -> Int {
        FontEngineLock.held {
            setLayout(line, style, width: nil)
            return Int(pango_layout_get_unknown_glyphs_count(layout))
        }
    }

    /// Draws one already-broken line with its top-left corner at (x, y) on `cr`.
    func draw(_ line: String, style: TextStyle, x: Double, y: Double, on cr: OpaquePointer) {
        FontEngineLock.held {
            setLayout(line, style.withoutRuns, width: nil)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
