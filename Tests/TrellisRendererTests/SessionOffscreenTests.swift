// Offscreen sessions (capability `offscreen`, README §9): granted only with a painter, laid
// out at setOffscreenProposal's proposal, never drawn on the backend, and answered with
// renderedImage parts that fit the client's frame size. A fake painter keeps these tests
// free of cairo (the raster backend's own test draws real pixels).
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

/// Paints nothing: answers each pixel with (x, y, serial, 255) so parts can be checked.
final class PatternRasterizer: ImageRasterizer {
    var images: [SurfaceID: [UInt64]] = [:]
    var fonts: [SurfaceID: [UInt64]] = [:]
    var closed: [SurfaceID] = []
    var drawn: [(size: WireSize, scale: Double, opaque: Bool)] = []
    func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) { images[surface, default: []].append(key) }
    func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) { fonts[surface, default: []].append(key) }
    func surfaceClosed(_ surface: SurfaceID) { closed.append(surface) }
    func rasterize(_ frame: CommittedFrame, surface: SurfaceID, scale: Double, opaque: Bool) -> RasterizedImage? {
        drawn.append((frame.size, scale, opaque))
        let (w, h) = RasterizedImage.pixelSize(of: frame.size, scale: scale)!
        var rgba: [UInt8] = []
        for y in 0..<h { for x in 0..<w { rgba += [UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8(frame.serial & 0xFF), 255] } }
        return RasterizedImage(width: w, height: h, rgba: rgba)
    }
}

@Suite("Session offscreen rendering")
struct SessionOffscreenTests {
    /// A harness whose compositor has `painter`, after a hello asking for `offscreen`.
    static func offscreen(_ painter: PatternRasterizer?, maxFrameSize: UInt32 = 0, backend: HeadlessBackend = HeadlessBackend(),
                          caps: Capabilities = [.geometry, .offscreen])
        -> (SessionHarness, [DaemonEvent]) {
        let compositor = Compositor(backend: backend)
        if let painter { compositor.imageRasterizerFactory = { painter } }
        let h = SessionHarness(handshake: false, backend: backend, compositor: compositor)
        let welcome = h.send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: caps,
                                    clientName: "ImageRenderer", maxFrameSize: maxFrameSize))
        return (h, welcome)
    }

    static let badge: [ClientMessage] = txn(1,
        .create(id: 1, kind: .padding, props: [.insets(WireInsets(top: 5, leading: 5, bottom: 5, trailing: 5))]),
        .create(id: 2, kind: .frame, props: [.width(40), .height(30)]),
        .create(id: 3, kind: .shape, props: [.shape(.rectangle)]),
        .insert(parent: 2, child: 3, index: 0),
        .insert(parent: 1, child: 2, index: 0),
        .setRoot(id: 1))

    /// The pixels of the `renderedImage` answers among `events`, joined.
    static func joined(_ events: [DaemonEvent], token: UInt64) -> (width: UInt32, height: UInt32, bytes: [UInt8], parts: Int) {
        var w: UInt32 = 0, h: UInt32 = 0, bytes: [UInt8] = [], parts = 0
        for case let .renderedImage(t, width, height, offset, total, data) in events where t == token {
            #expect(Int(offset) == bytes.count, "parts are consecutive")
            #expect(Int(total) == Int(width) * Int(height) * 4)
            w = width; h = height; bytes += data; parts += 1
        }
        return (w, h, bytes, parts)
    }

    @Test("offscreen is granted only with a painter; without it renderImage and setOffscreenProposal are capabilityMissing")
    func granting() {
        let (_, granted) = Self.offscreen(PatternRasterizer())
        guard case .welcome(_, _, _, _, _, _, _, let caps, _) = granted.first else { Issue.record("\(granted)"); return }
        #expect(caps.contains(.offscreen))
        let (without, refused) = Self.offscreen(nil)
        guard case .welcome(_, _, _, _, _, _, _, let none, _) = refused.first else { Issue.record("\(refused)"); return }
        #expect(!none.contains(.offscreen))
        #expect(errorEvent(without.send(.renderImage(token: 1, scale: 1, opaque: false)))?.code == .capabilityMissing)
        let (other, _) = Self.offscreen(nil)
        #expect(errorEvent(other.send(.setOffscreenProposal(proposal: WireProposal(unspecified: 3, width: 0, height: 0))))?.code
                == .capabilityMissing)
    }

    @Test("the surface is the size the root chooses for the proposal; the backend never draws an offscreen frame")
    func surfaceFollowsTheProposal() {
        let backend = HeadlessBackend()
        let painter = PatternRasterizer()
        let (h, _) = Self.offscreen(painter, backend: backend)
        #expect(errorEvent(h.send(Self.badge)) == nil)
        #expect(h.session.surfaceSize == WireSize(width: 50, height: 40), "the ideal size: \(h.session.surfaceSize)")
        #expect(!backend.openSurfaces.contains(h.session.surface), "no window surface for an offscreen session")
        // A flexible root takes what is proposed.
        let events = h.send(txn(2, .reset(id: 2, tags: [.width])) + [
            .setOffscreenProposal(proposal: WireProposal(unspecified: 2, width: 120, height: 0))])
        #expect(errorEvent(events) == nil)
        #expect(h.session.surfaceSize == WireSize(width: 120, height: 40), "\(h.session.surfaceSize)")
        #expect(events.contains { if case .frameDone = $0 { true } else { false } }, "the new proposal is laid out and reported at once")
    }

    @Test("renderImage answers the frame's pixels, in parts that fit a small maxFrameSize")
    func pixelsInParts() {
        let painter = PatternRasterizer()
        let (h, _) = Self.offscreen(painter, maxFrameSize: 4096)
        _ = h.send(Self.badge)
        let answer = Self.joined(h.send(.renderImage(token: 9, scale: 2, opaque: true)), token: 9)
        #expect(answer.width == 100 && answer.height == 80)
        #expect(answer.bytes.count == 100 * 80 * 4)
        #expect(answer.parts >= answer.bytes.count / 4096 + 1, "each part fits 4,096 bytes: \(answer.parts) parts")
        #expect(painter.drawn.last?.scale == 2 && painter.drawn.last?.opaque == true)
        let i = (7 * 100 + 33) * 4
        #expect(Array(answer.bytes[i..<(i + 2)]) == [33, 7], "the pixel (33, 7) is where the painter put it")
    }

    @Test("nothing to draw is one empty answer; a scale above 16 is invalidValue; images go to the painter only")
    func emptyAndInvalid() {
        let painter = PatternRasterizer()
        let backend = HeadlessBackend()
        let (h, _) = Self.offscreen(painter, backend: backend)
        let empty = h.send(.renderImage(token: 3, scale: 1, opaque: false))
        #expect(empty.count == 1)
        #expect(Self.joined(empty, token: 3).width == 0 && Self.joined(empty, token: 3).parts == 1, "no frame yet: \(empty)")
        _ = h.send(.defineImage(key: 5, offset: 0, total: 10, data: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2]))
        #expect(painter.images[h.session.surface] == [5])
        #expect(backend.definedImages[h.session.surface] == nil)
        let surface = h.session.surface
        #expect(errorEvent(h.send(.renderImage(token: 4, scale: 17, opaque: false)))?.code == .invalidValue)
        h.compositor.closeSession(h.id)
        #expect(painter.closed == [surface])
    }

    @Test("an offscreen session animates, but its animation frames never reach the backend")
    func animationStaysOffscreen() {
        let backend = HeadlessBackend()
        let painter = PatternRasterizer()
        let (h, _) = Self.offscreen(painter, backend: backend, caps: [.geometry, .offscreen, .testing])
        _ = h.send(Self.badge)
        _ = h.send(.advanceClock(seconds: 0))   // the test drives the virtual clock
        let animation = WireAnimation(curve: .timingCurve, duration: 1, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0,
                                      dampingFraction: 1, blendDuration: 0, delay: 0, speed: 1, repeatCount: 1, autoreverses: false)
        #expect(errorEvent(h.send(txn(2, .setAnimation(animation: animation), .update(id: 3, props: [.opacity(0)])))) == nil)
        _ = h.send(.advanceClock(seconds: 0.5))
        let opacity = h.session.lastFrame?.items.first { $0.id == 3 }?.opacity
        #expect(opacity.map { abs($0 - 0.5) < 1e-9 } == true, "it animates: \(String(describing: opacity)), \(h.session.lastFrame?.snapshotText ?? "")")
        #expect(!backend.openSurfaces.contains(h.session.surface), "but never on a window")
    }
}
