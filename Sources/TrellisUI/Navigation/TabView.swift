import TrellisUIKit
import TrellisProtocol

/// Tabs with a tab bar. Every tab's identity (and state) lives as long as the TabView;
/// only the selected tab is in layout, so switching tabs makes one disappear and the other
/// appear (S20). It fills the space it is offered: the selected tab is centred in the area
/// above the tab bar, which sits at the bottom (S31). Render: a `vstack` of [spacer,
/// selected tab, spacer, tab bar].
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// One tab found in the content: the identity and its tag / label traits.
struct TabUnit {
    let node: GraphNode
    let tag: AnyHashable
    let label: AnyView?
    /// `badge(_:)` on the tab's content (Lists/Badge.swift) or on the tab.
    var badge: Text? = nil
    /// The tab content modifiers' options (Navigation/TabCustomization.swift).
    var options = _TabOptions()
    /// The index of the tab's section in `TabContents.sections`.
    var section = 0
}

/// The tabs of a tab view's content and the sections they are in (section 0 holds the
/// tabs outside any `TabSection`).
struct TabContents {
    var units: [TabUnit] = []
    var sections: [_SidebarSection] = [_SidebarSection(id: nil, header: nil, actions: nil, tabs: [])]
}

extension TabView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let env = node.env
        let adaptable = env._tabViewAdaptable && env.tabViewPageMode == nil
        let modes = Self.modes(node)
        var sidebarShown = modes.sidebarShown ?? (adaptable && env._defaultAdaptablePlacement == .sidebar)
        if !adaptable { sidebarShown = false }
        let placement: TabBarPlacement = env.tabViewPageMode != nil ? .pageIndicator : sidebarShown ? .sidebar : .bottomBar
        if node.extra?.envWrite == nil || !node.extra!.envWrite!.parent.isIdentical(to: node.env)
            || (node.extra?.envWrite?.value as? TabBarPlacement) != placement {
            var child = env
            child.tabBarPlacement = placement
            // A tab view inside a tab does not inherit this one's sidebar parts.
            child._tabSidebarParts = _TabSidebarParts()
            child._tabBarVisibility = Self.barVisibility(node)
            node.ext.envWrite = (env, placement, child)
        }
        node.reconcileSlot(0, key: .index(0), view: content)
        let found = Self.tabs(in: node.children[0])
        let units = found.units
        let selected: AnyHashable?
        if let s = selection {
            selected = AnyHashable(s.wrappedValue)
        } else {
            selected = node.ext.selection ?? units.first?.tag
        }
        let index = units.firstIndex { $0.tag == selected } ?? 0
        let select: (Int) -> Void = { [weak node] i in
            guard let node else { return }
            if let s = selection, let v = units[i].tag.base as? SelectionValue {
                s.wrappedValue = v
            } else {
                node.ext.selection = units[i].tag
                node.graph.invalidate(node, reason: nil)
            }
        }
        let setSidebar: (Bool) -> Void = { [weak node] shown in
            guard let node else { return }
            Self.modes(node).sidebarShown = shown
            node.graph.invalidate(node, reason: nil)
        }
        let customization = env._tabViewCustomization?.binding
        if let mode = env.tabViewPageMode {
            // `.tabViewStyle(.page)`: page dots instead of the bar (Navigation/TabViewStyle.swift).
            node.reconcileSlot(1, key: .index(1), view: _PageDots(count: units.count, selected: index, mode: mode,
                                                                  select: select))
        } else if sidebarShown {
            let editing = modes.editing
            node.reconcileSlot(1, key: .index(2), view: _TabSidebar(
                sections: found.sections, selected: index, parts: env._tabSidebarParts,
                customization: customization, editing: editing, select: select,
                setEditing: { [weak node] e in
                    guard let node else { return }
                    Self.modes(node).editing = e
                    node.graph.invalidate(node, reason: nil)
                },
                collapse: { setSidebar(false) }))
        } else if Self.barVisibility(node).isHidden(showing: units.isEmpty ? nil : units[index].node) {
            // `.toolbar(.hidden, for: .tabBar)` in the shown tab, or UIKit's
            // `UITabBar.appearance().isHidden` (TabBarVisibility.swift): no bar.
            node.reconcileSlot(1, key: .index(3), view: EmptyView())
        } else {
            // The tab bar: tabs visible in it in order, pinned tabs at its trailing end, and
            // for `.sidebarAdaptable` a button that shows the sidebar.
            let visible = units.indices.filter {
                units[$0].options.isVisible(in: .tabBar, customization: customization?.wrappedValue)
            }
            let order = visible.filter { units[$0].options.placement != .pinned }
                + visible.filter { units[$0].options.placement == .pinned }
            let bar = VStack(spacing: 0) {
                Rectangle().fill(Color.chromeLine).frame(height: 1)
                HStack(spacing: 0) {
                    if adaptable {
                        Button { setSidebar(true) } label: { Image(systemName: "sidebar.left") }
                            .accessibilityLabel(Text("Show Sidebar"))
                            .padding(.horizontal, 12)
                    }
                    ForEach(order, id: \.self) { i in
                        _TabBarItem(label: units[i].label ?? AnyView(Text("Tab \(i + 1)")), badge: units[i].badge,
                                    springLoading: units[i].options.springLoading,
                                    selected: i == index, select: { select(i) })
                    }
                }
                ._accessibility(tabListProps)
            }
            .background(Self.barBackground)
            node.reconcileSlot(1, key: .index(1), view: bar)
        }
        let selectedNode = units.isEmpty ? nil : units[index].node
        let (top, bottom) = Self.spacers(node)
        if sidebarShown {
            node.render(.hstack, [.spacing(0)], layout: .custom({ n in
                [n.children[1].roots.array, [top], selectedNode?.roots.array ?? [], [bottom]]
            }))
        } else {
            node.render(.vstack, [.spacing(0)], layout: .custom({ n in
                [[top], selectedNode?.roots.array ?? [], [bottom], n.children[1].roots.array]
            }))
        }
        node.finishRender()
    }

    /// The bar's background: UIKit's `UITabBar.appearance()` background or bar tint
    /// colour when the app set one, else the system bar colour.
    static var barBackground: Color {
        let proxy = UITabBar.appearance()
        return (proxy.backgroundColor ?? proxy.barTintColor).map { Color(uiColor: $0) } ?? Color.barBackground
    }

    /// The tab view's bar visibility requests, made once per tab view node.
    static func barVisibility(_ node: GraphNode) -> TabBarVisibility {
        if let v = node.storage["barVisibility"] as? TabBarVisibility { return v }
        let v = TabBarVisibility(tabView: node)
        node.storage["barVisibility"] = v
        return v
    }

    /// Whether the sidebar shows (nil: as `defaultAdaptableTabBarPlacement` says) and is
    /// in Edit mode, as a person left them.
    static func modes(_ node: GraphNode) -> TabViewModes {
        if let m = node.storage["modes"] as? TabViewModes { return m }
        let m = TabViewModes()
        node.storage["modes"] = m
        return m
    }

    /// The two flexible spacers around the selected tab (created once, owned by the node).
    static func spacers(_ node: GraphNode) -> (NodeID, NodeID) {
        if let ids = node.storage["spacers"] as? SpacerIDs { return (ids.top, ids.bottom) }
        let graph = node.graph
        let ids = SpacerIDs(top: graph.allocateID(), bottom: graph.allocateID())
        for id in [ids.top, ids.bottom] {
            graph.writer.append(.create(id: id, kind: .spacer, props: [.minLength(0)]))
            node.extraOwnedRenderIDs.append(id)
            graph.renderOwner[id] = node
        }
        node.storage["spacers"] = ids
        return (ids.top, ids.bottom)
    }

    /// The tabs: the first non-structural identities under the content, in order, with
    /// the sections (`TabSection`) they are in.
    static func tabs(in root: GraphNode) -> TabContents {
        var out = TabContents()
        var section = 0
        func visit(_ n: GraphNode, sectionID: String? = nil) {
            if let info = n.view as? _TabSectionInfo {
                let outer = section
                out.sections.append(_SidebarSection(id: sectionID, header: info.sectionHeader, actions: info.sectionActions,
                                                    tabs: []))
                section = out.sections.count - 1
                for c in n.children { visit(c) }
                section = outer
                return
            }
            if n.view is StructuralView {
                for c in n.children { visit(c) }
                return
            }
            var tag: AnyHashable = AnyHashable(out.units.count)
            var label: AnyView?
            var badge: Text?
            var options = _TabOptions()
            var m: GraphNode? = n
            while let x = m, !x.isComposite, x.renderID == nil {
                if x.view is _TabSectionInfo {
                    // Options on a whole section (`TabSection { … }.customizationID(…)`).
                    visit(x, sectionID: options.customizationID)
                    return
                }
                if let t = x.extra?.traits {
                    for (k, v) in t {
                        if k == ObjectIdentifier(TabItemTraitKey.self) { label = v as? AnyView }
                        else if k == ObjectIdentifier(BadgeTraitKey.self) { badge = (v as? _BadgeValue)?.text }
                        else if k == ObjectIdentifier(TabOptionsTraitKey.self) {
                            if let o = v as? _TabOptions { options = options.merged(under: o) }
                        }
                        else if let h = unwrapOptional(v) as? AnyHashable { tag = h }
                    }
                }
                m = x.children.first
            }
            let unit = TabUnit(node: n, tag: tag, label: label, badge: options.badge ?? badge, options: options,
                               section: section)
            out.sections[section].tabs.append(_SidebarTab(index: out.units.count, label: label ?? AnyView(Text("Tab \(out.units.count + 1)")),
                                                          badge: unit.badge, options: options))
            out.units.append(unit)
        }
        visit(root)
        return out
    }
}

struct _TabBarItem: View {
    /// The selected tab's colour: `UITabBar.appearance().tintColor` when the app set one,
    /// else the accent colour.
    static var selectedColor: Color {
        UITabBar.appearance().tintColor.map { Color(uiColor: $0) } ?? .accentColor
    }
    /// The other tabs' colour: `UITabBar.appearance().unselectedItemTintColor`, else grey.
    static var unselectedColor: Color {
        UITabBar.appearance().unselectedItemTintColor.map { Color(uiColor: $0) } ?? .gray
    }

    let label: AnyView
    var badge: Text? = nil
    /// The tab's own `springLoadingBehavior(_:)` (nil: the tab view's environment decides).
    var springLoading: SpringLoadingBehavior? = nil
    let selected: Bool
    let select: () -> Void
    var body: some View {
        Button(action: select) { label }
            // A tab switches when a drag pauses over it (SpringLoading.swift).
            .environment(\._springLoadsByDefault, true)
            .modifier(_OptionalSpringLoading(behavior: springLoading))
            ._accessibility(selected ? selectedTabProps : tabProps)
            .overlay(alignment: .topTrailing) { if let badge { _TabBadge(text: badge).offset(x: 10, y: -4) } }
            .foregroundColor(selected ? Self.selectedColor : Self.unselectedColor)
            .environment(\.labelLayout, .tabItem)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 4)
    }
}

/// A tab's own spring-loading behaviour over the tab view's, when it set one.
private struct _OptionalSpringLoading: ViewModifier {
    let behavior: SpringLoadingBehavior?
    func body(content: Content) -> some View {
        if let behavior { content.springLoadingBehavior(behavior) } else { content }
    }
}

/// A tab bar is a `tabList` element of `tab` elements (the selected one says so).
private let tabListProps: [Property] = [.accessibilityRole(.tabList)]
private let tabProps: [Property] = [.accessibilityRole(.tab)]
private let selectedTabProps: [Property] = [.accessibilityRole(.tab), .accessibilityAddTraits(.isSelected)]

func unwrapOptional(_ v: Any) -> Any? {
    let m = Mirror(reflecting: v)
    if m.displayStyle == .optional { return m.children.first.map { unwrapOptional($0.value) } ?? nil }
    return v
}

/// A tab view's sidebar state.
final class TabViewModes {
    var sidebarShown: Bool?
    var editing = false
}

/// The render ids of a TabView's spacers.
final class SpacerIDs {
    let top: NodeID
    let bottom: NodeID
    init(top: NodeID, bottom: NodeID) { self.top = top; self.bottom = bottom }
}
