// onDrop with item providers: the drop API SwiftUI had before Transferable. A drop hands
// the action (or a DropDelegate) `NSItemProvider`s for the dragged item, whatever dragged it
// (`draggable`, `onDrag`).
import Foundation
import UniformTypeIdentifiers

/// What a drop would do with the item, as a delegate proposes it while the drag moves.
public enum DropOperation: Sendable, Hashable {
    /// The drop does nothing (the drag ends without performing).
    case cancel
    /// The drop is not allowed here (the drag ends without performing).
    case forbidden
    /// The item is copied.
    case copy
    /// The item is moved.
    case move
}

/// A delegate's answer while a drag moves over its view: the operation a drop would be.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// The drag as a drop destination sees it: where it is and what it offers.
public struct DropInfo {
    /// The pointer's location in the destination's coordinates.
    public var location: CGPoint
    let payload: [_TransferExporter]

    /// Whether the dragged item is offered as a type that conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        payload.contains { e in contentTypes.contains { e.contentType.conforms(to: $0) } }
    }

    /// Item providers for the dragged item when it is offered as one of `contentTypes`
    /// (one provider: a Trellis drag carries one item), else none.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        hasItemsConforming(to: contentTypes) ? [_itemProvider(for: payload)] : []
    }
}

/// What a view that accepts drops through ``View/onDrop(of:delegate:)`` is told about the
/// drag: when it enters, moves and leaves, and the drop itself.
@MainActor
public protocol DropDelegate {
    /// Whether a drag that offers one of the view's content types may drop here; checked
    /// when it enters. By default true.
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag came into the view. By default nothing.
    func dropEntered(info: DropInfo)
    /// A validated drag moved in the view; a proposal of `.cancel` or `.forbidden` makes a
    /// drop here do nothing. By default nil (no change).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drag left the view without dropping. By default nothing.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// The proposal a delegate made last during one drag over its view.
@MainActor
final class _DropProposalBox {
    var operation: DropOperation?
}

extension View {
    /// Accepts drags that offer one of `supportedContentTypes`: `isTargeted` (if given) is
    /// true while such a drag is over the view, and `action` receives the dragged item's
    /// providers when it drops.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// The same; `action` also receives the drop's location in the view's coordinates.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(_DropTargetModifier { target in
            target.accepts = { payload, point in
                DropInfo(location: point, payload: payload).hasItemsConforming(to: supportedContentTypes)
            }
            target.entered = { _, _ in isTargeted?.wrappedValue = true }
            target.moved = { _, _ in }
            target.exited = { _, _ in isTargeted?.wrappedValue = false }
            target.dropped = { payload, point in
                isTargeted?.wrappedValue = false
                _ = action(DropInfo(location: point, payload: payload).itemProviders(for: supportedContentTypes), point)
            }
        })
    }

    /// Accepts drags that offer one of `supportedContentTypes` and the delegate validates;
    /// the delegate hears the drag enter, move and leave, and performs the drop.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropTargetModifier { target in
            let proposal = (target.node?.storage["_dropProposal"] as? _DropProposalBox) ?? _DropProposalBox()
            target.node?.storage["_dropProposal"] = proposal
            target.accepts = { payload, point in
                let info = DropInfo(location: point, payload: payload)
                return info.hasItemsConforming(to: supportedContentTypes) && delegate.validateDrop(info: info)
            }
            target.entered = { payload, point in
                proposal.operation = nil
                delegate.dropEntered(info: DropInfo(location: point, payload: payload))
                if let p = delegate.dropUpdated(info: DropInfo(location: point, payload: payload)) { proposal.operation = p.operation }
            }
            target.moved = { payload, point in
                if let p = delegate.dropUpdated(info: DropInfo(location: point, payload: payload)) { proposal.operation = p.operation }
            }
            target.exited = { payload, point in delegate.dropExited(info: DropInfo(location: point, payload: payload)) }
            target.dropped = { payload, point in
                let info = DropInfo(location: point, payload: payload)
                if let op = proposal.operation, op == .cancel || op == .forbidden {
                    delegate.dropExited(info: info)
                } else {
                    _ = delegate.performDrop(info: info)
                }
                proposal.operation = nil
            }
        })
    }
}
