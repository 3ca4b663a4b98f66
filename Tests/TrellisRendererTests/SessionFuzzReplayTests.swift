// The session fuzzer's seeds and every regression it found replay clean.
import Foundation
import Testing
import TrellisTestSupport

@Suite struct SessionFuzzReplayTests {
    @Test("FuzzSession replays its seeds and regressions without a violation, reaching commits and errors")
    func replay() throws {
        let tool = try ChildProcess.sibling(ofTrellisd: "FuzzSession")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let p = try ChildProcess(tool, ["replay", root + "/protocol/fuzz-session-seeds",
                                        root + "/protocol/fuzz-session-regressions"])
        #expect(try p.waitForExit(timeout: 60) == 0, "\(p.output)")
        #expect(p.output.contains("0 violating"), "\(p.output)")
        #expect(!p.output.contains(" 0 commits"), "the seeds reach real trees: \(p.output)")
    }
}
