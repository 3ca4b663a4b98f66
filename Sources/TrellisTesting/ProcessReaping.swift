import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Process {
    /// Waits, at most `timeout` seconds, for a process just sent SIGKILL to end, reaping it
    /// directly when Foundation does not notice.
    ///
    /// Why not `waitUntilExit()`: it waits for Foundation to see the child's SIGCHLD, and a
    /// CI run once saw a killed daemon stay a zombie that Foundation never reaped (while
    /// Swift Testing's exit-test monitor was also watching children). The release of a
    /// `TestHost` then blocked the main actor in `waitUntilExit()` for good, and every
    /// test in the process stalled behind it. A killed process cannot take long to exit,
    /// so a bounded wait that reaps the zombie itself loses nothing.
    package func waitAfterKill(timeout: Double = 5) {
        let pid = processIdentifier
        guard pid > 0 else { return }
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            // Reaped here, or already reaped by Foundation (ECHILD): it is gone.
            if r == pid || (r == -1 && errno == ECHILD) { return }
            usleep(1_000)
        }
    }
}
