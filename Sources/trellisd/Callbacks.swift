// libuv callbacks: plain non-capturing functions (C function pointers). Context travels
// in each handle's `data` field. Kept out of main.swift, whose top-level code is
// @MainActor (a closure from there called by C would trap).
import CLibUV
import TrellisRenderer
#if canImport(Glibc)
import Glibc
#endif

private func server(_ data: UnsafeMutableRawPointer?) -> Server {
    Unmanaged<Server>.fromOpaque(data!).takeUnretainedValue()
}

private func connection(_ data: UnsafeMutableRawPointer?) -> Connection {
    Unmanaged<Connection>.fromOpaque(data!).takeUnretainedValue()
}

func onConnection(_ listener: UnsafeMutablePointer<uv_stream_t>?, _ status: Int32) {
    let s = server(listener!.pointee.data)
    guard status == 0 else {
        s.log.warning("accept failed: \(uvError(status))")
        return
    }
    s.accept()
}

func onAlloc(_ handle: UnsafeMutablePointer<uv_handle_t>?, _ suggested: Int,
             _ buf: UnsafeMutablePointer<uv_buf_t>?) {
    let c = connection(handle!.pointee.data)
    buf!.pointee = uv_buf_init(c.server.readBuffer.assumingMemoryBound(to: CChar.self),
                               UInt32(Server.readBufferSize))
}

func onRead(_ stream: UnsafeMutablePointer<uv_stream_t>?, _ nread: Int,
            _ buf: UnsafePointer<uv_buf_t>?) {
    let c = connection(stream!.pointee.data)
    if nread > 0 {
        c.server.compositor.receive(UnsafeRawBufferPointer(start: buf!.pointee.base, count: nread), from: c.id)
        // Over its budget, or a full buffer (libuv would call again at once, up to 32
        // times): read nothing more from it until the loop served the others; the check
        // phase of this turn resumes reading.
        if nread == Server.readBufferSize || c.server.compositor.hasBufferedInput(c.id) { c.stopReading() }
        c.server.markDirty(c.id)
    } else if nread < 0 {
        // EOF or error: the peer is gone. Anything staged is discarded with the session.
        c.close()
    }
}

func onWrite(_ req: UnsafeMutablePointer<uv_write_t>?, _ status: Int32) {
    let ctx = Unmanaged<WriteContext>.fromOpaque(req!.pointee.data).takeRetainedValue()
    ctx.storage.deallocate()
    req!.deallocate()
    ctx.connection.wrote(ctx.count, status: status)
}

func onConnectionClosed(_ handle: UnsafeMutablePointer<uv_handle_t>?) {
    let c = Unmanaged<Connection>.fromOpaque(handle!.pointee.data).takeRetainedValue()
    c.pipe.deallocate()
}

func onCheck(_ handle: UnsafeMutablePointer<uv_check_t>?) {
    server(handle!.pointee.data).flushDirty()
}

func onSignal(_ handle: UnsafeMutablePointer<uv_signal_t>?, _ signum: Int32) {
    server(handle!.pointee.data).shutdown(reason: signum == SIGINT ? "SIGINT" : "SIGTERM")
}

func onBackendReadable(_ handle: UnsafeMutablePointer<uv_poll_t>?, _ status: Int32, _ events: Int32) {
    server(handle!.pointee.data).backendReadable()
}

func onAccessibilityReadable(_ handle: UnsafeMutablePointer<uv_poll_t>?, _ status: Int32, _ events: Int32) {
    server(handle!.pointee.data).accessibilityReadable()
}

func onFrameTimer(_ handle: UnsafeMutablePointer<uv_timer_t>?) {
    server(handle!.pointee.data).frameTick()
}

func onBlinkTimer(_ handle: UnsafeMutablePointer<uv_timer_t>?) {
    server(handle!.pointee.data).caretBlink()
}

func onDecodeTimer(_ handle: UnsafeMutablePointer<uv_timer_t>?) {
    server(handle!.pointee.data).decodePoll()
}

func onTrimTimer(_ handle: UnsafeMutablePointer<uv_timer_t>?) {
    server(handle!.pointee.data).trimNow()
}

func onReclaimTimer(_ handle: UnsafeMutablePointer<uv_timer_t>?) {
    server(handle!.pointee.data).reclaimTick()
}

func onIdle(_ handle: UnsafeMutablePointer<uv_idle_t>?) {
    // Nothing to do: being active keeps the poll phase from blocking (see Server.idle).
}
