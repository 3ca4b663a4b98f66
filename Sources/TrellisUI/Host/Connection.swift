import TrellisProtocol

/// A channel to a daemon: `SocketConnection` in apps and `TestHost`; tests of the
/// client itself use an in-process connection to the real daemon core
/// (`TrellisEmbedded.EmbeddedConnection`, not part of this library).
///
/// The host sends whole batches (a transaction is one `send`, unless the connection
/// streams transactions: see `sendPart(_:)`), and receives events through the handler
/// on the main actor.
@MainActor
public protocol Connection: AnyObject {
    /// Sends messages in order. A transaction (`begin … commit`) is one call, or ends
    /// with this call after `sendPart(_:)` sent its beginning.
    func send(_ messages: [ClientMessage])
    /// Whether the host may send a large transaction while it is still being built:
    /// its `begin` and first ops through `sendPart(_:)`, each time a few thousand ops are
    /// ready, and the rest with its `commit` through `send(_:)`. A daemon validates ops
    /// as they arrive, so it then checks a 10,000-row list while the app still builds it.
    var streamsTransactions: Bool { get }
    /// Sends the leading part of a transaction still being built (only called when
    /// `streamsTransactions`). It runs in the middle of an update, so it must not report
    /// the connection's end from inside the call: a failure is reported by the `send`
    /// that completes the transaction.
    func sendPart(_ messages: [ClientMessage])
    /// Installs the receiver of daemon events (called on the main actor, in order).
    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void)
    /// Delivers events that are already waiting, synchronously; returns whether any were
    /// delivered. Connections that deliver asynchronously return false.
    func pump() -> Bool
    /// Whether events arrive only through `pump()` (an in-process daemon driven by the
    /// test). Then the host does not schedule flushes on the main queue: the test's
    /// `settle()` decides when work happens.
    var deliversSynchronously: Bool { get }
}

extension Connection {
    public var streamsTransactions: Bool { false }
    public func sendPart(_ messages: [ClientMessage]) {
        preconditionFailure("sendPart(_:) on a connection that does not stream transactions")
    }
    public func pump() -> Bool { false }
    public var deliversSynchronously: Bool { false }
}
