// Who is at the other end of a session, and whether the daemon serves it.
import TrellisProtocol

/// The client of one session as the daemon admits it: the name it gave in `hello`, the
/// credentials of the process behind the socket, and the compositor's verdict on both.
///
/// The compositor decides admission (the peer's uid, `maxSessions`) before the client
/// speaks; the session carries the verdict out when `hello` arrives, so a refused
/// client still hears why (README §4). Kept apart from the protocol state machine
/// because it is policy about the peer, not about messages.
struct ClientAdmission {
    /// `hello.clientName` (empty until `hello`).
    var name = ""
    /// The connecting process, when the transport knows it (trellisd: `SO_PEERCRED`).
    var peer: PeerCredentials?
    /// Whether `hello` may be granted the inspector capability (the daemon's own uid).
    var inspectorAllowed = true
    /// Why this session is not served (then `hello` is answered `refused` with
    /// `refusalCode`), or nil.
    var refusal: String?
    var refusalCode: ErrorCode = .accessDenied
}
