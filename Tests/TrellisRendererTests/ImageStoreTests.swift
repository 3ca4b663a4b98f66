// The daemon's image store (README §7, "The image store"): a second session finds an image
// by its SHA-256 without the bytes crossing again; a miss is answered with imageMissing and
// the frame is drawn again once the bytes arrive; images nobody holds are evicted least
// recently used first beyond maxImageCacheBytes; bytes that are no image are an error
// naming the key. One compositor, several sessions, no sockets.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite("Image store")
struct ImageStoreTests {
    /// Bytes with a PNG signature and `n` bytes of `fill` after it (the headless backend
    /// does not decode them; distinct fills make distinct digests).
    static func png(_ fill: UInt8, count n: Int = 100) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: fill, count: n)
    }

    static func missing(_ events: [DaemonEvent]) -> [UInt64] {
        events.compactMap { if case .imageMissing(let k) = $0 { k } else { nil } }
    }

    /// A tree of one image node showing `key`.
    static func showing(_ key: UInt64, txn n: UInt64) -> [ClientMessage] {
        txn(n, .create(id: 1, kind: .image, props: [.bitmap(WireBitmap(key: key, width: 10, height: 10, resizable: false))]),
            .setRoot(id: 1))
    }

    @Test("hit: a second session's useImage defines its own key from the first session's bytes; miss: imageMissing, nothing defined")
    func hitAcrossSessions() {
        let backend = HeadlessBackend()
        let a = SessionHarness(backend: backend)
        let b = SessionHarness(backend: backend, compositor: a.compositor)
        let bytes = Self.png(1)
        let digest = SHA256.digest(bytes)
        // Before anyone sent them: a miss.
        let miss = b.send(.useImage(key: 5, sha256: digest))
        #expect(Self.missing(miss) == [5])
        #expect(errorEvent(miss) == nil)
        #expect(backend.definedImages[b.session.surface] == nil)
        #expect(b.session.inspection.stats.imageMisses == 1)
        // Session a sends the bytes under its own key.
        #expect(a.send(.defineImage(key: 77, offset: 0, total: UInt64(bytes.count), data: bytes)).isEmpty)
        #expect(a.compositor.imageStore.count(of: nil) == 1)
        // Session b now finds them under a key of its own choosing, with no bytes sent.
        let hit = b.send(.useImage(key: 6, sha256: digest))
        #expect(hit.isEmpty, "a hit is answered with nothing")
        #expect(backend.definedImages[b.session.surface] == [6: bytes.count])
        #expect(b.session.inspection.stats.imageHits == 1)
        #expect(b.session.resources.images.heldBytes == bytes.count, "a found image counts against the finder's session bytes")
        // One buffer holds the bytes for both sessions.
        #expect(a.session.resources.stored[77] === b.session.resources.stored[6])
        let events = b.send(Self.showing(6, txn: 1))
        #expect(errorEvent(events) == nil)
        #expect(b.session.lastFrame?.snapshotText.contains("bitmap=6") == true)
        let inspected = try! a.compositor.inspection(.sessions, session: 0, from: SessionID(999))
        #expect(inspected.contains("\"images\": 1, \"imageBytes\": 108, \"imageHits\": 1, \"imageMisses\": 1, \"imageStoreBytes\": 108"),
                "\(inspected)")
    }

    @Test("a miss draws the placeholder; the bytes sent after imageMissing define the key and the frame is drawn again")
    func missThenDefine() {
        let h = SessionHarness()
        let bytes = Self.png(2)
        let events = h.send([.useImage(key: 9, sha256: SHA256.digest(bytes))] + Self.showing(9, txn: 1))
        #expect(Self.missing(events) == [9])
        // imageMissing comes before the frame's events.
        #expect(events.firstIndex { if case .imageMissing = $0 { true } else { false } }!
                < events.firstIndex { if case .committed = $0 { true } else { false } }!)
        let draws = h.backend.drawCount(of: h.session.surface)
        #expect(h.session.resources.missing == [9])
        _ = h.send(.defineImage(key: 9, offset: 0, total: UInt64(bytes.count), data: bytes))
        #expect(h.backend.definedImages[h.session.surface] == [9: bytes.count])
        #expect(h.backend.drawCount(of: h.session.surface) == draws + 1, "the last frame is drawn again with the image")
        #expect(h.session.resources.missing.isEmpty)
    }

    @Test("sessions of different uids never find each other's images")
    func perUID() {
        let backend = HeadlessBackend()
        let a = SessionHarness(handshake: false, backend: backend)
        a.compositor.setPeer(PeerCredentials(pid: 1, uid: 1000), of: a.id)
        _ = a.send(SessionHarness.hello())
        let b = SessionHarness(handshake: false, backend: backend, compositor: a.compositor)
        b.compositor.setPeer(PeerCredentials(pid: 2, uid: 1001), of: b.id)
        _ = b.send(SessionHarness.hello())
        let bytes = Self.png(3)
        _ = a.send(.defineImage(key: 1, offset: 0, total: UInt64(bytes.count), data: bytes))
        #expect(Self.missing(b.send(.useImage(key: 1, sha256: SHA256.digest(bytes)))) == [1])
        #expect(a.compositor.imageStore.bytes(of: 1000) == bytes.count && a.compositor.imageStore.bytes(of: 1001) == 0)
    }

    @Test("eviction: beyond maxImageCacheBytes, images no session holds go least recently used first; held ones stay")
    func eviction() {
        var limits = Limits()
        limits.maxImageCacheBytes = 250   // two 108-byte images fit, three do not
        let backend = HeadlessBackend()
        let c = Compositor(backend: backend, limits: limits)
        let images = (1...3).map { Self.png(UInt8($0)) }
        // Three apps each define one image and quit: each image is then held by nobody.
        for (i, bytes) in images.enumerated() {
            let h = SessionHarness(backend: backend, compositor: c)
            // Image 1 is found again after image 2 arrived, so image 2 becomes the oldest.
            if i == 2 { _ = c.imageStore.find(SHA256.digest(images[0]), owner: nil) }
            _ = h.send(.defineImage(key: UInt64(i + 1), offset: 0, total: UInt64(bytes.count), data: bytes))
            c.closeSession(h.id)
        }
        #expect(c.imageStore.bytes(of: nil) <= 250)
        let probe = SessionHarness(backend: backend, compositor: c)
        #expect(Self.missing(probe.send(.useImage(key: 2, sha256: SHA256.digest(images[1])))) == [2], "the least recently used went")
        #expect(Self.missing(probe.send(.useImage(key: 1, sha256: SHA256.digest(images[0])))).isEmpty)
        #expect(Self.missing(probe.send(.useImage(key: 3, sha256: SHA256.digest(images[2])))).isEmpty)
        // Held images are never evicted, even far over the limit.
        let big = (10...14).map { Self.png(UInt8($0)) }
        for (i, bytes) in big.enumerated() {
            _ = probe.send(.defineImage(key: UInt64(20 + i), offset: 0, total: UInt64(bytes.count), data: bytes))
        }
        #expect(c.imageStore.count(of: nil) == 7, "the probe holds 7 images (1, 3 and five new), over the limit")
        c.closeSession(probe.id)
        #expect(c.imageStore.bytes(of: nil) <= 250, "once nobody holds them the store is brought within its limit")
    }

    @Test("a limit of 0 keeps only images in use; redefining a key lets go of the old image")
    func zeroLimitAndRedefine() {
        var limits = Limits()
        limits.maxImageCacheBytes = 0
        let h = SessionHarness(limits: limits)
        let one = Self.png(1), two = Self.png(2)
        _ = h.send(.defineImage(key: 1, offset: 0, total: UInt64(one.count), data: one))
        #expect(h.compositor.imageStore.count(of: nil) == 1)
        _ = h.send(.defineImage(key: 1, offset: 0, total: UInt64(two.count), data: two))
        #expect(h.compositor.imageStore.count(of: nil) == 1, "the first image, no longer held, was dropped")
        #expect(h.compositor.imageStore.find(SHA256.digest(two), owner: nil) != nil)
    }

    @Test("byte limit: a found image counts its full size against maxSessionBytes (limitExceeded)")
    func sessionByteLimit() {
        var limits = Limits()
        limits.maxSessionBytes = 150
        let backend = HeadlessBackend()
        let a = SessionHarness(limits: limits, backend: backend)
        let bytes = Self.png(4)   // 108 bytes
        _ = a.send(.defineImage(key: 1, offset: 0, total: UInt64(bytes.count), data: bytes))
        let b = SessionHarness(backend: backend, compositor: a.compositor)
        _ = b.send(.useImage(key: 1, sha256: SHA256.digest(bytes)))
        let second = b.send(.useImage(key: 2, sha256: SHA256.digest(bytes)))
        #expect(errorEvent(second)?.code == .limitExceeded)
        #expect(errorEvent(second)?.message.contains("maxSessionBytes") == true)
    }

    @Test("bad data: bytes that are neither PNG nor JPEG are invalidValue naming the key; a digest not 32 bytes is invalidValue")
    func badData() {
        let h = SessionHarness()
        let junk: [UInt8] = Array("GIF89a-not-supported".utf8)
        let e = errorEvent(h.send(.defineImage(key: 0xAB, offset: 0, total: UInt64(junk.count), data: junk)))
        #expect(e?.code == .invalidValue)
        #expect(e?.message.contains("defineImage(171)") == true && e?.message.contains("47 49 46 38") == true, "\(e?.message ?? "")")
        #expect(h.compositor.imageStore.count(of: nil) == 0, "nothing bad is stored")
        let short = errorEvent(SessionHarness().send(.useImage(key: 1, sha256: [1, 2, 3])))
        #expect(short?.code == .invalidValue && short?.message.contains("32 bytes") == true)
        #expect(errorEvent(SessionHarness().send(.useImage(key: 0, sha256: [UInt8](repeating: 0, count: 32))))?.code == .invalidValue)
    }

    @Test("vector images: SVG and PDF bytes are accepted by signature, stored and counted like PNGs; XML that is no SVG is invalidValue")
    func vectorImages() {
        let backend = HeadlessBackend()
        let h = SessionHarness(backend: backend)
        let svg = TestImages.barSVG, pdf = TestImages.barPDF
        #expect(errorEvent(h.send(.defineImage(key: 1, offset: 0, total: UInt64(svg.count), data: svg))) == nil)
        #expect(errorEvent(h.send(.defineImage(key: 2, offset: 0, total: UInt64(pdf.count), data: pdf))) == nil)
        #expect(h.compositor.imageStore.count(of: nil) == 2)
        #expect(h.compositor.imageStore.bytes(of: nil) == svg.count + pdf.count, "the store counts their encoded bytes")
        #expect(h.session.resources.images.heldBytes == svg.count + pdf.count)
        #expect(backend.definedImages[h.session.surface] == [1: svg.count, 2: pdf.count])
        // A second session finds the SVG by digest.
        let b = SessionHarness(backend: backend, compositor: h.compositor)
        #expect(b.send(.useImage(key: 9, sha256: SHA256.digest(svg))).isEmpty, "a hit")
        let events = h.send(Self.showing(1, txn: 1))
        #expect(errorEvent(events) == nil)
        #expect(h.session.lastFrame?.snapshotText.contains("bitmap=1") == true)
        let xml = Array("<?xml version=\"1.0\"?><html/>".utf8)
        let e = errorEvent(SessionHarness().send(.defineImage(key: 3, offset: 0, total: UInt64(xml.count), data: xml)))
        #expect(e?.code == .invalidValue && e?.message.contains("not PNG, JPEG, SVG or PDF") == true, "\(e?.message ?? "")")
    }
}
