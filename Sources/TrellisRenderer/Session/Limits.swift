// Per-session resource limits: what one client may make the daemon hold.
import TrellisProtocol

/// Bounds on what a single session may ask of the daemon.
///
/// The daemon serves untrusted clients: a buggy or hostile one must be able to hurt only
/// itself. Each limit turns a would-be unbounded allocation into a protocol error
/// (`limitExceeded` or `frameTooLarge`) that closes that session only. The defaults are
/// generous for real UIs (a 10,000-row list is ~40,000 nodes) and small enough that a
/// handful of abusive clients cannot exhaust a laptop's memory. `trellisd` exposes each
/// one as a flag (`--max-nodes`, `--max-depth`, …).
public struct Limits: Hashable, Sendable {
    /// Nodes alive at once in one session, counting detached ones. Default 1,000,000.
    public var maxNodes: Int
    /// Longest parent chain (root = depth 0). Default 512: deeper than any real view
    /// hierarchy, shallow enough that recursive layout cannot exhaust the loop's stack.
    public var maxDepth: Int
    /// UTF-8 bytes in any one string (text, font name, symbol, client name…). Default 64 KiB.
    public var maxStringLength: Int
    /// Largest frame payload a client may send (the 8-byte header not counted). Default 1 MiB
    /// (`TrellisWire.defaultMaxFrameSize`); announced in `welcome`.
    public var maxFrameSize: Int
    /// Messages staged in one open transaction. Default 1,000,000. Staged ops are held
    /// until `commit`, so without a bound a client that never commits grows memory forever.
    public var maxTransactionOps: Int
    /// Output the compositor will buffer for a session before it stops decoding that
    /// session's input (the rest waits in the decoder until the transport drains it).
    /// Default 256 KiB. Together with the transport's own bound this keeps a slow
    /// reader from making the daemon's memory grow.
    public var outputHighWater: Int
    /// Messages handled for one session before the transport serves the others (it
    /// resumes this session on its next loop turn). Default 16,384: a 10,000-row list is
    /// built in a few turns while a flooding client cannot hold the loop for long.
    public var messagesPerTurn: Int
    /// Bytes one open transaction may hold: the sum of its messages' encoded sizes.
    /// Default 64 MiB: without it, one transaction of 16,000 creates with 60 kB strings
    /// held ~1 GB before any commit.
    public var maxTransactionBytes: Int
    /// Bytes a session's tree may hold (64 per node plus its properties as encoded),
    /// checked at `commit` against the tree plus the transaction. Default 512 MiB.
    public var maxSessionBytes: Int
    /// Sessions served at once; a `hello` beyond it is refused(limitExceeded). Default 1,024.
    public var maxSessions: Int
    /// Frames a session may leave unacknowledged before its commits wait for an `ack` to
    /// be drawn (coalesced into one frame). Default 4: a client that acks each frame as it
    /// arrives never waits; one that floods without acking costs a layout per ack, not per
    /// commit.
    public var maxUnackedFrames: Int
    /// Encoded image bytes the daemon keeps per uid for `useImage` (its image store), held
    /// or not; above it, images no live session uses are dropped, least recently used first.
    /// Default 256 MiB: a photo grid of a few hundred full-size images survives its app
    /// restarting, while a laptop's memory is not spent on pictures nobody shows.
    public var maxImageCacheBytes: Int

    public init(maxNodes: Int = 1_000_000, maxDepth: Int = 512, maxStringLength: Int = 64 << 10,
                maxFrameSize: Int = TrellisWire.defaultMaxFrameSize,
                maxTransactionOps: Int = 1_000_000, outputHighWater: Int = 256 << 10,
                messagesPerTurn: Int = 16_384, maxTransactionBytes: Int = 64 << 20,
                maxSessionBytes: Int = 512 << 20, maxSessions: Int = 1024, maxUnackedFrames: Int = 4,
                maxImageCacheBytes: Int = 256 << 20) {
        self.maxImageCacheBytes = max(0, maxImageCacheBytes)
        self.maxUnackedFrames = max(1, maxUnackedFrames)
        self.maxTransactionBytes = maxTransactionBytes
        self.maxSessionBytes = maxSessionBytes
        self.maxSessions = max(1, maxSessions)
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxStringLength = maxStringLength
        self.maxFrameSize = maxFrameSize
        self.maxTransactionOps = maxTransactionOps
        self.outputHighWater = outputHighWater
        self.messagesPerTurn = max(1, messagesPerTurn)
    }
}

extension Limits {
    /// The limits as `welcome` announces them.
    public var wire: WireLimits {
        WireLimits(maxDepth: UInt32(clamping: maxDepth), maxStringLength: UInt32(clamping: maxStringLength),
                   maxTransactionOps: UInt32(clamping: maxTransactionOps),
                   maxTransactionBytes: UInt64(max(0, maxTransactionBytes)), maxSessionBytes: UInt64(max(0, maxSessionBytes)),
                   maxSessions: UInt32(clamping: maxSessions), maxUnackedFrames: UInt32(clamping: maxUnackedFrames),
                   maxImageCacheBytes: UInt64(max(0, maxImageCacheBytes)))
    }
}
