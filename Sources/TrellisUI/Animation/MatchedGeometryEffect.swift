// matchedGeometryEffect: views in one namespace with the same id share a geometry.
//
// - A view inserted under an animation whose id a view had (one removed in the same
//   update, or still shown) starts at that view's frame and animates to its own: the
//   hero transition. The daemon lays out, so the new view's frame is known only after it
//   is laid out: it is first committed invisible, then — when the daemon reports its
//   frame — moved and scaled onto the old frame without animation, then animated to its
//   own frame with the insertion's animation (two extra commits; PlatformDifferences.md).
// - A view with `isSource: false` takes the source's size (`.size`) and moves onto its
//   position (`.position`), following it as the daemon reports the source's frame.
import Foundation

extension View {
    /// Matches this view's geometry with the other views of `namespace` that have `id`:
    /// when inserted under an animation it animates from the frame of the view that had
    /// the id before; with `isSource: false` it takes the source view's frame
    /// (`properties`: its position, size or both, aligned at `anchor`).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchedGeometry.Key(namespace: namespace, id: AnyHashable(id)),
                                          properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// What `matchedGeometryEffect` matches: the position, the size, or both.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// An identity space for `matchedGeometryEffect` (`@Namespace var ns`): one id per view
/// identity, kept across updates like `@State`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable { let value: Int }
    @State private var id: ID
    public init() { _id = State(initialValue: ID(value: Namespace.counter.next())) }
    public var wrappedValue: ID { id }
    static let counter = NamespaceCounter()
}

/// Hands out namespace ids.
final class NamespaceCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// The geometry shared by matched views, per graph: each source's last reported frame.
@MainActor
final class MatchedGeometry {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    final class Entry {
        /// The last source that reported its frame, and that frame (window coordinates,
        /// without the effect's own offset and scale).
        var source: Int?
        var frame: CGRect?
        /// Views with `isSource: false` that follow `frame`.
        var followers: [Weak<GraphNode>] = []
    }

    private var entries: [Key: Entry] = [:]
    /// Numbers the matched views (an identity's object address may be reused by the view
    /// that replaces it in the same update).
    private var lastSerial = 0
    func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    func entry(_ key: Key) -> Entry {
        if let e = entries[key] { return e }
        let e = Entry()
        entries[key] = e
        return e
    }

    /// A source reported `frame`: followers move with it.
    func sourceMoved(_ key: Key, node: GraphNode, serial: Int, frame: CGRect) {
        let e = entry(key)
        e.source = serial
        guard e.frame != frame else { return }
        e.frame = frame
        e.followers.removeAll { $0.value?.isAlive != true }
        for f in e.followers { if let n = f.value { node.graph.invalidate(n, reason: "matched geometry") } }
    }
}

/// Per identity: where a hero transition is, from the old frame to the view's own.
final class _MatchedTransitionState {
    /// This view's number in the registry.
    let serial: Int
    init(serial: Int) { self.serial = serial }
    /// The frame to start from and the animation to get to the view's own frame with.
    var from: CGRect?
    var animation: Animation?
    /// The offset and scale drawn now, and whether the view is shown yet.
    var offset = CGSize.zero
    var scale = CGSize(width: 1, height: 1)
    var hidden = false
    /// The next update animates to the identity.
    var release = false
}

/// See `View.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
struct _MatchedGeometryModifier: ViewModifier {
    typealias Body = Never
    let key: MatchedGeometry.Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

extension _MatchedGeometryModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let graph = node.graph
        let registry = graph.matchedGeometry
        let entry = registry.entry(key)
        node.ext.positionDependent = true
        let state: _MatchedTransitionState
        if let s = node.storage["matched.geometry"] as? _MatchedTransitionState {
            state = s
        } else {
            state = _MatchedTransitionState(serial: registry.nextSerial())
            node.storage["matched.geometry"] = state
            // Inserted: under an animation, start where the id's last source was.
            if isSource, let old = entry.frame, entry.source != state.serial,
               let animation = graph.writer.animation, !graph.writer.animationsDisabled {
                state.from = old
                state.animation = animation
                state.hidden = true
            }
            if !isSource { entry.followers.append(Weak(node)) }
        }
        let reported = node.extra?.geometrySize != nil ? node.reportedFrame : nil
        var size: CGSize? = nil
        if isSource {
            if let own = reported { registry.sourceMoved(key, node: node, serial: state.serial, frame: own) }
            if state.release {
                state.release = false
                state.offset = .zero
                state.scale = CGSize(width: 1, height: 1)
                graph.writer.withAnimationScope(state.animation) { render(content, node, state, size: nil) }
                state.animation = nil
                return
            }
            if let from = state.from, let own = reported {
                // Laid out: jump onto the old frame, then animate to the own one.
                state.from = nil
                state.hidden = false
                (state.offset, state.scale) = transform(from: own, to: from)
                // Once the daemon has drawn the jump (an animation starts from what was drawn).
                graph.frameWaiters.after(transaction: graph.writer.txn + 1) { [weak node] in
                    guard let node, node.isAlive else { return }
                    state.release = true
                    graph.invalidate(node, reason: "matched geometry")
                }
                graph.writer.withAnimationScope(nil) { render(content, node, state, size: nil) }
                return
            }
        } else if let target = entry.frame {
            // A follower: the source's size, then its position.
            if properties.contains(.size) { size = target.size }
            if properties.contains(.position), let own = reported {
                let ownSized = CGRect(origin: own.origin, size: size ?? own.size)
                let a = point(anchor, in: target), b = point(anchor, in: ownSized)
                state.offset = CGSize(width: a.x - b.x, height: a.y - b.y)
            }
        }
        render(content, node, state, size: size)
    }

    /// The offset and scale that draw a view laid out at `own` onto `target`.
    private func transform(from own: CGRect, to target: CGRect) -> (CGSize, CGSize) {
        var scale = CGSize(width: 1, height: 1)
        if properties.contains(.size), own.width > 0, own.height > 0 {
            scale = CGSize(width: target.width / own.width, height: target.height / own.height)
        }
        var offset = CGSize.zero
        if properties.contains(.position) {
            let a = point(anchor, in: target), b = point(anchor, in: own)
            offset = CGSize(width: a.x - b.x, height: a.y - b.y)
        }
        return (offset, scale)
    }

    private func point(_ u: UnitPoint, in r: CGRect) -> CGPoint {
        CGPoint(x: r.minX + u.x * r.width, y: r.minY + u.y * r.height)
    }

    /// The view inside a frame-reporting wrapper, with the effects drawn inside it so
    /// that the reported frame is the laid-out one.
    private func render<C: View>(_ content: C, _ node: GraphNode, _ state: _MatchedTransitionState, size: CGSize?) {
        let inner = content
            .frame(width: size?.width, height: size?.height)
            .scaleEffect(state.scale, anchor: anchor)
            .offset(state.offset)
            .opacity(state.hidden ? 0 : 1)
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: inner)
    }
}
