// Where a tab shows and whether a person can hide or reorder it (iOS 18): the tab
// modifiers (`customizationID`, `tabPlacement`, `defaultVisibility(_:for:)`,
// `customizationBehavior(_:for:)`, `hidden`, and `badge` in tab content), the
// placements they name, and `TabViewCustomization`, the record of what a person changed.
// The modifiers attach one `_TabOptions` trait that `TabView.tabs(in:)` reads; the tab
// bar and the sidebar (TabViewSidebar.swift) decide from it which tabs they list.
import Foundation

/// A place a tab can appear in a tab view.
public struct TabPlacement: Hashable, Sendable {
    let raw: Int
    /// Where the style puts tabs: the tab bar, and the sidebar when it shows.
    public static let automatic = TabPlacement(raw: 0)
    /// Kept in the tab bar at its trailing end, and never hidden by customization.
    public static let pinned = TabPlacement(raw: 1)
    /// Only in the sidebar: the tab bar does not list it.
    public static let sidebarOnly = TabPlacement(raw: 2)
}

/// Where a `.sidebarAdaptable` tab view shows its tabs: its tab bar or its sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let raw: Int
    /// The style's choice: the tab bar (Trellis windows behave as an iPad's).
    public static let automatic = AdaptableTabBarPlacement(raw: 0)
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(raw: 1)
    /// The sidebar, which lists every tab.
    public static let sidebar = AdaptableTabBarPlacement(raw: 2)
}

/// Where a tab view is showing its tabs, as its content reads it
/// (`EnvironmentValues.tabBarPlacement`).
public struct TabBarPlacement: Hashable, Sendable {
    let raw: Int
    /// A tab bar at the top of the tab view.
    public static let topBar = TabBarPlacement(raw: 0)
    /// A tab bar at the bottom of the tab view (Trellis's tab bar).
    public static let bottomBar = TabBarPlacement(raw: 1)
    /// A sidebar beside the selected tab.
    public static let sidebar = TabBarPlacement(raw: 2)
    /// The page dots of `.page` style.
    public static let pageIndicator = TabBarPlacement(raw: 3)
    /// An ornament (visionOS); Trellis never shows one.
    public static let ornament = TabBarPlacement(raw: 4)
}

/// What a person may change about a tab: `.reorderable` (move it, not hide it) or
/// `.disabled` (neither); `.automatic` lets the style decide (move and hide).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let raw: Int
    public static let automatic = TabCustomizationBehavior(raw: 0)
    public static let reorderable = TabCustomizationBehavior(raw: 1)
    public static let disabled = TabCustomizationBehavior(raw: 2)
}

/// The changes a person made to a `.sidebarAdaptable` tab view: which tabs they hid or
/// showed in the sidebar and the tab bar, and the order of the tabs in each section, all
/// by customization identifier. Codable, so an app keeps it with `@AppStorage`.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    /// What a person changed about one tab.
    public struct TabCustomization: Hashable, Codable, Sendable {
        /// The tab's visibility in the sidebar (`.automatic`: its default).
        public var sidebarVisibility: Visibility = .automatic
        /// The tab's visibility in the tab bar (`.automatic`: its default).
        public var tabBarVisibility: Visibility = .automatic
    }

    /// What a person changed about one section.
    public struct SectionCustomization: Hashable, Codable, Sendable {
        /// The order of the section's tabs by customization identifier (nil: as written).
        public var tabOrder: [String]?
        /// Goes back to the order the tabs are written in.
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    var tabs: [String: TabCustomization] = [:]
    var sections: [String: SectionCustomization] = [:]

    /// No changes: every tab as its modifiers say, sections in the order written.
    public init() {}

    /// The sidebar visibility of the tab with customization identifier `id`.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { tabs[id]?.sidebarVisibility ?? .automatic }
        set { tabs[id, default: TabCustomization()].sidebarVisibility = newValue }
    }

    /// What a person changed about the tab with customization identifier `id`.
    public subscript(tab id: String) -> TabCustomization {
        get { tabs[id] ?? TabCustomization() }
        set { tabs[id] = newValue }
    }

    /// What a person changed about the section with customization identifier `id`.
    public subscript(section id: String) -> SectionCustomization {
        get { sections[id] ?? SectionCustomization() }
        set { sections[id] = newValue }
    }

    /// The order of the tabs of the section with customization identifier `id` (nil: as
    /// written), the iOS 18.0 spelling of `self[section: id].tabOrder`.
    public subscript(sectionID id: String) -> [String]? { sections[id]?.tabOrder }

    /// Every tab back to its default visibility; section orders stay.
    public mutating func resetVisibility() { tabs = [:] }
    /// Every section back to the order written; visibilities stay.
    public mutating func resetSectionOrder() { sections = [:] }
    /// One section back to the order written.
    public mutating func resetSectionOrder(for sectionID: String) { sections[sectionID] = nil }
}

extension Visibility: Codable {
    public init(from decoder: Decoder) throws {
        switch try decoder.singleValueContainer().decode(String.self) {
        case "visible": self = .visible
        case "hidden": self = .hidden
        default: self = .automatic
        }
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(self == .visible ? "visible" : self == .hidden ? "hidden" : "automatic")
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view customization kept in the app's store under `key` (as JSON text).
    public init(_ key: String) {
        self.key = key
        defaultValue = TabViewCustomization()
        encode = { value in (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "" }
        decode = { stored in
            (stored as? String).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: Data($0.utf8)) }
        }
    }
}

/// A tab's options, attached by the tab content modifiers; the nearest modifier wins.
struct _TabOptions {
    var customizationID: String?
    var placement: TabPlacement?
    var defaultVisibility: [AdaptableTabBarPlacement: Visibility] = [:]
    var behavior: [AdaptableTabBarPlacement: TabCustomizationBehavior] = [:]
    var hidden: Bool?
    var badge: Text?
    /// `springLoadingBehavior(_:)` on the tab: whether a drag resting on its tab bar item
    /// opens it (nil: as the environment says; tabs spring-load by default).
    var springLoading: SpringLoadingBehavior?

    /// `self` with what `outer` sets and `self` does not.
    func merged(under outer: _TabOptions) -> _TabOptions {
        var m = self
        m.customizationID = customizationID ?? outer.customizationID
        m.placement = placement ?? outer.placement
        m.defaultVisibility.merge(outer.defaultVisibility) { mine, _ in mine }
        m.behavior.merge(outer.behavior) { mine, _ in mine }
        m.hidden = hidden ?? outer.hidden
        m.badge = badge ?? outer.badge
        m.springLoading = springLoading ?? outer.springLoading
        return m
    }

    /// Whether a person may hide or show the tab in `placement`.
    func canHide(in placement: AdaptableTabBarPlacement) -> Bool {
        guard customizationID != nil, self.placement != .pinned else { return false }
        let b = behavior[placement] ?? behavior[.automatic] ?? .automatic
        return b == .automatic
    }

    /// Whether the tab shows in `placement` given a person's `customization`.
    func isVisible(in placement: AdaptableTabBarPlacement, customization: TabViewCustomization?) -> Bool {
        if hidden == true { return false }
        if placement == .tabBar, self.placement == .sidebarOnly { return false }
        if self.placement == .pinned { return true }
        if let id = customizationID, let c = customization, canHide(in: placement) {
            let chosen = placement == .sidebar ? c[tab: id].sidebarVisibility : c[tab: id].tabBarVisibility
            if chosen != .automatic { return chosen == .visible }
        }
        let d = defaultVisibility[placement] ?? defaultVisibility[.automatic] ?? .automatic
        return d != .hidden
    }
}

struct TabOptionsTraitKey: _ViewTraitKey {
    static var defaultValue: _TabOptions? { nil }
}

/// Tab content with options for the tab view (what the tab content modifiers return).
public struct _TabOptionsContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue
    public typealias Body = _NeverTabContent<TabValue>
    let base: Base
    let options: _TabOptions
    public func _makeTabView() -> AnyView { AnyView(_TabOptionsView(base: base._makeTabView(), options: options)) }
}

/// The view of tab content with options: the options as a trait on the content's node.
struct _TabOptionsView: View {
    typealias Body = Never
    let base: AnyView
    let options: _TabOptions
}

extension _TabOptionsView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.ext.traits[ObjectIdentifier(TabOptionsTraitKey.self)] = options
        node.reconcileChild(.index(0), base)
    }
}

extension TabContent {
    private func withOptions(_ change: (inout _TabOptions) -> Void) -> _TabOptionsContent<Self> {
        var o = _TabOptions()
        change(&o)
        return _TabOptionsContent(base: self, options: o)
    }

    /// The identifier a `TabViewCustomization` records this tab's changes under; a tab
    /// without one cannot be customized.
    public func customizationID(_ id: String) -> _TabOptionsContent<Self> { withOptions { $0.customizationID = id } }

    /// Where the tab appears: `.pinned` keeps it at the trailing end of the tab bar,
    /// `.sidebarOnly` lists it only in the sidebar.
    public func tabPlacement(_ placement: TabPlacement) -> _TabOptionsContent<Self> {
        withOptions { $0.placement = placement }
    }

    /// Whether the tab shows in `placements` until a person changes it.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> _TabOptionsContent<Self> {
        withOptions { o in for p in placements { o.defaultVisibility[p] = visibility } }
    }

    /// What a person may change about the tab in `placements`.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                      for placements: AdaptableTabBarPlacement...) -> _TabOptionsContent<Self> {
        withOptions { o in for p in placements { o.behavior[p] = behavior } }
    }

    /// Takes the tab out of the tab bar and the sidebar (it stays selectable by value).
    public func hidden(_ hidden: Bool = true) -> _TabOptionsContent<Self> { withOptions { $0.hidden = hidden } }

    /// Whether a drag that rests on this tab's item in the tab bar opens the tab: tabs do
    /// by default (`.automatic`); `.disabled` keeps this one from opening.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> _TabOptionsContent<Self> {
        withOptions { $0.springLoading = behavior }
    }

    /// A badge on the tab's label: a count (none for 0).
    public func badge(_ count: Int) -> _TabOptionsContent<Self> {
        withOptions { $0.badge = count == 0 ? nil : Text("\(count)") }
    }
    /// A badge on the tab's label: text (none for nil).
    public func badge(_ label: Text?) -> _TabOptionsContent<Self> { withOptions { $0.badge = label } }
    /// A badge on the tab's label: a string shown as is (none for nil).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> _TabOptionsContent<Self> {
        withOptions { $0.badge = label.map { Text($0) } }
    }
    /// A badge on the tab's label: a localized string.
    public func badge(_ key: LocalizedStringKey?) -> _TabOptionsContent<Self> { withOptions { $0.badge = key.map { Text($0) } } }
}

extension View {
    /// Lets a person hide and reorder the tabs of the `.sidebarAdaptable` tab views below,
    /// recording their changes in `customization` (nil: no customization).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        environment(\._tabViewCustomization, customization.map(_CustomizationBox.init))
    }
}

/// The binding `tabViewCustomization(_:)` installs (a class so the environment compares
/// it by identity).
final class _CustomizationBox {
    let binding: Binding<TabViewCustomization>
    init(_ binding: Binding<TabViewCustomization>) { self.binding = binding }
}

struct TabViewCustomizationKey: EnvironmentKey { static var defaultValue: _CustomizationBox? { nil } }
struct TabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }

extension EnvironmentValues {
    var _tabViewCustomization: _CustomizationBox? {
        get { self[TabViewCustomizationKey.self] }
        set { self[TabViewCustomizationKey.self] = newValue }
    }
    /// Where the enclosing tab view shows its tabs (nil outside a tab view's content).
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }
}
