/// How a change callback (Observation tracking, an `ObservableObject` subscription) finds
/// the identity it belongs to.
///
/// The callback outlives the evaluation (it fires on a later change, maybe never), so it
/// must not keep the node alive. A weak reference would do, but forming one gives the node
/// a side table, and from then on every retain and release of that node takes the slow,
/// side-table path — on a 10,000-row list that was ~9 % of an update. The handle instead
/// points at the node without counting, and the node clears that pointer as it is freed
/// (`GraphNode.deinit`), so a late callback finds nil, never a freed node. Both happen on
/// the main actor: the callback reads `node` only inside `MainActor.assumeIsolated`.
final class ObservationHandle: @unchecked Sendable {
    unowned(unsafe) var node: GraphNode?

    init(_ node: GraphNode) { self.node = node }
}
