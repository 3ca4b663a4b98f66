// AsyncImage's http: and https: loads, through the system's curl tool. Why a tool and not
// URLSession: Linux's URLSession lives in FoundationNetworking, which links libcurl and some
// thirty more libraries into every app (51 shared libraries instead of 20, about 13 MB more
// memory, and no static standard library); a process started only when an image is fetched
// costs nothing to apps that never fetch one. curl speaks HTTPS with the system's
// certificates, follows redirects and honours the usual proxy variables.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Fetches the bytes at an http(s) URL with `curl`.
enum HTTPImageFetch {
    /// The most bytes one image may have (curl stops a larger download).
    static let maxBytes = 64 << 20

    /// The body at `url`, or why there is none (no curl, an HTTP error status, a network
    /// failure, too large). Cancelling the task ends the download.
    static func fetch(_ url: URL) async -> Result<[UInt8], AsyncImageLoadError> {
        let arguments = ["--silent", "--show-error", "--fail", "--location", "--max-redirs", "10",
                         "--proto", "=http,https", "--proto-redir", "=http,https",
                         "--max-filesize", String(maxBytes), "--connect-timeout", "30", "--max-time", "300",
                         "--", url.absoluteString]
        guard let (_, process) = DesktopTools.firstInstalled([("curl", arguments)]) else {
            return .failure(AsyncImageLoadError(description:
                "AsyncImage: \(url.absoluteString) needs the curl tool to load http(s) URLs, and it is not installed"))
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let box = ProcessBox(process)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Result<[UInt8], AsyncImageLoadError>, Never>) in
                DispatchQueue.global().async {
                    do { try process.run() } catch {
                        done.resume(returning: .failure(AsyncImageLoadError(description: "AsyncImage: cannot start curl: \(error)")))
                        return
                    }
                    box.started()
                    // Both pipes drained: a chatty stderr must not block curl while stdout is read.
                    let stderr = ErrorText()
                    let group = DispatchGroup()
                    group.enter()
                    DispatchQueue.global().async {
                        stderr.data = err.fileHandleForReading.readDataToEndOfFile()
                        group.leave()
                    }
                    let body = out.fileHandleForReading.readDataToEndOfFile()
                    group.wait()
                    let message = stderr.data
                    process.waitUntilExit()
                    if process.terminationReason == .uncaughtSignal {
                        done.resume(returning: .failure(AsyncImageLoadError(description: "AsyncImage: the load of \(url.absoluteString) was cancelled")))
                    } else if process.terminationStatus != 0 {
                        let why = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                        done.resume(returning: .failure(AsyncImageLoadError(description:
                            "AsyncImage: cannot load \(url.absoluteString): \(why.isEmpty ? "curl exited with \(process.terminationStatus)" : why)")))
                    } else {
                        done.resume(returning: .success([UInt8](body)))
                    }
                }
            }
        } onCancel: {
            box.terminate()
        }
    }

    /// curl's error output, read on a thread of its own (the group's wait orders the write
    /// before the read).
    private final class ErrorText: @unchecked Sendable { var data = Data() }

    /// The curl process, ended when the view's task is cancelled (it disappeared or its URL
    /// changed).
    /// (A cancellation can come before the process has started on its thread, or while it
    /// runs: either way it is signalled once it has a process id. SIGKILL, because a process
    /// started from a dispatch thread inherits that thread's signal mask, in which SIGTERM
    /// is blocked: curl never saw it.)
    private final class ProcessBox: @unchecked Sendable {
        let process: Process
        private let lock = NSLock()
        private var isStarted = false, isCancelled = false
        init(_ process: Process) { self.process = process }

        func started() {
            lock.withLock {
                isStarted = true
                if isCancelled { kill(process.processIdentifier, SIGKILL) }
            }
        }

        func terminate() {
            lock.withLock {
                isCancelled = true
                if isStarted { kill(process.processIdentifier, SIGKILL) }
            }
        }
    }
}
