// End to end: the image store across two real connections to one trellisd (png backend,
// so the bytes are really decoded): the second app finds the first app's image by digest,
// a miss is answered with imageMissing, a corrupt PNG draws the placeholder without ending
// anything, and bytes that are no image end only their own session. Every wait is bounded
// (WireClient's timeouts; TestDaemon kills its process when the test ends).
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite("trellisd image store end to end", .serialized)
struct ImageStoreEndToEndTests {
    /// A 2 × 2 RGBA PNG (red, green / blue, white), written with Python's zlib and struct.
    static let png: [UInt8] = [UInt8](Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNBgAAEnICff5q7YNAAAAAElFTkSuQmCC")!)

    static func tree(key: UInt64, txn: UInt64) -> [ClientMessage] {
        [.begin(txn: txn),
         .create(id: 1, kind: .image, props: [.bitmap(WireBitmap(key: key, width: 2, height: 2, resizable: false))]),
         .setRoot(id: 1), .commit(txn: txn)]
    }

    static func isMissing(_ e: DaemonEvent) -> Bool { if case .imageMissing = e { true } else { false } }

    @Test("two connections: a miss, the bytes, then a hit for the other app with no bytes sent; both draw the image")
    func hitAndMissAcrossConnections() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let d = try TestDaemon(backend: "png", arguments: ["--out", out])
        let digest = SHA256.digest(Self.png)
        let first = try WireClient(path: d.socketPath)
        try first.handshake(name: "first")
        try first.send([.useImage(key: 1, sha256: digest)] + Self.tree(key: 1, txn: 1))
        let firstEvents = try first.events(until: isFrameDone)
        #expect(firstEvents.contains { if case .imageMissing(1) = $0 { true } else { false } }, "\(firstEvents)")
        try first.send(.defineImage(key: 1, offset: 0, total: UInt64(Self.png.count), data: Self.png), .sync(token: 1))
        _ = try first.wait(for: "syncDone") { if case .syncDone = $0 { true } else { false } }

        let second = try WireClient(path: d.socketPath)
        try second.handshake(name: "second")
        try second.send([.useImage(key: 99, sha256: digest)] + Self.tree(key: 99, txn: 1))
        let secondEvents = try second.events(until: isFrameDone)
        #expect(!secondEvents.contains(where: Self.isMissing), "the second app's image was found: \(secondEvents)")
        try second.send(.requestSnapshot(token: 2))
        let snap = try second.wait(for: "snapshot") { if case .snapshot = $0 { true } else { false } }
        if case .snapshot(_, let text) = snap { #expect(text.contains("bitmap=63"), "\(text)") }   // 99 in hex
        #expect(d.isRunning)
    }

    @Test("a corrupt PNG draws the placeholder and is no error; bytes that are no image end only that session")
    func badData() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let d = try TestDaemon(backend: "png", arguments: ["--out", out])
        let corrupt = Array(Self.png.prefix(30))   // the signature and half a header
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        try c.send([.defineImage(key: 4, offset: 0, total: UInt64(corrupt.count), data: corrupt)] + Self.tree(key: 4, txn: 1))
        let events = try c.events(until: isFrameDone)
        #expect(!events.contains { if case .error = $0 { true } else { false } }, "\(events)")

        let bad = try WireClient(path: d.socketPath)
        try bad.handshake()
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0]
        try bad.send(.defineImage(key: 5, offset: 0, total: UInt64(gif.count), data: gif))
        let closed = try bad.eventsUntilClosed()
        guard case .error(let code, _, _, let message)? = closed.last else {
            Issue.record("expected an error, got \(closed)")
            return
        }
        #expect(code == .invalidValue && message.contains("defineImage(5)"), "\(message)")
        // The daemon and the other session go on.
        try c.send(.sync(token: 3))
        _ = try c.wait(for: "syncDone after the other session failed") { if case .syncDone = $0 { true } else { false } }
        #expect(d.isRunning)
    }

    @Test("welcome announces maxImageCacheBytes (--max-image-cache-bytes)")
    func announced() throws {
        let d = try TestDaemon(backend: "headless", arguments: ["--max-image-cache-bytes", "12345"])
        let c = try WireClient(path: d.socketPath)
        guard case .welcome(_, _, _, _, _, _, _, _, let limits) = try c.handshake() else {
            Issue.record("no welcome")
            return
        }
        #expect(limits.maxImageCacheBytes == 12_345)
    }
}
