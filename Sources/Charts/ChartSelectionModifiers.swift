import Foundation
import TrellisUI

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
