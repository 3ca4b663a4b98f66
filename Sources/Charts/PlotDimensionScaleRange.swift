import Foundation
import TrellisUI

/// The screen range a scale maps its domain onto.
public protocol ScaleRange {
    /// What the range is made of (points, for positions).
    associatedtype VisualValue
}

/// A range of positions along an axis (in points).
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

/// The plot's width (for x) or height (for y), less a padding at each end: marks at the
/// domain's ends then stay clear of the plot's edges.
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    /// The plot dimension less `padding` points at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot dimension less `startPadding` points at the domain's start (leading for
    /// x, bottom for y) and `endPadding` at its end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension View {
    /// The x positions the x domain maps onto: `range: .plotDimension(padding: 20)`.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let r = range as? PlotDimensionScaleRange
        return chartConfiguration { $0.xRange = r }
    }

    /// The y positions the y domain maps onto.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let r = range as? PlotDimensionScaleRange
        return chartConfiguration { $0.yRange = r }
    }

    /// The x domain and the positions it maps onto.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let d = (domain as? ScaleDomainResolving)?.resolvedDomain
        let r = range as? PlotDimensionScaleRange
        return chartConfiguration { $0.xDomain = d; $0.xRange = r }
    }

    /// The y domain and the positions it maps onto.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let d = (domain as? ScaleDomainResolving)?.resolvedDomain
        let r = range as? PlotDimensionScaleRange
        return chartConfiguration { $0.yDomain = d; $0.yRange = r }
    }
}
