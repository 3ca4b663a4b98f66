// Clips and masks. The terminal masks at cell resolution (see DrawingAndControls).
import TrellisProtocol

extension View {
    /// Clips the view to `shape` laid out in its frame: what lies outside is not drawn
    /// (a mask made of the filled shape, as in SwiftUI).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_MaskModifier(mask: _ShapeView(shape: shape, style: Color.black, stroke: nil), alignment: .center))
    }

    /// Clips the view to a rounded rectangle of `radius` (deprecated in SwiftUI in favour
    /// of `clipShape(.rect(cornerRadius:))`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to its frame (offset and transformed content included).
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Draws the view with the alpha of `mask`, which is laid out like an overlay: proposed
    /// the view's size and placed by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// The older form of `mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }

    /// A border of `width` points in `content` around the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// `mask` and `clipShape`: an overlay whose secondary view masks the primary one
/// (protocol `isMask`).
public struct _MaskModifier<Mask: View>: ViewModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment
}

extension _MaskModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderPair(.overlay, alignment: alignment, primary: content, secondary: mask, extra: [.isMask(true)])
    }
}
