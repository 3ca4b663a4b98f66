import TrellisProtocol

/// The transaction being built: its ops, its leading parts streamed while it is built,
/// its number, the animation in effect for the ops being written, and the images defined
/// on this connection.
///
/// Every op the update loop and the views emit goes through `append(_:)`; `finish()`
/// closes the transaction with its `begin … commit` (S16). While `partSink` is set (a
/// host whose connection streams transactions), every `partSize` ops go out at once, so
/// the daemon validates a large transaction while the rest of it is still being built.
@MainActor
final class TransactionWriter {
    /// The ops written since the last part or transaction went out.
    private(set) var ops: [ClientMessage] = []
    static let partSize = 4096
    /// Receives the leading parts of a streamed transaction; set by the host around
    /// `ViewGraph.update()`.
    var partSink: (([ClientMessage]) -> Void)?
    /// Whether the transaction being built already sent its `begin` (through `partSink`).
    private var streamedBegin = false
    /// The number of the last transaction finished (or re-sent by a resync).
    private(set) var txn: UInt64 = 0

    var isEmpty: Bool { ops.isEmpty }

    /// Adds `op` to the transaction being built.
    @inline(__always) func append(_ op: ClientMessage) {
        ops.append(op)
        if ops.count >= Self.partSize, partSink != nil { sendPart() }
    }

    func append(contentsOf more: [ClientMessage]) {
        ops.append(contentsOf: more)
        if ops.count >= Self.partSize, partSink != nil { sendPart() }
    }

    /// Closes the transaction: its messages between `begin` and `commit`, or nil when it
    /// holds nothing the daemon would show (no op, or only animation settings).
    func finish() -> [ClientMessage]? {
        if !streamedBegin {
            if ops.allSatisfy({
                switch $0 {
                case .setAnimation, .setAnimationSamples: true
                default: false
                }
            }) { ops.removeAll() }
            guard !ops.isEmpty else { return nil }
        }
        txn += 1
        let msgs = takeOps(beginning: streamedBegin ? nil : txn, ending: txn)
        streamedBegin = false
        return msgs
    }

    /// Numbers a transaction the host builds itself (a resync's whole tree).
    func nextTransaction() -> UInt64 { txn += 1; return txn }

    /// Hands the ops so far to `partSink`, after the transaction's `begin` if they are
    /// its first part (`txn + 1`: the number `finish()` gives it).
    private func sendPart() {
        let part = takeOps(beginning: streamedBegin ? nil : txn + 1, ending: nil)
        streamedBegin = true
        ops.reserveCapacity(Self.partSize)   // the next part is under way
        partSink?(part)
    }

    /// The ops so far as a batch, between a `begin` and a `commit` when given, leaving
    /// `ops` empty. The batch takes `ops`' buffer: copying 180,000 ops (creating 10,000
    /// rows) into a new array retained each one's property list, and emptying `ops` then
    /// released them all again (9 % of the app's create). The `begin` slides the ops up
    /// by one slot instead (a move of bits, no reference counting).
    private func takeOps(beginning begin: UInt64?, ending commit: UInt64?) -> [ClientMessage] {
        var batch: [ClientMessage] = []
        swap(&batch, &ops)
        if let begin { batch.insert(.begin(txn: begin), at: 0) }
        if let commit { batch.append(.commit(txn: commit)) }
        return batch
    }

    // MARK: animation (S30): the daemon starts every transaction with no animation; a
    // `setAnimation` op changes the one applied to the ops after it.

    /// The animation in effect for the ops being written, and whether implicit animations
    /// are disabled for them (`Transaction.disablesAnimations`).
    var animation: Animation?
    var animationsDisabled = false
    /// The custom values (`TransactionKey`) of the transaction in effect for the views
    /// being written, which `transaction(_:)` modifiers read and rewrite.
    var transactionValues: [ObjectIdentifier: _TransactionValue] = [:]
    /// The last `setAnimation` written in this transaction.
    private var emittedAnimation = WireAnimation.none
    private var emittedSamples: [Double]?

    /// Starts an update's ops under `transaction` (the state changes' one, if any).
    func beginUpdate(_ transaction: Transaction?) {
        emittedAnimation = .none
        emittedSamples = nil
        animation = transaction?.animation
        animationsDisabled = transaction?.disablesAnimations ?? false
        transactionValues = transaction?.custom ?? [:]
        if let a = animation { emitAnimation(a) }
    }

    /// The update's views are written: no animation is in effect outside one.
    func endUpdate() { animation = nil; animationsDisabled = false; transactionValues = [:] }

    /// Writes `setAnimation` when the animation in effect for the ops that follow changes.
    func emitAnimation(_ a: Animation?) {
        let wire = a?.wire ?? .none
        guard wire != emittedAnimation || a?.samples != emittedSamples else { return }
        emittedAnimation = wire
        emittedSamples = a?.samples
        // A custom animation's curve goes just before the `setAnimation` that plays it (the
        // daemon holds the transaction's last samples).
        if let samples = a?.samplesMessage { append(samples) }
        append(.setAnimation(animation: wire))
    }

    /// Runs `body` (which reconciles a subtree) with `animation` in effect for its ops.
    func withAnimationScope(_ animation: Animation?, _ body: () -> Void) {
        let saved = self.animation
        self.animation = animation
        emitAnimation(animation)
        body()
        self.animation = saved
        emitAnimation(saved)
    }

    // MARK: images and fonts, content-addressed: each crosses the connection once.

    /// The images defined on this connection (`defineImage`), re-sent by a resync.
    private var definedImages: [UInt64: BitmapFile] = [:]

    /// Names `file` with the transaction being built, once per connection: by its digest
    /// (`useImage`), so its bytes cross the wire only when the daemon's image store does not
    /// hold them (`imageMissing`: `definitions(missing:)`).
    func define(_ file: BitmapFile) {
        guard definedImages.updateValue(file, forKey: file.key) == nil else { return }
        append(file.use)
    }

    /// The `defineImage` messages for an image the daemon answered `imageMissing(key)` for
    /// (none for a key this connection never named).
    func definitions(missing key: UInt64) -> [ClientMessage] {
        definedImages[key]?.definitions ?? []
    }

    /// The app fonts defined on this connection (`defineFont`), re-sent by a resync.
    private var definedFonts: [UInt64: AppFontFile] = [:]

    /// Sends `file`'s bytes with the transaction being built, once per connection.
    func defineFont(_ file: AppFontFile) {
        guard definedFonts.updateValue(file, forKey: file.key) == nil else { return }
        append(contentsOf: file.definitions)
    }

    /// Every defined font's and image's messages (a new daemon knows none of them): fonts
    /// first, so text measured after a resync finds its family.
    var imageDefinitions: [ClientMessage] {
        definedFonts.values.flatMap(\.definitions) + definedImages.values.flatMap(\.definitions)
    }
}
