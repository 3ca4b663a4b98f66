// draggable: a view the user drags a Transferable value out of. The drag starts once the
// pointer has moved 4 points from where it went down (a click stays a click); a preview
// follows the pointer while it is held (DragAndDropSession.swift routes the drop).
import Foundation
import TrellisProtocol
import UniformTypeIdentifiers

/// How far the pointer moves before a press on a draggable view becomes a drag.
let _dragStartDistance: CGFloat = 4

/// Routes the daemon's drag events on the source view to the window's session.
@MainActor
final class _DragSource {
    var payload: () -> [_TransferExporter] = { [] }
    var moved: (CGSize?) -> Void = { _ in }
    private var dragging = false

    func handle(_ phase: DragPhase, _ s: _DragSample, session: _DragAndDropSession) {
        let t = CGSize(width: s.location.x - s.startLocation.x, height: s.location.y - s.startLocation.y)
        switch phase {
        case .began:
            dragging = false
        case .changed:
            if !dragging, max(abs(t.width), abs(t.height)) >= _dragStartDistance {
                dragging = true
                session.began(payload(), at: s.location)
            } else if dragging {
                session.moved(to: s.location)
            }
            if dragging { moved(t) }
        case .ended:
            if dragging { session.ended(at: s.location); moved(nil) }
            dragging = false
        }
    }
}

/// Makes the modified view a drag source (render property `draggable`).
public struct _DragSourceModifier: ViewModifier {
    public typealias Body = Never
    let payload: () -> [_TransferExporter]
    let moved: (CGSize?) -> Void
}

extension _DragSourceModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let source = (node.storage["_dragSource"] as? _DragSource) ?? _DragSource()
        source.payload = payload
        source.moved = moved
        node.storage["_dragSource"] = source
        let graph = node.graph
        node.setHandler(.drag { [weak graph] phase, sample in
            guard let graph else { return }
            source.handle(phase, sample, session: graph.dragAndDrop)
        }, for: .drag)
        // A drag-and-drop session goes on when its source leaves the window (its tab
        // switched away by spring loading, a screen pushed over it).
        node.renderWrapper(.effect, [.draggable(true), .dragSession(true)], content: content)
    }
}

/// The exporters of `item` (those whose `exportingCondition` it meets), bound to it.
func _exporters<T: Transferable>(of item: T) -> [_TransferExporter] {
    T._plan.exporters.filter { $0.canExport(item) }.map { e in
        var bound = _TransferExporter(contentType: e.contentType) { _ in try await e.export(item) }
        bound.fileName = e.fileName.map { name in { _ in name(item) } }
        return bound
    }
}

/// A drag source with a preview drawn over it, moved with the pointer, while it is dragged.
struct _DraggableModifier<Preview: View>: ViewModifier {
    let payload: () -> [_TransferExporter]
    let preview: Preview
    @State private var translation: CGSize?

    init(payload: @escaping () -> [_TransferExporter], preview: Preview) {
        self.payload = payload
        self.preview = preview
    }

    func body(content: Content) -> some View {
        content
            .overlay {
                if let translation {
                    preview
                        .opacity(0.8)
                        .offset(x: translation.width, y: translation.height)
                        .allowsHitTesting(false)
                }
            }
            .modifier(_DragSourceModifier(payload: payload, moved: { translation = $0 }))
    }
}

extension View {
    /// Lets the user drag `payload` out of this view, onto a ``View/dropDestination(for:action:isTargeted:)``
    /// in the same window. A copy of the view follows the pointer while it is held.
    ///
    /// The drag starts as soon as the pointer moves (4 points) with the button down, as on
    /// a Mac; Trellis has no long press to lift the view, and no drag leaves the window
    /// (Linux's desktop drag protocols are not spoken: PlatformDifferences.md). `payload`
    /// is evaluated when the drag starts.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier(payload: { _exporters(of: payload()) }, preview: self))
    }

    /// Lets the user drag `payload` out of this view; `preview` follows the pointer.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(payload: { _exporters(of: payload()) }, preview: preview()))
    }
}

extension View {
    /// Lets the user drag the item provider `data` makes (when the drag starts) out of this
    /// view, onto an ``View/onDrop(of:isTargeted:perform:)`` or a drop destination in the
    /// same window; a copy of the view follows the pointer.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DraggableModifier(payload: { _exporters(of: data()) }, preview: self))
    }

    /// The same with `preview` following the pointer.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(payload: { _exporters(of: data()) }, preview: preview()))
    }
}
