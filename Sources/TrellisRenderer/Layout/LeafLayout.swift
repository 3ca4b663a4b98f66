// Leaves: Spacer, Text, TextField (shapes and images are one-liners in LayoutEngine).
import TrellisProtocol

extension NodeStore {
    /// `Spacer`: along its stack's axis, max(proposal, minLength ?? 8) (an unspecified
    /// proposal gives the minimum); 0 across it. Outside a stack it expands on both axes.
    mutating func spacer(_ s: Int32, _ p: Proposal) -> WireSize {
        let ml = params[Int(s)].minLength
        let minimum = ml.isNaN ? 8 : ml
        func along(_ v: Double) -> Double { v.isNaN ? minimum : max(v, minimum) }
        let parent = parents[Int(s)]
        let parentKind = parent >= 0 ? kinds[Int(parent)] : nil
        switch parentKind {
        case .hstack?, .lazyHStack?: return WireSize(width: along(p.w), height: 0)
        case .vstack?, .lazyVStack?: return WireSize(width: 0, height: along(p.h))
        default: return WireSize(width: along(p.w), height: along(p.h))
        }
    }

    /// `Text`: measured by the backend. An unspecified or infinite width sets one line
    /// per hard break; a finite width wraps. A finite height smaller than the text keeps
    /// as many whole lines as fit (at least one) and truncates with "…", like `lineLimit`.
    mutating func text(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let minLines = Int(params[Int(s)].minLines)
        // A head or middle cut is made after measuring (TextScale.swift): sized the way it
        // is placed.
        let cutsElsewhere = params[Int(s)].hasRare && params[Int(s)].rare.truncationMode != .tail
        guard placing || minLines > 0 || cutsElsewhere else {
            // Sizing (a stack's probes): no lines, no strings, nothing cached here (the
            // size cache keeps the answer).
            if let (q, m) = lastTextMeasure[s], q == p { return m.size }
            let i = Int(s)
            // Most texts: no runs, spacing or shrinking: asked directly.
            if params[i].style.isPlain && !params[i].hasRare {
                return measurer.size(text: string(.text, s), style: params[i].style, proposedWidth: Self.textWidth(p),
                                     proposedHeight: Self.textHeight(p), lineLimit: textLineLimit(i))
            }
            let a = textArguments(s, p)
            return measurer.size(text: a.content, style: a.style, proposedWidth: a.width, proposedHeight: a.height,
                                 lineLimit: a.limit)
        }
        let m = textMetrics(s, p)
        if placing {
            textLines[Int(s)] = m.lines
            if params[Int(s)].hasRare, params[Int(s)].rare.minimumScaleFactor < 1 {
                let scale = textArguments(s, p).scale
                textScales[s] = scale < 1 ? scale : nil
            }
        }
        // `minLines`: a shorter text keeps the height of that many lines.
        return WireSize(width: m.size.width, height: max(m.size.height, Double(minLines) * m.lineHeight))
    }

    mutating func textMetrics(_ s: Int32, _ p: Proposal) -> TextMetrics {
        if let (q, m) = lastTextMeasure[s], q == p { return m }   // TextMeasureCache.swift
        let m = measureText(s, p)
        lastTextMeasure[s] = (p, m)
        return m
    }

    func measureText(_ s: Int32, _ p: Proposal) -> TextMetrics {
        let a = textArguments(s, p)
        let m = measurer.measure(text: a.content, style: a.style, proposedWidth: a.width, proposedHeight: a.height,
                                 lineLimit: a.limit)
        guard m.isTruncated, m.lines.count == 1, let width = a.width, params[Int(s)].hasRare,
              case let mode = params[Int(s)].rare.truncationMode, mode != .tail else { return m }
        return cut(m, a.content, a.style, width: width, mode: mode)
    }

    /// The width a text is measured at under `p`: nil (one line per hard break) when the
    /// proposal is unspecified or infinite.
    @inline(__always) static func textWidth(_ p: Proposal) -> Double? {
        (p.w.isNaN || p.w == .infinity) ? nil : max(p.w, 0)
    }
    /// The height that bounds a text's lines under `p` (nil: unbounded).
    @inline(__always) static func textHeight(_ p: Proposal) -> Double? { p.h.isFinite ? p.h : nil }
    /// Node `i`'s `lineLimit` (nil: no limit).
    @inline(__always) func textLineLimit(_ i: Int) -> Int? { params[i].lineLimit > 0 ? Int(params[i].lineLimit) : nil }

    /// What the measurer is asked for text node `s` under `p`, and the scale its font is
    /// set at (`minimumScaleFactor`, TextScale.swift).
    @inline(__always)
    private func textArguments(_ s: Int32, _ p: Proposal) -> TextArguments {
        let i = Int(s)
        var a = TextArguments(content: string(.text, s), style: params[i].style, width: Self.textWidth(p),
                              height: Self.textHeight(p), limit: textLineLimit(i))
        // A text's symbol runs are measured as their glyphs (Drawing/TextRuns.swift).
        if a.style.hasSymbolRuns { (a.content, a.style) = a.style.displayed(a.content) }
        if params[i].hasRare, case let factor = params[i].rare.minimumScaleFactor, factor < 1, let width = a.width {
            a.scale = fittingScale(a.content, a.style, width: width, height: a.height, limit: a.limit, minimum: factor)
            a.style = a.style.scaled(by: a.scale)
        }
        return a
    }

    /// `TextField`: one line tall; flexible width (takes the proposal; ideal = its text,
    /// or its placeholder while empty).
    mutating func textField(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let content = string(.text, s)
        if params[Int(s)].multiline { return textEditor(s, content, p, placing: placing) }
        let shown = content.isEmpty ? string(.placeholder, s) : content
        let m = measurer.measure(text: shown, style: params[Int(s)].style, proposedWidth: nil, lineLimit: 1)
        if placing {
            textLines[Int(s)] = [content]
        }
        return WireSize(width: p.w.isNaN ? m.size.width : p.w, height: m.lineHeight)
    }

    /// A `multiline` text field (TextEditor, a vertical TextField): takes every finite
    /// proposal; its ideal size (unspecified or infinite proposal) is its text wrapped at the
    /// proposed width, at least one line — and at least `minLines`, at most `lineLimit` lines
    /// (the rest scrolls inside the field). Its lines are the text wrapped at its width.
    private mutating func textEditor(_ s: Int32, _ content: String, _ p: Proposal, placing: Bool) -> WireSize {
        let finiteWidth: Double? = p.w.isFinite ? max(p.w, 0) : nil
        let m = measurer.measure(text: content, style: params[Int(s)].style, proposedWidth: finiteWidth, lineLimit: nil)
        let lines = content.isEmpty ? [""] : m.lines
        var shown = max(lines.count, 1)
        let limit = Int(params[Int(s)].lineLimit), minimum = Int(params[Int(s)].minLines)
        if limit > 0 { shown = min(shown, limit) }
        shown = max(shown, minimum)
        let height = limit > 0 || minimum > 0 ? Double(shown) * m.lineHeight : max(m.size.height, m.lineHeight)
        if placing {
            textLines[Int(s)] = lines
        }
        return WireSize(width: p.w.isFinite ? max(p.w, 0) : m.size.width, height: p.h.isFinite ? max(p.h, 0) : height)
    }
}

/// What the measurer is asked for one text node (`NodeStore.textArguments`). A struct, not
/// a tuple: the optimiser copies a tuple of these through its generic value witnesses,
/// measured at about 1 % of the daemon's time in `bench jsfb`.
private struct TextArguments {
    var content: String
    var style: TextStyle
    var width: Double?
    var height: Double?
    var limit: Int?
    /// The factor the font is set at (`minimumScaleFactor`); 1 when it is not shrunk.
    var scale = 1.0
}
