// TabSection and TabRole (iOS 18): tabs grouped under a header, and the search tab.
// A section's header shows in an iPad's sidebar; in an iPhone's tab bar (Trellis's look,
// S31) its tabs are listed in the bar with the others, in order, and the header is not
// drawn. A tab with the `.search` role is labelled "Search" with a magnifying glass unless
// it has a label of its own.

/// The role of a tab (`.search`: the tab that searches the app).
public struct TabRole: Hashable, Sendable {
    let raw: Int
    /// The search tab.
    public static let search = TabRole(raw: 0)
}

/// Tabs grouped under a header: listed under it in the sidebar, in order with the others
/// in the tab bar.
public struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = _NeverTabContent<TabValue>
    let header: Header
    let content: Content
    /// `sectionActions(content:)`: controls the sidebar shows under the section's tabs.
    var actions: AnyView?

    /// Tabs under `header`.
    public init(@TabContentBuilder<Never> content: () -> Content, @ViewBuilder header: () -> Header)
    where Footer == EmptyView {
        self.content = content()
        self.header = header()
    }

    public func _makeTabView() -> AnyView { AnyView(_TabSectionView(content: content._makeTabView(), info: self)) }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Tabs under a title.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Never> content: () -> Content) {
        self.content = content()
        header = Text(titleKey)
    }
    /// Tabs under a title, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Never> content: () -> Content) {
        self.content = content()
        header = Text(title)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Tabs without a header.
    public init(@TabContentBuilder<Never> content: () -> Content) {
        self.content = content()
        header = EmptyView()
    }
}

extension TabSection {
    /// Controls for the section — e.g. a button that adds a tab to it — shown in the
    /// sidebar under the section's tabs (a tab bar does not show them).
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> TabSection {
        var copy = self
        copy.actions = AnyView(content())
        return copy
    }
}

/// What a tab view's sidebar shows of a section besides its tabs.
protocol _TabSectionInfo {
    var sectionHeader: AnyView? { get }
    var sectionActions: AnyView? { get }
}

extension TabSection: _TabSectionInfo {
    var sectionHeader: AnyView? { Header.self == EmptyView.self ? nil : AnyView(header) }
    var sectionActions: AnyView? { actions }
}

/// The view of a `TabSection`: its tabs, transparently, and what the sidebar shows of it.
struct _TabSectionView: View {
    typealias Body = Never
    let content: AnyView
    let info: any _TabSectionInfo
}

extension _TabSectionView: PrimitiveView, StructuralView, _TabSectionInfo {
    var sectionHeader: AnyView? { info.sectionHeader }
    var sectionActions: AnyView? { info.sectionActions }
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content) }
}

extension Tab where TabLabel == DefaultTabLabel {
    /// A tab with a title, a symbol, a selection value and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }
    /// A tab with a role and its standard label (the search tab: "Search").
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label("Search", systemImage: "magnifyingglass"))
        self.value = value
    }
}

extension Tab where Value == Never, TabLabel == DefaultTabLabel {
    /// A tab with a role and its standard label, without a selection value.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label("Search", systemImage: "magnifyingglass"))
        value = nil
    }
}

extension Tab {
    /// A tab with a label of its own and a selection value.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.content = content()
        self.label = label()
        self.value = value
    }
    /// A tab with a label of its own, a selection value and a role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.init(value: value, content: content, label: label)
    }
}

extension Tab where Value == Never {
    /// A tab with a label of its own, without a selection value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.content = content()
        self.label = label()
        value = nil
    }
}
