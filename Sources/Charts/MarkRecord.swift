import Foundation
import TrellisUI

/// One mark as the chart sees it after evaluating its content: the kind of mark, its
/// values, and every modifier applied to it (the innermost modifier wins, as in SwiftUI).
struct MarkRecord {
    enum Kind: Equatable { case bar, line, point, area, rule, rectangle, sector }

    var kind: Kind
    var x: PlotInput?
    var xEnd: PlotInput?
    var y: PlotInput?
    var yEnd: PlotInput?
    /// Fixed positions in points (`BarMark(x:yStart:yEnd:)` with CGFloat bounds).
    var fixedXStart: CGFloat?, fixedXEnd: CGFloat?, fixedYStart: CGFloat?, fixedYEnd: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// `LineMark(x:y:series:)`: which line the point belongs to.
    var series: PlotValue?

    // SectorMark
    var angle: PlotInput?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?

    // Modifiers
    var style: AnyShapeStyle?
    var styleKey: (label: String, value: PlotValue)?
    var symbolKey: PlotValue?
    var symbol: BasicChartSymbolShape?
    /// `symbol(_:)` with an app's `ChartSymbolShape`.
    var customSymbol: AnyShape?
    /// `symbol(symbol:)`: a view drawn at the mark's point.
    var symbolView: (() -> AnyView)?
    var symbolSize: CGFloat?
    var positionKey: PlotValue?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var opacity: Double = 1
    var cornerRadius: CGFloat?
    var annotations: [MarkAnnotation] = []

    init(kind: Kind) { self.kind = kind }
}
