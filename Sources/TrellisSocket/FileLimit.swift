// The open-file limit a server needs for its sessions (trellisd: one descriptor per
// connection). Under the common soft limit of 1,024, `maxSessions` 1,024 cannot be
// reached, and a listener out of descriptors drops connections with no answer (libuv
// accepts and closes them); trellisd raises its soft limit at startup, or serves fewer
// sessions when the hard limit is too low, and says so.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileLimit {
    /// Descriptors kept for the server itself (standard streams, listener, event loop,
    /// signals, the display connection, logs) and for connections beyond the session limit
    /// that are open until their `hello` is answered `refused(limitExceeded)`.
    public static let reserve = 128

    /// What to do for `sessions` sessions using `perSession` descriptors each, under the
    /// limits `soft` and `hard`: the soft limit to set (nil: keep it) and the sessions
    /// that fit then.
    public static func plan(soft: UInt64, hard: UInt64, sessions: Int, perSession: Int = 1)
        -> (soft: UInt64?, sessions: Int) {
        let need = UInt64(sessions) * UInt64(perSession) + UInt64(reserve)
        if soft >= need { return (nil, sessions) }
        let newSoft = min(hard, need)
        let fit = newSoft > UInt64(reserve) ? Int((newSoft - UInt64(reserve)) / UInt64(perSession)) : 0
        return (newSoft > soft ? newSoft : nil, max(1, min(sessions, fit)))
    }

    /// Raises this process's soft `RLIMIT_NOFILE` to fit `sessions` (see `plan`); returns
    /// the sessions that fit and a sentence for the log when anything changed.
    public static func fit(sessions: Int, perSession: Int = 1) -> (sessions: Int, note: String?) {
        var rl = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &rl) == 0 else {
            return (sessions, "cannot read the open-file limit (getrlimit: \(String(cString: strerror(errno)))); serving up to \(sessions) sessions unchecked")
        }
        let soft = UInt64(rl.rlim_cur), hard = UInt64(rl.rlim_max)
        let p = plan(soft: soft, hard: hard, sessions: sessions, perSession: perSession)
        var now = soft
        var note: [String] = []
        if let target = p.soft {
            rl.rlim_cur = rlim_t(target)
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &rl) == 0 {
                now = target
                note.append("raised the open-file limit (RLIMIT_NOFILE) from \(soft) to \(target) for \(sessions) sessions")
            } else {
                note.append("cannot raise the open-file limit from \(soft) (setrlimit: \(String(cString: strerror(errno))))")
            }
        }
        let fits = now >= UInt64(reserve) ? max(1, min(sessions, Int((now - UInt64(reserve)) / UInt64(perSession)))) : 1
        if fits < sessions {
            note.append("the open-file limit \(now) (hard \(hard)) fits \(fits) sessions: serving at most \(fits) instead of \(sessions); a hello beyond is refused(limitExceeded) (raise `ulimit -Hn` for more)")
        }
        return (fits, note.isEmpty ? nil : note.joined(separator: "; "))
    }
}
