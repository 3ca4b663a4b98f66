import Testing
import TrellisProtocolVectors

/// Every input the fuzzer ever crashed on is kept in protocol/fuzz-regressions/ and
/// replayed here through the same oracle the fuzzer uses (FuzzCheck).
@Suite struct FuzzRegressionTests {
    @Test func fuzzRegressionCorpusReplaysClean() throws {
        let names = RepoFiles.list("protocol/fuzz-regressions").filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
        for name in names {
            let data = try RepoFiles.bytes("protocol/fuzz-regressions/\(name)")
            #expect(FuzzCheck.run(data) == [], "\(name)")
        }
    }

    @Test func seedCorpusSatisfiesTheOracle() {
        for (i, seed) in SeedCorpus.all().enumerated() {
            #expect(FuzzCheck.run(seed) == [], "seed \(i)")
        }
    }
}
