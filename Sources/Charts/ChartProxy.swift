import Foundation
import TrellisUI

/// Converts between data values and positions in a laid-out chart, for `chartOverlay`
/// and `chartBackground` views that follow the pointer or draw over the plot.
///
/// Positions are in the plot area's coordinates. `plotFrame` and `plotAreaFrame` are the
/// plot area as an anchor that a `GeometryReader` in `chartOverlay`'s or
/// `chartBackground`'s content resolves (`geometry[plotFrame]`) in its own coordinates,
/// which start at the chart's top leading corner.
public struct ChartProxy {
    let layout: ChartLayout

    /// The plot area (iOS 17), for `geometry[proxy.plotFrame!]` in an overlay's reader.
    public var plotFrame: Anchor<CGRect>? { .some(._inReaderSpace(layout.plot)) }
    /// The plot area (the iOS 16 name of `plotFrame`).
    public var plotAreaFrame: Anchor<CGRect> { ._inReaderSpace(layout.plot) }

    /// The size of the plot area.
    public var plotSize: CGSize { layout.plot.size }
    /// The size of the plot area (the iOS 16 name).
    public var plotAreaSize: CGSize { layout.plot.size }

    /// The x value at `position` points from the plot's leading edge, as `type`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.xScale?.value(at: position)?.as(type)
    }

    /// The y value at `position` points from the plot's top edge, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.yScale?.value(at: position)?.as(type)
    }

    /// The x and y values at `location` in the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The position of `value` on x, in points from the plot's leading edge.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { layout.xScale?.position(PlotValue(value)) }

    /// The position of `value` on y, in points from the plot's top edge.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { layout.yScale?.position(PlotValue(value)) }

    /// The position of (`x`, `y`) in the plot area.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
}
