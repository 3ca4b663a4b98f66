// Images decoded off the loop (DecodedImages.offLoop, Backend.collectDecodedImages): a define
// returns before its decode ends and the key draws its placeholder meanwhile; the loop
// installs finished decodes and draws the surfaces showing them again; one decode per digest;
// a surface that let go while its image decoded frees the result.
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

/// Decodes held at a gate the test opens, counted.
private final class GatedDecoder: Sendable {
    let gate = DispatchSemaphore(value: 0)
    let calls = Atomic<Int>(0)
    let freed = Mutex<[Int]>([])

    /// The "decoded image" is the byte count; bytes starting with 0 are unreadable.
    func decode(_ bytes: [UInt8]) -> Int? {
        calls.add(1, ordering: .relaxed)
        gate.wait()
        return bytes.first == 0 ? nil : bytes.count
    }

    func images() -> DecodedImages<Int> {
        let d = DecodedImages<Int>(decode: { self.decode($0) }, free: { n in self.freed.withLock { $0.append(n) } })
        d.offLoop = true
        return d
    }
}

@Suite("Images decoded off the loop")
struct DecodedImagesTests {
    @Test("a define returns at once; the key has no image until collected; one decode serves two surfaces, both drawn again")
    func collectAfterDecode() {
        let g = GatedDecoder()
        let images = g.images()
        let a = SurfaceID(1), b = SurfaceID(2)
        let photo = StoredImage(bytes: [1, 2, 3, 4, 5])
        images.define(7, image: photo, surface: a)
        images.define(9, image: photo, surface: b)
        #expect(images.isDecoding)
        #expect(images.images(of: a).isEmpty && images.images(of: b).isEmpty)
        #expect(images.collectDecoded().isEmpty, "nothing finished while the gate is shut")
        g.gate.signal()
        #expect(images.waitForDecodes() == [a, b])
        #expect(images.images(of: a) == [7: 5] && images.images(of: b) == [9: 5])
        #expect(!images.isDecoding)
        #expect(g.calls.load(ordering: .relaxed) == 1, "one decode per digest")
        // Defined again later: decoded already, installed at once.
        images.define(8, image: photo, surface: a)
        #expect(images.images(of: a)[8] == 5 && !images.isDecoding)
    }

    @Test("unreadable bytes leave the key without an image and draw nothing again; closing while decoding frees the result when collected")
    func unreadableAndAbandoned() {
        let g = GatedDecoder()
        let images = g.images()
        let s = SurfaceID(3)
        images.define(1, image: StoredImage(bytes: [0, 1]), surface: s)
        g.gate.signal()
        #expect(images.waitForDecodes().isEmpty, "nothing to show: no surface draws again")
        #expect(images.images(of: s).isEmpty && !images.isDecoding)

        images.define(2, image: StoredImage(bytes: [4, 4, 4]), surface: s)
        images.close(s)
        #expect(images.count == 0)
        g.gate.signal()
        #expect(images.waitForDecodes().isEmpty)
        #expect(g.freed.withLock { $0 } == [3], "the abandoned decode is freed, once")
        #expect(!images.isDecoding)
    }

    @Test("the compositor draws a surface's last frame again when its image finishes decoding off the loop")
    func compositorRedraws() throws {
        let backend = OffLoopBackend()
        let c = Compositor(backend: backend)
        let s = c.openSession()
        var enc = FrameEncoder()
        enc.encode(ClientMessage.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                                       clientName: "decode", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        enc.encode(ClientMessage.defineImage(key: 4, offset: 0, total: UInt64(png.count), data: png))
        for m in txn(1, .create(id: 1, kind: .image, props: [.bitmap(WireBitmap(key: 4, width: 10, height: 10, resizable: false))]),
                     .setRoot(id: 1)) {
            enc.encode(m)
        }
        c.receive(enc.bytes, from: s)
        #expect(backend.draws == 1 && c.isDecodingImages)
        c.collectDecodedImages()
        #expect(backend.draws == 1, "nothing finished, nothing drawn")
        backend.decoder.gate.signal()
        var waited = 0
        while c.isDecodingImages && waited < 5_000 {
            c.collectDecodedImages()
            if c.isDecodingImages { usleep(1_000); waited += 1 }
        }
        #expect(!c.isDecodingImages)
        #expect(backend.draws == 2, "the frame is drawn again with the image")
        #expect(backend.images.images(of: backend.surfaces.first)[4] == png.count)
    }
}

/// A headless-measuring backend whose images decode off the loop behind a gate.
private final class OffLoopBackend: Backend {
    let name = "off-loop"
    let surfaceSize = WireSize(width: 100, height: 100)
    weak var inputSink: (any InputSink)?
    private let metrics = HeadlessBackend()
    let decoder = GatedDecoder()
    lazy var images = decoder.images()
    private(set) var draws = 0
    private(set) var surfaces: [SurfaceID] = []

    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        metrics.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
    func symbolSize(_ name: String, style: TextStyle) -> WireSize { metrics.symbolSize(name, style: style) }
    func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        draws += 1
        if !surfaces.contains(surface) { surfaces.append(surface) }
    }
    func surfaceClosed(_ surface: SurfaceID) { images.close(surface) }
    func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) { images.define(key, image: image, surface: surface) }
    var isDecodingImages: Bool { images.isDecoding }
    func collectDecodedImages() -> [SurfaceID] { images.collectDecoded() }
}
