// One lock for every call into Pango, cairo's font code and the document renderers that
// draw text (librsvg, poppler).
#if canImport(Glibc)
import Glibc
#endif

/// The process-wide lock around font use.
///
/// Why: cairo 1.16's FreeType backend keeps one font map for the whole process and, when more
/// than ten font files are open, closes another font's face (`FT_Done_Face`) from whichever
/// thread opens the next one, without waiting for a thread that is measuring or drawing with
/// the face it closes. Two raster backends used on two threads at once (tests in parallel,
/// a bitmap rasterised off the loop) crashed inside cairo that way. The daemon's loop
/// measures and draws on one thread, so the lock is uncontended there; it is recursive
/// because measuring calls the width and metrics entry points that also take it.
enum FontEngineLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(m, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return m
    }()

    /// Runs `body` holding the lock.
    static func held<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
