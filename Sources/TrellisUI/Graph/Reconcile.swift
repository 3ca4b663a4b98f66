import TrellisProtocol

extension GraphNode {
    /// Brings this identity up to date with a new value (`nil`: same value) and the
    /// environment its parent hands down. Skips the whole subtree when neither the value,
    /// the environment nor a dependency changed (S3).
    func update(with newView: (any View)?, env newEnv: EnvironmentValues) {
        guard aliveFlag else { return }
        var valueChanged = false
        if let v = newView, isMounted {
            let same = info.viewType == type(of: v) && withViewAddress { old in withAddress(of: v) { sameValue(old, $0) } }
            if !same {
                store(v)
                valueChanged = true
            }
        }
        proceed(valueChanged: valueChanged, env: newEnv)
    }

    /// `update(with:env:)` for a value whose type is known statically (a builder block's
    /// element, a modifier's content, a body's result): compared where it lies, so an
    /// unchanged child is never copied into an existential (a heap box for most views).
    func update<V: View>(typed p: UnsafePointer<V>, env newEnv: EnvironmentValues) {
        guard aliveFlag else { return }
        var valueChanged = false
        if isMounted {
            let same = info.viewType == V.self && withViewAddress { sameValue($0, UnsafeRawPointer(p)) }
            if !same {
                if info.viewType == V.self { storeInPlace(p) } else { store(p.pointee) }
                valueChanged = true
            }
        }
        proceed(valueChanged: valueChanged, env: newEnv)
    }

    /// The address of the stored value where it lies in `view`: passing `view` to
    /// `withAddress(of:)` copied the value out of the node first (retaining each of its
    /// references and releasing them after), once per identity visited. Opened in place,
    /// an inline value is read where it is; a boxed one is made unique first, which
    /// copies it only when the box is shared (then once: the copy stays).
    private func withViewAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        openInPlace(&view, body)
    }

    /// Composite views are compared fully (S4: it decides whether body runs). Primitives
    /// only cheaply (bitwise or Equatable): re-reconciling one is cheap and compares each
    /// child anyway, so a deep comparison would be paid twice.
    private func sameValue(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        isComposite ? info.equal(old, new) : info.cheapEqual(old, new)
    }

    private func store(_ v: any View) {
        if isComposite, UpdateReport.shared != nil { ext.changedFields = ChangedFields.between(view, v) }
        view = v
    }

    /// `store` for a value of the stored type: written over the stored value where it
    /// lies, so the existential's heap box is reused when this node holds the only
    /// reference to it (the usual case; otherwise the runtime copies the box first) —
    /// not a new box per changed value, freed at the next change.
    private func storeInPlace<V: View>(_ p: UnsafePointer<V>) {
        if isComposite, UpdateReport.shared != nil { ext.changedFields = ChangedFields.between(view, p.pointee) }
        overwrite(&view, with: p)
    }

    /// The rest of an update once the value is settled: skips the whole subtree when
    /// neither the value, the environment nor a dependency changed (S3).
    private func proceed(valueChanged: Bool, env newEnv: EnvironmentValues) {
        let envChanged = !newEnv.isIdentical(to: env)
        if envChanged { env = newEnv }
        let first = !isMounted
        // The flag is read here first: each use of `graph` (unowned(unsafe)) makes a
        // strong reference for the call, a retain and a release per identity visited.
        let dirty = isDirty && graph.takeDirty(self)
        if !first && !valueChanged && !envChanged && !dirty { return }
        isMounted = true
        if isComposite {
            updateComposite(first: first, valueChanged: valueChanged, envChanged: envChanged)
        } else {
            let g = graph   // once, not per use (see above)
            let saved = g.current
            g.current = self
            if !dependencies.isEmpty { clearReadDependencies() }
            // A primitive reconciles itself; a custom Shape is drawn from its path(in:).
            info.reconcile?(view, self)
            g.current = saved
        }
        if renderID == nil && !isComposite {
            // structural: roots are the children's roots
            recomputeStructuralRoots()
            graph.lifecycle.noteRoot(of: self)
        }
        if first, let observer = extra?.preferenceObserver { graph.preferences.invalidate(observer.keyID) }
    }

    func recomputeStructuralRoots() {
        if children.count == 1 { roots = children[0].roots; return }
        if rootsOfChildren(equal: roots, skippingLayers: true) { return }   // no new array
        var r: [NodeID] = []
        for c in children where !c.key.isLayer { r.append(contentsOf: c.roots) }
        roots = RootList(r)
    }

    private static let firstReasons = ["@self", "@identity"]
    private static let selfReason = ["@self"]

    private func updateComposite(first: Bool, valueChanged: Bool, envChanged: Bool) {
        // The common reasons as shared arrays: no allocation per evaluated row.
        if first {
            if pendingReasons.isEmpty { pendingReasons = Self.firstReasons } else {
                addReason("@self")
                addReason("@identity")
            }
        } else if valueChanged {
            if pendingReasons.isEmpty { pendingReasons = Self.selfReason } else { pendingReasons.insert("@self", at: 0) }
        }
        if envChanged && !first {
            for (label, link) in envLinks where link.refresh(from: env) { addReason(label) }
        }
        if pendingReasons.isEmpty {
            // Nothing of ours changed: only hand the new environment down.
            if envChanged, let child = children.first { child.update(with: nil, env: env) }
            return
        }
        evaluateBody(first: first)
    }

    /// Runs `body` with dependency tracking and reconciles its result as the only child.
    func evaluateBody(first: Bool) {
        install(first: first)
        if first {
            for l in dynamicLabels { addReason(l) }
        }
        clearReadDependencies()
        let saved = graph.current
        let savedEval = graph.evaluatingBody
        graph.current = self
        graph.evaluatingBody = self
        let savedActive = ViewGraph.active
        ViewGraph.active = graph
        graph.tracing.evaluations += 1
        let reasons = UpdateReport.shared != nil ? reportReasons(changedFields: extra?.changedFields ?? []) : []
        runBody(view, first: first, reasons: reasons, saved: (saved, savedEval, savedActive))
        roots = children.first?.roots ?? []
    }

    /// The typed half of `evaluateBody` (`view` opened): the body's result is reconciled
    /// without being boxed unless it changed.
    private func runBody<V: View>(_ view: V, first: Bool, reasons: [String],
                                  saved: (GraphNode?, GraphNode?, ViewGraph?)) {
        let body = graph.track(self) { view.body }
        if graph.tracing.recordsTypes { graph.tracing.bodies.append(String(describing: V.self)) }
        if let report = UpdateReport.shared {
            let wasted = !first && children.first.map { ViewEquality.equal($0.view, body) } == true
            report.record(type: UpdateReport.name(of: V.self), reasons: reasons, wasted: wasted)
            extra?.changedFields = []
        }
        pendingReasons.removeAll()
        ViewGraph.active = saved.2
        graph.evaluatingBody = saved.1
        graph.current = saved.0
        reconcileChild(.index(0), body)
    }

    func clearReadDependencies() {
        guard !dependencies.isEmpty else { return }
        for (_, d) in dependencies { d.removeDependent(self) }
        dependencies.removeAll(keepingCapacity: true)
    }

    /// `reconcileChildren([(key, view)])` without building the one-element array (a body's
    /// result, a modifier's content: once per evaluated identity). Generic, so a child
    /// that did not change is compared in place and never boxed.
    func reconcileChild<V: View>(_ key: ChildKey, _ view: V) {
        let env = childEnvironment
        guard children.count <= 1, !env.inListContent else { return reconcileChildren([(key, view)]) }
        if let c = children.first, c.key == key, c.info.viewType == type(of: view) {
            withUnsafePointer(to: view) { c.update(typed: $0, env: env) }
            return
        }
        replaceChildren(with: key, view, env: env)
    }

    /// At most one child now and `(key, view)` next: update it when key and type match,
    /// else replace it.
    private func reconcileOnlyChild(_ key: ChildKey, _ view: any View, env: EnvironmentValues) {
        if let c = children.first, c.key == key, c.info.viewType == type(of: view) {
            c.update(with: view, env: env)
            return
        }
        replaceChildren(with: key, view, env: env)
    }

    private func replaceChildren(with key: ChildKey, _ view: any View, env: EnvironmentValues) {
        for c in children { c.teardown(emitDestroy: true) }
        let n = GraphNode(graph: graph, parent: self, key: key, view: view, env: env)
        children = ChildList(n)
        n.update(with: nil, env: env)
    }

    /// A builder block's children, from the tuple at `base`, keyed by position, outside
    /// list content (false, nothing done, inside it). The usual update — the same types
    /// at the same positions — compares each element where it lies, with no array and no
    /// boxes; otherwise (the first reconcile) the key map makes the children, boxing only
    /// the new elements — not every element into an array paired with keys first, four
    /// allocations per new list row's stack.
    func reconcileIndexedChildren(_ base: UnsafeRawPointer, _ layout: TupleLayout) -> Bool {
        let env = childEnvironment
        if env.inListContent { return false }
        if childrenMatch(layout.count, key: { .index($0) }, type: { layout.types[$0] }) {
            let kids = children
            for i in kids.indices { layout.update(kids[i], from: i, in: base, env: env) }
        } else {
            reconcileByKey(layout.count, key: { .index($0) }, type: { layout.types[$0] },
                           view: { layout.element($0, in: base) },
                           update: { c, i in layout.update(c, from: i, in: base, env: env) }, env: env)
        }
        return true
    }

    /// Whether the children are exactly `count` children with these keys and types, in
    /// this order: the usual update, done in place without a key map.
    private func childrenMatch(_ count: Int, key: (Int) -> ChildKey, type: (Int) -> any View.Type) -> Bool {
        guard count == children.count else { return false }
        // By index, not retained: the list keeps its children alive while this reads
        // them (iterating it retained and released every child of a 10,000-row list).
        var i = 0
        while i < count {
            unowned(unsafe) let c = children[i]
            if c.key != key(i) || c.info.viewType != type(i) { return false }
            i += 1
        }
        return true
    }

    /// Reconciles the children of this node against `items` (key, value), in order:
    /// matching keys (and types) keep their identity and state, missing ones are
    /// destroyed, new ones created. Children update depth-first in order (S5).
    func reconcileChildren(_ items: [(ChildKey, any View)]) {
        let env = childEnvironment
        if env.inListContent {
            let wrapped = items.map { ($0.0, listRow($0.1, inList: true)) }
            return reconcileChildrenUnwrapped(wrapped, env: env)
        }
        reconcileChildrenUnwrapped(items, env: env)
    }

    private func reconcileChildrenUnwrapped(_ items: [(ChildKey, any View)], env: EnvironmentValues) {
        if items.count <= 1 && children.count <= 1 {
            if let (key, v) = items.first {
                reconcileOnlyChild(key, v, env: env)
            } else {
                for c in children { c.teardown(emitDestroy: true) }
                children = []
            }
            return
        }
        // The common update: the same keys and types in the same order (a list whose
        // rows changed, not moved). Matched in place, without building a key map.
        if childrenMatch(items.count, key: { items[$0].0 }, type: { type(of: items[$0].1) }) {
            let kids = children
            for i in kids.indices { kids[i].update(with: items[i].1, env: env) }
            return
        }
        reconcileByKey(items.count, key: { items[$0].0 }, type: { type(of: items[$0].1) }, view: { items[$0].1 },
                       update: { c, i in c.update(with: items[i].1, env: env) }, env: env)
    }

    /// The keyed reconciliation (S9): children whose key (and type) is still there keep
    /// their identity, in the new order; the others are destroyed, new keys created.
    /// Children update depth-first in order (S5).
    private func reconcileByKey(_ count: Int, key: (Int) -> ChildKey, type: (Int) -> any View.Type,
                                view: (Int) -> any View, update: (GraphNode, Int) -> Void, env: EnvironmentValues) {
        var old: [ChildKey: GraphNode] = [:]
        old.reserveCapacity(children.count)
        for c in children { old[c.key] = c }
        var next: [GraphNode] = []
        next.reserveCapacity(count)
        var retyped: [GraphNode] = []
        for i in 0 ..< count {
            let k = key(i)
            if let c = old.removeValue(forKey: k) {
                if c.info.viewType == type(i) {
                    next.append(c)
                    continue
                }
                retyped.append(c)   // same key, another type: a new identity (S10)
            }
            next.append(GraphNode(graph: graph, parent: self, key: k, view: view(i), env: env))
        }
        // Destroy the identities that are gone before creating/updating the others.
        for c in children where old[c.key] === c || retyped.contains(where: { $0 === c }) {
            c.teardown(emitDestroy: true)
        }
        children = ChildList(next)
        // In order (S5). A kept identity is mounted; a new one is not until its first
        // update (so no second list records which is which).
        for (i, c) in next.enumerated() {
            if c.isMounted { update(c, i) } else { c.update(with: nil, env: env) }
        }
    }

    /// A ForEach's rows as their own type `V`: the usual update (the same keys in the
    /// same order) compares each row where it lies, without boxing it; a reorder goes
    /// through the key map, boxing only the rows that are new.
    func reconcileChildren<V: View>(keys: [ChildKey], views: UnsafeBufferPointer<V>) {
        let env = childEnvironment
        if env.inListContent || (keys.count <= 1 && children.count <= 1) {
            var items: [(ChildKey, any View)] = []
            for i in keys.indices { items.append((keys[i], views[i])) }
            return reconcileChildren(items)
        }
        if childrenMatch(keys.count, key: { keys[$0] }, type: { _ in V.self }) {
            let kids = children
            for i in kids.indices { kids[i].update(typed: views.baseAddress! + i, env: env) }
            return
        }
        reconcileByKey(keys.count, key: { keys[$0] }, type: { _ in V.self }, view: { views[$0] },
                       update: { c, i in c.update(typed: views.baseAddress! + i, env: env) }, env: env)
    }

    /// Reconciles the child at position `i` only (for primitives with fixed slots).
    func reconcileSlot(_ i: Int, key: ChildKey, view original: any View) {
        let env = childEnvironment
        let v = listRow(original, inList: env.inListContent)
        if i < children.count {
            let c = children[i]
            if c.key == key, c.info.viewType == type(of: v) { c.update(with: v, env: env); return }
            c.teardown(emitDestroy: true)
            let n = GraphNode(graph: graph, parent: self, key: key, view: v, env: env)
            children[i] = n
            n.update(with: nil, env: env)
        } else {
            let n = GraphNode(graph: graph, parent: self, key: key, view: v, env: env)
            children.append(n)
            n.update(with: nil, env: env)
        }
    }

    /// The environment children see: ours, or what an environment-writing modifier made.
    var childEnvironment: EnvironmentValues {
        extra?.envWrite?.result ?? env
    }

    /// Destroys this identity: its render roots go in one `destroy` op each (the daemon
    /// destroys their subtrees), state is freed, tasks are cancelled (S9, S21).
    func teardown(emitDestroy: Bool) {
        guard isAlive else { return }
        if emitDestroy {
            for r in roots { graph.destroyRender(r) }
            graph.teardown.bury(self)
            if graph.teardown.canDefer {
                // The rest is a walk of the whole subtree (a cleared 10,000-row list:
                // ~100,000 identities), done after the transaction is sent (see
                // `Teardown`).
                aliveFlag = false
                graph.teardown.deferWalk(self)
                return
            }
        }
        teardownRecursive()
    }

    /// The walk over this identity's subtree: run by `teardown`, or later by
    /// `Teardown.walk(limit:)` when it deferred it.
    func teardownRecursive() {
        aliveFlag = false
        // Most identities of a torn-down subtree have none of these: skip the set and
        // dictionary operations for them (a 10,000-row clear tears down ~100,000).
        _ = graph.takeDirty(self)
        clearReadDependencies()
        if !objectSubscriptions.isEmpty {
            for (_, s) in objectSubscriptions { s.1.cancel() }
            objectSubscriptions.removeAll()
        }
        if let e = extra {
            graph.lifecycle.cancelTask(e)
            e.subscription?.cancel()
            if e.preferenceWriter != nil { graph.preferences.invalidate(e.preferenceWriter!.0) }
        }
        forEachOwnedRenderID { id in
            // The table first: almost every id has a render parent, and the set hashes.
            if graph.renderParent[id] == nil && !graph.teardown.destroyed.contains(id) { graph.destroyRender(id) }
        }
        for c in children { c.teardownRecursive() }
        if !storage.isEmpty { storage.removeAll() }
    }
}

/// The address of the value in `slot` (an existential opened for mutation: its storage
/// itself, not a copy), for the duration of `body`.
private func openInPlace<Stored: View, R>(_ slot: inout Stored, _ body: (UnsafeRawPointer) -> R) -> R {
    withUnsafeMutablePointer(to: &slot) { body(UnsafeRawPointer($0)) }
}

/// Assigns the value at `p` to `slot`, whose dynamic type is `V` (an existential opened
/// for mutation: its storage is written in place).
private func overwrite<Stored: View, V: View>(_ slot: inout Stored, with p: UnsafePointer<V>) {
    precondition(Stored.self == V.self)
    withUnsafeMutablePointer(to: &slot) { $0.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee = p.pointee } }
}
