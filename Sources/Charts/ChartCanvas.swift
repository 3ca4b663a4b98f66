import Foundation
import TrellisUI

/// Draws a laid-out chart: the plot's background, grid lines, marks, axis labels and
/// annotations, each positioned where `ChartLayout` put it.
struct ChartCanvas: View {
    let layout: ChartLayout
    let size: CGSize
    let config: ChartConfiguration

    var body: some View {
        ZStack(alignment: .topLeading) {
            if let plotStyle = config.plotStyle {
                plotStyle(ChartPlotContent(size: layout.plot.size))
                    .frame(width: layout.plot.width, height: layout.plot.height)
                    .position(x: layout.plot.midX, y: layout.plot.midY)
            }
            if let background = config.background {
                background(ChartProxy(layout: layout))
                    .frame(width: size.width, height: size.height)
            }
            ForEach(Array(layout.areas.enumerated()), id: \.offset) { _, a in
                ChartAreaShape(top: a.top, bottom: a.bottom, interpolation: a.interpolation)
                    .fill(a.style).opacity(a.opacity)
            }
            ForEach(Array(layout.rules.enumerated()), id: \.offset) { _, r in
                ChartLineShape(points: [r.from, r.to], interpolation: .linear).stroke(r.style, style: r.stroke)
            }
            ForEach(Array(layout.rects.enumerated()), id: \.offset) { _, r in
                bar(r)
            }
            ForEach(Array(layout.sectors.enumerated()), id: \.offset) { _, s in
                ChartSectorShape(centre: s.centre, inner: s.inner, outer: s.outer, start: s.start, end: s.end, cornerRadius: s.cornerRadius)
                    .fill(s.style).opacity(s.opacity)
            }
            ForEach(Array(layout.lines.enumerated()), id: \.offset) { _, l in
                ChartLineShape(points: l.points, interpolation: l.interpolation).stroke(l.style, style: l.stroke).opacity(l.opacity)
            }
            ForEach(Array(layout.symbols.enumerated()), id: \.offset) { _, s in
                symbol(s)
            }
            ForEach(Array(layout.labels.enumerated()), id: \.offset) { _, l in
                AnchoredContent(point: l.point, alignment: l.alignment) { label(l) }
            }
            ForEach(Array(layout.annotations.enumerated()), id: \.offset) { _, a in
                annotation(a)
            }
            if !config.selection.isEmpty {
                ChartSelectionLayer(layout: layout, selection: config.selection)
            }
            if let overlay = config.overlay {
                overlay(ChartProxy(layout: layout))
                    .frame(width: size.width, height: size.height)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    @ViewBuilder
    func bar(_ r: ChartLayout.Rect) -> some View {
        if r.cornerRadius > 0 {
            RoundedRectangle(cornerRadius: r.cornerRadius).fill(r.style)
                .frame(width: max(0, r.rect.width), height: max(0, r.rect.height))
                .opacity(r.opacity)
                .position(x: r.rect.midX, y: r.rect.midY)
        } else {
            Rectangle().fill(r.style)
                .frame(width: max(0, r.rect.width), height: max(0, r.rect.height))
                .opacity(r.opacity)
                .position(x: r.rect.midX, y: r.rect.midY)
        }
    }

    /// A point's symbol: the app's view, the app's shape, or a built-in symbol.
    @ViewBuilder
    func symbol(_ s: ChartLayout.Symbol) -> some View {
        if let view = s.view {
            AnchoredContent(point: s.centre, alignment: .center) { view() }
        } else if let custom = s.custom {
            custom.fill(s.style)
                .frame(width: s.diameter, height: s.diameter)
                .opacity(s.opacity)
                .position(x: s.centre.x, y: s.centre.y)
        } else {
            s.shape.fill(s.style)
                .frame(width: s.diameter, height: s.diameter)
                .opacity(s.opacity)
                .position(x: s.centre.x, y: s.centre.y)
        }
    }

    @ViewBuilder
    func label(_ l: ChartLayout.Label) -> some View {
        switch l.content {
        case .view(let v):
            v.font(l.font ?? .caption2).foregroundStyle(l.style ?? AnyShapeStyle(Color.secondary))
        default:
            Text(verbatim: l.text).font(l.font ?? .caption2).foregroundStyle(l.style ?? AnyShapeStyle(Color.secondary))
        }
    }

    func annotation(_ a: ChartLayout.Annotation) -> some View {
        var position = a.annotation.position
        if position.kind == .automatic { position = a.defaultPosition }
        let r = a.rect
        let h = a.annotation.alignment.horizontal, v = a.annotation.alignment.vertical
        let ax: CGFloat = h == .leading ? r.minX : h == .trailing ? r.maxX : r.midX
        let ay: CGFloat = v == .top ? r.minY : v == .bottom ? r.maxY : r.midY
        let spacing = a.annotation.spacing ?? 4
        let point: CGPoint
        let alignment: Alignment
        var edge: Edge.Set = []
        switch position.kind {
        case .top: point = CGPoint(x: ax, y: r.minY); alignment = Alignment(horizontal: h, vertical: .bottom); edge = .bottom
        case .bottom: point = CGPoint(x: ax, y: r.maxY); alignment = Alignment(horizontal: h, vertical: .top); edge = .top
        case .leading: point = CGPoint(x: r.minX, y: ay); alignment = Alignment(horizontal: .trailing, vertical: v); edge = .trailing
        case .trailing: point = CGPoint(x: r.maxX, y: ay); alignment = Alignment(horizontal: .leading, vertical: v); edge = .leading
        case .topLeading: point = CGPoint(x: r.minX, y: r.minY); alignment = .bottomTrailing; edge = [.bottom, .trailing]
        case .topTrailing: point = CGPoint(x: r.maxX, y: r.minY); alignment = .bottomLeading; edge = [.bottom, .leading]
        case .bottomLeading: point = CGPoint(x: r.minX, y: r.maxY); alignment = .topTrailing; edge = [.top, .trailing]
        case .bottomTrailing: point = CGPoint(x: r.maxX, y: r.maxY); alignment = .topLeading; edge = [.top, .leading]
        case .overlay, .automatic: point = CGPoint(x: ax, y: ay); alignment = a.annotation.alignment
        }
        let content = a.annotation.content().padding(edge, edge.isEmpty ? 0 : spacing)
        let plot = layout.plot
        let xRange = a.annotation.overflow.x.interval(plot: plot.minX ... plot.maxX, chart: 0 ... max(size.width, 0))
        let yRange = a.annotation.overflow.y.interval(plot: plot.minY ... plot.maxY, chart: 0 ... max(size.height, 0))
        if xRange == nil && yRange == nil {
            return AnyView(AnchoredContent(point: point, alignment: alignment) { content })
        }
        return AnyView(FittedAnnotationLayout(point: point, alignment: alignment, xRange: xRange, yRange: yRange) {
            content.fixedSize()
        }.frame(width: size.width, height: size.height))
    }
}
