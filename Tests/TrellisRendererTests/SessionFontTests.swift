// defineFont: a font file arrives in parts under a key and reaches the backend once complete;
// bytes that are no TrueType/OpenType file, bad parts and the byte limit (shared with images)
// are errors that close only that session.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite("Session fonts")
struct SessionFontTests {
    @Test("a font defined in parts reaches the backend once complete, for its surface only")
    func parts() {
        let backend = HeadlessBackend()
        let h = SessionHarness(backend: backend)
        let surface = h.session.surface
        let font = TestFonts.blocks
        #expect(h.send(.defineFont(key: 5, offset: 0, total: UInt64(font.count), data: Array(font[0..<1000]))).isEmpty)
        #expect(backend.definedFonts[surface] == nil)
        #expect(errorEvent(h.send(.defineFont(key: 5, offset: 1000, total: UInt64(font.count), data: Array(font[1000...])))) == nil)
        #expect(backend.definedFonts[surface] == [5: font.count])
        #expect(h.session.resources.fonts.heldBytes == font.count)
    }

    @Test("bytes that are not a font are invalidValue naming the key and the bytes; bad parts likewise")
    func badFonts() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let notFont = errorEvent(SessionHarness().send(.defineFont(key: 3, offset: 0, total: 12, data: png)))
        #expect(notFont?.code == .invalidValue)
        #expect(notFont?.message.contains("defineFont(3)") == true && notFont?.message.contains("89 50 4e 47") == true,
                "\(notFont?.message ?? "")")
        #expect(errorEvent(SessionHarness().send(.defineFont(key: 3, offset: 0, total: 0, data: [])))?.code == .invalidValue,
                "an empty font")
        #expect(errorEvent(SessionHarness().send(.defineFont(key: 0, offset: 0, total: 4, data: [0, 1, 0, 0])))?.code
                == .invalidValue)
        #expect(errorEvent(SessionHarness().send(.defineFont(key: 1, offset: 3, total: 9, data: [1])))?.code == .invalidValue)
        // A truncated sfnt passes the core's tag check: the backend reads it or logs and falls back.
        let backend = HeadlessBackend()
        let h = SessionHarness(backend: backend)
        #expect(errorEvent(h.send(.defineFont(key: 4, offset: 0, total: 12, data: Array(TestFonts.blocks[0..<12])))) == nil)
    }

    @Test("fonts and images share maxSessionBytes")
    func sharedLimit() {
        var limits = Limits()
        limits.maxSessionBytes = 5_000
        let h = SessionHarness(limits: limits)
        #expect(errorEvent(h.send(.defineImage(key: 1, offset: 0, total: 3_000, data: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 2_997)))) == nil)
        let font = TestFonts.blocks   // 3,408 bytes: with the image, over 5,000
        let events = h.send(.defineFont(key: 2, offset: 0, total: UInt64(font.count), data: font))
        #expect(errorEvent(events)?.code == .limitExceeded)
        #expect(errorEvent(events)?.message.contains("images and fonts") == true)
    }
}
