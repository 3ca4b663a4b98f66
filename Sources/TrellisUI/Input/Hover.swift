// Hover: onHover, onContinuousHover and the pointer's look (pointerStyle). The daemon
// follows the pointer and tells a hoverable view when it enters, moves over and leaves
// it (protocol README §7, "Hover"); the view's hit area is a tap's.
import TrellisProtocol

/// Where the pointer is relative to a view that tracks hover continuously
/// (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location in the chosen coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action` with `true` when the pointer comes over the view and `false` when it
    /// leaves (moves off, leaves the window, or the view leaves the screen). The view's
    /// hover area is where a tap would reach it: its drawn content, or its `contentShape`.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(space: .local) { phase, _ in
            switch phase {
            case .entered: action(true)
            case .exited: action(false)
            case .moved: break
            }
        })
    }

    /// Runs `action` as the pointer moves over the view — `.active` with its location in
    /// `coordinateSpace` each time it enters or moves — and with `.ended` when it leaves.
    /// `.named` spaces are measured as the view's own (PlatformDifferences).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` as the pointer moves over the view (the `CoordinateSpace` form).
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        let global: Bool = if case .global = coordinateSpace { true } else { false }
        return modifier(_HoverModifier(space: global ? .global : .local) { phase, point in
            action(phase == .exited ? .ended : .active(point))
        })
    }

    /// The pointer's look while it is over this view (an I-beam, a pointing hand …), on
    /// backends with a pointer (X11). Inner views' styles win; a text field shows the
    /// text cursor unless something inside it says otherwise.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(_PointerStyleModifier(style: style?.wire ?? .automatic))
    }
}

/// A pointer look (SwiftUI's `PointerStyle`): the platform cursor shown for it.
public struct PointerStyle: Sendable, Equatable {
    let wire: WirePointerStyle

    /// The platform's default pointer (an arrow).
    public static let `default` = PointerStyle(wire: .arrow)
    /// Over horizontal text that can be selected (an I-beam).
    public static let horizontalText = PointerStyle(wire: .horizontalText)
    /// Over vertical text.
    public static let verticalText = PointerStyle(wire: .verticalText)
    /// Selecting a rectangle (a crosshair).
    public static let rectSelection = PointerStyle(wire: .rectSelection)
    /// Over something that can be grabbed.
    public static let grabIdle = PointerStyle(wire: .grabIdle)
    /// While something is grabbed and dragged.
    public static let grabActive = PointerStyle(wire: .grabActive)
    /// Over a link (a pointing hand).
    public static let link = PointerStyle(wire: .link)
    /// Zooming in.
    public static let zoomIn = PointerStyle(wire: .zoomIn)
    /// Zooming out.
    public static let zoomOut = PointerStyle(wire: .zoomOut)
    /// Over a boundary that resizes columns.
    public static let columnResize = PointerStyle(wire: .columnResize)
    /// Over a boundary that resizes rows.
    public static let rowResize = PointerStyle(wire: .rowResize)
}

/// What a hovered view hears: the phase and the pointer's location in `space`.
struct _HoverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Space { case local, global }
    let space: Space
    let action: (WireHoverPhase, CGPoint) -> Void

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let space = space, action = action
        node.setHandler(.hover({ phase, window, origin in
            action(phase, space == .global ? window : CGPoint(x: window.x - origin.x, y: window.y - origin.y))
        }), for: .hover)
        node.renderWrapper(.effect, [.hoverable(true)], content: content)
    }
}

/// Sets the pointer's look over its content (render property `pointerStyle`).
struct _PointerStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: WirePointerStyle

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.pointerStyle(style)], content: content)
    }
}
