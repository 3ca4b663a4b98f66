import TrellisProtocol

/// A channel to a daemon: the socket in an app, `InMemoryConnection` in tests.
///
/// The host sends whole batches (a transaction is always one `send`), and receives
/// events through the handler on the main actor.
@MainActor
public protocol Connection: AnyObject {
    /// Sends messages in order. A transaction (`begin … commit`) is always one call.
    func send(_ messages: [ClientMessage])
    /// Installs the receiver of daemon events (called on the main actor, in order).
    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void)
    /// Delivers events that are already waiting, synchronously; returns whether any were
    /// delivered. Connections that deliver asynchronously return false.
    func pump() -> Bool
}

extension Connection {
    public func pump() -> Bool { false }
}
