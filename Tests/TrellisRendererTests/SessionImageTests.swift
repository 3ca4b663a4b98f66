// defineImage and bitmap: image bytes arrive in parts under a key, a bitmap image node is
// laid out at its natural size (or the proposal when resizable), and bad parts are errors.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session images")
struct SessionImageTests {
    @Test("an image defined in parts reaches the backend once complete; a bitmap node takes its natural or proposed size")
    func partsAndLayout() {
        let backend = HeadlessBackend()
        let h = SessionHarness(backend: backend)
        let surface = h.session.surface
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 8, 9]   // a PNG signature, then junk
        #expect(h.send(.defineImage(key: 7, offset: 0, total: 10, data: Array(bytes[0..<4]))).isEmpty)
        #expect(backend.definedImages[surface] == nil)
        _ = h.send(.defineImage(key: 7, offset: 4, total: 10, data: Array(bytes[4...])))
        #expect(backend.definedImages[surface] == [7: 10])
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 2, kind: .image, props: [.bitmap(WireBitmap(key: 7, width: 40, height: 30, resizable: false))]),
            .create(id: 3, kind: .frame, props: [.width(100), .height(50)]),
            .create(id: 4, kind: .image, props: [.bitmap(WireBitmap(key: 7, width: 40, height: 30, resizable: true))]),
            .insert(parent: 3, child: 4, index: 0),
            .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 3, index: 1),
            .setRoot(id: 1)))
        #expect(errorEvent(events) == nil)
        #expect(h.tree.frame(of: 2)?.width == 40 && h.tree.frame(of: 2)?.height == 30)
        #expect(h.tree.frame(of: 4)?.width == 100 && h.tree.frame(of: 4)?.height == 50)
        #expect(h.session.lastFrame?.snapshotText.contains("image #2 bitmap=7 (") == true)
    }

    @Test("a key of 0, a part out of order, a changed total or bytes past it are invalidValue; the byte limit is limitExceeded")
    func badParts() {
        #expect(errorEvent(SessionHarness().send(.defineImage(key: 0, offset: 0, total: 1, data: [1])))?.code == .invalidValue)
        #expect(errorEvent(SessionHarness().send(.defineImage(key: 1, offset: 4, total: 9, data: [1])))?.code == .invalidValue)
        #expect(errorEvent(SessionHarness().send(.defineImage(key: 1, offset: 0, total: 2, data: [1, 2, 3])))?.code == .invalidValue)
        let h = SessionHarness()
        _ = h.send(.defineImage(key: 1, offset: 0, total: 4, data: [1, 2]))
        #expect(errorEvent(h.send(.defineImage(key: 1, offset: 2, total: 5, data: [3])))?.code == .invalidValue)
        var limits = Limits()
        limits.maxSessionBytes = 1_000
        let small = SessionHarness(limits: limits)
        let big = small.send(.defineImage(key: 2, offset: 0, total: 2_000, data: [UInt8](repeating: 0, count: 1_500)))
        #expect(errorEvent(big)?.code == .limitExceeded)
    }
}
