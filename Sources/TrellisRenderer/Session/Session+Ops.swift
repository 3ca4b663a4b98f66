// Validating and staging node ops (create … setRoot) inside an open transaction.
import TrellisProtocol

extension Session {
    /// Validates `op` against the staged view of the tree (`mirror`), applies it to the
    /// mirror and stages it for `commit`. Throws without changing anything on a violation.
    func stage(_ op: ClientMessage) throws(SessionFailure) {
        switch op {
        case .create(let id, let kind, let props):
            guard id != 0 else { throw SessionFailure(.invalidValue, "node id 0 is reserved") }
            if mirror.contains(id) { throw SessionFailure(.duplicateNode, "node \(id) already exists") }
            guard mirror.count < limits.maxNodes else {
                throw SessionFailure(.limitExceeded, "creating node \(id) exceeds the limit of \(limits.maxNodes) nodes")
            }
            try validate(props, for: kind, node: id)
            mirror.create(id, kind: kind)
            stagedCreates += 1
            if kind == .background || kind == .overlay { pairNodesTouched.insert(id) }

        case .update(let id, let props):
            let kind = try existing(id)
            try validate(props, for: kind, node: id)

        case .reset(let id, let tags):
            let kind = try existing(id)
            for tag in tags where !tag.isValid(for: kind) {
                throw SessionFailure(.invalidProperty, "property \(tag) is not valid for \(kind) node \(id)")
            }

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
            mirror.insert(child, into: parent, at: Int(index))
            structureChanged = true
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }

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

        case .remove(let parent, let child):
            let parentKind = try existing(parent)
            _ = try existing(child)
            guard mirror.parent(of: child) == parent else {
                throw SessionFailure(.notAChild, "node \(child) is not a child of \(parent)")
            }
            mirror.remove(child, from: parent)
            structureChanged = true
            if parentKind == .background || parentKind == .overlay { pairNodesTouched.insert(parent) }

        case .destroy(let id):
            _ = try existing(id)
            let parent = mirror.parent(of: id)
            if let k = mirror.kind(of: parent), k == .background || k == .overlay {
                pairNodesTouched.insert(parent)
            }
            mirror.destroy(id)
            structureChanged = true

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
            mirror.setLayers(ids)
            structureChanged = true

        case .setAnimation:
            break   // every field was range-checked by the decoder

        default:
            preconditionFailure("stage() is only called with node ops")
        }
        staged.append(op)
    }

    /// The kind of `id`, or `unknownNode` if it does not exist (in the staged view).
    private func existing(_ id: NodeID) throws(SessionFailure) -> NodeKind {
        guard let kind = mirror.kind(of: id) else {
            throw SessionFailure(.unknownNode, "node \(id) does not exist")
        }
        return kind
    }
}
