// The open transaction: what has been staged for its commit, and the structural view
// every op is validated against before it is staged (S24).
import TrellisProtocol

/// Stages one session's open transaction: the structural mirror ops are validated
/// against, the ops waiting for the commit, the ops built early on fresh trees, and the
/// transaction's running totals checked against the session's limits.
///
/// The session owns the protocol state machine and the render tree; this type owns
/// everything between a `begin` and its `commit`, so that every rule about what a
/// transaction may contain lives in one place. Nothing here touches the render tree
/// except to ask whether it holds an id.
final class TransactionStaging {
    let limits: Limits
    /// The tree as it will be once the ops staged so far are committed.
    var mirror = StructureMirror()
    /// Ops waiting for the commit.
    let ops = StagedOps()
    /// The open transaction's number, if one is open.
    private(set) var openTransaction: UInt64?
    /// The last `begin`'s number: the next must be greater (README, Transactions).
    private(set) var lastTransaction: UInt64 = 0
    /// Encoded size of the open transaction so far.
    private(set) var bytes = 0
    /// What the staged creates and updates add to the tree's held bytes at most (nothing
    /// they replace subtracted): the commit's `maxSessionBytes` bound.
    private(set) var heldBound = 0
    /// `create`s in the open transaction: the tree makes room for them once at commit.
    private(set) var creates = 0
    /// Ops in the open transaction, applied at once or staged (`maxTransactionOps`).
    private(set) var opCount = 0
    /// The open transaction set an animation: its later ops all wait for the commit.
    private(set) var animates = false
    /// The open transaction sent `setAnimationSamples` (a `sampled` curve may follow).
    private(set) var hasSamples = false
    /// Once the open transaction holds this many ops, ops on fresh trees are applied as
    /// they arrive rather than at commit (`stage`): the daemon builds new subtrees while
    /// the client still sends the rest. Only long transactions gain: measured with
    /// `bench jsfb` on this 2-core machine, building early cut creating 10,000 rows
    /// (180,000 ops) from 333 to 313 ms, but made creating 1,000 rows (18,000 ops) slower,
    /// 41 → 48 ms — the daemon then competes with the app for the cores while the app is
    /// the bottleneck, and applies with less locality. Tests set 0 (build every fresh tree
    /// early) or `.max` (never) to check that both paths give the same frames.
    var eagerBuildAfterOps = 32_768
    /// Ops on fresh trees not applied yet (the session's `applyFreshOps`).
    var freshOps: [ClientMessage] = []
    /// Ids a staged destroy removed while the render tree did not hold them yet (a staged
    /// create makes them at commit, or an early-built op not applied yet): a later create
    /// of one is staged too, so the render tree sees the destroy first.
    private var destroyedBeforeApplied: Set<NodeID> = []
    /// background/overlay nodes whose children changed in this transaction: checked for
    /// exactly two children at commit.
    private var pairNodesTouched: Set<NodeID> = []
    /// Nodes of kinds with a child limit that got a child in the open transaction.
    private var capacityNodesTouched: Set<NodeID> = []

    init(limits: Limits) { self.limits = limits }

    /// Opens transaction `txn` (`begin`).
    func begin(_ txn: UInt64) throws(SessionFailure) {
        if let open = openTransaction {
            throw SessionFailure(.nestedTransaction, "begin(\(txn)) while transaction \(open) is open")
        }
        guard txn > lastTransaction else {
            throw SessionFailure(.transactionMismatch, txn == 0
                ? "begin(0): transaction numbers start at 1"
                : "begin(\(txn)) does not increase on the last transaction \(lastTransaction)")
        }
        openTransaction = txn
        lastTransaction = txn
    }

    /// Checks that `commit(txn)` closes the open transaction.
    func checkCommit(_ txn: UInt64) throws(SessionFailure) {
        guard let open = openTransaction else {
            throw SessionFailure(.notInTransaction, "commit(\(txn)) without begin")
        }
        guard open == txn else {
            throw SessionFailure(.transactionMismatch, "commit(\(txn)) closes transaction \(open)")
        }
    }

    /// Admits node op `op`, `encodedBytes` long, into the open transaction: checks the
    /// transaction's limits, then validates and stages it (`stage`). The op is handed
    /// over, not copied, from the decoder to the staged list (a copy of a message is an
    /// out-of-line switch over its cases).
    func admit(_ op: consuming ClientMessage, encodedBytes: Int, tree: RenderTree) throws(SessionFailure) {
        guard openTransaction != nil else {
            throw SessionFailure(.notInTransaction, "\(op.name) outside begin/commit")
        }
        guard opCount < limits.maxTransactionOps else {
            throw SessionFailure(.limitExceeded,
                "transaction exceeds \(limits.maxTransactionOps) ops (maxTransactionOps)")
        }
        bytes += encodedBytes
        guard bytes <= limits.maxTransactionBytes else {
            throw SessionFailure(.limitExceeded,
                "the open transaction holds \(bytes) bytes, over maxTransactionBytes (\(limits.maxTransactionBytes))")
        }
        try stage(consume op, tree: tree)
        opCount += 1
    }

    /// Validates `op` against the staged view of the tree (`mirror`), applies it to the
    /// mirror, and either stages it for `commit` or — in a long transaction
    /// (`eagerBuildAfterOps`), when it only touches a *fresh* tree — applies it to the
    /// render tree before the commit. Throws without changing anything on a violation.
    ///
    /// Fresh trees: nodes created in the open transaction, connected only to each other
    /// (a new list row and its content, before the row is inserted into the list). No
    /// layout, frame or event reaches them until a staged op attaches them at commit, so
    /// building them as they arrive changes nothing anyone sees (S24) while the client
    /// is still sending the rest: the commit then only attaches them. Ops applied at once
    /// and ops staged touch disjoint trees (`StructureMirror.defresh`), so the result is
    /// the tree applying everything at commit gives. A transaction that fails ends the
    /// session, so nothing applied early needs undoing.
    func stage(_ op: consuming ClientMessage, tree: RenderTree) throws(SessionFailure) {
        // Checked while borrowed, then handed over once: a consuming value switched over
        // and kept for later is copied first (an out-of-line copy of every case).
        let early = try check(op, tree: tree)
        // An op on a fresh tree is queued for `applyFreshOps`; any other waits for the commit.
        if early { freshOps.append(consume op) } else { ops.append(consume op) }
    }

    /// `stage`'s checks and mirror updates; whether `op` is built early.
    private func check(_ op: ClientMessage, tree: RenderTree) throws(SessionFailure) -> Bool {
        // After an animation is set, ops wait for the commit, where the animation scope
        // notes the nodes they touch (Session+Animation.swift).
        let eager = opCount >= eagerBuildAfterOps && !animates
        var early = false
        switch op {
        case .create(let id, let kind, let props):
            guard id != 0 else { throw SessionFailure(.invalidValue, "node id 0 is reserved") }
            if mirror.contains(id) { throw SessionFailure(.duplicateNode, "node \(id) already exists") }
            guard mirror.count < limits.maxNodes else {
                throw SessionFailure(.limitExceeded, "creating node \(id) exceeds the limit of \(limits.maxNodes) nodes")
            }
            try validate(props, for: kind, node: id)
            // Staged when the render tree will hold `id` until a staged destroy at commit:
            // it holds it now, or a staged destroy removed an `id` it does not hold yet
            // (made by a staged create, or built early and not applied yet).
            let fresh = eager && kind.buildsDetached && !Self.reportsGeometry(props) && !tree.contains(id)
                && (destroyedBeforeApplied.isEmpty || !destroyedBeforeApplied.contains(id))
            mirror.create(id, kind: kind, fresh: fresh)
            if fresh {
                early = true
            } else {
                creates += 1
                if kind == .background || kind == .overlay { pairNodesTouched.insert(id) }
                heldBound += NodeStore.nodeBytes + props.reduce(0) { $0 + $1.heldBytes }
            }

        case .update(let id, let props):
            let kind = try existing(id)
            try validate(props, for: kind, node: id)
            if eager && mirror.isFresh(id) && !Self.reportsGeometry(props) {
                early = true
            } else {
                mirror.defresh(id)
                heldBound += props.reduce(0) { $0 + $1.heldBytes }
            }

        case .reset(let id, let tags):
            let kind = try existing(id)
            for tag in tags where !tag.isValid(for: kind) {
                throw SessionFailure(.invalidProperty, "property \(tag) is not valid for \(kind) node \(id)")
            }
            if eager && mirror.isFresh(id) && !tags.contains(.reportsGeometry) { early = true } else { mirror.defresh(id) }

        case .insert(let parent, let child, let index):
            let parentKind = try existing(parent)
            _ = try existing(child)
            if mirror.parent(of: child) != 0 {
                throw SessionFailure(.alreadyParented,
                    "node \(child) is already a child of \(mirror.parent(of: child))")
            }
            if child == mirror.root {
                throw SessionFailure(.alreadyParented, "node \(child) is the root and cannot be a child")
            }
            if mirror.isLayer(child) {
                throw SessionFailure(.alreadyParented, "node \(child) is a layer and cannot be a child")
            }
            let (parentDepth, cycle) = mirror.walkUp(from: parent, lookingFor: child)
            if cycle {
                throw SessionFailure(.cycle, "inserting \(child) under \(parent) would make a cycle")
            }
            let count = mirror.childCount(of: parent)
            // How many children a kind may have is a rule about the committed tree: checked
            // at commit, so a transaction may insert a new child before removing the old.
            if parentKind.childCapacity != nil { capacityNodesTouched.insert(parent) }
            guard Int(index) <= count else {
                throw SessionFailure(.badIndex, "index \(index) is past the end of \(parent)'s \(count) children")
            }
            let depth = parentDepth + 1 + mirror.height(of: child)
            guard depth <= limits.maxDepth else {
                throw SessionFailure(.limitExceeded, "inserting \(child) under \(parent) makes the tree \(depth) deep; the limit is \(limits.maxDepth)")
            }
            let fresh = eager && mirror.isFresh(parent) && mirror.isFresh(child)
            if !fresh { mirror.defresh(parent); mirror.defresh(child) }
            mirror.insert(child, into: parent, at: Int(index))
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }
            early = fresh

        case .move(let parent, let child, let index):
            _ = try existing(parent)
            _ = try existing(child)
            guard mirror.parent(of: child) == parent else {
                throw SessionFailure(.notAChild, "node \(child) is not a child of \(parent)")
            }
            let count = mirror.childCount(of: parent)
            guard Int(index) < count else {
                throw SessionFailure(.badIndex, "index \(index) is out of \(parent)'s \(count) children")
            }
            mirror.move(child, in: parent, to: Int(index))
            if eager && mirror.isFresh(parent) { early = true } else { mirror.defresh(parent) }   // the child is in its tree

        case .remove(let parent, let child):
            let parentKind = try existing(parent)
            _ = try existing(child)
            guard mirror.parent(of: child) == parent else {
                throw SessionFailure(.notAChild, "node \(child) is not a child of \(parent)")
            }
            let fresh = eager && mirror.isFresh(parent)
            if !fresh { mirror.defresh(parent) }
            mirror.remove(child, from: parent)
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }
            early = fresh

        case .destroy(let id):
            _ = try existing(id)
            let parent = mirror.parent(of: id)
            if let k = mirror.kind(of: parent), k == .background || k == .overlay {
                pairNodesTouched.insert(parent)
            }
            let fresh = eager && mirror.isFresh(id)
            if fresh {
                mirror.destroy(id)
            } else {
                mirror.defresh(id)
                // Only a transaction that creates can hold ids the render tree lacks.
                if creates > 0 || !freshOps.isEmpty {
                    mirror.destroy(id) { gone in if !tree.contains(gone) { self.destroyedBeforeApplied.insert(gone) } }
                } else {
                    mirror.destroy(id)
                }
            }
            early = fresh

        case .setRoot(let id):
            if id != 0 {
                _ = try existing(id)
                guard mirror.parent(of: id) == 0 else {
                    throw SessionFailure(.alreadyParented,
                        "node \(id) is a child of \(mirror.parent(of: id)) and cannot be the root")
                }
            }
            if id != 0, mirror.isLayer(id) {
                throw SessionFailure(.alreadyParented, "node \(id) is a layer and cannot be the root")
            }
            mirror.defresh(id)
            mirror.setRoot(id)

        case .setLayers(let ids):
            var seen = Set<NodeID>()
            for id in ids {
                guard id != 0 else { throw SessionFailure(.invalidValue, "layer id 0 is reserved") }
                _ = try existing(id)
                guard mirror.parent(of: id) == 0 else {
                    throw SessionFailure(.alreadyParented,
                        "node \(id) is a child of \(mirror.parent(of: id)) and cannot be a layer")
                }
                guard id != mirror.root else {
                    throw SessionFailure(.alreadyParented, "node \(id) is the root and cannot be a layer")
                }
                guard seen.insert(id).inserted else {
                    throw SessionFailure(.invalidValue, "node \(id) is listed twice as a layer")
                }
            }
            for id in ids { mirror.defresh(id) }
            mirror.setLayers(ids)

        case .setAnimation(let a):
            // Every field was range-checked by the decoder.
            if a.curve == .sampled && !hasSamples {
                throw SessionFailure(.invalidValue,
                    "setAnimation with curve sampled needs a setAnimationSamples earlier in its transaction")
            }
            animates = true

        case let .setAnimationSamples(interval, samples):
            switch AnimationSamples.validated(interval: interval, values: samples) {
            case .success: hasSamples = true
            case .failure(let e): throw SessionFailure(.invalidValue, e.message)
            }
            animates = true

        case .scrollTo(let id, _, _, _):
            _ = try existing(id)   // carried out after the commit's layout; nothing to stage in the mirror

        case .setFocus(let id):
            if id != 0 { _ = try existing(id) }   // carried out after the commit's layout

        default:
            preconditionFailure("stage() is only called with node ops")
        }
        return early
    }


    /// Checks the child-count rules that hold for the committed tree rather than for each
    /// op (a transaction may insert a new child before removing the old): kinds with a
    /// child limit, and background/overlay's exactly two children.
    func checkChildCounts() throws(SessionFailure) {
        // Not sorted first (a 10,000-row create touches 10,000 frames): the failure reported
        // is still the lowest id's, so the same transaction always gets the same error.
        var failure: (id: NodeID, error: SessionFailure)?
        for id in capacityNodesTouched where failure == nil || id < failure!.id {
            guard let kind = mirror.kind(of: id), let cap = kind.childCapacity else { continue }
            let n = mirror.childCount(of: id)
            if n > cap {
                failure = (id, SessionFailure(.invalidTree, cap == 0
                    ? "\(kind) node \(id) has \(n) children at commit; it cannot have children"
                    : "\(kind) node \(id) has \(n) children at commit; it may have at most \(cap)"))
            }
        }
        if let failure { throw failure.error }
        capacityNodesTouched.removeAll(keepingCapacity: true)
        for id in pairNodesTouched where failure == nil || id < failure!.id {
            // Destroyed since, or the id was reused for another kind in this transaction.
            guard let kind = mirror.kind(of: id), kind == .background || kind == .overlay else { continue }
            let n = mirror.childCount(of: id)
            if n != 2 {
                failure = (id, SessionFailure(.invalidTree,
                    "\(kind) node \(id) has \(n) children at commit; it needs exactly 2 [primary, secondary]"))
            }
        }
        if let failure { throw failure.error }
    }

    /// Closes the committed transaction: its totals start again from zero.
    func endTransaction() {
        bytes = 0
        heldBound = 0
        creates = 0
        opCount = 0
        animates = false
        hasSamples = false
        if !destroyedBeforeApplied.isEmpty { destroyedBeforeApplied.removeAll(keepingCapacity: true) }
        mirror.endTransaction()
        pairNodesTouched.removeAll(keepingCapacity: true)
        openTransaction = nil
    }

    /// Whether `props` turn on geometry reports: such nodes are tracked by the session
    /// as they are applied, so their ops wait for the commit.
    private static func reportsGeometry(_ props: [Property]) -> Bool {
        props.contains { $0.tag == .reportsGeometry }
    }

    /// The kind of `id`, or `unknownNode` if it does not exist (in the staged view).
    private func existing(_ id: NodeID) throws(SessionFailure) -> NodeKind {
        guard let kind = mirror.kind(of: id) else {
            throw SessionFailure(.unknownNode, "node \(id) does not exist")
        }
        return kind
    }
}

extension NodeKind {
    /// Kinds whose nodes may be built in a fresh tree before the commit: those the session
    /// keeps no state about besides the render tree (scroll views keep offsets, lazy
    /// stacks row requests, geometry readers reports, text fields focus).
    var buildsDetached: Bool {
        switch self {
        case .hstack, .vstack, .zstack, .frame, .padding, .fixedSize, .effect, .background, .overlay,
             .text, .shape, .image, .spacer, .aspectRatio, .position, .grid, .gridRow, .lazyVGrid, .lazyHGrid, .viewThatFits: true
        case .scroll, .lazyVStack, .lazyHStack, .geometry, .textField, .customLayout: false
        }
    }
}
