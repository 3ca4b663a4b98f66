// DismissBehavior: how `dismissWindow` treats a window that is presenting something. Set
// it for the call with `withTransaction(\.dismissBehavior, .destructive) { … }`. As on a
// Mac, an interactive dismissal (the default) leaves a window that shows a sheet, an
// alert or a dialog open — the user has a question to answer there — and a destructive
// one closes it regardless.

/// How a window is dismissed from code (`DismissWindowAction`).
public struct DismissBehavior: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case interactive, destructive }
    let kind: Kind

    /// As if the user closed it: a window presenting a sheet, an alert or a dialog stays
    /// open. The default.
    public static let interactive = DismissBehavior(kind: .interactive)
    /// Closes the window whatever it presents (its presentations' state is lost).
    public static let destructive = DismissBehavior(kind: .destructive)
}

struct DismissBehaviorTransactionKey: TransactionKey {
    static var defaultValue: DismissBehavior { .interactive }
}

extension Transaction {
    /// How `dismissWindow` calls made in this transaction close windows.
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorTransactionKey.self] }
        set { self[DismissBehaviorTransactionKey.self] = newValue }
    }
}

extension _SceneWindow {
    /// Whether a dismissal with `behavior` may close this window now: not an interactive
    /// one while the window presents something.
    @MainActor
    func allowsDismissal(_ behavior: DismissBehavior) -> Bool {
        guard behavior == .interactive, let graph = host?.graph, graph.layers.showsPresentation else { return true }
        TrellisLog.emit("dismissWindow: the window presents a sheet, alert or dialog; not closed "
                        + "(withTransaction(\\.dismissBehavior, .destructive) closes it)")
        return false
    }
}
