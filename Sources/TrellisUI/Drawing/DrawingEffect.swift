// Shadows and blurs: drawn by the raster backend; the terminal leaves them out (see DrawingAndControls).
import TrellisProtocol

extension View {
    /// Draws a shadow of the view behind it: its drawing blurred by `radius`, in `color`,
    /// offset by (`x`, `y`). Layout does not change.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func shadow(_ c: Color) -> Property {
            .shadow(WireShadow(color: c.wire, radius: radius.isFinite ? max(Double(radius), 0) : 0,
                               x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))
        }
        return modifier(_DrawingEffect(property: shadow(color),
                                       darkProperty: color.isDynamic ? shadow(color.resolved(in: .dark)) : nil))
    }
}

extension View {
    /// Blurs the view's drawing: a Gaussian of standard deviation `radius` / 2. `opaque`
    /// is accepted (edges fade to transparent).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_DrawingEffect(property: radius > 0 && radius.isFinite ? .blur(Double(radius)) : nil))
    }
}

/// One drawing-only property on an `effect` wrapper (shadow, blur); nil draws plainly.
public struct _DrawingEffect: ViewModifier, Equatable {
    public typealias Body = Never
    let property: Property?
    /// The property in the dark colour scheme, when its colour differs there.
    var darkProperty: Property? = nil
}

extension _DrawingEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let p = node.env.colorScheme == .dark ? darkProperty ?? property : property
        node.renderWrapper(.effect, p.map { [$0] } ?? [], content: content)
    }
}
