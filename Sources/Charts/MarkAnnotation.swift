import Foundation
import TrellisUI

/// An `annotation(position:alignment:spacing:content:)` on a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflow = AnnotationOverflowResolution()
    var content: () -> AnyView
}

/// What an annotation does where it would reach past the chart (iOS 17): for each axis, a
/// strategy that keeps it inside a boundary, or lets it overflow.
public struct AnnotationOverflowResolution {
    let x: Strategy
    let y: Strategy

    /// Resolves the horizontal and vertical overflow with `x` and `y`.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// How an annotation is kept in bounds along one axis.
    public struct Strategy {
        enum Kind { case automatic, fit(Boundary), padScale, disabled }
        let kind: Kind

        /// The chart's choice: the annotation stays where its mark puts it.
        public static var automatic: Strategy { Strategy(kind: .automatic) }
        /// Moved back inside the plot area where it would leave it.
        public static var fit: Strategy { Strategy(kind: .fit(.automatic)) }
        /// Moved back inside `boundary` where it would leave it.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary)) }
        /// Room made for it. Trellis does not widen the scale: the annotation is moved back
        /// inside the chart instead.
        public static var padScale: Strategy { Strategy(kind: .padScale) }
        /// Left where its mark puts it, even past the chart's edges.
        public static var disabled: Strategy { Strategy(kind: .disabled) }

        /// The area an annotation is fitted into.
        public struct Boundary {
            enum Kind { case automatic, plot, chart }
            let kind: Kind
            /// The plot area.
            public static var automatic: Boundary { Boundary(kind: .automatic) }
            /// The plot area: inside the axes.
            public static var plot: Boundary { Boundary(kind: .plot) }
            /// The whole chart, axis labels included.
            public static var chart: Boundary { Boundary(kind: .chart) }
        }

        /// The interval the annotation's extent along the axis must stay in, if any:
        /// `plot` and `chart` are the plot area's and the chart's along it.
        func interval(plot: ClosedRange<CGFloat>, chart: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            switch kind {
            case .automatic, .disabled: return nil
            case .padScale: return chart
            case .fit(let b): return b.kind == .chart ? chart : plot
            }
        }
    }
}

/// Places one annotation with its `alignment` at `point`, then moves it back inside the
/// intervals its overflow resolution gives (a container as large as the chart).
struct FittedAnnotationLayout: Layout {
    let point: CGPoint
    let alignment: Alignment
    let xRange: ClosedRange<CGFloat>?
    let yRange: ClosedRange<CGFloat>?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let size = content.sizeThatFits(.unspecified)
        let h = alignment.horizontal, v = alignment.vertical
        var x = h == .leading ? point.x : h == .trailing ? point.x - size.width : point.x - size.width / 2
        var y = v == .top ? point.y : v == .bottom ? point.y - size.height : point.y - size.height / 2
        if let r = xRange { x = Self.fit(x, size.width, in: r) }
        if let r = yRange { y = Self.fit(y, size.height, in: r) }
        content.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: ProposedViewSize(size))
    }

    /// `start` moved so that `start ... start + length` lies in `range` (its start when it
    /// is longer than the range).
    static func fit(_ start: CGFloat, _ length: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        max(range.lowerBound, min(start, range.upperBound - length))
    }
}
