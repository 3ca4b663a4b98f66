// Named coordinate spaces (`coordinateSpace(name:)`): a view names its space, and the
// gestures inside it that measure in `.named(name)` report locations from its frame, as
// geometry readers and anchors measure frames (`GeometryProxy.frame(in:)`).
import Foundation
import TrellisProtocol

extension View {
    /// Names this view's coordinate space, so that gestures and geometry readers inside it
    /// can measure relative to it (`DragGesture(coordinateSpace: .named(name))`,
    /// `proxy.frame(in: .named(name))`).
    public func coordinateSpace<K: Hashable>(name: K) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// Names its view's coordinate space (`coordinateSpace(name:)`): an `effect` that reports
/// its frame, which the gestures inside measure `.named` locations from.
public struct _CoordinateSpaceModifier: ViewModifier {
    public typealias Body = Never
    let name: AnyHashable
}

extension _CoordinateSpaceModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if node.extra?.coordinateSpaceName != name { node.ext.coordinateSpaceName = name }
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

extension GraphNode {
    /// The window origin of the nearest ancestor-or-self named `name` with
    /// `coordinateSpace(name:)`, once the daemon reported its frame.
    func namedSpaceOrigin(_ name: AnyHashable) -> CGPoint? {
        var n: GraphNode? = self
        while let x = n {
            if x.extra?.coordinateSpaceName == name { return x.extra?.geometryOrigin }
            n = x.parent
        }
        return nil
    }
}
