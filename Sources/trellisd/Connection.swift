// One client connection: a uv_pipe_t, its session and its unsent-bytes count.
import CLibUV
import TrellisRenderer
#if canImport(Glibc)
import Glibc
#endif

final class Connection {
    unowned let server: Server
    let id: SessionID
    let pipe = UnsafeMutablePointer<uv_pipe_t>.allocate(capacity: 1)
    /// Bytes handed to `uv_write` whose callback has not run yet.
    var unsent = 0
    var reading = false
    /// Resumed once in this loop turn already (fairness: once per turn per session).
    var resumedThisTurn = false
    var closeRequested = false
    private var closeWhenDrained = false

    init(server: Server, id: SessionID) {
        self.server = server
        self.id = id
    }

    /// The handle's `data` holds a +1 reference, released in the close callback, so the
    /// object outlives every pending libuv callback.
    func retainUntilClosed() {
        pipe.pointee.data = Unmanaged.passRetained(self).toOpaque()
    }

    func startReading() {
        guard !reading, !closeRequested, unsent < server.maxUnsentBytes / 2 || unsent == 0 else { return }
        if uv_read_start(trl_as_stream(pipe), onAlloc, onRead) == 0 { reading = true }
    }

    func stopReading() {
        guard reading else { return }
        uv_read_stop(trl_as_stream(pipe))
        reading = false
    }

    /// Queues `bytes` in one `uv_write`.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard !closeRequested, bytes.count > 0 else { return }
        let req = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 1)
        storage.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        req.pointee.data = Unmanaged.passRetained(WriteContext(connection: self, storage: storage, count: bytes.count)).toOpaque()
        var buf = uv_buf_init(storage.assumingMemoryBound(to: CChar.self), UInt32(bytes.count))
        let rc = uv_write(req, trl_as_stream(pipe), &buf, 1, onWrite)
        if rc != 0 {
            Unmanaged<WriteContext>.fromOpaque(req.pointee.data).release()
            storage.deallocate()
            req.deallocate()
            server.log.debug("\(id): write failed: \(uvError(rc))")
            close()
            return
        }
        unsent += bytes.count
    }

    func wrote(_ count: Int, status: Int32) {
        unsent -= count
        if status < 0 {
            if status != UV_ECANCELED.rawValue { server.log.debug("\(id): write error: \(uvError(status))") }
            close()
            return
        }
        if closeWhenDrained && unsent == 0 {
            close()
        } else if !reading && !closeRequested && !closeWhenDrained && unsent < server.maxUnsentBytes / 2 {
            server.markDirty(id)   // drained enough: the next check resumes this session
        }
    }

    /// The session ended: send what is queued, then close.
    func closeAfterWrites() {
        stopReading()
        closeWhenDrained = true
        if unsent == 0 { close() }
    }

    /// Closes now: the peer is gone or the daemon is stopping.
    func close() {
        guard !closeRequested else { return }
        closeRequested = true
        stopReading()
        server.compositor.closeSession(id)
        server.connections[id] = nil
        server.trimIfShrunk()
        uv_close(trl_as_handle(pipe), onConnectionClosed)
        server.log.debug("\(id) disconnected (\(server.connections.count) open)")
    }
}

/// Keeps a write's bytes alive until libuv is done with them.
final class WriteContext {
    unowned let connection: Connection
    let storage: UnsafeMutableRawPointer
    let count: Int
    init(connection: Connection, storage: UnsafeMutableRawPointer, count: Int) {
        self.connection = connection
        self.storage = storage
        self.count = count
    }
}
