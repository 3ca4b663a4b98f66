// Log lines about clients are rate-limited: a hostile client that connects and fails
// thousands of times a second must not flood the log (and the disk behind it). Lines
// at notice level and below-critical past a per-second budget are counted, not written,
// and the next line that passes says how many were suppressed.
import Foundation
import Logging

/// Wraps a handler: at most `perSecond` lines of level notice … error per second; more are
/// suppressed and counted. Debug/info lines (off by default) and critical ones pass.
struct RateLimitedLogHandler: LogHandler {
    var inner: any LogHandler
    let limiter: Limiter

    /// Shared between copies of the handler (swift-log copies handlers freely).
    final class Limiter: @unchecked Sendable {
        let perSecond: Int
        private let lock = NSLock()
        private var windowStart = Date()
        private var passed = 0
        private var suppressed = 0

        init(perSecond: Int) { self.perSecond = perSecond }

        /// Whether a line may pass now, and how many were suppressed before it.
        func admit(now: Date = Date()) -> (Bool, Int) {
            lock.lock()
            defer { lock.unlock() }
            if now.timeIntervalSince(windowStart) >= 1 {
                windowStart = now
                passed = 0
            }
            guard passed < perSecond else {
                suppressed += 1
                return (false, 0)
            }
            passed += 1
            let s = suppressed
            suppressed = 0
            return (true, s)
        }
    }

    init(_ inner: any LogHandler, perSecond: Int) {
        self.inner = inner
        limiter = Limiter(perSecond: perSecond)
    }

    var logLevel: Logger.Level {
        get { inner.logLevel }
        set { inner.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { inner.metadata }
        set { inner.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { inner[metadataKey: key] }
        set { inner[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        guard event.level >= .notice && event.level < .critical else {
            inner.log(event: event)
            return
        }
        let (ok, suppressed) = limiter.admit()
        guard ok else { return }
        if suppressed > 0 {
            var note = event
            note.level = .warning
            note.message = "\(suppressed) log lines suppressed (more than \(limiter.perSecond) a second)"
            note.metadata = nil
            inner.log(event: note)
        }
        inner.log(event: event)
    }
}
