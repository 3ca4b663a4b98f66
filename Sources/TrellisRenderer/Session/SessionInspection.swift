// What `trellis inspect` reads of a session besides its tree.
import TrellisProtocol

/// What a session keeps for the inspector capability: its counters, the client's last
/// `debugReport`, and the compositor's answer to an `inspect` this session sends.
///
/// Kept apart from the protocol state machine because none of it changes what the
/// client sees: it is observation of the session, by another one (Inspection.swift).
struct SessionInspection {
    /// Counters for `inspect` (bytes, commits, errors, animation frames, images).
    var stats = SessionStats()
    /// The client's last `debugReport`.
    var debugReport = ""
    /// Answers this session's `inspect` (set by the compositor; nil: no inspector).
    var inspector: ((InspectTarget, UInt64) throws(SessionFailure) -> String)?
}
