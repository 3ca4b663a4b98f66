// What a backend decoded from the image store: one decoded copy per digest, however many
// surfaces name the image, freed when the last of them lets go; decoded on the loop or on
// worker threads (`offLoop`), so that a large photo never holds up other sessions' frames.
import Dispatch
import Synchronization

/// A backend's decoded images (cairo surfaces, half-block pixels…) by surface and key, held
/// once per `StoredImage.digest`: ten sessions that show one photo hold its pixels once,
/// which is most of what the image store saves (encoded bytes are a fraction of decoded
/// ones). Bytes no decoder reads are remembered as such, so they are not decoded again and
/// their keys stay undefined (the node draws its placeholder).
///
/// **Off the loop.** Decoding a 12-megapixel JPEG takes tens of milliseconds; on the loop it
/// stalls every session's input and frames. With `offLoop`, `define` hands new bytes to a
/// worker thread and returns at once: the key draws its placeholder until the loop calls
/// `collectDecoded()`, which installs what finished and answers the surfaces to draw again.
/// The decode closure then runs on a worker thread and must touch no state of the loop's
/// (it gets the bytes and returns a value).
///
/// Otherwise not thread-safe: every method is called on the daemon's loop only, like every
/// `Backend` call.
public final class DecodedImages<Decoded> {
    private let decode: ([UInt8]) -> Decoded?
    private let free: (Decoded) -> Void
    private enum State { case decoding, done(Decoded?) }
    private var byDigest: [[UInt8]: (state: State, users: Int)] = [:]
    private var keys: [SurfaceID: [UInt64: [UInt8]]] = [:]
    private var decoded: [SurfaceID: [UInt64: Decoded]] = [:]

    /// Whether `define` decodes on a worker thread (see the type's documentation).
    public var offLoop = false
    /// Decodes finished on workers and not yet collected by the loop.
    private let finished = DecodeInbox<FinishedDecode>()
    /// Decodes handed to workers and not yet collected (loop only).
    private var inFlight = 0
    /// One worker at a time: decodes are memory-hungry (a photo's pixels), and the daemon
    /// shares its two or so cores with the apps.
    private let worker = DispatchQueue(label: "trellisd.decode", qos: .userInitiated)

    /// A worker's result crossing to the loop: the decoded value is handed over whole and
    /// never touched by the worker again.
    private struct FinishedDecode: @unchecked Sendable {
        var digest: [UInt8]
        var decoded: Decoded?
    }
    private struct Work: @unchecked Sendable {
        var decode: ([UInt8]) -> Decoded?
        var bytes: [UInt8]
        var digest: [UInt8]
    }

    /// `decode` turns encoded bytes into what the backend draws (nil: unreadable); `free`
    /// releases one when no surface names it any more.
    public init(decode: @escaping ([UInt8]) -> Decoded?, free: @escaping (Decoded) -> Void = { _ in }) {
        self.decode = decode
        self.free = free
    }

    /// Decoded images kept (or being decoded), one per digest.
    public var count: Int { byDigest.count }

    /// Whether decodes are running on workers (the loop should call `collectDecoded` soon).
    public var isDecoding: Bool { inFlight > 0 }

    /// `surface` names `image` `key` (replacing what the key named).
    public func define(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        if let old = keys[surface]?.removeValue(forKey: key) { unuse(old) }
        decoded[surface]?[key] = nil
        var entry: (state: State, users: Int)
        if let kept = byDigest[image.digest] {
            entry = kept
        } else if offLoop {
            entry = (.decoding, 0)
            inFlight += 1
            let work = Work(decode: decode, bytes: image.bytes, digest: image.digest)
            worker.async { [finished] in
                finished.post(FinishedDecode(digest: work.digest, decoded: work.decode(work.bytes)))
            }
        } else {
            entry = (.done(decode(image.bytes)), 0)
        }
        entry.users += 1
        byDigest[image.digest] = entry
        keys[surface, default: [:]][key] = image.digest
        if case .done(let d?) = entry.state { decoded[surface, default: [:]][key] = d }
    }

    /// Installs the decodes workers finished since the last call and answers the surfaces
    /// whose keys they complete (each once), to be drawn again. Loop only.
    public func collectDecoded() -> [SurfaceID] {
        let results = finished.take()
        guard !results.isEmpty else { return [] }
        inFlight -= results.count
        var ready: Set<[UInt8]> = []
        for r in results {
            guard var entry = byDigest[r.digest], case .decoding = entry.state else {
                // Every surface let go while it decoded: nobody draws it.
                if let d = r.decoded { free(d) }
                continue
            }
            entry.state = .done(r.decoded)
            byDigest[r.digest] = entry
            if r.decoded != nil { ready.insert(r.digest) }
        }
        var surfaces: [SurfaceID] = []
        for (surface, named) in keys {
            var drawAgain = false
            for (key, digest) in named where ready.contains(digest) {
                if case .done(let d?) = byDigest[digest]?.state {
                    decoded[surface, default: [:]][key] = d
                    drawAgain = true
                }
            }
            if drawAgain { surfaces.append(surface) }
        }
        return surfaces.sorted { $0.rawValue < $1.rawValue }
    }

    /// Blocks until every decode handed to a worker has finished, then collects them (tests
    /// and tools that write a frame right after defining its images).
    @discardableResult
    public func waitForDecodes() -> [SurfaceID] {
        guard inFlight > 0 else { return [] }
        worker.sync {}
        return collectDecoded()
    }

    /// The decoded images `surface` names, by key (undecodable and unfinished ones are absent).
    public func images(of surface: SurfaceID?) -> [UInt64: Decoded] {
        surface.flatMap { decoded[$0] } ?? [:]
    }

    /// The surface closed: it names nothing any more.
    public func close(_ surface: SurfaceID) {
        decoded[surface] = nil
        for digest in (keys.removeValue(forKey: surface) ?? [:]).values { unuse(digest) }
    }

    private func unuse(_ digest: [UInt8]) {
        guard var entry = byDigest[digest] else { return }
        entry.users -= 1
        if entry.users > 0 { byDigest[digest] = entry; return }
        byDigest[digest] = nil
        if case .done(let d?) = entry.state { free(d) }
        // A decode still running is freed when collected (its digest is gone by then).
    }

    deinit {
        worker.sync {}
        for entry in byDigest.values { if case .done(let d?) = entry.state { free(d) } }
        // Results never collected were never installed: each is its own copy.
        for r in finished.take() { if let d = r.decoded { free(d) } }
    }
}

/// Where worker threads leave finished decodes for the loop.
private final class DecodeInbox<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])

    func post(_ item: Item) { items.withLock { $0.append(item) } }

    /// Everything posted since the last call, in the order posted.
    func take() -> [Item] {
        items.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
