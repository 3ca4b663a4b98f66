import TrellisProtocol

/// A channel to a daemon: `SocketConnection` in apps and `TestHost`; tests of the
/// client itself use an in-process connection to the real daemon core
/// (`TrellisEmbedded.EmbeddedConnection`, not part of this library).
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
    /// Whether events arrive only through `pump()` (an in-process daemon driven by the
    /// test). Then the host does not schedule flushes on the main queue: the test's
    /// `settle()` decides when work happens.
    var deliversSynchronously: Bool { get }
}

extension Connection {
    public func pump() -> Bool { false }
    public var deliversSynchronously: Bool { false }
}
