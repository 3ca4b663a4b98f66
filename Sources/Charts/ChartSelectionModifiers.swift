import Foundation
import TrellisUI

/// The selections a chart writes (`chartXSelection(value:)` and friends).
struct ChartSelection {
    var x: ((PlotValue?) -> Void)?
    var y: ((PlotValue?) -> Void)?
    var angle: ((PlotValue?) -> Void)?
    var isEmpty: Bool { x == nil && y == nil && angle == nil }
}

extension View {
    /// Writes the x value under the pointer to `value`: while the plot is pressed (and
    /// dragged), and while the pointer hovers over it — the desktop stand-in for the
    /// touch-and-hold selection of iOS. Releasing the press or leaving the plot writes nil.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.selection.x = { value.wrappedValue = $0?.as(P.self) } }
    }

    /// Writes the y value under the pointer to `value` (see `chartXSelection(value:)`).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.selection.y = { value.wrappedValue = $0?.as(P.self) } }
    }

    /// Writes the angle value under the pointer to `value` in a pie or donut: the running
    /// total of the sectors' values from twelve o'clock, clockwise, to the pointer (the app
    /// finds the sector whose range holds it).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.selection.angle = { value.wrappedValue = $0?.as(P.self) } }
    }
}

/// The layer over the plot that turns presses, drags and hovering into selections.
struct ChartSelectionLayer: View {
    let layout: ChartLayout
    let selection: ChartSelection

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .frame(width: layout.plot.width, height: layout.plot.height)
            .onContinuousHover { phase in
                switch phase {
                case .active(let p): select(at: p)
                case .ended: select(at: nil)
                }
            }
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { select(at: $0.location) }
                .onEnded { _ in select(at: nil) })
            .position(x: layout.plot.midX, y: layout.plot.midY)
    }

    /// Writes the values at `p` (plot coordinates), or nil to every selection.
    func select(at p: CGPoint?) {
        guard let p else {
            selection.x?(nil); selection.y?(nil); selection.angle?(nil)
            return
        }
        selection.x?(layout.xScale?.value(at: p.x))
        selection.y?(layout.yScale?.value(at: p.y))
        if let angle = selection.angle {
            angle(layout.angleValue(at: CGPoint(x: p.x + layout.plot.minX, y: p.y + layout.plot.minY)).map { .number($0) })
        }
    }
}
