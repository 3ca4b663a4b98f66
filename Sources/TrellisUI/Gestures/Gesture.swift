// Gestures as SwiftUI code writes them: `DragGesture` and `TapGesture` with `onChanged`
// / `onEnded`, attached with `gesture`, `simultaneousGesture` or `highPriorityGesture`.
// The daemon reports pointer drags on `draggable` nodes (protocol `inputDrag`); taps on
// `tappable` ones.
import Foundation
import TrellisProtocol

/// An input gesture a view recognises.
@MainActor
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// The gestures Trellis recognises itself.
@MainActor
protocol PrimitiveGesture {
    /// Installs the gesture on `node`: the properties its render node needs.
    func _install(on node: GraphNode) -> [Property]
}

/// Where gesture locations are measured from.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// Which gestures of a view and its subviews take part (accepted).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Attaches a gesture (render kind `effect` with the gesture's input properties).
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G
}

extension _GestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let props = (gesture as? any PrimitiveGesture)?._install(on: node) ?? []
        node.renderWrapper(.effect, props, content: content)
    }
}

extension View {
    /// Names this view's coordinate space, so that geometry readers and anchors inside it
    /// can measure frames relative to it (`frame(in: .named(name))`).
    public func coordinateSpace<K: Hashable>(name: K) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Attaches `gesture` to the view.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }
    /// Attaches `gesture` alongside the view's other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }
    /// Attaches `gesture` ahead of the view's other gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }
}

/// A slider track's drag: reports the pointer's position as a fraction of the track's
/// width, from the moment the pointer goes down.
struct _TrackDrag: Gesture, PrimitiveGesture {
    typealias Value = Double
    let action: (Double, DragPhase) -> Void

    func _install(on node: GraphNode) -> [Property] {
        node.setHandler(.drag { phase, s in
            let fraction = s.frame.width > 0 ? (s.location.x - s.frame.minX) / s.frame.width : 0
            action(fraction, phase)
        }, for: .drag)
        return [.draggable(true)]
    }
}
