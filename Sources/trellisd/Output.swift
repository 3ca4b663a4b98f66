// Writing to stdout/stderr through file descriptors (Glibc's FILE globals are not
// usable under Swift 6's strict concurrency).
#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` to file descriptor `fd`, retrying short writes.
func writeAll(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { buf in
        var off = 0
        while off < buf.count {
            let n = write(fd, buf.baseAddress! + off, buf.count - off)
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            off += n
        }
    }
}
