// Spring loading: a drag that pauses over a button, or over a tab of a tab bar, presses
// it, so a drop destination behind a navigation or a tab switch can be reached without
// letting go of the drag (as on iOS, where pausing briefly over such a view activates it).
import Foundation
import TrellisProtocol

/// Whether views activate when a drag pauses over them (``View/springLoadingBehavior(_:)``).
public struct SpringLoadingBehavior: Hashable, Sendable {
    let raw: UInt8
    /// Each kind of view decides: the tabs of a `TabView` spring-load, buttons do not.
    public static let automatic = SpringLoadingBehavior(raw: 0)
    /// Buttons and tabs here activate when a drag pauses over them.
    public static let enabled = SpringLoadingBehavior(raw: 1)
    /// Nothing here activates during a drag.
    public static let disabled = SpringLoadingBehavior(raw: 2)
}

private struct SpringLoadingBehaviorKey: EnvironmentKey {
    static var defaultValue: SpringLoadingBehavior { .automatic }
}
private struct SpringLoadsByDefaultKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views here activate when a drag pauses over them: set with
    /// ``View/springLoadingBehavior(_:)``.
    public internal(set) var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
    /// Set by the components that spring-load under `.automatic` (a tab bar's tabs).
    var _springLoadsByDefault: Bool {
        get { self[SpringLoadsByDefaultKey.self] }
        set { self[SpringLoadsByDefaultKey.self] = newValue }
    }
    /// Whether a button here is pressed by a drag that pauses over it.
    var springLoads: Bool {
        switch springLoadingBehavior {
        case .enabled: true
        case .disabled: false
        default: _springLoadsByDefault
        }
    }
}

extension View {
    /// Sets whether the buttons and tabs in this view activate when a drag pauses over
    /// them for half a second (`.enabled`), never do (`.disabled`), or do as each kind of
    /// view does by default (`.automatic`: a `TabView`'s tabs do, buttons do not).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehavior, behavior)
    }
}

/// A view that a drag pausing over it activates: where it is and what activating it does.
@MainActor
final class _SpringLoadedTarget {
    weak var node: GraphNode?
    var activate: () -> Void = {}

    init(node: GraphNode) { self.node = node }

    /// Where a spring-loaded node keeps its target (GraphNode.storage).
    static let storageKey = "_springLoadedTarget"

    /// The view's frame in window coordinates, once the daemon has reported it.
    var frame: CGRect? {
        guard let n = node, n.isAlive, n.extra?.geometrySize != nil else { return nil }
        return n.reportedFrame
    }
}

extension GraphNode {
    /// Makes this node (a button's) a spring-loaded target that runs `action`, or stops it
    /// being one (nil); returns whether it is one, so that it asks for its frame.
    func setSpringLoadedAction(_ action: (() -> Void)?) -> Bool {
        // Every button comes here at every update (10,000 in a long list), nearly all
        // without spring loading and with no storage: no key is hashed for them.
        if action == nil && storage.isEmpty { return false }
        let existing = storage[_SpringLoadedTarget.storageKey] as? _SpringLoadedTarget
        guard let action else {
            if let existing {
                graph.dragAndDrop.unregister(existing)
                storage[_SpringLoadedTarget.storageKey] = nil
            }
            return false
        }
        let target = existing ?? _SpringLoadedTarget(node: self)
        target.activate = action
        if existing == nil {
            storage[_SpringLoadedTarget.storageKey] = target
            graph.dragAndDrop.register(target)
        }
        return true
    }
}

/// The spring-loading half of a window's drag-and-drop session: which target a drag is
/// over, and the pause that presses it.
@MainActor
struct _SpringLoading {
    /// How long a drag rests over a target before it is pressed. UIKit's spring-loaded
    /// interactions take about this long; a drag that moves on within the target does
    /// not start the wait again.
    static let delay: DispatchTimeInterval = .milliseconds(500)

    private var targets: [ObjectIdentifier: _SpringLoadedTarget] = [:]
    private(set) weak var hovered: _SpringLoadedTarget?
    /// Changes whenever the hovered target does (or the drag ends), so that a wait that
    /// began over another target, or in an earlier drag, presses nothing.
    private(set) var generation = 0

    mutating func register(_ target: _SpringLoadedTarget) { targets[ObjectIdentifier(target)] = target }
    mutating func unregister(_ target: _SpringLoadedTarget) { targets[ObjectIdentifier(target)] = nil }

    /// The innermost spring-loaded view under `point`.
    private mutating func target(at point: CGPoint) -> _SpringLoadedTarget? {
        targets = targets.filter { $0.value.node?.isAlive == true }
        return innermost(of: targets.values, at: point, frame: \.frame)
    }

    /// The drag is at `point`: returns the target a wait starts for (with the generation
    /// to check when it ends), or nil when the drag stays over the same one or over none.
    mutating func moved(to point: CGPoint) -> (_SpringLoadedTarget, Int)? {
        let now = target(at: point)
        guard now !== hovered else { return nil }
        hovered = now
        generation += 1
        return now.map { ($0, generation) }
    }

    /// The wait for `generation` is over: whether its target is pressed now (the drag is
    /// still over it). A target is pressed once per pause: leaving it and coming back
    /// starts another wait.
    mutating func fire(_ generation: Int) -> Bool {
        guard generation == self.generation, hovered != nil else { return false }
        self.generation += 1
        return true
    }

    /// The drag ended (dropped or cancelled): no wait presses anything.
    mutating func ended() {
        hovered = nil
        generation += 1
    }
}
