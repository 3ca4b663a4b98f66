// Gestures as SwiftUI code writes them, attached with `gesture`, `simultaneousGesture` or
// `highPriorityGesture`. A gesture value makes a tree of recognizers (GestureRecognizer.swift)
// kept by the view; the daemon reports pointer drags on `draggable` nodes (`inputDrag`),
// clicks on `tappable` ones (`inputTap`) and pinches on `pinchable` ones (`inputPinch`),
// and GestureArena.swift shares them between the gestures of nested views.
import Foundation
import TrellisProtocol

/// An input gesture a view recognises.
@MainActor
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// Internal gestures that install their own handler on the view instead of making a
/// recognizer (a slider's track).
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

/// Which gestures of a view and its subviews take part when a gesture is attached: the
/// attached gesture (`gesture`), those of the views inside (`subviews`), both (`all`,
/// the default) or none.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the attached gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// The attached gesture only; the subviews' gestures (Buttons' taps too) are off.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only; the attached gesture is off.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Attaches a gesture (render kind `effect` with the input properties its recognizers
/// need, and `reportsGeometry` for its frame).
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G
    var priority: GesturePriority = .normal
    var mask: GestureMask = .all
    var isEnabled = true
    /// `onLongPressGesture`'s pressing callback, for its long press.
    var pressing: ((Bool) -> Void)? = nil
}

extension _GestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        if let primitive = gesture as? any PrimitiveGesture {
            node.renderWrapper(.effect, primitive._install(on: node), content: content)
            return
        }
        let host: GestureHost
        if case .gesture(let h)? = node.handler(.gesture), h.root.refresh(gesture) {
            host = h
        } else {
            if case .gesture(let old)? = node.handler(.gesture) { old.root.cancel() }
            host = GestureHost(root: makeRecognizer(gesture))
            host.node = node
            node.setHandler(.gesture(host), for: .gesture)
        }
        if host.takesPart, !(isEnabled && mask.contains(.gesture)) { host.root.cancel() }
        host.priority = priority
        host.mask = mask
        host.isEnabled = isEnabled
        let router = node.graph.router
        // Set on every install: the recognizer may be new.
        (host.root as? GestureRecognizer<G.Value>)?.report = { [unowned router] r in
            if case .failed = r { router.gestures.advance() }
        }
        if let pressing, let long = (host.root as? WrapperRecognizer<Bool, Bool>)?.child as? LongPressRecognizer {
            long.pressing = pressing
        }
        let inputs = host.inputs
        var props: [Property] = [.reportsGeometry(true)]
        if inputs.contains(.pointer) { props.append(.draggable(true)) }
        if inputs.contains(.tap) { props.append(.tappable(true)) }
        if inputs.contains(.pinch) { props.append(.pinchable(true)) }
        node.renderWrapper(.effect, props, content: content)
    }
}

extension View {
    /// Attaches `gesture` with a lower precedence than the gestures of the view it is
    /// attached to: it sees the input only when theirs fail or do not take it. `mask`
    /// turns the gesture or the subviews' gestures off.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }
    /// Attaches `gesture` with a lower precedence than the view's own gestures, on while
    /// `isEnabled` (turning it off cancels it, resetting its `GestureState`).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, isEnabled: isEnabled))
    }
    /// Attaches `gesture` so that it sees every event alongside the view's own gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
    /// Attaches `gesture` alongside the view's own gestures, on while `isEnabled`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, isEnabled: isEnabled))
    }
    /// Attaches `gesture` ahead of the view's own gestures: theirs see the input only when
    /// it fails or does not take it.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }
    /// Attaches `gesture` ahead of the view's own gestures, on while `isEnabled`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, isEnabled: isEnabled))
    }

    // The named forms (iOS 18). The name relates a gesture to UIKit gesture recognizers,
    // which Linux does not have: Trellis attaches the gesture exactly as without a name.

    /// `gesture(_:isEnabled:)`; `name` is not used (no UIKit recognizers to relate it to).
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, isEnabled: isEnabled))
    }
    /// `simultaneousGesture(_:isEnabled:)`; `name` is not used.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, isEnabled: isEnabled))
    }
    /// `highPriorityGesture(_:isEnabled:)`; `name` is not used.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, isEnabled: isEnabled))
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
