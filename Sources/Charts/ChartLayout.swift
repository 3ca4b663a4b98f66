import Foundation
import TrellisUI

/// A chart laid out at one size: its plot area, scales, and every mark, grid line and
/// label as geometry in the chart's coordinates. Computed from the chart's marks and
/// configuration each time the chart's size or content changes; `ChartCanvas` draws it.
struct ChartLayout {
    struct Rect { var rect: CGRect; var style: AnyShapeStyle; var opacity: Double; var cornerRadius: CGFloat }
    struct Line { var points: [CGPoint]; var interpolation: InterpolationMethod; var style: AnyShapeStyle; var stroke: StrokeStyle; var opacity: Double }
    struct Area { var top: [CGPoint]; var bottom: [CGPoint]; var interpolation: InterpolationMethod; var style: AnyShapeStyle; var opacity: Double }
    struct Symbol {
        var centre: CGPoint; var diameter: CGFloat; var shape: BasicChartSymbolShape; var style: AnyShapeStyle; var opacity: Double
        var custom: AnyShape? = nil
        var view: (() -> AnyView)? = nil
    }
    struct Sector { var centre: CGPoint; var inner: CGFloat; var outer: CGFloat; var start: Angle; var end: Angle; var style: AnyShapeStyle; var opacity: Double; var cornerRadius: CGFloat }
    struct Rule { var from: CGPoint; var to: CGPoint; var style: AnyShapeStyle; var stroke: StrokeStyle }
    struct Label { var point: CGPoint; var alignment: Alignment; var content: AxisLabelContent; var text: String; var style: AnyShapeStyle?; var font: Font? }
    struct Annotation { var rect: CGRect; var annotation: MarkAnnotation; var defaultPosition: AnnotationPosition }

    /// The plot area in the chart's coordinates.
    var plot: CGRect = .zero
    var xScale: ChartScale?
    var yScale: ChartScale?
    var rects: [Rect] = []
    var areas: [Area] = []
    var lines: [Line] = []
    var symbols: [Symbol] = []
    var sectors: [Sector] = []
    var rules: [Rule] = []
    var labels: [Label] = []
    var annotations: [Annotation] = []
    /// The sum of the sectors' values (what a full turn stands for).
    var sectorTotal: Double = 0

    static let labelFontSize: CGFloat = 13   // .caption2
    static let labelHeight: CGFloat = 16
    static let labelSpacing: CGFloat = 4
    static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.35))

    /// An estimate of a caption2 label's width: the client does not measure text (the
    /// daemon does), so the space kept for the y axis's labels is estimated.
    static func estimatedWidth(_ s: String) -> CGFloat { CGFloat(s.count) * labelFontSize * 0.6 + 2 }

    init(records: [MarkRecord], series: ChartSeries, config: ChartConfiguration, size: CGSize) {
        if records.contains(where: { $0.kind == .sector }) {
            layoutSectors(records, series, size)
            return
        }
        // Values on each axis, and which axis bars and areas stack along.
        let xValues = records.flatMap { [$0.x?.value, $0.xEnd?.value].compactMap { $0 } }
        let yValues = records.flatMap { [$0.y?.value, $0.yEnd?.value].compactMap { $0 } }
        let xCategorical = xValues.contains { if case .category = $0 { return true } else { return false } }
        let yCategorical = yValues.contains { if case .category = $0 { return true } else { return false } }
        // Horizontal bars: categories on y and numbers on x.
        let horizontal = yCategorical && !xCategorical
        let stacked = Self.stack(records, horizontal: horizontal)

        // Space around the plot: axis labels and titles.
        let showX = config.xAxisVisibility != .hidden && !xValues.isEmpty
        let showY = config.yAxisVisibility != .hidden && !yValues.isEmpty
        var top: CGFloat = 0, bottom: CGFloat = 0, leading: CGFloat = 0, trailing: CGFloat = 0
        if config.yAxisLabel != nil { top += Self.labelHeight + Self.labelSpacing }
        if config.xAxisLabel != nil { bottom += Self.labelHeight + Self.labelSpacing }
        let xSpecs = config.xAxis ?? [AxisMarksSpec(position: .automatic, values: .automatic, content: nil, format: nil)]
        let ySpecs = config.yAxis ?? [AxisMarksSpec(position: .automatic, values: .automatic, content: nil, format: nil)]
        let xAtTop = showX && xSpecs.allSatisfy { $0.position.kind == .top }
        // Categories on y read from the leading side (a horizontal bar chart's names), numbers
        // from the trailing side, as Swift Charts places them.
        let yAtLeading = showY && ySpecs.allSatisfy { Self.side(of: $0, axis: .y, categorical: yCategorical) == .leading }
        if showX { if xAtTop { top += Self.labelHeight + Self.labelSpacing } else { bottom += Self.labelHeight + Self.labelSpacing } }

        // The y scale does not depend on the width: build it first to size its labels.
        let plotHeight = max(0, size.height - top - bottom)
        var y = Self.scale(yValues, records: records, stacked: stacked, axis: .y, horizontal: horizontal,
                           domain: config.yDomain, length: plotHeight, flipped: true)
        if showY, let y {
            let widest = y.ticks.map { Self.estimatedWidth(y.label($0)) }.max() ?? 0
            let w = max(widest, config.yAxis == nil ? 0 : 24) + Self.labelSpacing + 2
            if yAtLeading { leading += w } else { trailing += w }
        }
        plot = CGRect(x: leading, y: top, width: max(0, size.width - leading - trailing), height: plotHeight)
        var x = Self.scale(xValues, records: records, stacked: stacked, axis: .x, horizontal: horizontal,
                           domain: config.xDomain, length: plot.width, flipped: false)
        if var yy = y, case .automatic(_, let reversed)? = config.yDomain, reversed == true { yy.flipped = false; y = yy }
        if let r = config.yRange { y?.startPadding = r.startPadding; y?.endPadding = r.endPadding }
        if let r = config.xRange { x?.startPadding = r.startPadding; x?.endPadding = r.endPadding }
        xScale = x
        yScale = y

        layoutMarks(records, series: series, stacked: stacked, horizontal: horizontal)
        if showX, let x { layoutAxis(.x, scale: x, specs: xSpecs) }
        if showY, let y { layoutAxis(.y, scale: y, specs: ySpecs) }
        dropUnplottable()
    }

    /// Removes what has no finite place (a NaN value) and keeps huge values (1e300) within
    /// a range the daemon draws: the wire must never carry a NaN or an infinite frame.
    mutating func dropUnplottable() {
        let limit: CGFloat = 1_000_000
        func ok(_ v: CGFloat) -> Bool { v.isFinite }
        func ok(_ p: CGPoint) -> Bool { ok(p.x) && ok(p.y) }
        func ok(_ r: CGRect) -> Bool { ok(r.origin) && ok(r.width) && ok(r.height) }
        func clamp(_ p: CGPoint) -> CGPoint { CGPoint(x: min(max(p.x, -limit), limit), y: min(max(p.y, -limit), limit)) }
        func clamp(_ r: CGRect) -> CGRect {
            let a = clamp(r.origin), b = clamp(CGPoint(x: r.maxX, y: r.maxY))
            return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        }
        rects = rects.filter { ok($0.rect) }.map { var r = $0; r.rect = clamp(r.rect); return r }
        symbols = symbols.filter { ok($0.centre) }.map { var s = $0; s.centre = clamp(s.centre); return s }
        rules = rules.filter { ok($0.from) && ok($0.to) }.map { var r = $0; r.from = clamp(r.from); r.to = clamp(r.to); return r }
        lines = lines.map { var l = $0; l.points = l.points.filter(ok).map(clamp); return l }
        areas = areas.compactMap { a in
            let pairs = zip(a.top, a.bottom).filter { ok($0.0) && ok($0.1) }
            guard !pairs.isEmpty else { return nil }
            var a = a
            a.top = pairs.map { clamp($0.0) }
            a.bottom = pairs.map { clamp($0.1) }
            return a
        }
        labels = labels.filter { ok($0.point) }
        annotations = annotations.filter { ok($0.rect) }.map { var a = $0; a.rect = clamp(a.rect); return a }
    }

    // MARK: stacking

    /// Where each stacked bar or area starts and ends on its value axis, by mark index.
    static func stack(_ records: [MarkRecord], horizontal: Bool) -> [Int: (Double, Double)] {
        var out: [Int: (Double, Double)] = [:]
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (i, r) in records.enumerated() where (r.kind == .bar || r.kind == .area) {
            let base = horizontal ? r.y : r.x
            let value = horizontal ? r.x : r.y
            guard let base, let value, value.end == nil, (horizontal ? r.xEnd : r.yEnd) == nil,
                  let v = value.value.continuous else { continue }
            if r.stacking.kind == .unstacked { out[i] = (0, v); continue }
            // Marks stack where they share a position: a number or date by its value (a
            // date's label, "Nov 14", is shared by every hour of the day), a category by name.
            let position = base.value.continuous.map { "\($0)" } ?? base.value.label
            let key = "\(r.kind)|\(position)|\(r.positionKey?.label ?? "")|\(r.stacking.kind)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        for key in order {
            let members = groups[key]!
            var positive = 0.0, negative = 0.0
            var spans: [(Int, Double, Double)] = []
            for i in members {
                let r = records[i]
                let v = ((horizontal ? r.x : r.y)?.value.continuous) ?? 0
                if v >= 0 { spans.append((i, positive, positive + v)); positive += v }
                else { spans.append((i, negative, negative + v)); negative += v }
            }
            let kind = records[members[0]].stacking.kind
            let total = positive - negative
            for (i, a, b) in spans {
                switch kind {
                case .normalized where total > 0: out[i] = ((a - negative) / total, (b - negative) / total)
                case .center: out[i] = (a - total / 2 - negative, b - total / 2 - negative)
                default: out[i] = (a, b)
                }
            }
        }
        return out
    }

    // MARK: scales

    enum AxisID { case x, y }

    static func scale(_ values: [PlotValue], records: [MarkRecord], stacked: [Int: (Double, Double)], axis: AxisID,
                      horizontal: Bool, domain: ScaleDomainValue?, length: CGFloat, flipped: Bool) -> ChartScale? {
        if case .categories(let cats)? = domain {
            return ChartScale(kind: .categorical(cats.map(\.label)), length: length, flipped: false, ticks: cats, dateStep: nil)
        }
        guard !values.isEmpty else { return nil }
        if values.contains(where: { if case .category = $0 { return true } else { return false } }) {
            var cats: [String] = []
            for v in values where !cats.contains(v.label) { cats.append(v.label) }
            // Categories read top to bottom on y, leading to trailing on x.
            return ChartScale(kind: .categorical(cats), length: length, flipped: false,
                              ticks: cats.map { .category($0) }, dateStep: nil)
        }
        let isDate = values.contains { if case .date = $0 { return true } else { return false } }
        // About five values, fewer on a short axis (one per 36 points at most), as Swift
        // Charts thins its ticks on small charts.
        let desired = max(2, min(5, Int(length / 36)))
        var lo = Double.infinity, hi = -Double.infinity
        func include(_ v: Double?) { if let v, v.isFinite { lo = min(lo, v); hi = max(hi, v) } }
        let valueAxisIsThis = (axis == .x) == horizontal
        for (i, r) in records.enumerated() {
            let input = axis == .x ? r.x : r.y
            let end = axis == .x ? r.xEnd : r.yEnd
            if valueAxisIsThis, let s = stacked[i] { include(s.0); include(s.1); continue }
            if let input {
                if let (a, b) = input.unitInterval { include(a); include(b) } else { include(input.value.continuous) }
                include(input.end?.continuous)
            }
            if let end {
                if let (a, b) = end.unitInterval { include(a); include(b) } else { include(end.value.continuous) }
            }
        }
        guard lo.isFinite else { return nil }
        if isDate {
            if case .range(let a, let b)? = domain, let a = a.continuous, let b = b.continuous { lo = a; hi = b }
            if lo == hi { lo -= 43200; hi += 43200 }
            let (unit, count) = NiceDates.step(span: hi - lo, count: desired)
            let ticks = NiceDates.ticks(Date(timeIntervalSince1970: lo), Date(timeIntervalSince1970: hi),
                                        unit: unit, count: count, calendar: .current).map { PlotValue.date($0) }
            return ChartScale(kind: .continuous(lower: lo, upper: hi, isDate: true), length: length, flipped: flipped,
                              ticks: ticks, dateStep: unit)
        }
        if case .range(let a, let b)? = domain, let a = a.continuous, let b = b.continuous {
            let ticks = NiceNumbers.ticks(a, b, count: desired).filter { $0 >= min(a, b) - 1e-9 && $0 <= max(a, b) + 1e-9 }
            return ChartScale(kind: .continuous(lower: a, upper: b, isDate: false), length: length, flipped: flipped,
                              ticks: ticks.map { .number($0) }, dateStep: nil)
        }
        var includesZero = true
        if case .automatic(let z, _)? = domain, let z { includesZero = z }
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        if lo == hi { hi = lo + 1 }
        let ticks = NiceNumbers.ticks(lo, hi, count: desired)
        return ChartScale(kind: .continuous(lower: ticks.first ?? lo, upper: ticks.last ?? hi, isDate: false),
                          length: length, flipped: flipped, ticks: ticks.map { .number($0) }, dateStep: nil)
    }

    // MARK: marks

    /// A position on x in chart coordinates.
    func px(_ v: PlotValue) -> CGFloat? { xScale?.position(v).map { plot.minX + $0 } }
    func py(_ v: PlotValue) -> CGFloat? { yScale?.position(v).map { plot.minY + $0 } }
    func px(continuous v: Double) -> CGFloat? { xScale?.position(continuous: v).map { plot.minX + $0 } }
    func py(continuous v: Double) -> CGFloat? { yScale?.position(continuous: v).map { plot.minY + $0 } }

    /// The centre of an input on x (a date's unit middle).
    func cx(_ input: PlotInput) -> CGFloat? {
        if let c = input.centre, !(xScale?.isCategorical ?? true) { return px(continuous: c) }
        return px(input.value)
    }
    func cy(_ input: PlotInput) -> CGFloat? {
        if let c = input.centre, !(yScale?.isCategorical ?? true) { return py(continuous: c) }
        return py(input.value)
    }

    /// The span a band-positioned mark covers across its base axis: the category's band, a
    /// date unit, or a share of the plot for bare numbers.
    func band(_ input: PlotInput, onX: Bool, distinct: Int) -> (centre: CGFloat, width: CGFloat)? {
        guard let scale = onX ? xScale : yScale else { return nil }
        let origin = onX ? plot.minX : plot.minY
        if scale.isCategorical {
            guard let c = scale.position(input.value) else { return nil }
            return (origin + c, scale.bandWidth)
        }
        if let (a, b) = input.unitInterval, let pa = scale.position(continuous: a), let pb = scale.position(continuous: b) {
            return (origin + (pa + pb) / 2, abs(pb - pa))
        }
        guard let c = scale.position(input.value) else { return nil }
        return (origin + c, scale.span / CGFloat(max(distinct, 1)))
    }

    mutating func layoutMarks(_ records: [MarkRecord], series: ChartSeries, stacked: [Int: (Double, Double)], horizontal: Bool) {
        var positionKeys: [PlotValue] = []
        for r in records { if let k = r.positionKey, !positionKeys.contains(k) { positionKeys.append(k) } }
        let distinctX = Set(records.compactMap { $0.x?.value }).count
        let distinctY = Set(records.compactMap { $0.y?.value }).count

        var lineSeries: [String: Int] = [:]
        var areaSeries: [String: Int] = [:]
        var areaMarks: [[(CGFloat, CGFloat, CGFloat)]] = []   // per area series: (x, top, bottom)
        var areaStyles: [(AnyShapeStyle, InterpolationMethod, Double)] = []

        for (i, r) in records.enumerated() {
            let style = series.styles[i]
            let seriesID = "\(r.styleKey?.value.label ?? "")|\(r.series?.label ?? "")|\(r.symbolKey?.label ?? "")"
            switch r.kind {
            case .bar, .rectangle:
                guard let rect = barRect(r, index: i, stacked: stacked, horizontal: horizontal,
                                         positionKeys: positionKeys, distinctX: distinctX, distinctY: distinctY) else { continue }
                rects.append(Rect(rect: rect, style: style, opacity: r.opacity, cornerRadius: r.cornerRadius ?? 0))
                for a in r.annotations {
                    annotations.append(Annotation(rect: rect, annotation: a, defaultPosition: horizontal ? .trailing : .top))
                }
            case .line:
                guard let xi = r.x, let yi = r.y, let x = cx(xi), let y = cy(yi) else { continue }
                let p = CGPoint(x: x, y: y)
                if let j = lineSeries[seriesID] {
                    lines[j].points.append(p)
                } else {
                    lineSeries[seriesID] = lines.count
                    let stroke = r.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
                    lines.append(Line(points: [p], interpolation: r.interpolation ?? .linear, style: style, stroke: stroke, opacity: r.opacity))
                }
                if series.symbols[i] != nil || r.customSymbol != nil || r.symbolView != nil {
                    symbols.append(Symbol(centre: p, diameter: Self.diameter(r.symbolSize), shape: series.symbols[i] ?? .circle,
                                          style: style, opacity: r.opacity, custom: r.customSymbol, view: r.symbolView))
                }
                for a in r.annotations {
                    annotations.append(Annotation(rect: CGRect(x: x - 3, y: y - 3, width: 6, height: 6), annotation: a, defaultPosition: .top))
                }
            case .point:
                let x = r.x.flatMap(cx) ?? plot.midX
                let y = r.y.flatMap(cy) ?? plot.midY
                let d = Self.diameter(r.symbolSize)
                symbols.append(Symbol(centre: CGPoint(x: x, y: y), diameter: d, shape: series.symbols[i] ?? .circle, style: style,
                                      opacity: r.opacity, custom: r.customSymbol, view: r.symbolView))
                for a in r.annotations {
                    annotations.append(Annotation(rect: CGRect(x: x - d / 2, y: y - d / 2, width: d, height: d), annotation: a, defaultPosition: .top))
                }
            case .area:
                guard let xi = r.x, let yi = r.y else { continue }
                let base: (CGFloat, CGFloat, CGFloat)?
                if horizontal {
                    guard let y = cy(yi) else { continue }
                    let (a, b) = stacked[i] ?? (xi.value.continuous ?? 0, r.xEnd?.value.continuous ?? 0)
                    guard let pa = px(continuous: a), let pb = px(continuous: b) else { continue }
                    base = (y, pb, pa)
                } else {
                    guard let x = cx(xi) else { continue }
                    let (a, b): (Double, Double)
                    if let s = stacked[i] { (a, b) = s } else { (a, b) = (yi.value.continuous ?? 0, r.yEnd?.value.continuous ?? 0) }
                    guard let pa = py(continuous: a), let pb = py(continuous: b) else { continue }
                    base = (x, pb, pa)
                }
                guard let base else { continue }
                if let j = areaSeries[seriesID] {
                    areaMarks[j].append(base)
                } else {
                    areaSeries[seriesID] = areaMarks.count
                    areaMarks.append([base])
                    areaStyles.append((style, r.interpolation ?? .linear, r.opacity))
                }
            case .rule:
                let stroke = r.lineStyle ?? StrokeStyle(lineWidth: 1)
                if let xi = r.x, r.y == nil || r.yEnd != nil, let x = cx(xi) {
                    // Vertical: the plot's height, or yStart…yEnd.
                    let y0 = r.y.flatMap { py($0.value) } ?? Self.fixed(r.fixedYStart, plot.minY, plot.maxY, origin: plot.minY)
                    let y1 = r.yEnd.flatMap { py($0.value) } ?? Self.fixed(r.fixedYEnd, plot.maxY, plot.maxY, origin: plot.minY)
                    rules.append(Rule(from: CGPoint(x: x, y: y0), to: CGPoint(x: x, y: y1), style: style, stroke: stroke))
                    for a in r.annotations {
                        annotations.append(Annotation(rect: CGRect(x: x, y: min(y0, y1), width: 0, height: abs(y1 - y0)), annotation: a, defaultPosition: .top))
                    }
                } else if let yi = r.y, let y = cy(yi) {
                    let x0 = r.x.flatMap { px($0.value) } ?? Self.fixed(r.fixedXStart, plot.minX, plot.maxX, origin: plot.minX)
                    let x1 = r.xEnd.flatMap { px($0.value) } ?? Self.fixed(r.fixedXEnd, plot.maxX, plot.maxX, origin: plot.minX)
                    rules.append(Rule(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y), style: style, stroke: stroke))
                    for a in r.annotations {
                        annotations.append(Annotation(rect: CGRect(x: min(x0, x1), y: y, width: abs(x1 - x0), height: 0), annotation: a, defaultPosition: .top))
                    }
                }
            case .sector:
                break
            }
        }
        for (j, marks) in areaMarks.enumerated() {
            let (style, interpolation, opacity) = areaStyles[j]
            if horizontal {
                areas.append(Area(top: marks.map { CGPoint(x: $0.1, y: $0.0) }, bottom: marks.map { CGPoint(x: $0.2, y: $0.0) },
                                  interpolation: interpolation, style: style, opacity: opacity))
            } else {
                areas.append(Area(top: marks.map { CGPoint(x: $0.0, y: $0.1) }, bottom: marks.map { CGPoint(x: $0.0, y: $0.2) },
                                  interpolation: interpolation, style: style, opacity: opacity))
            }
        }
    }

    /// A fixed position in points (`yStart: 10`) from the plot's origin; NaN or nil: `edge`.
    static func fixed(_ v: CGFloat?, _ edge: CGFloat, _ unused: CGFloat, origin: CGFloat) -> CGFloat {
        guard let v, !v.isNaN else { return edge }
        return origin + v
    }

    /// A symbol's diameter from its area in square points (default 30, as Swift Charts).
    static func diameter(_ area: CGFloat?) -> CGFloat { ((area ?? 30) * 4 / .pi).squareRoot() }

    /// The rectangle of a bar or a rectangle mark.
    func barRect(_ r: MarkRecord, index i: Int, stacked: [Int: (Double, Double)], horizontal: Bool,
                 positionKeys: [PlotValue], distinctX: Int, distinctY: Int) -> CGRect? {
        let isBar = r.kind == .bar
        // Extent along x.
        func extent(_ start: PlotInput?, _ end: PlotInput?, onX: Bool, fixedStart: CGFloat?, fixedEnd: CGFloat?,
                    dimension: MarkDimension, valueAxis: Bool) -> (CGFloat, CGFloat)? {
            let p: (PlotValue) -> CGFloat? = onX ? px : py
            let pc: (Double) -> CGFloat? = onX ? { px(continuous: $0) } : { py(continuous: $0) }
            let lo = onX ? plot.minX : plot.minY, hi = onX ? plot.maxX : plot.maxY
            if start == nil {
                return (Self.fixed(fixedStart, lo, hi, origin: lo), Self.fixed(fixedEnd, hi, hi, origin: lo))
            }
            guard let start else { return nil }
            if let end, let a = p(start.value), let b = p(end.value) {
                // A range between two values (a Gantt bar, a band).
                if case .categorical? = (onX ? xScale : yScale)?.kind {
                    let w = (onX ? xScale : yScale)!.bandWidth
                    return (min(a, b) - w / 2, max(a, b) + w / 2)
                }
                return (min(a, b), max(a, b))
            }
            if let e = start.end, let a = p(start.value), let b = p(e) { return (min(a, b), max(a, b)) }
            if valueAxis && isBar {
                let (a, b) = stacked[i] ?? (0, start.value.continuous ?? 0)
                guard let pa = pc(a), let pb = pc(b) else { return nil }
                return (min(pa, pb), max(pa, pb))
            }
            // Across the base axis: the band, divided among position(by:) values.
            guard let (centre, slot) = band(start, onX: onX, distinct: onX ? distinctX : distinctY) else { return nil }
            let automatic: CGFloat
            if isBar {
                let scale = onX ? xScale : yScale
                automatic = scale?.isCategorical == true || start.unitInterval != nil ? slot * 0.75 : min(slot * 0.75, 20)
            } else {
                let scale = onX ? xScale : yScale
                automatic = scale?.isCategorical == true ? slot : 20
            }
            var width = dimension.resolve(available: slot, automatic: automatic)
            var c = centre
            if let k = r.positionKey, positionKeys.count > 1, let j = positionKeys.firstIndex(of: k) {
                width /= CGFloat(positionKeys.count)
                c = centre - width * CGFloat(positionKeys.count) / 2 + width * (CGFloat(j) + 0.5)
            }
            return (c - width / 2, c + width / 2)
        }
        guard let (x0, x1) = extent(r.x, r.xEnd, onX: true, fixedStart: r.fixedXStart, fixedEnd: r.fixedXEnd,
                                    dimension: r.width, valueAxis: horizontal),
              let (y0, y1) = extent(r.y, r.yEnd, onX: false, fixedStart: r.fixedYStart, fixedEnd: r.fixedYEnd,
                                    dimension: r.height, valueAxis: !horizontal) else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: sectors

    mutating func layoutSectors(_ records: [MarkRecord], _ series: ChartSeries, _ size: CGSize) {
        plot = CGRect(origin: .zero, size: size)
        let values = records.map { r -> Double in
            guard r.kind == .sector, let v = r.angle?.value.continuous, v > 0 else { return 0 }
            return v
        }
        let total = values.reduce(0, +)
        sectorTotal = total
        guard total > 0 else { return }
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let available = min(size.width, size.height) / 2
        var start = -90.0
        for (i, r) in records.enumerated() where r.kind == .sector {
            let sweep = values[i] / total * 360
            let outer = r.outerRadius.resolve(available: available, automatic: available)
            let inner = r.innerRadius.resolve(available: outer, automatic: 0)
            // The inset is in points along the outer edge, half on each side.
            let insetDegrees = min(sweep / 2, Double((r.angularInset ?? 0) / 2 / max(outer, 1)) * 180 / .pi)
            let s = Sector(centre: centre, inner: inner, outer: outer, start: .degrees(start + insetDegrees),
                           end: .degrees(start + sweep - insetDegrees), style: series.styles[i], opacity: r.opacity,
                           cornerRadius: r.cornerRadius ?? 0)
            sectors.append(s)
            let mid = (start + sweep / 2) * .pi / 180
            let radius = inner > 0 ? (inner + outer) / 2 : outer * 0.6
            let p = CGPoint(x: centre.x + radius * cos(mid), y: centre.y + radius * sin(mid))
            for a in r.annotations {
                annotations.append(Annotation(rect: CGRect(origin: p, size: .zero), annotation: a, defaultPosition: .overlay))
            }
            start += sweep
        }
    }

    /// The running total of the sectors' values at the angle of `p` (chart coordinates)
    /// from twelve o'clock, clockwise; nil when the chart has no sectors.
    func angleValue(at p: CGPoint) -> Double? {
        guard let first = sectors.first else { return nil }
        var degrees = atan2(Double(p.y - first.centre.y), Double(p.x - first.centre.x)) * 180 / .pi + 90
        if degrees < 0 { degrees += 360 }
        return degrees / 360 * sectorTotal
    }

    // MARK: axes

    /// The side an `AxisMarks` sits on: its position, or the axis's default side.
    static func side(of spec: AxisMarksSpec, axis: AxisID, categorical: Bool) -> AxisMarkPosition.Kind {
        guard spec.position.kind == .automatic else { return spec.position.kind }
        return axis == .x ? .bottom : categorical ? .leading : .trailing
    }

    mutating func layoutAxis(_ axis: AxisID, scale: ChartScale, specs: [AxisMarksSpec]) {
        for spec in specs {
            let side = Self.side(of: spec, axis: axis, categorical: scale.isCategorical)
            let values = Self.values(spec.values, scale: scale)
            for (index, value) in values.enumerated() {
                guard let p = scale.position(value) else { continue }
                let parts: [AxisMarkPart]
                if let content = spec.content {
                    parts = content(AxisValue(value: value, index: index, count: values.count))
                } else {
                    let label = AxisMarkPart.label(spec.format.map { .format($0) } ?? .automatic, centered: nil, style: nil, font: nil)
                    if scale.isCategorical { parts = [label] }
                    else if axis == .x { parts = [.gridLine(centered: false, stroke: nil, style: nil), .tick(centered: false, length: 4, stroke: nil, style: nil), label] }
                    else { parts = [.gridLine(centered: false, stroke: nil, style: nil), label] }
                }
                let text = scale.label(value)
                for part in parts {
                    switch part {
                    case let .gridLine(centered, stroke, style):
                        let q = scale.isCategorical && !centered ? p - scale.bandWidth / 2 : p
                        let line = axis == .x
                            ? (CGPoint(x: plot.minX + q, y: plot.minY), CGPoint(x: plot.minX + q, y: plot.maxY))
                            : (CGPoint(x: plot.minX, y: plot.minY + q), CGPoint(x: plot.maxX, y: plot.minY + q))
                        rules.insert(Rule(from: line.0, to: line.1, style: style ?? Self.gridStyle, stroke: stroke ?? StrokeStyle(lineWidth: 1)), at: 0)
                    case let .tick(centered, length, stroke, style):
                        let q = scale.isCategorical && !centered ? p - scale.bandWidth / 2 : p
                        let line: (CGPoint, CGPoint)
                        switch (axis, side) {
                        case (.x, .top): line = (CGPoint(x: plot.minX + q, y: plot.minY - length), CGPoint(x: plot.minX + q, y: plot.minY))
                        case (.x, _): line = (CGPoint(x: plot.minX + q, y: plot.maxY), CGPoint(x: plot.minX + q, y: plot.maxY + length))
                        case (.y, .leading): line = (CGPoint(x: plot.minX - length, y: plot.minY + q), CGPoint(x: plot.minX, y: plot.minY + q))
                        case (.y, _): line = (CGPoint(x: plot.maxX, y: plot.minY + q), CGPoint(x: plot.maxX + length, y: plot.minY + q))
                        }
                        rules.insert(Rule(from: line.0, to: line.1, style: style ?? Self.gridStyle, stroke: stroke ?? StrokeStyle(lineWidth: 1)), at: 0)
                    case let .label(content, _, style, font):
                        let s = Self.labelSpacing
                        let point: CGPoint, alignment: Alignment
                        switch (axis, side) {
                        case (.x, .top):
                            point = CGPoint(x: plot.minX + p + (scale.dateStep != nil ? 2 : 0), y: plot.minY - s)
                            alignment = scale.dateStep != nil ? .bottomLeading : .bottom
                        case (.x, _):
                            // Dates read from their grid line onward, as Swift Charts sets them.
                            if scale.dateStep != nil {
                                point = CGPoint(x: plot.minX + p + 2, y: plot.maxY + s); alignment = .topLeading
                            } else {
                                point = CGPoint(x: plot.minX + p, y: plot.maxY + s); alignment = .top
                            }
                        case (.y, .leading): point = CGPoint(x: plot.minX - s, y: plot.minY + p); alignment = .trailing
                        case (.y, _): point = CGPoint(x: plot.maxX + s, y: plot.minY + p); alignment = .leading
                        }
                        var resolved = text
                        if case .format(let f) = content { resolved = f(value) ?? text }
                        labels.append(Label(point: point, alignment: alignment, content: content, text: resolved, style: style, font: font))
                    }
                }
            }
        }
    }

    /// The values an `AxisMarks` marks on `scale`.
    static func values(_ values: AxisMarkValues, scale: ChartScale) -> [PlotValue] {
        switch (values.kind, scale.kind) {
        case (.values(let list), _):
            return list.filter { scale.position($0) != nil && inDomain($0, scale) }
        case (_, .categorical(let cats)):
            return cats.map { .category($0) }
        case (.automatic(let n?), .continuous(let lo, let hi, let isDate)):
            if isDate {
                let (unit, count) = NiceDates.step(span: hi - lo, count: n)
                return NiceDates.ticks(Date(timeIntervalSince1970: lo), Date(timeIntervalSince1970: hi), unit: unit, count: count,
                                       calendar: .current).map { .date($0) }
            }
            return NiceNumbers.ticks(lo, hi, count: n).filter { $0 >= lo - 1e-9 && $0 <= hi + 1e-9 }.map { .number($0) }
        case (.automatic, _):
            return scale.ticks
        case (.stride(let step), .continuous(let lo, let hi, let isDate)):
            return NiceNumbers.stride(lo, hi, by: step).map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
        case (.dateStride(let unit, let count, let calendar), .continuous(let lo, let hi, _)):
            return NiceDates.ticks(Date(timeIntervalSince1970: lo), Date(timeIntervalSince1970: hi), unit: unit, count: count,
                                   calendar: calendar).map { .date($0) }
        }
    }

    static func inDomain(_ v: PlotValue, _ scale: ChartScale) -> Bool {
        guard case .continuous(let lo, let hi, _) = scale.kind, let c = v.continuous else { return true }
        return c >= min(lo, hi) - 1e-9 && c <= max(lo, hi) + 1e-9
    }
}
