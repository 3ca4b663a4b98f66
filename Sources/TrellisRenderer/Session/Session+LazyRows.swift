// needRows: asking the client for the rows a lazy stack lacks to fill its visible range.
import TrellisProtocol

extension Session {
    /// Points past the visible range whose rows are requested ahead of time, so a short
    /// scroll finds them already there.
    static let rowOverscan = 100.0

    /// After a frame: for every lazy stack with an `itemCount` that lacks rows for its
    /// visible range plus `rowOverscan`, sends `needRows(container, start, end)` (rows
    /// start..<end; `start` is the number of rows it has — the row rule in
    /// protocol/README.md). Only for clients that announced `lazyRows`. A request is not
    /// repeated while it stays the same, so a client that cannot (or does not) answer is
    /// not asked again on every commit; it is asked again when the range changes.
    func requestMissingRows() {
        guard capabilities.contains(.lazyRows), !lazyStacks.isEmpty else { return }
        for id in lazyStacks.sorted() {
            guard let rows = tree.missingRows(of: id, overscan: Self.rowOverscan) else {
                requestedRows[id] = nil
                continue
            }
            guard requestedRows[id] != rows else { continue }
            requestedRows[id] = rows
            send(.needRows(container: id, start: rows.lowerBound, end: rows.upperBound))
        }
    }
}
