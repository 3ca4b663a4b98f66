// Scroll targets and positions (iOS 17): scrollPosition(id:anchor:), scrollTargetLayout,
// scrollTargetBehavior with .paging and .viewAligned, scrollIndicatorsFlash.
//
// - scrollPosition(id:anchor:) scrolls the scroll view to the view whose identifier the
//   binding holds, when the view first shows and whenever the binding changes — through
//   the same `scrollTo` op a `ScrollViewReader` sends (Layout/ScrollViewReader.swift).
//   The daemon does not report which view is at the scroll view's edge, so a scroll the
//   user makes does not write the binding back (see PlatformDifferences).
// - scrollTargetBehavior(.paging / .viewAligned) becomes the scroll node's `scrollSnap`
//   property and scrollTargetLayout() an `effect` with `scrollTargetLayout`: scrolling
//   happens in the daemon, so the daemon snaps when a user's scroll ends (protocol README
//   §7, "Scroll snapping") and reports the movement as `inputScroll`, like any scroll.
//   A behaviour the app writes cannot run there: its `updateTarget(_:context:)` is not
//   called and such a scroll view does not snap (see PlatformDifferences).
// - scrollIndicatorsFlash changes nothing: the backends draw no scroll indicators.
import Foundation
import TrellisProtocol

/// Where a scroll gesture would come to rest: the rectangle of the content to show, and
/// the point of the scroll view it aligns to.
public struct ScrollTarget {
    /// The rectangle of the content the scroll view shows when the scroll ends.
    public var rect: CGRect
    /// The point of `rect` aligned with the same point of the scroll view (nil: top
    /// leading).
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it adjusts a target.
public struct ScrollTargetBehaviorContext {
    /// The target the scroll would have reached without the behaviour.
    public var originalTarget: ScrollTarget
    /// The speed of the scroll when it was released, in points per second.
    public var velocity: CGVector
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
}

/// How a scroll view chooses where a scroll comes to rest (paging, view alignment...).
///
/// `.paging` and `.viewAligned` are carried out by the daemon, which does the scrolling
/// (and so must decide where it stops without a round trip to the app). A behaviour an
/// app writes itself cannot run there: Trellis does not call its `updateTarget(_:context:)`
/// and a scroll view with it does not snap (PlatformDifferences).
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Adjusts `target`, the place a scroll would come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests a scroll on page boundaries: multiples of the scroll view's size. The daemon
/// snaps with it when a user's scroll ends (at most one page from where it began), so
/// that a carousel turns a page without the app's involvement; `updateTarget` is its rule
/// for an app that calls it.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // Rounds the target's origin to the nearest page along each scrolling axis.
        if context.axes.contains(.horizontal), context.containerSize.width > 0 {
            let w = context.containerSize.width
            target.rect.origin.x = (target.rect.origin.x / w).rounded() * w
        }
        if context.axes.contains(.vertical), context.containerSize.height > 0 {
            let h = context.containerSize.height
            target.rect.origin.y = (target.rect.origin.y / h).rounded() * h
        }
    }
}

/// Rests a scroll with a view of the `scrollTargetLayout` aligned with the scroll view's
/// leading (or top) edge. The daemon snaps with it when a user's scroll ends: to the
/// target edge nearest to where the scroll stopped, within `limitBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may move past, so a flick through a long row can be
    /// limited to a view or a few at a time.
    public struct LimitBehavior: Hashable, Sendable {
        let raw: Int
        /// Limited to one view when the scroll view's size class along its axis is
        /// compact, unlimited otherwise (a Trellis window is `.regular` unless the app
        /// sets the size class).
        public static let automatic = LimitBehavior(raw: 0)
        /// At most one view per scroll.
        public static let always = LimitBehavior(raw: 1)
        /// Any number of views per scroll.
        public static let never = LimitBehavior(raw: 2)
        /// At most a few views per scroll (three, in Trellis).
        public static let alwaysByFew = LimitBehavior(raw: 3)
        /// At most one view per scroll.
        public static let alwaysByOne = LimitBehavior(raw: 4)
    }
    /// How many views one scroll may move past.
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    /// Leaves `target` as it is: the views' frames are the daemon's, which snaps to them
    /// itself (protocol README §7, "Scroll snapping").
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Any scroll target behaviour behind one type (iOS 18), so that a property or a
/// conditional can hold `.paging` or `.viewAligned` alike. The daemon snaps with the
/// behaviour it wraps.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior
    /// Wraps `behavior` (an `AnyScrollTargetBehavior` is not wrapped twice).
    public init(_ behavior: some ScrollTargetBehavior) {
        base = (behavior as? AnyScrollTargetBehavior)?.base ?? behavior
    }
    /// Asks the wrapped behaviour.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls a page (the scroll view's size) at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests scrolls on the views of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests scrolls on the views of the scroll target layout, moving as `limitBehavior`
    /// allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The scroll target behaviour of a subtree, kept for reading (see the top of the file).
struct _ScrollTargetBehaviorBox: Equatable {
    let behavior: any ScrollTargetBehavior
    let key: String
    static func == (a: Self, b: Self) -> Bool { a.key == b.key }
}
struct _ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: _ScrollTargetBehaviorBox? { nil } }

extension EnvironmentValues {
    var _scrollTargetBehavior: _ScrollTargetBehaviorBox? {
        get { self[_ScrollTargetBehaviorKey.self] }
        set { self[_ScrollTargetBehaviorKey.self] = newValue }
    }

    /// The `scrollSnap` property a scroll view along `axis` sends for the behaviour in
    /// effect (nil: none, or one the daemon cannot carry out).
    func scrollSnapProperty(horizontal: Bool) -> Property? {
        switch _scrollTargetBehavior?.behavior {
        case is PagingScrollTargetBehavior:
            return .scrollSnap(WireScrollSnap(mode: .paging, limit: .never))
        case let b as ViewAlignedScrollTargetBehavior:
            let limit: ScrollSnapLimit
            switch b.limitBehavior {
            case .never: limit = .never
            case .alwaysByFew: limit = .few
            case .always, .alwaysByOne: limit = .one
            default:
                let sizeClass = horizontal ? horizontalSizeClass : verticalSizeClass
                limit = sizeClass == .compact ? .one : .never
            }
            return .scrollSnap(WireScrollSnap(mode: .viewAligned, limit: limit))
        default:
            return nil
        }
    }
}

/// `scrollTargetLayout(isEnabled:)`: an `effect` whose `scrollTargetLayout` property tells
/// the daemon that the layout below it holds the scroll targets.
public struct _ScrollTargetLayoutModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public var isEnabled: Bool
}

extension _ScrollTargetLayoutModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, isEnabled ? [.scrollTargetLayout(true)] : [], content: content)
    }
}

extension View {
    /// Sets how the scroll views in this view choose where a scroll comes to rest:
    /// `.paging` or `.viewAligned`, which the daemon carries out when a user's scroll ends
    /// (it does the scrolling). A behaviour the app writes is not called and its scroll
    /// views do not snap (see PlatformDifferences).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let unwrapped = (behavior as? AnyScrollTargetBehavior)?.base ?? behavior
        return environment(\._scrollTargetBehavior,
                           _ScrollTargetBehaviorBox(behavior: unwrapped, key: "\(type(of: unwrapped)):\(unwrapped)"))
    }

    /// Marks this layout's children (a `LazyHStack`'s rows, an `HStack`'s views) as the
    /// views `.viewAligned` scrolling rests on, so a carousel stops with a card at its edge.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Scrolls the scroll view to the view whose identifier (`.id(_:)`, a `ForEach`
    /// element's id) `id` holds: when it first shows and whenever the binding changes,
    /// with the view's `anchor` point on the scroll view's same point (without an anchor,
    /// by the least amount that shows the view). A nil value leaves the position as it
    /// is. The binding is not written when the user scrolls (see PlatformDifferences).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ScrollViewReader { proxy in
            self.onChange(of: id.wrappedValue, initial: true) { _, new in
                if let new { proxy.scrollTo(new, anchor: anchor) }
            }
        }
    }

    /// Flashes the scroll indicators when `value` changes. Changes nothing: the backends
    /// draw no scroll indicators (see `scrollIndicators(_:axes:)`).
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Flashes the scroll indicators when the scroll view appears. Changes nothing: the
    /// backends draw no scroll indicators.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
}

/// Whether an input scrolls a view (iOS 18), for `scrollInputBehavior(_:for:)`.
public struct ScrollInputBehavior: Equatable, Sendable {
    let raw: Int
    /// The system decides.
    public static let automatic = ScrollInputBehavior(raw: 0)
    /// The input scrolls.
    public static let enabled = ScrollInputBehavior(raw: 1)
    /// The input does not scroll.
    public static let disabled = ScrollInputBehavior(raw: 2)
}

/// An input that can scroll a view besides touch, wheel and keys (iOS 18): Apple Watch's
/// double-tap hand gesture, visionOS's look-to-scroll.
public struct ScrollInputKind: Equatable, Sendable {
    let raw: Int
    /// watchOS's double-tap hand gesture shortcut.
    public static let handGestureShortcut = ScrollInputKind(raw: 0)
    /// visionOS's looking at a scroll view's edge.
    public static let look = ScrollInputKind(raw: 1)
}

extension View {
    /// Turns scrolling by one kind of input on or off, leaving the others. Both kinds
    /// SwiftUI names are inputs Linux has no device for (a watch's hand gesture, a
    /// headset's gaze), so no input here is affected: as on an iPhone, where neither
    /// exists either. Wheel, drag and keyboard scrolling follow `scrollDisabled(_:)`.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
}
