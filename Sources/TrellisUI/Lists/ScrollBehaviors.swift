// Scroll-view settings SwiftUI apps set on lists and scroll views. Trellis's backends
// scroll with the wheel, the keyboard and drags; they draw no scroll bars, have no
// rubber-band bounce and no on-screen keyboard. So:
// - contentMargins(_:_:for:) insets the content of a ScrollView below (it scrolls with it);
// - scrollContentBackground(.hidden) takes away a grouped list's (or form's) grey
//   background, so that a `.background` set on the list shows through behind its cards;
// - scrollIndicators, scrollBounceBehavior and scrollDismissesKeyboard are kept in the
//   environment (readable like SwiftUI's values) and change nothing on screen, because
//   there is no scroll bar, bounce or software keyboard to change — what SwiftUI does on
//   a Mac with hidden scroll bars and a hardware keyboard.

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let value: Int
    /// The platform decides (Trellis draws none).
    public static let automatic = ScrollIndicatorVisibility(value: 0)
    public static let visible = ScrollIndicatorVisibility(value: 1)
    public static let hidden = ScrollIndicatorVisibility(value: 2)
    public static let never = ScrollIndicatorVisibility(value: 3)
}

/// How a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let value: Int
    public static let automatic = ScrollBounceBehavior(value: 0)
    public static let always = ScrollBounceBehavior(value: 1)
    public static let basedOnSize = ScrollBounceBehavior(value: 2)
}

/// How scrolling dismisses the software keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let value: Int
    public static let automatic = ScrollDismissesKeyboardMode(value: 0)
    public static let immediately = ScrollDismissesKeyboardMode(value: 1)
    public static let interactively = ScrollDismissesKeyboardMode(value: 2)
    public static let never = ScrollDismissesKeyboardMode(value: 3)
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
    let value: Int
    public static let automatic = ContentMarginPlacement(value: 0)
    public static let scrollContent = ContentMarginPlacement(value: 1)
    public static let scrollIndicators = ContentMarginPlacement(value: 2)
}

struct VerticalScrollIndicatorKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
struct HorizontalScrollIndicatorKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
struct VerticalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
struct HorizontalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
struct DismissesKeyboardKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }
struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
struct ContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets? { nil } }

extension EnvironmentValues {
    /// The vertical scroll indicators' visibility (no scroll bars are drawn).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] }
        set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
    /// The horizontal scroll indicators' visibility (no scroll bars are drawn).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] }
        set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }
    /// The vertical bounce behaviour (the backends do not bounce).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }
    /// The horizontal bounce behaviour (the backends do not bounce).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }
    /// How scrolling dismisses the keyboard (there is no software keyboard).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DismissesKeyboardKey.self] }
        set { self[DismissesKeyboardKey.self] = newValue }
    }
    /// Whether grouped lists and forms below draw their background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// Margins around the content of the scroll views below.
    var contentMargins: EdgeInsets? {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets whether scroll views below show indicators. Kept in the environment; the
    /// backends draw no scroll bars, so every visibility looks like `.hidden`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.verticalScrollIndicatorVisibility) { if axes.contains(.vertical) { $0 = visibility } }
            .transformEnvironment(\.horizontalScrollIndicatorVisibility) { if axes.contains(.horizontal) { $0 = visibility } }
    }
    /// Sets how scroll views below bounce. Kept in the environment; the backends stop at
    /// the ends without bouncing (as `.basedOnSize` does for content that fits).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.verticalScrollBounceBehavior) { if axes.contains(.vertical) { $0 = behavior } }
            .transformEnvironment(\.horizontalScrollBounceBehavior) { if axes.contains(.horizontal) { $0 = behavior } }
    }
    /// Sets how scrolling dismisses the software keyboard. Kept in the environment; a
    /// desktop has a hardware keyboard, so nothing is dismissed.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
    /// Shows or hides the background of lists and forms below: `.hidden` takes away a
    /// grouped list's grey background (its cards stay), so a `.background(_:)` set on the
    /// list shows through; over it the cards' corners are square. A plain list has none.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
    /// Insets the content of the scroll views below by `insets` on `edges`; the margin
    /// scrolls with the content.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            var m = margins ?? EdgeInsets()
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
            margins = m
        }
    }
    /// Insets the content of the scroll views below by `length` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    /// Insets the content of the scroll views below by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
