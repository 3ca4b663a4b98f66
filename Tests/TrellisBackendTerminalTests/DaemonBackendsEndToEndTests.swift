// trellisd's backend registry as a user sees it: `--backend list`, and the png backend
// writing one PNG per commit into `--out DIR` for a real client.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

@Suite struct DaemonBackendsEndToEndTests {
    /// Runs trellisd with `arguments` and returns its stdout (it must exit by itself).
    func runDaemon(_ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try TrellisdLocator.path())
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func backendListNamesHeadlessTerminalPNGAndX11() throws {
        let names = try runDaemon(["--backend", "list"]).split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(names == ["headless", "terminal", "png", "x11"])
    }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ path: String) -> (Int, Int)? {
        guard let d = FileManager.default.contents(atPath: path), d.count > 24,
              Array(d[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func be32(_ i: Int) -> Int { d[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func thePNGBackendWritesOnePNGPerFrameIntoTheOutDirectory() throws {
        let dir = try temporaryDirectory(prefix: "trl-out")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "png", width: 300, height: 200, arguments: ["--out", dir, "--scale", "2"])

        let client = try WireClient(path: daemon.socketPath)
        try client.send([
            .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [.testing],
                   clientName: "png-e2e", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)),
            .begin(txn: 7),
            .create(id: 1, kind: .text, props: [.text("Hello PNG")]),
            .setRoot(id: 1),
            .commit(txn: 7),
        ])
        try client.wait(for: "welcome") { if case .welcome(_, _, "png", 300, 200, _, _, _, _) = $0 { true } else { false } }
        // Commits that arrive together share one frame: wait for the first one's.
        try client.wait(for: "frameDone") { if case .frameDone = $0 { true } else { false } }
        try client.send([
            .begin(txn: 8),
            .update(id: 1, props: [.text("Hello again")]),
            .commit(txn: 8),
            .requestSnapshot(token: 5),
        ])
        let snap = try client.wait(for: "snapshot") { if case .snapshot(5, _) = $0 { true } else { false } }
        #expect(pngSize(dir + "/s1-000001.png")! == (600, 400))
        #expect(pngSize(dir + "/s1-000002.png")! == (600, 400))
        guard case .snapshot(_, let text) = snap else { return }
        // The same snapshot format as every backend (the core writes it), with the
        // png backend's Pango metrics in the frame.
        let nodes = FrameSnapshot.parse(text)
        #expect(nodes.count == 1 && nodes.first?.text == "Hello again", "\(text)")
    }
}
