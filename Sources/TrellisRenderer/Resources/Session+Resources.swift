// defineImage and defineFont: the resources a session sends once, assembled from their parts
// (ResourceParts), checked, and handed to the backend.
import TrellisProtocol

extension Session {
    /// `defineImage`: an image's encoded bytes (README §5). Complete bytes that are not PNG,
    /// JPEG, SVG or PDF by their signature are the client's fault (invalidValue); the rest go
    /// to the image store, which hashes them, and to the backend, which decodes them (a
    /// vector image is rasterized when drawn, at the size it is drawn at).
    func defineImage(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        resources.bytesReceived(data.count)
        let room = resources.room(for: resources.images.message, under: limits.maxSessionBytes)
        guard let bytes = try define(&resources.images, key: key, offset: offset, total: total, data: data,
                                     limit: room) else { return }
        guard ImageFormat.of(bytes) != nil else {
            throw SessionFailure(.invalidValue,
                "defineImage(\(key)): \(total) bytes that are not PNG, JPEG, SVG or PDF (they start \(FontFile.describeStart(bytes)))")
        }
        let stored = resources.store.add(bytes, owner: client.peer?.uid)
        resources.images.share(key: key, bytes: stored.bytes)
        bind(key, to: stored)
    }

    /// `useImage`: names the stored image with this SHA-256 under `key`, or answers
    /// `imageMissing(key)` so that the client sends the bytes.
    func useImage(key: UInt64, sha256: [UInt8]) throws(SessionFailure) {
        guard sha256.count == 32 else {
            throw SessionFailure(.invalidValue, "useImage(\(key)): a SHA-256 digest is 32 bytes, not \(sha256.count)")
        }
        guard key != 0 else { throw SessionFailure(.invalidValue, "useImage key 0") }
        guard let stored = resources.store.find(sha256, owner: client.peer?.uid) else {
            inspection.stats.imageMisses += 1
            resources.missing.insert(key)
            send(.imageMissing(key: key))
            return
        }
        let room = resources.room(for: resources.images.message, under: limits.maxSessionBytes)
        do {
            try resources.images.adopt(key: key, bytes: stored.bytes, limit: room)
        } catch {
            switch error {
            case .invalid(let why): throw SessionFailure(.invalidValue, why)
            case .tooLarge(let n):
                throw SessionFailure(.limitExceeded,
                    "the session's images and fonts would hold \(n + resources.fonts.heldBytes) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
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
        resources.store.retain(stored)
        if let old = resources.stored.updateValue(stored, forKey: key) { resources.store.release(old) }
        resources.store.evict(owner: stored.owner)
        // An offscreen session's images are drawn by its painter only; no window shows them.
        if let o = offscreen { o.rasterizer.imageDefined(key, image: stored, surface: surface) }
        else { backend.imageDefined(key, image: stored, surface: surface) }
        if resources.missing.remove(key) != nil { resources.missedImageArrived = true }
    }

    /// Draws the last frame again if images it drew as placeholders arrived since (called
    /// after each batch of input; a frame drawn meanwhile for a commit already shows them).
    func redrawArrivedImages() {
        guard resources.missedImageArrived else { return }
        resources.missedImageArrived = false
        guard offscreen == nil, clock.pending.isEmpty, let frame = lastFrame else { return }
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
    }

    /// The backend finished decoding images this surface shows (off the loop): the last
    /// frame, which drew them as placeholders, is drawn again. A frame waiting for the clock
    /// will show them anyway.
    func redrawDecodedImages() {
        guard offscreen == nil, clock.pending.isEmpty, let frame = lastFrame else { return }
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
    }

    /// The session ends: its keys no longer hold their stored images.
    func releaseImages() {
        let held = resources.stored.values
        resources.stored.removeAll()
        for image in held { resources.store.release(image) }
    }

    /// `defineFont`: a TrueType/OpenType file the app ships. Bytes that are no sfnt at all
    /// are the client's fault (invalidValue); a font whose tables the backend cannot read
    /// is the backend's to report (it logs once and falls back).
    func defineFont(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        resources.bytesReceived(data.count)
        let room = resources.room(for: resources.fonts.message, under: limits.maxSessionBytes)
        if let bytes = try define(&resources.fonts, key: key, offset: offset, total: total, data: data, limit: room) {
            guard FontFile.isSfnt(bytes) else {
                throw SessionFailure(.invalidValue,
                    "defineFont(\(key)): \(total) bytes that are not a TrueType or OpenType font (they start \(FontFile.describeStart(bytes)))")
            }
            // The backend measures the session's text, so it learns the font even offscreen.
            backend.fontDefined(key, bytes: bytes, surface: surface)
            offscreen?.rasterizer.fontDefined(key, bytes: bytes, surface: surface)
        }
    }

    /// Adds a part to `store` (the session's images or fonts) within `limit`, the room the
    /// other kind leaves under `maxSessionBytes` (computed by the caller: `store` is part of
    /// `resources`, which is being modified); the complete bytes once the last part arrived.
    private func define(_ store: inout ResourceParts, key: UInt64, offset: UInt64, total: UInt64,
                        data: [UInt8], limit: Int) throws(SessionFailure) -> [UInt8]? {
        do {
            return try store.define(key: key, offset: offset, total: total, data: data, limit: limit)
        } catch {
            switch error {
            case .invalid(let why): throw SessionFailure(.invalidValue, why)
            case .tooLarge(let n):
                throw SessionFailure(.limitExceeded,
                    "the session's images and fonts would hold \(n + limits.maxSessionBytes - limit) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
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
