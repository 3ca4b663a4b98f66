import Foundation
import TrellisUI

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
