// Returning freed memory to the system after a large release (a cleared 10,000-row list):
// glibc keeps freed chunks in its arenas, so without this the app's RSS stays at its peak
// and grows with fragmentation across create/clear cycles while the heap in use does not.
#if canImport(Glibc)
import Glibc
#endif

@MainActor
enum HeapTrim {
    /// Identities released since the last trim.
    private static var releasedSinceTrim = 0
    /// Trimming costs a few ms: only after this many identities went away.
    static let threshold = 20_000

    /// `count` identities were just freed; `batchDone` when nothing more is waiting (one
    /// trim at the end of a large release, not one per slice).
    static func released(_ count: Int, batchDone: Bool) {
        releasedSinceTrim += count
        guard batchDone, releasedSinceTrim >= threshold else { return }
        releasedSinceTrim = 0
        trim()
    }

    /// glibc's `malloc_trim(0)`, looked up at run time (it is not in Swift's Glibc module
    /// and other C libraries lack it: then nothing happens).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(sym, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    static func trim() { _ = mallocTrim?(0) }
}
