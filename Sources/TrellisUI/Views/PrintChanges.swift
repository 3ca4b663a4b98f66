extension View {
    /// Prints why this view's body is running, in SwiftUI's words (S25):
    /// `ParentView: @self, @identity, _state changed.` the first time,
    /// `ParentView: _state changed.` when only that state changed,
    /// `ParentView: @self changed.` when the view value changed. Call it inside `body`.
    @MainActor
    public static func _printChanges() {
        let name = String(describing: Self.self)
        guard let node = ViewGraph.active?.evaluatingBody else {
            TrellisLog.emit("\(name): unchanged.")
            return
        }
        let special = ["@self", "@identity", "@dependencies"]
        var reasons = special.filter { node.pendingReasons.contains($0) }
        let labels = node.pendingReasons.filter { !special.contains($0) }
        let order = node.dynamicLabels
        reasons += labels.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        if reasons.isEmpty {
            TrellisLog.emit("\(name): unchanged.")
        } else {
            TrellisLog.emit("\(name): \(reasons.joined(separator: ", ")) changed.")
        }
    }
}
