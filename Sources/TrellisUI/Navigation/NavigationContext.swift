// The state a NavigationStack shares with the views inside it: how to push and pop, the
// destinations registered for value types, and each screen's bar contents.

/// What a stack's screens and links reach through the environment.
@MainActor
final class NavigationContext {
    /// The stack's node: invalidated when something is pushed or popped, or a destination
    /// registers.
    weak var stack: GraphNode?
    /// Reads and writes the pushed values (the path binding, or the stack's own state).
    var readPath: () -> [AnyHashable] = { [] }
    var writePath: ([AnyHashable]) -> Void = { _ in }
    /// Screens pushed with `NavigationLink(destination:)`, above the path's screens.
    var pushedViews: [(id: Int, view: any View)] = []
    var nextViewID = 0
    /// `navigationDestination(for:)` closures by value type, with the node that declared
    /// each (forgotten when it goes).
    var destinations: [ObjectIdentifier: (owner: Weak<GraphNode>, make: (Any) -> any View)] = [:]
    /// `navigationDestination(isPresented:)` screens, in the order they were presented.
    var presented: [(owner: Weak<GraphNode>, view: any View, close: () -> Void)] = []

    /// Pops the top screen (the back button and `dismiss()`); one closure for the
    /// stack's life, so screens holding it compare equal across updates.
    private(set) lazy var popAction: () -> Void = { [weak self] in self?.pop() }

    init() {}

    func invalidateStack() {
        if let s = stack { s.graph.invalidate(s, reason: nil) }
    }

    /// Pushes `value` onto the path (a `NavigationLink(value:)`).
    func push(_ value: AnyHashable) {
        writePath(readPath() + [value])
        invalidateStack()
    }

    /// Pushes a view (a `NavigationLink(destination:)`).
    func push(view: any View) {
        pushedViews.append((nextViewID, view))
        nextViewID += 1
        invalidateStack()
    }

    /// Pops the top screen, whichever way it was pushed.
    func pop() {
        if let last = presented.last {
            last.close()
        } else if !pushedViews.isEmpty {
            pushedViews.removeLast()
        } else {
            let path = readPath()
            if !path.isEmpty { writePath(Array(path.dropLast())) }
        }
        invalidateStack()
    }

    /// The view for a pushed value, or a placeholder (with SwiftUI's warning) when no
    /// `navigationDestination(for:)` for its type is visible.
    func destination(for value: AnyHashable) -> any View {
        let key = ObjectIdentifier(type(of: value.base))
        if let d = destinations[key], d.owner.value?.isAlive == true { return d.make(value.base) }
        TrellisLog.emit("A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        return _MissingDestination()
    }
}

/// A weak reference in a collection.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// SwiftUI shows a warning sign where a destination is missing.
struct _MissingDestination: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle").foregroundColor(.yellow)
    }
}
