// defineImage and defineFont: the resources a session sends once, assembled from their parts
// (ResourceParts), checked, and handed to the backend.
import TrellisProtocol

extension Session {
    /// `defineImage`: an image's encoded bytes (README §5). Complete bytes that are not PNG,
    /// JPEG, SVG or PDF by their signature are the client's fault (invalidValue); the rest go
    /// to the image store, which hashes them, and to the backend, which decodes them (a
    /// vector image is rasterized when drawn, at the size it is drawn at).
    func defineImage(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        resourceBytesReceived(data.count)
        guard let bytes = try define(&images, key: key, offset: offset, total: total, data: data,
                                     limit: limits.maxSessionBytes - fonts.heldBytes) else { return }
        guard ImageFormat.of(bytes) != nil else {
            throw SessionFailure(.invalidValue,
                "defineImage(\(key)): \(total) bytes that are not PNG, JPEG, SVG or PDF (they start \(FontFile.describeStart(bytes)))")
        }
        let stored = imageStore.add(bytes, owner: client.peer?.uid)
        images.share(key: key, bytes: stored.bytes)
        bind(key, to: stored)
    }

    /// `useImage`: names the stored image with this SHA-256 under `key`, or answers
    /// `imageMissing(key)` so that the client sends the bytes.
    func useImage(key: UInt64, sha256: [UInt8]) throws(SessionFailure) {
        guard sha256.count == 32 else {
            throw SessionFailure(.invalidValue, "useImage(\(key)): a SHA-256 digest is 32 bytes, not \(sha256.count)")
        }
        guard key != 0 else { throw SessionFailure(.invalidValue, "useImage key 0") }
        guard let stored = imageStore.find(sha256, owner: client.peer?.uid) else {
            inspection.stats.imageMisses += 1
            missingImages.insert(key)
            send(.imageMissing(key: key))
            return
        }
        do {
            try images.adopt(key: key, bytes: stored.bytes, limit: limits.maxSessionBytes - fonts.heldBytes)
        } catch {
            switch error {
            case .invalid(let why): throw SessionFailure(.invalidValue, why)
            case .tooLarge(let n):
                throw SessionFailure(.limitExceeded,
                    "the session's images and fonts would hold \(n + fonts.heldBytes) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
            }
        }
        inspection.stats.imageHits += 1
        bind(key, to: stored)
    }

    /// Binds the session's `key` to `stored` (letting go of what it named before) and hands it
    /// to whoever draws the session. A key a frame already drew as a placeholder (a miss)
    /// has that frame drawn again once the batch of input is handled (`redrawArrivedImages`):
    /// a hundred images arriving together cost one redraw.
    private func bind(_ key: UInt64, to stored: StoredImage) {
        imageStore.retain(stored)
        if let old = storedImages.updateValue(stored, forKey: key) { imageStore.release(old) }
        imageStore.evict(owner: stored.owner)
        // An offscreen session's images are drawn by its painter only; no window shows them.
        if let o = offscreen { o.rasterizer.imageDefined(key, image: stored, surface: surface) }
        else { backend.imageDefined(key, image: stored, surface: surface) }
        if missingImages.remove(key) != nil { missedImageArrived = true }
    }

    /// Draws the last frame again if images it drew as placeholders arrived since (called
    /// after each batch of input; a frame drawn meanwhile for a commit already shows them).
    func redrawArrivedImages() {
        guard missedImageArrived else { return }
        missedImageArrived = false
        guard offscreen == nil, clock.pending.isEmpty, let frame = lastFrame else { return }
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
    }

    /// The session ends: its keys no longer hold their stored images.
    func releaseImages() {
        let held = storedImages.values
        storedImages.removeAll()
        for image in held { imageStore.release(image) }
    }

    /// `defineFont`: a TrueType/OpenType file the app ships. Bytes that are no sfnt at all
    /// are the client's fault (invalidValue); a font whose tables the backend cannot read
    /// is the backend's to report (it logs once and falls back).
    func defineFont(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        resourceBytesReceived(data.count)
        if let bytes = try define(&fonts, key: key, offset: offset, total: total, data: data,
                                  limit: limits.maxSessionBytes - images.heldBytes) {
            guard FontFile.isSfnt(bytes) else {
                throw SessionFailure(.invalidValue,
                    "defineFont(\(key)): \(total) bytes that are not a TrueType or OpenType font (they start \(FontFile.describeStart(bytes)))")
            }
            // The backend measures the session's text, so it learns the font even offscreen.
            backend.fontDefined(key, bytes: bytes, surface: surface)
            offscreen?.rasterizer.fontDefined(key, bytes: bytes, surface: surface)
        }
    }

    private func define(_ store: inout ResourceParts, key: UInt64, offset: UInt64, total: UInt64, data: [UInt8],
                        limit: Int) throws(SessionFailure) -> [UInt8]? {
        do {
            return try store.define(key: key, offset: offset, total: total, data: data, limit: limit)
        } catch {
            switch error {
            case .invalid(let why): throw SessionFailure(.invalidValue, why)
            case .tooLarge(let n):
                throw SessionFailure(.limitExceeded,
                    "the session's images and fonts would hold \(n + (store.message == "defineFont" ? images.heldBytes : fonts.heldBytes)) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
            }
        }
    }
}

/// What the core checks of a font file before a backend sees it: its first tag.
enum FontFile {
    /// TrueType (00 01 00 00, `true`), OpenType with CFF outlines (`OTTO`) or a collection
    /// (`ttcf`): the tags FreeType reads as sfnt.
    static func isSfnt(_ b: [UInt8]) -> Bool {
        guard b.count >= 12 else { return false }
        let tag = Array(b[0..<4])
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }

    /// The first bytes in hexadecimal, for the error text.
    static func describeStart(_ b: [UInt8]) -> String {
        b.isEmpty ? "empty" : b.prefix(4).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(separator: " ")
    }
}
