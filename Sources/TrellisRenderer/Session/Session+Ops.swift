// Validating and staging node ops (create … setRoot) inside an open transaction.
import TrellisProtocol

extension Session {
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
    func stage(_ op: ClientMessage) throws(SessionFailure) {
        // After an animation is set, ops wait for the commit, where the animation scope
        // notes the nodes they touch (Session+Animation.swift).
        let eager = transactionOps >= eagerBuildAfterOps && !transactionAnimates
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
            if fresh { return buildEarly(op) }
            stagedCreates += 1
            if kind == .background || kind == .overlay { pairNodesTouched.insert(id) }

        case .update(let id, let props):
            let kind = try existing(id)
            try validate(props, for: kind, node: id)
            if eager && mirror.isFresh(id) && !Self.reportsGeometry(props) { return buildEarly(op) }
            mirror.defresh(id)

        case .reset(let id, let tags):
            let kind = try existing(id)
            for tag in tags where !tag.isValid(for: kind) {
                throw SessionFailure(.invalidProperty, "property \(tag) is not valid for \(kind) node \(id)")
            }
            if eager && mirror.isFresh(id) && !tags.contains(.reportsGeometry) { return buildEarly(op) }
            mirror.defresh(id)

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
            structureChanged = true
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }
            if fresh { return buildEarly(op) }

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
            structureChanged = true
            if eager && mirror.isFresh(parent) { return buildEarly(op) }   // the child is in its tree
            mirror.defresh(parent)

        case .remove(let parent, let child):
            let parentKind = try existing(parent)
            _ = try existing(child)
            guard mirror.parent(of: child) == parent else {
                throw SessionFailure(.notAChild, "node \(child) is not a child of \(parent)")
            }
            let fresh = eager && mirror.isFresh(parent)
            if !fresh { mirror.defresh(parent) }
            mirror.remove(child, from: parent)
            structureChanged = true
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }
            if fresh { return buildEarly(op) }

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
                if stagedCreates > 0 || !freshOps.isEmpty {
                    mirror.destroy(id) { gone in if !self.tree.contains(gone) { self.destroyedBeforeApplied.insert(gone) } }
                } else {
                    mirror.destroy(id)
                }
            }
            structureChanged = true
            if fresh { return buildEarly(op) }

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
            structureChanged = true

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
            structureChanged = true

        case .setAnimation:
            transactionAnimates = true   // every field was range-checked by the decoder

        case .scrollTo(let id, _, _, _):
            _ = try existing(id)   // carried out after the commit's layout; nothing to stage in the mirror

        case .setFocus(let id):
            if id != 0 { _ = try existing(id) }   // carried out after the commit's layout

        default:
            preconditionFailure("stage() is only called with node ops")
        }
        switch op {
        case .create(_, _, let props): stagedHeldBound += NodeStore.nodeBytes + props.reduce(0) { $0 + $1.heldBytes }
        case .update(_, let props): stagedHeldBound += props.reduce(0) { $0 + $1.heldBytes }
        default: break
        }
        staged.append(op)
    }

    /// Queues an op on a fresh tree for `applyFreshOps` (see `stage`).
    private func buildEarly(_ op: ClientMessage) { freshOps.append(op) }

    /// Applies the queued ops on fresh trees to the render tree: at the end of each read's
    /// messages and before a commit. Batched rather than one by one as they are decoded so
    /// that the tree's allocations for a batch lie together in memory, apart from the
    /// decoder's: applied one by one, the two interleaved, and later walks of the whole
    /// tree (a swap's frame) ran 1.5× slower for the scattered memory.
    func applyFreshOps() {
        guard !freshOps.isEmpty else { return }
        var destroyed = NodeIDSet()   // never shown, so nothing to report for them
        tree.changingDetachedNodes {
            for op in freshOps { apply(op, destroyed: &destroyed) }
        }
        freshOps.removeAll(keepingCapacity: true)
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
