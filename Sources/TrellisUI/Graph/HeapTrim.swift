// Returning freed memory to the system after a large release (a cleared 10,000-row list):
// glibc keeps freed chunks in its arenas, so without this the app's RSS stays at its peak
// and grows with fragmentation across create/clear cycles while the heap in use does not.
//
// The trim waits a second (as allocators decay dirty pages after a while, not at once): a
// list cleared and built again right away reuses the freed memory instead of faulting
// fresh, zeroed pages back in — that was 9 % of building a 10,000-row list after a clear.
import Dispatch
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
        guard !isPending else { return }
        isPending = true
        // Off the main thread: returning tens of megabytes takes milliseconds of madvise,
        // which must not land in the middle of whatever the user does a second later.
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) {
            trim()
            DispatchQueue.main.async { MainActor.assumeIsolated { isPending = false } }
        }
    }

    /// How long after a large release the trim runs.
    static let delay = 1.0
    /// A trim is scheduled and has not run yet.
    private(set) static var isPending = false

    /// glibc's `malloc_trim(0)`, looked up at run time (it is not in Swift's Glibc module
    /// and other C libraries lack it: then nothing happens).
    private nonisolated static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(sym, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Thread-safe (glibc locks each arena while trimming it).
    nonisolated static func trim() { _ = mallocTrim?(0) }

    /// Caps glibc at two malloc arenas for this process, once, unless the user chose with
    /// `MALLOC_ARENA_MAX`; `App.main()` calls it first thing (arenas made before the cap
    /// stay in use). Why: the main actor's work runs on whichever libdispatch worker
    /// thread drains the main queue, and glibc gives threads their own arenas, so a
    /// long-lived UI's memory ends up spread over many arenas that trimming cannot
    /// compact: the jsfb app's RSS crept from 44 to 98 MB over ten 10,000-row
    /// create/clear cycles with its heap in use flat at 14 MB; run with
    /// `MALLOC_ARENA_MAX=2` it stayed within 3 % (43.6 → 44.8 MB), at the same speed.
    static func limitArenas() {
        guard !arenasLimited else { return }
        arenasLimited = true
        #if canImport(Glibc)
        guard getenv("MALLOC_ARENA_MAX") == nil,
              let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(sym, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let arenaMax: Int32 = -8   // M_ARENA_MAX in <malloc.h>
        _ = mallopt(arenaMax, 2)
        #endif
    }

    private static var arenasLimited = false
}
