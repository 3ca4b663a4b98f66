// tabViewStyle(_:): `.page` shows one page at a time with a row of page dots instead of
// the tab bar (`PageTabViewStyle`); the dot of a page selects it (desktops have no swipe).
// `.automatic` and `.tabBarOnly` draw the tab bar at the bottom, Trellis's one look (S31);
// `.sidebarAdaptable` adds a button that turns the bar into a sidebar, as on an iPad
// (Navigation/TabViewSidebar.swift).
import TrellisUIKit

/// How a tab view presents its tabs.
public protocol TabViewStyle {}

/// The tab bar at the bottom.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// The tab bar at the bottom (never a sidebar).
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
/// A tab bar that a person can turn into a sidebar listing every tab by section.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

/// One page at a time, with page dots to choose another.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let value: Int
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(value: 0)
        public static let always = IndexDisplayMode(value: 1)
        public static let never = IndexDisplayMode(value: 2)
    }
    public var indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

struct TabViewPageModeKey: EnvironmentKey { static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil } }

extension EnvironmentValues {
    /// The page dots' display mode when the tab views below are paged (nil: a tab bar).
    var tabViewPageMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewPageModeKey.self] }
        set { self[TabViewPageModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views below present their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageMode, (style as? PageTabViewStyle)?.indexDisplayMode)
            .environment(\._tabViewAdaptable, style is SidebarAdaptableTabViewStyle)
    }
}

/// A paged tab view's index: a dot per page, the current one in the accent colour; a
/// tapped dot shows its page.
struct _PageDots: View {
    let count: Int
    let selected: Int
    let mode: PageTabViewStyle.IndexDisplayMode
    let select: (Int) -> Void
    /// `indexViewStyle(.page(backgroundDisplayMode:))` (Navigation/IndexViewStyle.swift).
    @Environment(\._pageIndexBackground) private var background
    /// The current page's dot: `UIPageControl.appearance().currentPageIndicatorTintColor`
    /// when the app set it (the way iOS apps colour a paged TabView's dots), else the accent.
    static var currentColor: Color {
        UIPageControl.appearance().currentPageIndicatorTintColor.map { Color(uiColor: $0) } ?? .accentColor
    }
    /// The other dots: `UIPageControl.appearance().pageIndicatorTintColor`, else grey.
    static var otherColor: Color {
        UIPageControl.appearance().pageIndicatorTintColor.map { Color(uiColor: $0) } ?? Color.gray.opacity(0.4)
    }
    var body: some View {
        if mode == .always || (mode == .automatic && count > 1) {
            HStack(spacing: 8) {
                ForEach(0..<count, id: \.self) { i in
                    Circle().fill(i == selected ? Self.currentColor : Self.otherColor)
                        .frame(width: 8, height: 8)
                        .padding(4)
                        .onTapGesture { select(i) }
                }
            }
            .padding(.horizontal, background == .always ? 8 : 0)
            .background(Capsule().fill(Color.gray.opacity(background == .always ? 0.25 : 0)))
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity)
        }
    }
}
