// Named coordinate spaces (`coordinateSpace(name:)`): a view names its space, and the
// gestures inside it that measure in `.named(name)` report locations from its frame.
import Foundation
import TrellisProtocol

extension View {
    /// Names this view's coordinate space, so that gestures inside it can report
    /// locations relative to it (`DragGesture(coordinateSpace: .named(name))`).
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

/// The name a `coordinateSpace(name:)` view keeps in its node's storage.
final class CoordinateSpaceName {
    var name: AnyHashable
    init(_ name: AnyHashable) { self.name = name }
    static let storageKey = "_coordinateSpaceName"
}

extension _CoordinateSpaceModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if let box = node.storage[CoordinateSpaceName.storageKey] as? CoordinateSpaceName {
            box.name = name
        } else {
            node.storage[CoordinateSpaceName.storageKey] = CoordinateSpaceName(name)
        }
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

extension GraphNode {
    /// The window origin of the nearest ancestor-or-self named `name` with
    /// `coordinateSpace(name:)`, once the daemon reported its frame.
    func namedSpaceOrigin(_ name: AnyHashable) -> CGPoint? {
        var n: GraphNode? = self
        while let x = n {
            if (x.storage[CoordinateSpaceName.storageKey] as? CoordinateSpaceName)?.name == name { return x.extra?.geometryOrigin }
            n = x.parent
        }
        return nil
    }
}
