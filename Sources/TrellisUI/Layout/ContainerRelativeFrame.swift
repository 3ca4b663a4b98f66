// containerRelativeFrame: a frame sized from the nearest container — the scroll view the
// view is in, or the window when it is in none — rather than from what its parent
// proposes.
//
// The daemon lays out, so the client learns a container's size from the daemon: the
// first `containerRelativeFrame` inside a scroll view asks that scroll view to report its
// size (`reportsGeometry`, as a `GeometryReader` does); the scroll view then gives its
// size to the views inside it, and the frames follow it as it changes. Outside any scroll
// view the container is the window (`welcome`/`resized`). Until the first report (one
// commit) the view keeps the size its parent gives it.
import TrellisProtocol

extension View {
    /// Gives the view the size of its container along `axes` (its own size along the
    /// others), aligned in that frame by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Gives the view `span` of `count` equal columns (or rows) of its container along
    /// `axes`, with `spacing` between them: (length − spacing × (count − 1)) / count × span
    /// + spacing × (span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
            let n = CGFloat(max(count, 1)), s = CGFloat(max(span, 1))
            let column = (length - spacing * (n - 1)) / n
            return max(0, column * s + spacing * (s - 1))
        })
    }

    /// Gives the view the length `length` computes from its container's length along
    /// each axis of `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}

/// A frame sized from the container (render kind `frame` with `width`/`height`).
public struct _ContainerRelativeFrame: ViewModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
}

extension _ContainerRelativeFrame: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let container = Self.containerSize(for: node)
        var p: [Property] = []
        if let size = container {
            func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(max(0, v)) : 0 }
            if axes.contains(.horizontal) { p.append(.width(finite(length(size.width, .horizontal)))) }
            if axes.contains(.vertical) { p.append(.height(finite(length(size.height, .vertical)))) }
        }
        if alignment != .center { p.append(.alignment(alignment.wire)) }
        node.renderWrapper(.frame, p, content: content)
    }

    /// The size of `node`'s container: the nearest scroll view above it (asked to report
    /// its size the first time), else the window; nil while not known yet.
    @MainActor
    static func containerSize(for node: GraphNode) -> CGSize? {
        if let x = node.enclosingScrollView {   // Layout/ScrollViewReader.swift
            if !x.ext.reportsContainerSize {
                x.ext.reportsContainerSize = true
                node.graph.invalidate(x, reason: "containerRelativeFrame")
            }
            node.graph.sizes.readContainerSize(of: x, node)
            return x.extra?.geometrySize
        }
        node.graph.sizes.readWindowSize(node)
        let s = node.graph.sizes.windowSize
        return s == .zero ? nil : s
    }
}
