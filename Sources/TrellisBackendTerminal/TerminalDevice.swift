// The controlling terminal: raw mode, alternate screen, mouse reporting, size, and a
// guarantee that the user's terminal is restored on exit and on crash signals.
import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Errors starting the terminal backend.
public struct TerminalError: Error, CustomStringConvertible {
    public var description: String
}

/// Escape sequences that set up and restore the screen.
public enum TerminalSequences {
    /// Alternate screen, hidden cursor, no auto-wrap, SGR mouse reporting (buttons, drags and
    /// motion without a button, for hover), cleared.
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m\u{1B}[2J\u{1B}[H"
    /// Everything `enter` turned on, turned off again: the user's screen comes back.
    public static let restore = "\u{1B}[?2004l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
}

// State the signal handlers need: fixed memory, written once before handlers are set.
nonisolated(unsafe) private var restoreFD: Int32 = -1
nonisolated(unsafe) private var restoreActive: Int32 = 0
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreCount = 0
nonisolated(unsafe) private var winchWriteFD: Int32 = -1

/// Writes the restore sequence and the saved terminal modes. Async-signal-safe (only
/// `write` and `tcsetattr`); idempotent.
private func restoreTerminalNow() {
    guard restoreActive != 0 else { return }
    restoreActive = 0
    if let b = restoreBytes { _ = write(restoreFD, b, restoreCount) }
    _ = tcsetattr(restoreFD, TCSAFLUSH, &savedTermios)
}

private func onExitRestore() { restoreTerminalNow() }

/// Crash or termination signal: restore the terminal, then die of the same signal
/// (the handler was installed with SA_RESETHAND, so re-raising takes the default action).
private func onFatalSignal(_ sig: Int32) {
    restoreTerminalNow()
    raise(sig)
}

private func onWinch(_ sig: Int32) {
    var b: UInt8 = 1
    let saved = errno
    _ = write(winchWriteFD, &b, 1)
    errno = saved
}

/// The terminal on stdin/stdout, in raw mode on the alternate screen while active.
///
/// Input is read without blocking (`VMIN = 0, VTIME = 0`, so stdin's shared file status
/// flags are never changed). `pollDescriptor` is an epoll instance watching stdin and
/// a self-pipe written by the SIGWINCH handler, so one descriptor in the daemon's loop
/// reports both keystrokes and resizes.
final class TerminalDevice {
    let inputFD: Int32
    let outputFD: Int32
    private(set) var pollDescriptor: Int32 = -1
    private var winchRead: Int32 = -1
    private var activated = false
    /// Raw mode and the alternate screen are on (false again once restored, by `restore`,
    /// at exit or by a signal handler).
    var isActive: Bool { activated && restoreActive != 0 }

    init(inputFD: Int32 = 0, outputFD: Int32 = 1) throws {
        self.inputFD = inputFD
        self.outputFD = outputFD
        guard isatty(inputFD) == 1, isatty(outputFD) == 1 else {
            throw TerminalError(description: "the terminal backend needs a terminal on stdin and stdout (run trellisd in a terminal, or use --backend png / headless)")
        }
    }

    /// Raw mode, alternate screen, mouse on; restore handlers installed.
    func activate() throws {
        guard !activated else { return }
        var t = termios()
        guard tcgetattr(inputFD, &t) == 0 else {
            throw TerminalError(description: "tcgetattr: \(String(cString: strerror(errno)))")
        }
        savedTermios = t
        // Raw input (no echo, no line editing, no signals from keys: Ctrl-C arrives as a
        // byte and quits cleanly); output post-processing kept so stray log lines stay legible.
        t.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        t.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        t.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &t.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(inputFD, TCSAFLUSH, &t) == 0 else {
            throw TerminalError(description: "tcsetattr: \(String(cString: strerror(errno)))")
        }
        let bytes = Array(TerminalSequences.restore.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        restoreBytes = buffer
        restoreCount = bytes.count
        restoreFD = outputFD
        restoreActive = 1
        atexit(onExitRestore)
        let fatal = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTERM, SIGHUP, SIGQUIT]
        for sig in fatal {
            install(sig, handler: onFatalSignal, flags: Int32(truncatingIfNeeded: SA_RESETHAND))
        }
        // A parent may have started us with signals blocked (the mask survives exec):
        // unblock the ones we handle, or resizes would never be noticed.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in fatal + [SIGWINCH] { sigaddset(&set, sig) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        try setUpPolling()
        activated = true
        write(TerminalSequences.enter)
    }

    /// Puts the terminal back as it was. Also runs at exit and on crash signals.
    func restore() {
        guard activated else { return }
        activated = false
        restoreTerminalNow()
    }

    private func install(_ sig: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32) {
        var sa = sigaction()
        sa.__sigaction_handler.sa_handler = handler
        sigemptyset(&sa.sa_mask)
        sa.sa_flags = flags
        sigaction(sig, &sa, nil)
    }

    private func setUpPolling() throws {
        var fds: [Int32] = [-1, -1]
        let rc = trl_pipe_nonblocking(&fds)
        guard rc == 0 else { throw TerminalError(description: "pipe: \(String(cString: strerror(-rc)))") }
        winchRead = fds[0]
        winchWriteFD = fds[1]
        install(SIGWINCH, handler: onWinch, flags: Int32(truncatingIfNeeded: SA_RESTART))
        let ep = trl_epoll_watch(inputFD, winchRead)
        guard ep >= 0 else { throw TerminalError(description: "epoll: \(String(cString: strerror(-ep)))") }
        pollDescriptor = ep
    }

    /// Bytes typed since the last call (never blocks), and whether the window was resized.
    func readAvailable() -> (bytes: [UInt8], resized: Bool) {
        var resized = false
        var scratch = [UInt8](repeating: 0, count: 256)
        while winchRead >= 0 && read(winchRead, &scratch, scratch.count) > 0 { resized = true }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(inputFD, &buf, buf.count)
            if n > 0 { out += buf[..<n]; if n < buf.count { break } else { continue } }
            if n < 0 && errno == EINTR { continue }
            break
        }
        return (out, resized)
    }

    /// Current size in cells (80 × 24 if the terminal does not say).
    func size() -> (columns: Int, rows: Int) {
        var c: Int32 = 0, r: Int32 = 0
        if trl_window_size(outputFD, &c, &r) == 0, c > 0, r > 0 { return (Int(c), Int(r)) }
        return (80, 24)
    }

    /// Writes all of `s` (one `write` unless the kernel takes it in parts).
    func write(_ s: String) {
        var bytes = Array(s.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(outputFD, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            done += n
        }
    }
}
