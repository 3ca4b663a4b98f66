import TrellisProtocol

/// Everything that can go wrong while a `TestHost` drives an app through a real daemon.
///
/// Each case carries what a developer needs to fix the test without re-running it under
/// a debugger: the daemon's last stderr lines when it failed, the labels that *were* on
/// screen when a label was not found, what was being waited for when a wait timed out.
/// `description` is a complete sentence, so a test framework can print it as is.
public enum TestHostError: Error, CustomStringConvertible, Sendable {
    /// No `trellisd` executable was found; `searched` lists every place that was tried.
    case daemonNotFound(searched: [String])
    /// The daemon process exited or never printed its readiness line.
    case daemonDidNotStart(reason: String, stderrTail: String)
    /// The daemon process exited while the host was using it (`during` says what the host
    /// was doing), with its exit status or signal and the end of its stderr.
    case daemonDied(status: String, during: String, stderrTail: String)
    /// The daemon closed the connection although it is still running (it found a protocol
    /// violation, or was told to close us); `daemonErrors` are the errors it reported.
    case disconnected(reason: String, daemonErrors: [String])
    /// The daemon refused the handshake.
    case refused(code: ErrorCode, reason: String)
    /// The daemon reported a protocol error for this session: a bug in the client library
    /// (or in a test that sends raw messages).
    case protocolError(String)
    /// No Text on screen shows `label`; `onScreen` lists the texts that are there.
    case labelNotFound(label: String, onScreen: [String])
    /// A Text shows `label`, but neither it nor any view around it is tappable.
    case notTappable(label: String, frame: WireRect)
    /// Every Text showing `label` is hidden (`opacity(0)` on it or an ancestor).
    case labelHidden(label: String)
    /// The injected tap reached no tappable view, or another one than the view around the
    /// label (something covers it).
    case tapMissed(label: String, point: WirePoint, detail: String)
    /// A wait ran out of time.
    case timeout(what: String, seconds: Double)
    /// The host was used after `close()`.
    case closed

    public var description: String {
        switch self {
        case .daemonNotFound(let searched):
            return "trellisd was not found. Set TRELLISD to its path, or build it (`swift build --product trellisd`) "
                + "so it sits next to the test binary. Searched: " + searched.joined(separator: ", ")
        case let .daemonDidNotStart(reason, tail):
            return "trellisd did not start: \(reason)" + Self.tail(tail)
        case let .daemonDied(status, during, tail):
            return "trellisd died (\(status)) while \(during)" + Self.tail(tail)
        case let .disconnected(reason, errors):
            let e = errors.isEmpty ? "" : "; it reported: " + errors.joined(separator: "; ")
            return "trellisd closed the connection (\(reason))" + e
        case let .refused(code, reason):
            return "trellisd refused the connection (\(code)): \(reason)"
        case .protocolError(let text):
            return "trellisd reported a protocol error for this session: \(text)"
        case let .labelNotFound(label, onScreen):
            let shown = onScreen.isEmpty ? "no text at all" : onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no text \"\(label)\" is on screen; the texts on screen are: \(shown)"
        case let .notTappable(label, f):
            return "the text \"\(label)\" at (\(f.x), \(f.y), \(f.width), \(f.height)) is not inside a tappable view "
                + "(a Button or a view with onTapGesture)"
        case .labelHidden(let label):
            return "the text \"\(label)\" is on screen only inside hidden views (opacity 0)"
        case let .tapMissed(label, p, detail):
            return "the tap on \"\(label)\" at (\(p.x), \(p.y)) \(detail)"
        case let .timeout(what, seconds):
            return "timed out after \(seconds) s waiting for \(what)"
        case .closed:
            return "the TestHost was already closed"
        }
    }

    private static func tail(_ tail: String) -> String {
        let t = tail.trimmingWhitespace
        return t.isEmpty ? " (its stderr was empty)" : ". Its stderr ended with:\n" + t
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
