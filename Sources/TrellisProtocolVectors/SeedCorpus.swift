import TrellisProtocol

/// The fuzzer's seed corpus: every golden frame alone, every invalid stream, and a few
/// multi-frame streams (a whole transaction, every message back to back).
public enum SeedCorpus {
    public static func all() -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        seeds += ProtocolSamples.clientMessages.map { ProtocolSamples.frame($0) }
        seeds += ProtocolSamples.daemonEvents.map { ProtocolSamples.frame($0) }
        seeds += (ProtocolSamples.invalidClient + ProtocolSamples.invalidDaemon).map(\.bytes)
        seeds.append(ProtocolSamples.clientMessages.flatMap { ProtocolSamples.frame($0) })
        seeds.append(ProtocolSamples.daemonEvents.flatMap { ProtocolSamples.frame($0) })
        let txn: [ClientMessage] = [
            .begin(txn: 2), .create(id: 1, kind: .vstack, props: [.spacing(4)]),
            .create(id: 2, kind: .text, props: [.text("row")]), .insert(parent: 1, child: 2, index: 0),
            .setRoot(id: 1), .commit(txn: 2),
        ]
        seeds.append(txn.flatMap { ProtocolSamples.frame($0) })
        return seeds
    }
}
