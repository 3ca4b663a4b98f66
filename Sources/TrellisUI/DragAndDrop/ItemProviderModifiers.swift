// itemProvider(_:): a view (a list row, typically) that the user drags out with the item
// provider its action makes; and the drop targets of `onInsert(of:perform:)`, which insert
// dropped items before or after the row they land on.
import Foundation
import UniformTypeIdentifiers

/// Makes the modified view a drag source carrying the provider `action` makes when the
/// drag starts (none: not a drag source).
struct _ItemProviderModifier: ViewModifier {
    let action: (() -> NSItemProvider?)?

    @ViewBuilder func body(content: Content) -> some View {
        if let action {
            content.modifier(_DraggableModifier(payload: { action().map { _exporters(of: $0) } ?? [] }, preview: content))
        } else {
            content
        }
    }
}

extension View {
    /// Gives the item provider this view (a list row, for instance) is dragged with:
    /// `action` runs when a drag starts and what it returns is what the drag carries to a
    /// drop destination in the same window (nil, or a nil action: nothing is dragged).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        modifier(_ItemProviderModifier(action: action))
    }
}

/// Two drop destinations behind a row of a `ForEach` with `onInsert`: a drop on the row's
/// upper half inserts at `offset` (before its element), on the lower half after it.
struct _InsertDropTargets: ViewModifier {
    let offset: Int
    let insert: _InsertAction

    func body(content: Content) -> some View {
        let insert = self.insert, offset = self.offset
        return content.background(
            VStack(spacing: 0) {
                Color.clear.onDrop(of: insert.types, isTargeted: nil) { providers in
                    insert.action(offset, providers)
                    return true
                }
                Color.clear.onDrop(of: insert.types, isTargeted: nil) { providers in
                    insert.action(offset + 1, providers)
                    return true
                }
            }
        )
    }
}
