/// Storage for one `@State` (or app-storage key): the value plus the identities whose
/// body read it (S3 c, S11).
@MainActor
final class StateBox<Value>: DependencySource {
    var value: Value
    var dependents: Set<GraphNode> = []
    private let link: GraphLink
    var graph: ViewGraph? { link.graph }

    init(_ value: Value, graph: ViewGraph) {
        self.value = value
        self.link = graph.link
    }

    func read() -> Value {
        // The graph evaluating now, which is not the creator's when an App's state is read
        // by another window's graph (App/AppWindows.swift).
        if let n = (ViewGraph.active ?? ViewGraph.updating ?? graph)?.current, n.isAlive {
            if dependents.insert(n).inserted { n.dependencies[ObjectIdentifier(self)] = self }
        }
        return value
    }

    /// Stores `v`. An equal value (for `Equatable` values) changes nothing (S11). Dependents
    /// are invalidated; a write while a body runs is reported (S6) and does not
    /// re-invalidate the view being evaluated, so it cannot loop.
    func write(_ v: Value) {
        if ViewEquality.equalIfEquatable(value, v) == true { return }
        value = v
        let evaluating = graph?.evaluatingBody
        if evaluating != nil {
            TrellisLog.emit("Modifying state during view update, this will cause undefined behavior.")
        }
        let id = ObjectIdentifier(self)
        // Each dependent in its own graph: an App's `@State` is read by every window's
        // graph (App/AppWindows.swift), and outlives the window whose graph created it.
        // A dependent whose graph is gone (`weakGraph` nil: a window closed, a test's host
        // released while a task still writes) is skipped.
        for d in dependents where d !== evaluating {
            guard let g = d.weakGraph, g.evaluatingBody !== d else { continue }
            g.invalidate(d, reason: d.sourceLabels[id] ?? "@dependencies")
        }
    }

    func removeDependent(_ node: GraphNode) { dependents.remove(node) }
}

extension StateBox: _GraphIndependentBox {}

/// Points a `@State` value (a struct copied freely) at the storage of its identity.
final class StateLink<Value> {
    var box: StateBox<Value>?
}

/// A value owned by the view's *identity*, not by the struct (S11): the initial value is
/// used once, when the identity is created; writes before the view is on screen (e.g. in
/// `init`) have no effect; setting an equal value causes no update.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initial: Value
    let link = StateLink<Value>()

    public init(wrappedValue value: Value) { initial = value }
    public init(initialValue value: Value) { initial = value }

    public var wrappedValue: Value {
        get { MainActor.assumeIsolated { link.box?.read() } ?? initial }
        nonmutating set { let link = self.link; onMain { link.box?.write(newValue) } }
    }

    /// A binding to the storage: reads and writes go to this identity's state (S12).
    public var projectedValue: Binding<Value> {
        let link = self.link
        let initial = self.initial
        return Binding(
            get: { MainActor.assumeIsolated { link.box?.read() } ?? initial },
            set: { v in onMain { link.box?.write(v) } },
            source: link.box, path: nil)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}

extension State: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        let box: StateBox<Value>
        if let b = node.storage[label] as? StateBox<Value> {
            box = b
        } else {
            box = StateBox(initial, graph: node.graph)
            node.storage[label] = box
        }
        link.box = box
        node.sourceLabels[ObjectIdentifier(box)] = label
    }
}

extension State: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool { true }
}

/// Runs `body` on the main actor: now when already there, else on the main queue (state
/// written from another thread lands in the next update).
///
/// "On the main actor" is checked with a main-queue marker as well as the main thread:
/// after `dispatchMain()` (and under test runners) the main queue runs on a worker thread.
func onMain(_ body: @escaping @MainActor () -> Void) {
    if isOnMainActor { MainActor.assumeIsolated(body) } else { DispatchQueue.main.async(execute: body) }
}

private let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let k = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: k, value: 1)
    return k
}()

/// Whether the caller runs on the main actor (main thread or the main queue).
var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}
