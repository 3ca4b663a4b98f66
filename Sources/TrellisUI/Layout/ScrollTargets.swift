// Scroll targets and positions (iOS 17): scrollPosition(id:anchor:), scrollTargetLayout,
// scrollTargetBehavior with .paging and .viewAligned, scrollIndicatorsFlash.
//
// - scrollPosition(id:anchor:) scrolls the scroll view to the view whose identifier the
//   binding holds, when the view first shows and whenever the binding changes — through
//   the same `scrollTo` op a `ScrollViewReader` sends (Layout/ScrollViewReader.swift).
//   The daemon does not report which view is at the scroll view's edge, so a scroll the
//   user makes does not write the binding back (see PlatformDifferences).
// - scrollTargetBehavior and scrollTargetLayout are kept in the environment; the daemon's
//   scroll views stop where the wheel, keys or drag leave them, without snapping to a
//   page or a view (the protocol has no snapping, and this branch may not change it) —
//   see PlatformDifferences. A behaviour's `updateTarget(_:context:)` is not called.
// - scrollIndicatorsFlash changes nothing: the backends draw no scroll indicators.
import Foundation

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
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Adjusts `target`, the place a scroll would come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests a scroll on page boundaries: multiples of the scroll view's size.
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
/// edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may move.
    public struct LimitBehavior: Hashable, Sendable {
        let raw: Int
        /// The platform's default (`.alwaysByFew` on a compact iPhone screen).
        public static let automatic = LimitBehavior(raw: 0)
        /// A scroll moves at most a few views.
        public static let always = LimitBehavior(raw: 1)
        /// A scroll may move any number of views.
        public static let never = LimitBehavior(raw: 2)
        /// At most a few views.
        public static let alwaysByFew = LimitBehavior(raw: 3)
        /// At most one view.
        public static let alwaysByOne = LimitBehavior(raw: 4)
    }
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
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
struct _ScrollTargetLayoutKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var _scrollTargetBehavior: _ScrollTargetBehaviorBox? {
        get { self[_ScrollTargetBehaviorKey.self] }
        set { self[_ScrollTargetBehaviorKey.self] = newValue }
    }
    var _isScrollTargetLayout: Bool {
        get { self[_ScrollTargetLayoutKey.self] }
        set { self[_ScrollTargetLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views in this view choose where a scroll comes to rest.
    /// Kept in the environment; Trellis's scroll views do not snap (see the top of
    /// Layout/ScrollTargets.swift and PlatformDifferences).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\._scrollTargetBehavior, _ScrollTargetBehaviorBox(behavior: behavior, key: "\(type(of: behavior)):\(behavior)"))
    }

    /// Marks this layout's children as the views `.viewAligned` scrolling rests on.
    /// Kept in the environment (see `scrollTargetBehavior(_:)`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        environment(\._isScrollTargetLayout, isEnabled)
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
