// What a backend decoded from the image store: one decoded copy per digest, however many
// surfaces name the image, freed when the last of them lets go.

/// A backend's decoded images (cairo surfaces, half-block pixels…) by surface and key, held
/// once per `StoredImage.digest`: ten sessions that show one photo hold its pixels once,
/// which is most of what the image store saves (encoded bytes are a fraction of decoded
/// ones). Bytes no decoder reads are remembered as such, so they are not decoded again and
/// their keys stay undefined (the node draws its placeholder).
///
/// Not thread-safe: used on the daemon's loop only, like every `Backend` call.
public final class DecodedImages<Decoded> {
    private let decode: ([UInt8]) -> Decoded?
    private let free: (Decoded) -> Void
    private var byDigest: [[UInt8]: (decoded: Decoded?, users: Int)] = [:]
    private var keys: [SurfaceID: [UInt64: [UInt8]]] = [:]
    private var decoded: [SurfaceID: [UInt64: Decoded]] = [:]

    /// `decode` turns encoded bytes into what the backend draws (nil: unreadable); `free`
    /// releases one when no surface names it any more.
    public init(decode: @escaping ([UInt8]) -> Decoded?, free: @escaping (Decoded) -> Void = { _ in }) {
        self.decode = decode
        self.free = free
    }

    /// Decoded images kept, one per digest.
    public var count: Int { byDigest.count }

    /// `surface` names `image` `key` (replacing what the key named).
    public func define(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        if let old = keys[surface]?.removeValue(forKey: key) { unuse(old) }
        decoded[surface]?[key] = nil
        var entry = byDigest[image.digest] ?? (decoded: decode(image.bytes), users: 0)
        entry.users += 1
        byDigest[image.digest] = entry
        keys[surface, default: [:]][key] = image.digest
        if let d = entry.decoded { decoded[surface, default: [:]][key] = d }
    }

    /// The decoded images `surface` names, by key (undecodable ones are absent).
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
        if let d = entry.decoded { free(d) }
    }

    deinit { for entry in byDigest.values { if let d = entry.decoded { free(d) } } }
}
