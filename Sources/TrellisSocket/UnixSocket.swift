// The one place that turns a path into a Unix-domain socket: every client (TrellisUI's
// SocketConnection, TrellisTesting, the tools, the tests) connects through here and the
// daemon checks its listening path here, so there is a single policy for the 107-byte
// `sun_path` limit (a clear error; never a silent truncation) and for SIGPIPE.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a socket operation failed, in words that name the path and the limit.
public enum UnixSocketError: Error, Equatable, CustomStringConvertible {
    /// The path does not fit `sockaddr_un.sun_path` (with its terminating NUL).
    case pathTooLong(path: String, bytes: Int, limit: Int)
    /// The path contains a NUL byte, which a socket path cannot hold.
    case invalidPath(path: String)
    /// A system call failed.
    case system(call: String, errno: Int32, path: String)
    /// The directory meant to hold the socket is not private to this user.
    case unsafeDirectory(path: String, reason: String)
    /// The socket belongs to another user: connecting would hand it this app's UI.
    case foreignSocket(path: String, owner: UInt32)

    public var description: String {
        switch self {
        case let .pathTooLong(path, bytes, limit):
            return "socket path is \(bytes) bytes; Unix sockets allow at most \(limit): \(path)"
        case let .invalidPath(path):
            return "socket path contains a NUL byte: \(path.debugDescription)"
        case let .system(call, e, path):
            let hint = (call == "connect" && (e == ENOENT || e == ECONNREFUSED)) ? "; is trellisd running?" : ""
            return "\(call) \(path): \(String(cString: strerror(e)))\(hint)"
        case let .unsafeDirectory(path, reason):
            return "refusing to use \(path) for the socket: \(reason)"
        case let .foreignSocket(path, owner):
            return "refusing to connect to \(path): it belongs to uid \(owner), not to this user (uid \(getuid())); "
                + "set TRELLIS_TRUST_SOCKET_OWNER=\(owner) to trust it"
        }
    }

    /// The `errno` of a failed system call, if that is what failed.
    public var errno: Int32? {
        if case let .system(_, e, _) = self { return e }
        return nil
    }
}

/// Unix-domain socket helpers shared by every Trellis peer.
public enum UnixSocket {
    /// The longest path, in UTF-8 bytes, that fits `sun_path` with its NUL (107 on Linux).
    public static var maxPathBytes: Int {
        MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1
    }

    /// The socket path when none is given: `TRELLIS_SOCKET`, else
    /// `$XDG_RUNTIME_DIR/trellis.sock`, else `/tmp/trellis-$UID/trellis.sock`. The daemon listens
    /// and the app connects on the same rule, so both agree without configuration.
    public static func defaultPath(environment: [String: String]? = nil) -> String {
        func value(_ name: String) -> String? {
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        if let p = value("TRELLIS_SOCKET"), !p.isEmpty { return p }
        if let d = value("XDG_RUNTIME_DIR"), !d.isEmpty { return d + "/trellis.sock" }
        return privateDirectory() + "/trellis.sock"
    }

    /// Where the socket lives without `XDG_RUNTIME_DIR`: a directory only this user may
    /// use (`/tmp/trellis-UID`, mode 0700), never a predictable file in a shared directory
    /// that another user could bind first (the way ssh-agent and tmux do it).
    public static func privateDirectory(uid: UInt32 = getuid()) -> String { "/tmp/trellis-\(uid)" }

    /// Creates `dir` (0700) if missing and checks it is safe: a real directory (not a
    /// symbolic link), owned by this user, with no access for group or others.
    public static func preparePrivateDirectory(_ dir: String) throws(UnixSocketError) {
        if mkdir(dir, 0o700) != 0 && Glibc.errno != EEXIST {
            throw .system(call: "mkdir", errno: Glibc.errno, path: dir)
        }
        try checkPrivateDirectory(dir)
    }

    /// Throws unless `dir` is a directory (not a link) owned by this user with mode 0700 or
    /// stricter.
    public static func checkPrivateDirectory(_ dir: String) throws(UnixSocketError) {
        var st = stat()
        guard lstat(dir, &st) == 0 else { throw .system(call: "lstat", errno: Glibc.errno, path: dir) }
        guard (st.st_mode & S_IFMT) != S_IFLNK else { throw .unsafeDirectory(path: dir, reason: "it is a symbolic link") }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { throw .unsafeDirectory(path: dir, reason: "it is not a directory") }
        guard st.st_uid == getuid() else {
            throw .unsafeDirectory(path: dir, reason: "it belongs to uid \(st.st_uid), not to this user (uid \(getuid()))")
        }
        guard st.st_mode & 0o077 == 0 else {
            throw .unsafeDirectory(path: dir, reason: "its mode \(String(st.st_mode & 0o777, radix: 8)) lets other users in (needs 700)")
        }
    }

    /// Before connecting: a socket that exists must belong to this user (or to the uid in
    /// `TRELLIS_TRUST_SOCKET_OWNER`, for a daemon deliberately shared with `--allow-uid`),
    /// and the private directory holding the default socket must be safe.
    public static func checkOwner(path: String) throws(UnixSocketError) {
        let dir = privateDirectory()
        if path.hasPrefix(dir + "/") { try checkPrivateDirectoryIfPresent(dir) }
        var st = stat()
        guard lstat(path, &st) == 0 else { return }   // connect reports what is missing
        let trusted = getenv("TRELLIS_TRUST_SOCKET_OWNER").flatMap { UInt32(String(cString: $0)) }
        if st.st_uid != getuid() && st.st_uid != trusted { throw .foreignSocket(path: path, owner: st.st_uid) }
    }

    private static func checkPrivateDirectoryIfPresent(_ dir: String) throws(UnixSocketError) {
        var st = stat()
        guard lstat(dir, &st) == 0 else { return }
        try checkPrivateDirectory(dir)
    }

    /// The address of `path`, or a clear error when it cannot be one.
    public static func address(_ path: String) throws(UnixSocketError) -> sockaddr_un {
        let bytes = Array(path.utf8)
        if bytes.contains(0) { throw .invalidPath(path: path) }
        guard bytes.count <= maxPathBytes else {
            throw .pathTooLong(path: path, bytes: bytes.count, limit: maxPathBytes)
        }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return addr
    }

    /// Connects a blocking, close-on-exec stream socket to `path`; returns its descriptor,
    /// which the caller owns. Refuses a socket that belongs to another user (see
    /// `checkOwner`).
    public static func connect(path: String) throws(UnixSocketError) -> Int32 {
        try checkOwner(path: path)
        return try socket(at: path, "connect") { fd, addr, len in Glibc.connect(fd, addr, len) }
    }

    /// Creates a close-on-exec stream socket bound to `path` and listening (a peer for
    /// tests, or a stale socket left behind when the descriptor is closed unlinked).
    public static func listen(path: String, backlog: Int32 = 16) throws(UnixSocketError) -> Int32 {
        try socket(at: path, "bind") { fd, addr, len in
            bind(fd, addr, len) == 0 ? Glibc.listen(fd, backlog) : -1
        }
    }

    /// A new stream socket on which `attach` (connect, or bind + listen) was called with
    /// `path`'s address; closed again and reported as `call` failing if it returns non-zero.
    private static func socket(
        at path: String, _ call: String,
        _ attach: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) throws(UnixSocketError) -> Int32 {
        var addr = try address(path)
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .system(call: "socket", errno: Glibc.errno, path: path) }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                attach(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard rc == 0 else {
            let e = Glibc.errno
            close(fd)
            throw .system(call: call, errno: e, path: path)
        }
        return fd
    }

    /// Writes all of `bytes` to `fd`. `MSG_NOSIGNAL`: a peer that is gone is an `EPIPE`
    /// error here, never a SIGPIPE that kills the process.
    public static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(UnixSocketError) {
        var off = 0
        while off < bytes.count {
            #if canImport(Glibc)
            let n = Glibc.send(fd, bytes.baseAddress! + off, bytes.count - off, Int32(MSG_NOSIGNAL))
            #else
            let n = Darwin.send(fd, bytes.baseAddress! + off, bytes.count - off, 0)
            #endif
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                throw .system(call: "send", errno: Glibc.errno, path: "fd \(fd)")
            }
            off += n
        }
    }

    /// Whether something listens on `path`: `.live` when a connect succeeds, `.stale` for
    /// a socket file nobody accepts on (a crashed daemon's), `.absent`, or `.notASocket`.
    public static func probe(path: String) throws(UnixSocketError) -> ProbeResult {
        var st = stat()
        if lstat(path, &st) != 0 {
            if Glibc.errno == ENOENT { return .absent }
            throw .system(call: "lstat", errno: Glibc.errno, path: path)
        }
        guard (st.st_mode & S_IFMT) == S_IFSOCK else { return .notASocket }
        do {
            close(try connect(path: path))
            return .live
        } catch {
            if error.errno == ECONNREFUSED { return .stale }
            throw error
        }
    }

    /// What `probe(path:)` found.
    public enum ProbeResult: Equatable, Sendable {
        case live, stale, absent, notASocket
    }
}

/// Connects to the trellisd listening on `path` (see `UnixSocket.connect(path:)`).
public func unixConnect(path: String) throws(UnixSocketError) -> Int32 {
    try UnixSocket.connect(path: path)
}
