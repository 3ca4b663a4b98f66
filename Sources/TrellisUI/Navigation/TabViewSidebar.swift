// The sidebar of a `.sidebarAdaptable` tab view, as on an iPad (Trellis windows are
// regular width): the tab bar gets a button that turns it into a sidebar listing every
// tab by section, with the app's header, footer and bottom bar, section actions and, when
// the app installed a `TabViewCustomization`, an Edit mode in which a person hides and
// shows tabs. `defaultAdaptableTabBarPlacement(.sidebar)` starts in the sidebar.

/// How tall the rows of a sidebar are.
public enum SidebarRowSize: Hashable, Sendable {
    case small
    case medium
    case large

    /// The minimum height of a row, in points.
    var rowHeight: CGFloat {
        switch self {
        case .small: return 28
        case .medium: return 36
        case .large: return 44
        }
    }
}

struct SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
struct TabSidebarPartsKey: EnvironmentKey { static var defaultValue: _TabSidebarParts { _TabSidebarParts() } }
struct DefaultAdaptablePlacementKey: EnvironmentKey { static var defaultValue: AdaptableTabBarPlacement { .automatic } }
struct TabViewAdaptableKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// The app's additions to a tab view's sidebar.
struct _TabSidebarParts {
    var header: AnyView?
    var footer: AnyView?
    var bottomBar: AnyView?
}

extension EnvironmentValues {
    /// How tall the rows of sidebars below are (a tab view's sidebar, sidebar lists).
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
    var _tabSidebarParts: _TabSidebarParts {
        get { self[TabSidebarPartsKey.self] }
        set { self[TabSidebarPartsKey.self] = newValue }
    }
    var _defaultAdaptablePlacement: AdaptableTabBarPlacement {
        get { self[DefaultAdaptablePlacementKey.self] }
        set { self[DefaultAdaptablePlacementKey.self] = newValue }
    }
    /// Whether the tab views below use `.sidebarAdaptable` (set by `tabViewStyle`).
    var _tabViewAdaptable: Bool {
        get { self[TabViewAdaptableKey.self] }
        set { self[TabViewAdaptableKey.self] = newValue }
    }
}

extension View {
    /// A header at the top of the sidebar of the tab views below, above the tabs; it
    /// scrolls with them. Shown only while the sidebar shows.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let v = AnyView(content())
        return transformEnvironment(\._tabSidebarParts) { $0.header = v }
    }
    /// A footer under the tabs of the sidebar of the tab views below; it scrolls with them.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let v = AnyView(content())
        return transformEnvironment(\._tabSidebarParts) { $0.footer = v }
    }
    /// A bar pinned to the bottom of the sidebar of the tab views below (it does not
    /// scroll), e.g. an account button.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let v = AnyView(content())
        return transformEnvironment(\._tabSidebarParts) { $0.bottomBar = v }
    }
    /// Whether the `.sidebarAdaptable` tab views below start with their tab bar or their
    /// sidebar (a person can switch either way).
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        environment(\._defaultAdaptablePlacement, defaultPlacement)
    }
}

/// One tab as the sidebar lists it.
struct _SidebarTab {
    let index: Int
    let label: AnyView
    let badge: Text?
    let options: _TabOptions
}

/// A section of the sidebar: its header and actions (none for tabs outside a section).
/// A class: a new sidebar model is a new value (compared by identity), as the tab view
/// rebuilds it from its tabs on every update anyway.
final class _SidebarSection {
    /// The section's customization identifier: a person's tab order is kept under it.
    let id: String?
    let header: AnyView?
    let actions: AnyView?
    var tabs: [_SidebarTab]
    init(id: String?, header: AnyView?, actions: AnyView?, tabs: [_SidebarTab]) {
        self.id = id
        self.header = header
        self.actions = actions
        self.tabs = tabs
    }
}

/// A tab view's sidebar. `editing` is the Edit mode of a customizable tab view: every tab
/// shows, each a person may hide with a check mark to flip.
struct _TabSidebar: View {
    let sections: [_SidebarSection]
    let selected: Int
    let parts: _TabSidebarParts
    let customization: Binding<TabViewCustomization>?
    let editing: Bool
    let select: (Int) -> Void
    let setEditing: (Bool) -> Void
    let collapse: () -> Void
    @Environment(\.sidebarRowSize) private var rowSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 12) {
                Button(action: collapse) { Image(systemName: "sidebar.left") }
                    .accessibilityLabel(Text("Hide Sidebar"))
                Spacer(minLength: 0)
                if customization != nil {
                    Button(editing ? "Done" : "Edit") { setEditing(!editing) }
                }
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    if let header = parts.header { header.padding(.horizontal, 12).padding(.bottom, 8) }
                    ForEach(0..<sections.count, id: \.self) { s in
                        sectionView(sections[s])
                    }
                    if let footer = parts.footer { footer.padding(.horizontal, 12).padding(.top, 8) }
                }
                .padding(.bottom, 8)
            }
            if let bottomBar = parts.bottomBar {
                Rectangle().fill(Color.chromeLine).frame(height: 1)
                bottomBar.padding(.horizontal, 12).padding(.vertical, 8)
            }
        }
        .frame(width: 260)
        .frame(maxHeight: .infinity)
        .background(Color.barBackground)
        .overlay(alignment: .trailing) { Rectangle().fill(Color.chromeLine).frame(width: 1) }
        ._accessibility([.accessibilityRole(.tabList)])
    }

    @ViewBuilder private func sectionView(_ section: _SidebarSection) -> some View {
        let shown = Self.ordered(section, by: customization?.wrappedValue)
            .filter { editing || $0.options.isVisible(in: .sidebar, customization: customization?.wrappedValue) }
        if let header = section.header {
            header.font(.headline).foregroundStyle(.secondary)
                .padding(.horizontal, 12).padding(.top, 12).padding(.bottom, 4)
        }
        ForEach(shown, id: \.index) { tab in row(tab) }
        if let actions = section.actions { actions.padding(.horizontal, 12).padding(.vertical, 4) }
    }

    /// The section's tabs in the order a person chose (`tabOrder`, by customization
    /// identifier), the tabs it does not name after them as written.
    static func ordered(_ section: _SidebarSection, by customization: TabViewCustomization?) -> [_SidebarTab] {
        guard let id = section.id, let order = customization?[section: id].tabOrder else { return section.tabs }
        let rank = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        return section.tabs.enumerated().sorted { a, b in
            let ra = a.element.options.customizationID.flatMap { rank[$0] } ?? order.count + a.offset
            let rb = b.element.options.customizationID.flatMap { rank[$0] } ?? order.count + b.offset
            return ra < rb
        }.map(\.element)
    }

    private func row(_ tab: _SidebarTab) -> some View {
        let isSelected = tab.index == selected
        let hideable = tab.options.canHide(in: .sidebar)
        let visible = tab.options.isVisible(in: .sidebar, customization: customization?.wrappedValue)
        return HStack(spacing: 8) {
            if editing {
                Button {
                    guard hideable, let id = tab.options.customizationID, let customization else { return }
                    customization.wrappedValue[sidebarVisibility: id] = visible ? .hidden : .visible
                } label: {
                    Image(systemName: visible ? "checkmark.circle.fill" : "circle")
                }
                .disabled(!hideable)
                .accessibilityLabel(Text(visible ? "Hide" : "Show"))
            }
            Button { select(tab.index) } label: {
                HStack(spacing: 8) {
                    tab.label
                    Spacer(minLength: 0)
                    if let badge = tab.badge { badge.font(.caption).foregroundStyle(.secondary) }
                }
                .frame(minHeight: rowSize.rowHeight)
            }
            .foregroundColor(isSelected ? .accentColor : .primary)
            ._accessibility(isSelected ? [.accessibilityRole(.tab), .accessibilityAddTraits(.isSelected)]
                                       : [.accessibilityRole(.tab)])
        }
        .padding(.horizontal, 12)
        .background(RoundedRectangle(cornerRadius: 8).fill(isSelected ? Color.accentColor.opacity(0.15) : Color.clear))
        .padding(.horizontal, 6)
        .opacity(editing && !visible ? 0.5 : 1)
    }
}
