// Anchor: a rectangle or point of a view's geometry, carried in a preference from the
// view that owns it up to an ancestor, which turns it into its own coordinates with
// `GeometryProxy`'s subscript (`proxy[anchor]`).
//
// The daemon owns layout, so an anchor is resolved when the daemon reports the frame of
// the view that made it (`anchorPreference` asks for geometry reports): it holds that
// frame in window coordinates. When the view moves or resizes, the report changes the
// anchor, which changes the preference, which updates its readers — one round trip later
// than SwiftUI, which resolves anchors within its own layout pass (PlatformDifferences.md).
import Foundation

/// A geometry value of some view (a `CGRect` or `CGPoint`), resolvable in the coordinate
/// space of another view's `GeometryProxy`.
///
/// Made by `anchorPreference(key:value:transform:)` from an `Anchor.Source`, and read with
/// `GeometryProxy`'s `subscript(_:)`.
public struct Anchor<Value> {
    /// The value in window coordinates.
    let global: Value
    /// The numbers of `global`, for equality without requiring `Value: Equatable`.
    let components: [Double]
    /// `global` moved into a space whose origin is `origin` in window coordinates.
    let relative: (_ origin: CGPoint) -> Value

    /// Where an anchor's value comes from: a function of the frame of the view it is
    /// attached to.
    public struct Source {
        /// Makes the anchor from the view's frame in window coordinates.
        let resolve: (_ frame: CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.components == b.components }
}

extension Anchor: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension Anchor: CustomStringConvertible {
    public var description: String { "Anchor(\(global))" }
}

extension Anchor where Value == CGRect {
    init(rect r: CGRect) {
        self.init(global: r, components: [r.origin.x, r.origin.y, r.size.width, r.size.height],
                  relative: { r.offsetBy(dx: -$0.x, dy: -$0.y) })
    }
}

extension Anchor where Value == CGRect {
    /// A rectangle already in the coordinates of the geometry reader that resolves it —
    /// for a container whose overlay's readers share its origin (Charts' `plotFrame`:
    /// the plot area in the coordinates of `chartOverlay`'s and `chartBackground`'s
    /// content).
    public static func _inReaderSpace(_ r: CGRect) -> Anchor<CGRect> {
        Anchor(global: r, components: [r.origin.x, r.origin.y, r.size.width, r.size.height], relative: { _ in r })
    }
}

extension Anchor where Value == CGPoint {
    init(point p: CGPoint) {
        self.init(global: p, components: [p.x, p.y], relative: { CGPoint(x: p.x - $0.x, y: p.y - $0.y) })
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r`, given in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(rect: r.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }

    /// The view's bounds: its whole frame.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(rect: frame) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p`, given in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in Anchor(point: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) }
    }

    /// The point at unit position `p` of the view's frame (`(0, 0)` top leading,
    /// `(1, 1)` bottom trailing).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(point: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height))
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An anchor source that resolves each of `array`'s sources against the same view.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [Anchor<T>] {
        self.init { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor<[Anchor<T>]>(global: anchors, components: anchors.flatMap(\.components),
                                       relative: { _ in anchors })
        }
    }

    /// An anchor source that resolves `anchor`, when there is one, against the view.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == Anchor<T>? {
        self.init { frame in
            let resolved = anchor?.resolve(frame)
            return Anchor<Anchor<T>?>(global: resolved, components: resolved?.components ?? [],
                                      relative: { _ in resolved })
        }
    }
}
