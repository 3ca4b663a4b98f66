import TrellisProtocol

/// What the daemon's surface root is for this window (`setRoot`), and the implicit
/// stack that holds the root view's render roots when it has several (or none).
///
/// A SwiftUI window shows one view; a root view whose body yields several render
/// roots (a `Group`, a `ForEach` at the top) stands in an implicit vertical stack, which
/// is created the first time it is needed and kept, so the roots do not move between
/// parents as their count changes. `ViewGraph.syncRootSlot` (RenderSync.swift) keeps the
/// daemon's root, this stack and the dark scheme's backdrop (`WindowAppearance`) in step.
struct RootSlot {
    /// The node last sent as the surface root (`setRoot`), or nil.
    var id: NodeID?
    /// The implicit stack, once created.
    var stack: NodeID?
    /// The children last sent to `stack`.
    var stackSent: [NodeID] = []
}
