// dropDestination: a view that accepts dragged Transferable values of one type.
import Foundation
import TrellisProtocol
import UniformTypeIdentifiers

/// Makes the modified view a drop destination: it asks for its frame (`reportsGeometry`)
/// and registers with the window's drag-and-drop session.
public struct _DropTargetModifier: ViewModifier {
    public typealias Body = Never
    let configure: (_DropTarget) -> Void
}

extension _DropTargetModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let target = (node.storage[_DropTarget.storageKey] as? _DropTarget) ?? _DropTarget(node: node)
        node.storage[_DropTarget.storageKey] = target
        configure(target)
        node.graph.dragAndDrop.register(target)
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

/// Runs `body` once the payload became a `T` (the transfer is asynchronous: a type's
/// exporters and importers are `async`).
@MainActor
func _transfer<T: Transferable>(_ exporters: [_TransferExporter], as type: T.Type,
                                 then body: @escaping @MainActor (T) -> Void) {
    guard let (exporter, importer) = T._match(exporters) else { return }
    Task { @MainActor in
        do {
            let data = try await exporter.export(())
            guard let value = try await importer.make(data) as? T else { return }
            body(value)
        } catch {
            TrellisLog.emit("drop: the dragged item could not become a \(T.self): \(error)")
        }
    }
}

extension View {
    /// Accepts dragged values of `payloadType` dropped on this view: `action` receives them
    /// and the drop's location in this view's coordinates; `isTargeted` is called with true
    /// when a drag of such a value enters the view and with false when it leaves or drops.
    ///
    /// A drag is accepted when one of the dragged value's content types conforms to one of
    /// the types `payloadType` imports. Only drags from this window arrive (PlatformDifferences.md);
    /// the action runs right after the drop, once the value has been converted. Its result
    /// (whether the drop was handled) draws nothing different: Trellis has no drop
    /// animation.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_DropTargetModifier { target in
            target.accepts = { payload, _ in T._match(payload) != nil }
            target.entered = { _, _ in isTargeted(true) }
            target.moved = { _, _ in }
            target.exited = { _, _ in isTargeted(false) }
            target.dropped = { payload, point in
                isTargeted(false)
                _transfer(payload, as: T.self) { value in _ = action([value], point) }
            }
        })
    }
}
