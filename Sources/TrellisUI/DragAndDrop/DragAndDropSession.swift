// Drag and drop within a window. The daemon routes a pointer drag to the `draggable` node
// it began on and reports every pointer position (`inputDrag`, window coordinates); the
// drop destinations ask for their frames (`reportsGeometry`), so the client knows where
// each one is. This session, one per view graph, finds the destination under the pointer
// on each report: the smallest accepting destination whose frame contains the point
// (destinations nest, the innermost wins). Occlusion is not considered: a destination
// covered by another view that is not a destination still receives the drop.
import Foundation
import UniformTypeIdentifiers

/// A view that accepts drops: where it is and what it does with them. Points are in the
/// destination's own coordinates.
@MainActor
final class _DropTarget {
    weak var node: GraphNode?
    /// Whether a payload exported as these types is accepted here at this point.
    var accepts: ([_TransferExporter], CGPoint) -> Bool = { _, _ in false }
    /// The accepted drag came in.
    var entered: ([_TransferExporter], CGPoint) -> Void = { _, _ in }
    /// The accepted drag moved inside.
    var moved: ([_TransferExporter], CGPoint) -> Void = { _, _ in }
    /// The accepted drag left without dropping.
    var exited: ([_TransferExporter], CGPoint) -> Void = { _, _ in }
    /// The payload was dropped here.
    var dropped: ([_TransferExporter], CGPoint) -> Void = { _, _ in }

    init(node: GraphNode) { self.node = node }

    /// Where a destination node keeps its `_DropTarget` (GraphNode.storage).
    static let storageKey = "_dropTarget"

    /// The destination's frame in window coordinates, once the daemon has reported it.
    var frame: CGRect? {
        guard let n = node, n.isAlive, let size = n.extra?.geometrySize, let origin = n.extra?.geometryOrigin else { return nil }
        return CGRect(origin: origin, size: size)
    }

    func local(_ point: CGPoint) -> CGPoint {
        let origin = frame?.origin ?? .zero
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// The drag under way in one window, and the window's drop destinations.
@MainActor
final class _DragAndDropSession {
    private var targets: [ObjectIdentifier: _DropTarget] = [:]
    private var payload: [_TransferExporter]?
    private weak var targeted: _DropTarget?
    /// The buttons and tabs a pause in the drag presses (DragAndDrop/SpringLoading.swift).
    private var springLoading = _SpringLoading()

    func register(_ target: _DropTarget) { targets[ObjectIdentifier(target)] = target }
    func register(_ target: _SpringLoadedTarget) { springLoading.register(target) }
    func unregister(_ target: _SpringLoadedTarget) { springLoading.unregister(target) }

    /// The destination under `point` that accepts the payload.
    private func target(at point: CGPoint, for payload: [_TransferExporter]) -> _DropTarget? {
        targets = targets.filter { $0.value.node?.isAlive == true }
        return innermost(of: targets.values, at: point, frame: \.frame) { $0.accepts(payload, $0.local(point)) }
    }

    /// A drag of `payload` started at `point` (window coordinates).
    func began(_ payload: [_TransferExporter], at point: CGPoint) {
        self.payload = payload
        moved(to: point)
    }

    func moved(to point: CGPoint) {
        guard let payload else { return }
        if let (target, generation) = springLoading.moved(to: point) {
            DispatchQueue.main.asyncAfter(deadline: .now() + _SpringLoading.delay) { [weak self, weak target] in
                MainActor.assumeIsolated {
                    guard let self, let target, self.payload != nil, self.springLoading.fire(generation) else { return }
                    target.activate()
                }
            }
        }
        let now = target(at: point, for: payload)
        if now !== targeted {
            if let old = targeted { old.exited(payload, old.local(point)) }
            targeted = now
            now?.entered(payload, now!.local(point))
        } else if let now {
            now.moved(payload, now.local(point))
        }
    }

    func ended(at point: CGPoint) {
        guard let payload else { return }
        moved(to: point)
        self.payload = nil
        springLoading.ended()
        guard let target = targeted else { return }
        targeted = nil
        target.dropped(payload, target.local(point))
    }
}

/// Of `items`, the one with the smallest frame containing `point` that `accepts` takes:
/// drop destinations and spring-loaded views nest, and the innermost wins. Items whose
/// frame is not known yet are skipped.
@MainActor
func innermost<T>(of items: some Sequence<T>, at point: CGPoint, frame: (T) -> CGRect?,
                  accepting accepts: (T) -> Bool = { _ in true }) -> T? {
    items
        .compactMap { t -> (T, CGRect)? in frame(t).map { (t, $0) } }
        .filter { $0.1.contains(point) && accepts($0.0) }
        .min { $0.1.width * $0.1.height < $1.1.width * $1.1.height }?.0
}
