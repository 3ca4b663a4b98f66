/// A non-owning way back to a `ViewGraph` for whatever must not keep it alive: identities,
/// `@State` boxes, subscriptions and dispatched callbacks.
///
/// Why not `weak var graph`: the first weak reference to an object gives it a side table,
/// and from then on every retain and release of it takes the side table's slower path.
/// The graph is retained for nearly every call the reconciler makes on it (it is reached
/// through `GraphNode.graph`), so on a 10,000-row update that was ~7 % of the app's time.
/// Everyone holds this one small object instead; the graph clears it in `deinit`, so a
/// late callback finds nil, never a freed graph. All readers run on the main actor, as
/// the graph does.
final class GraphLink: @unchecked Sendable {
    unowned(unsafe) var graph: ViewGraph?

    init() {}
}
