// The snapshot helpers and the snapshot reader TestHost is built on.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
import TrellisTesting
import TrellisUI

/// A fresh directory for reference files, removed afterwards.
private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let dir = NSTemporaryDirectory() + "trl-snap-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try body(dir)
}

extension EndToEnd {
    @MainActor @Suite("Snapshots") struct Snapshots {
        @Test("seed 000 after one tap matches its committed reference snapshot")
        func seed000Reference() async throws {
            let log = EventLog()
            try await withHost(width: 300, height: 120, { SeedScenarios.ToggleText { log($0) } }) { host in
                try await host.tap("Show/Hide Text")
                try await host.assertSnapshot(named: "seed000-shown")
            }
        }

        @Test("a missing reference is recorded and the assertion fails, so recording never passes silently")
        func missingReferenceIsRecorded() throws {
            try withTemporaryDirectory { dir in
                let path = dir + "/__Snapshots__/new.txt"
                #expect {
                    try assertSnapshot("vstack #1 (0,0,10,10)", atPath: path, record: false)
                } throws: { error in
                    guard case .recorded(let p, let reason)? = error as? SnapshotError else { return false }
                    return p == path && reason.contains("no reference")
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == "vstack #1 (0,0,10,10)\n")
                // Now it exists: the same text passes, with or without the trailing newline.
                try assertSnapshot("vstack #1 (0,0,10,10)", atPath: path, record: false)
                try assertSnapshot("vstack #1 (0,0,10,10)\n", atPath: path, record: false)
            }
        }

        @Test("a mismatch fails with a line diff and the way to re-record; record mode rewrites the file")
        func mismatchAndRerecord() throws {
            try withTemporaryDirectory { dir in
                let path = dir + "/ref.txt"
                let old = "vstack #1 (0,0,100,40)\n  text #2 \"a\" (0,0,10,20)\n  text #3 \"b\" (0,20,10,20)"
                let new = "vstack #1 (0,0,100,40)\n  text #2 \"a\" (0,0,10,20)\n  text #3 \"c\" (0,20,10,20)"
                try old.write(toFile: path, atomically: true, encoding: .utf8)
                do {
                    try assertSnapshot(new, atPath: path, record: false)
                    Issue.record("a different snapshot matched")
                } catch let e as SnapshotError {
                    guard case .mismatch(_, let diff) = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(diff.contains("-   text #3 \"b\" (0,20,10,20)"))
                    #expect(diff.contains("+   text #3 \"c\" (0,20,10,20)"))
                    #expect(diff.contains("    text #2 \"a\" (0,0,10,20)"))
                    #expect(e.description.contains("TRELLIS_RECORD_SNAPSHOTS=1"))
                }
                #expect(throws: SnapshotError.self) { try assertSnapshot(new, atPath: path, record: true) }
                try assertSnapshot(new, atPath: path, record: false)
            }
        }

        @Test("reference files live in __Snapshots__ next to the test file, with unsafe characters replaced")
        func referencePath() {
            #expect(snapshotPath(named: "seed 000/shown", file: "/src/Tests/X/MyTests.swift")
                    == "/src/Tests/X/__Snapshots__/seed_000_shown.txt")
        }

        @Test("the snapshot reader parses kinds, ids, depth, quoted text with escapes, wrapped lines, flags and frames")
        func parser() {
            let text = """
                vstack #1 (0,0,200,100)
                  effect #2 tappable (10,5,80,20)
                    text #3 "say \\"hi\\" (now)" fg=#007AFFFF (10,5,80,20)
                  text #4 "Hello world" lines=["Hello", "world"] opacity=0.5 (75,30,50,40)
                  scroll #5 clip=(0,50,200,50) (0,50,200,50)
                    text #6 "row" opacity=0 (0,90,30,20)
                """
            let nodes = FrameSnapshot.parse(text)
            #expect(nodes.map(\.id) == [1, 2, 3, 4, 5, 6])
            #expect(nodes.map(\.kind) == ["vstack", "effect", "text", "text", "scroll", "text"])
            #expect(nodes.map(\.depth) == [0, 1, 2, 1, 1, 2])
            #expect(nodes.map(\.parentIndex) == [nil, 0, 1, 0, 0, 4])
            #expect(nodes[2].text == "say \"hi\" (now)")
            #expect(nodes[2].frame == WireRect(x: 10, y: 5, width: 80, height: 20))
            #expect(nodes[1].isTappable && !nodes[2].isTappable)
            #expect(nodes[3].lines == ["Hello", "world"])
            #expect(nodes[3].opacity == 0.5)
            #expect(nodes[4].clip == WireRect(x: 0, y: 50, width: 200, height: 50))
            #expect(nodes.effectiveOpacity(of: 5) == 0)
            #expect(nodes.ancestors(of: 2) == [1, 0])
            #expect(nodes.texts == ["say \"hi\" (now)", "Hello world", "row"])
        }
    }
}
