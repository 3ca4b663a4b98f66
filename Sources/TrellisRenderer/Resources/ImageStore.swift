// The daemon's image store: encoded image bytes by SHA-256, shared by the sessions of one
// uid, bounded by `Limits.maxImageCacheBytes` with least-recently-used eviction of images
// no session uses (protocol README §7, "Resources").
import TrellisProtocol

/// One image's encoded bytes (PNG, JPEG, SVG or PDF) in the store, shared by every session that
/// defined or used them: backends key what they decode by `digest`, so ten sessions showing
/// one photo hold its bytes and its pixels once.
public final class StoredImage {
    /// SHA-256 of `bytes`, computed by the daemon (never taken from a client).
    public let digest: [UInt8]
    public let bytes: [UInt8]
    /// The uid whose sessions may find it (nil: sessions without peer credentials, an
    /// in-process core).
    let owner: UInt32?
    /// Session keys bound to it (`defineImage` or `useImage` of a live session).
    fileprivate(set) var users = 0
    /// The store's use counter when it was last defined or found: the LRU order.
    fileprivate(set) var lastUse: UInt64 = 0

    init(digest: [UInt8], bytes: [UInt8], owner: UInt32?) {
        self.digest = digest
        self.bytes = bytes
        self.owner = owner
    }

    /// Bytes in no store (a backend's tests and tools): their digest computed here.
    public convenience init(bytes: [UInt8]) {
        self.init(digest: SHA256.digest(bytes), bytes: bytes, owner: nil)
    }
}

/// Encoded images by (uid, SHA-256).
///
/// Why SHA-256 computed here: the store is shared, so its key must be one a client cannot
/// choose for bytes it did not send. A client-chosen 64-bit key (what `defineImage` names an
/// image by inside a session) would let one app define "key 42" with its own bytes and be
/// drawn in another app that named a different image 42; a 64-bit non-cryptographic hash
/// can be collided on purpose. The daemon hashes every image it receives, and `useImage` only
/// finds entries it hashed itself, so a hit is always the exact bytes asked for.
///
/// Why per uid: a hit answers faster and without `imageMissing`, so a shared store would tell
/// one user whether another user's app showed a given picture. The daemon normally serves
/// one uid; `--allow-uid` sessions each get their own shelf, bounded by the same limit.
///
/// Eviction: images a live session holds are never dropped (each session's own bytes are
/// already bounded by `maxSessionBytes`, and a held key must keep drawing). When a shelf
/// holds more than the limit, the least recently used images nobody holds go first, until
/// it fits or only held ones remain. Finding the oldest is a scan of the shelf: stores hold
/// hundreds of images, not millions, and eviction runs only when a session lets go of one
/// or a new one arrives.
final class ImageStore {
    let limit: Int
    private var images: [Key: StoredImage] = [:]
    private var heldBytes: [UInt32?: Int] = [:]
    private var useCounter: UInt64 = 0

    private struct Key: Hashable {
        var owner: UInt32?
        var digest: [UInt8]
    }

    init(limit: Int) { self.limit = max(0, limit) }

    /// Bytes kept for `owner`, held or not.
    func bytes(of owner: UInt32?) -> Int { heldBytes[owner] ?? 0 }

    /// Images kept for `owner`.
    func count(of owner: UInt32?) -> Int { images.keys.lazy.filter { $0.owner == owner }.count }

    /// The image with `digest`, if kept for `owner`; marks it used.
    func find(_ digest: [UInt8], owner: UInt32?) -> StoredImage? {
        guard let image = images[Key(owner: owner, digest: digest)] else { return nil }
        useCounter += 1
        image.lastUse = useCounter
        return image
    }

    /// Keeps `bytes` for `owner` (the one already kept when identical bytes were kept before,
    /// so identical images share one buffer) and marks it used. Does not evict: the caller
    /// retains it first, then calls `evict`.
    func add(_ bytes: [UInt8], owner: UInt32?) -> StoredImage {
        let digest = SHA256.digest(bytes)
        if let kept = find(digest, owner: owner) { return kept }
        let image = StoredImage(digest: digest, bytes: bytes, owner: owner)
        useCounter += 1
        image.lastUse = useCounter
        images[Key(owner: owner, digest: digest)] = image
        heldBytes[owner, default: 0] += bytes.count
        return image
    }

    /// A session key was bound to `image`.
    func retain(_ image: StoredImage) { image.users += 1 }

    /// A session key bound to `image` was replaced or its session closed; the shelf is then
    /// brought back within the limit.
    func release(_ image: StoredImage) {
        image.users -= 1
        precondition(image.users >= 0, "image store: released an image more often than it was retained")
        evict(owner: image.owner)
    }

    /// Drops the least recently used images of `owner` that no session holds until the shelf
    /// holds at most `limit` bytes or only held images remain.
    func evict(owner: UInt32?) {
        guard (heldBytes[owner] ?? 0) > limit else { return }
        var free = images.filter { $0.key.owner == owner && $0.value.users == 0 }
            .sorted { $0.value.lastUse < $1.value.lastUse }[...]
        while (heldBytes[owner] ?? 0) > limit, let oldest = free.popFirst() {
            images[oldest.key] = nil
            heldBytes[owner, default: 0] -= oldest.value.bytes.count
        }
        if heldBytes[owner] == 0 { heldBytes[owner] = nil }
    }
}
