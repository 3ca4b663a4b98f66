/// Runs actions when the modified view appears or disappears (S17, S18). The daemon
/// decides: a view appears after the commit that first puts it in layout, disappears after
/// the commit that takes it out.
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

extension _AppearanceActionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let e = node.ext
        e.observesLifecycle = true
        e.appearActions = appear.map { [$0] } ?? []
        e.disappearActions = disappear.map { [$0] } ?? []
        node.reconcileChild(.index(0), content)
    }
}

/// Starts an async action when the view appears; cancels it when the view disappears or
/// is destroyed; with an id, restarts it when the id changes (S21).
public struct _TaskModifier: ViewModifier {
    public typealias Body = Never
    public var id: AnyHashable?
    public var priority: TaskPriority
    let action: @MainActor () async -> Void
}

extension _TaskModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let e = node.ext
        e.observesLifecycle = true
        e.taskAction = action
        if e.taskID != id {
            let restart = e.task != nil && e.isAppeared
            e.taskID = id
            if restart {
                node.graph.lifecycle.cancelTask(e)
                node.graph.lifecycle.startTask(node)
            }
        }
        node.reconcileChild(.index(0), content)
    }
}

/// Runs an action after an update in which `value` changed (S21).
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    public var value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
}

extension _ValueActionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let e = node.ext
        let new = value
        if let old = e.lastValue as? Value {
            if old != new {
                let a = action
                node.graph.afterUpdate.append { a(old, new) }
            }
        } else if initial {
            let a = action
            node.graph.afterUpdate.append { a(new, new) }
        }
        e.lastValue = new
        node.reconcileChild(.index(0), content)
    }
}

/// Handles a publisher's output while the view lives (`onReceive`, S21).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    public typealias Body = Never
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
}

final class ActionBox<T> { var action: (T) -> Void; init(_ a: @escaping (T) -> Void) { action = a } }

extension SubscriptionView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let e = node.ext
        let box: ActionBox<PublisherType.Output>
        if let b = e.lastValue as? ActionBox<PublisherType.Output> { box = b } else { box = ActionBox(action); e.lastValue = box }
        box.action = action
        let pubObject = publisher as AnyObject
        let isClass = type(of: publisher) is AnyClass
        if e.subscription == nil || (isClass && e.subscribedPublisher !== pubObject) {
            e.subscription?.cancel()
            e.subscribedPublisher = isClass ? pubObject : nil
            let link = node.graph.link
            e.subscription = publisher.sink { [weak box, link] value in
                onMain {
                    guard let box else { return }
                    box.action(value)
                    link.graph?.needsFlush?()
                }
            }
        }
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action))
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(disappear: action))
    }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: AnyHashable(TaskID(value: value)), priority: priority, action: action))
    }
    /// Runs `action(newValue)` after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
    /// Runs `action(oldValue, newValue)` after an update in which `value` changed (and once
    /// at first when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }
    /// Runs `action()` after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> SubscriptionView<P, Self> where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}

/// Wraps an Equatable task id so that only `==` decides a restart.
struct TaskID<T: Equatable>: Hashable {
    let value: T
    static func == (a: TaskID, b: TaskID) -> Bool { a.value == b.value }
    func hash(into h: inout Hasher) { h.combine(0) }
}
