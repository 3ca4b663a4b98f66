import Testing
import TrellisBackendTerminal
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport

/// `TerminalMetrics` as a `TextMeasurer` (the backend itself needs a terminal).
private final class CellMeasurer: TextMeasurer {
    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        TerminalMetrics.measure(text: text, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
    func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                 lineLimit: Int?) -> TextMetrics {
        TerminalMetrics.measure(text: text, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                                lineLimit: lineLimit)
    }
    func size(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
              lineLimit: Int?) -> WireSize {
        TerminalMetrics.size(text: text, proposedWidth: proposedWidth, proposedHeight: proposedHeight, lineLimit: lineLimit)
    }
}

@Suite struct TerminalMeasureTests {
    @Test("cell metrics bound by a height in one pass equal measuring, then measuring the rows that fit (seeded)")
    func heightBoundedMeasureInOnePass() {
        var rng = TestSeed.generator(0xF18)
        let mismatches = heightBoundedMeasureMismatches(CellMeasurer(), lineHeight: TerminalMetrics.cellHeight, seed: &rng)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
    }
}
