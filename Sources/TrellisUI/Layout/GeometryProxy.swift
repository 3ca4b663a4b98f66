// GeometryProxy: what a GeometryReader's content (and `visualEffect`, `onGeometryChange`)
// knows of the reader's geometry. The daemon lays out and reports the reader's frame in
// window coordinates (protocol `geometry` event); the proxy answers from the last report.
import Foundation

/// The size and position of a `GeometryReader` (or of the view a geometry-reading
/// modifier is on), as the daemon last laid it out.
public struct GeometryProxy {
    /// The reader's size.
    public var size: CGSize { reads.size }
    /// The reader's frame's origin in window coordinates.
    var origin: CGPoint { reads.origin }
    /// The window frames of the named coordinate spaces among the reader's ancestors,
    /// the nearest of each name (`coordinateSpace(name:)`).
    var namedFrames: [AnyHashable: CGRect] { reads.namedFrames }
    /// The geometry, and what the content read of it: a content that read a position is
    /// re-evaluated when the reader moves, not only when it resizes. A reader's proxies
    /// share one box, which each geometry report updates, so a proxy kept by a closure
    /// that runs later (`onAppear`, an action) reads where the reader is then, as
    /// SwiftUI's does.
    let reads: _GeometryReads

    init(size: CGSize, origin: CGPoint = .zero, namedFrames: [AnyHashable: CGRect] = [:]) {
        reads = _GeometryReads(size: size, origin: origin, namedFrames: namedFrames)
    }

    /// The proxy of `node` from its last geometry report (size zero at the origin before
    /// the first), sharing the node's box (`_GeometryReads.live(of:)`).
    @MainActor
    init(node: GraphNode) {
        let box = _GeometryReads.live(of: node)
        box.position = false
        box.namedFrames = _GeometryReads.namedFrames(above: node)
        reads = box
    }

    /// The safe area insets of the reader's container: zero, as Trellis windows have no
    /// system bars or notches to avoid.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: `.local` at the origin; `.global` in the
    /// window; `.named(name)` relative to the nearest ancestor that named its space
    /// `name` (the window when none did, as SwiftUI falls back to the global space).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let base = spaceOrigin(coordinateSpace)
        return CGRect(x: origin.x - base.x, y: origin.y - base.y, width: size.width, height: size.height)
    }

    /// The bounds of the named space `coordinateSpace` in the reader's own coordinates,
    /// or nil when no ancestor named its space so.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let f = namedFrames[coordinateSpace.name] else { return nil }
        reads.position = true
        return f.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// `anchor`'s value in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        reads.position = true
        return anchor.relative(origin)
    }

    /// The window origin of the innermost scroll view's visible bounds (`.scrollView`), along
    /// `space.axis` when given; the window's until the scroll view has reported them. Asked
    /// for only when a reader measures in it: the scroll view then reports its bounds, and
    /// the reader runs again when they arrive or change.
    private func scrollSpaceOrigin(_ space: _ScrollViewSpaceName) -> CGPoint {
        // A snapshot's proxy (`visualEffect`) has no reader: the snapshot kept the bounds.
        guard let node = reads.node else { return namedFrames[AnyHashable(space)]?.origin ?? .zero }
        return Self.scrollSpaces(of: node)[AnyHashable(space)]?.origin ?? .zero
    }

    /// The innermost scroll view's visible bounds around `node`, under the names
    /// `.scrollView` and `.scrollView(axis:)` give them (none outside a scroll view or
    /// before it reported them; asking makes it report them, and `node` run again then).
    static func scrollSpaces(of node: GraphNode) -> [AnyHashable: CGRect] {
        guard let (viewport, axis) = MainActor.assumeIsolated({ ScrollViewport.of(node) }) else { return [:] }
        return [AnyHashable(_ScrollViewSpaceName(axis: nil)): viewport, AnyHashable(_ScrollViewSpaceName(axis: axis)): viewport]
    }

    /// The window origin of `space` (zero for the window; the reader's own for `.local`).
    private func spaceOrigin(_ space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: return origin
        case .global:
            reads.position = true
            return .zero
        case .named(let name):
            reads.position = true
            if let space = name.base as? _ScrollViewSpaceName { return scrollSpaceOrigin(space) }
            return namedFrames[name]?.origin ?? .zero
        }
    }
}

/// A geometry reader's geometry and whether its content read its position (shared by
/// the copies of one proxy handed to the content). Written on the main actor only: when
/// the reader is reconciled and when the daemon reports its frame.
final class _GeometryReads: @unchecked Sendable {
    var position = false
    /// The reader, for the spaces measured only when asked for (`.scrollView`).
    weak var node: GraphNode?
    var size: CGSize
    var origin: CGPoint
    var namedFrames: [AnyHashable: CGRect]

    init(size: CGSize = .zero, origin: CGPoint = .zero, namedFrames: [AnyHashable: CGRect] = [:]) {
        self.size = size
        self.origin = origin
        self.namedFrames = namedFrames
    }

    private static let storageKey = "geometry.proxy"

    /// The box of reader `node`, made on first use from its last report.
    @MainActor
    static func live(of node: GraphNode) -> _GeometryReads {
        if let box = node.storage[storageKey] as? _GeometryReads { return box }
        let box = _GeometryReads(size: node.extra?.geometrySize ?? .zero, origin: node.extra?.geometryOrigin ?? .zero)
        box.node = node
        node.storage[storageKey] = box
        return box
    }

    /// Keeps the box of reader `node` (if it has one) at the frame just reported.
    @MainActor
    static func reported(_ node: GraphNode, size: CGSize, origin: CGPoint) {
        guard let box = node.storage[storageKey] as? _GeometryReads else { return }
        box.size = size
        box.origin = origin
        box.namedFrames = namedFrames(above: node)
    }

    /// The window frames of the named coordinate spaces above `node`, the nearest of each
    /// name.
    @MainActor
    static func namedFrames(above node: GraphNode) -> [AnyHashable: CGRect] {
        var named: [AnyHashable: CGRect] = [:]
        var p = node.parent
        while let n = p {
            if let name = n.extra?.coordinateSpaceName, named[name] == nil {
                named[name] = CGRect(origin: n.extra?.geometryOrigin ?? .zero, size: n.extra?.geometrySize ?? .zero)
            }
            p = n.parent
        }
        return named
    }
}

/// A proxy's geometry as a value: what a modifier keeps in its state to build a proxy in
/// its body (`visualEffect`). Taking one reads the position.
struct _GeometrySnapshot: Equatable {
    var size: CGSize = .zero
    var origin: CGPoint = .zero
    var namedFrames: [AnyHashable: CGRect] = [:]

    init() {}
    init(_ proxy: GeometryProxy) {
        proxy.reads.position = true
        size = proxy.size
        origin = proxy.origin
        namedFrames = proxy.namedFrames
        // The proxy built later from this snapshot has no reader to ask for `.scrollView`.
        if let node = proxy.reads.node { namedFrames.merge(GeometryProxy.scrollSpaces(of: node)) { a, _ in a } }
    }

    var proxy: GeometryProxy { GeometryProxy(size: size, origin: origin, namedFrames: namedFrames) }
}
