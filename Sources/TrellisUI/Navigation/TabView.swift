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
    /// `badge(_:)` on the tab's content (Lists/Badge.swift).
    var badge: Text? = nil
}

extension TabView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.reconcileSlot(0, key: .index(0), view: content)
        let units = Self.tabs(in: node.children[0])
        let selected: AnyHashable?
        if let s = selection {
            selected = AnyHashable(s.wrappedValue)
        } else {
            selected = node.ext.selection ?? units.first?.tag
        }
        let index = units.firstIndex { $0.tag == selected } ?? 0
        let bar = VStack(spacing: 0) {
            Rectangle().fill(Color.chromeLine).frame(height: 1)
            HStack(spacing: 0) {
            ForEach(0..<units.count, id: \.self) { i in
                _TabBarItem(label: units[i].label ?? AnyView(Text("Tab \(i + 1)")), badge: units[i].badge, selected: i == index,
                            select: { [weak node] in
                                guard let node else { return }
                                if let s = selection, let v = units[i].tag.base as? SelectionValue {
                                    s.wrappedValue = v
                                } else {
                                    node.ext.selection = units[i].tag
                                    node.graph.invalidate(node, reason: nil)
                                }
                            })
            }
            }
            ._accessibility(tabListProps)
        }
        .background(Color.barBackground)
        if let mode = node.env.tabViewPageMode {
            // `.tabViewStyle(.page)`: page dots instead of the bar (Navigation/TabViewStyle.swift).
            node.reconcileSlot(1, key: .index(1), view: _PageDots(count: units.count, selected: index, mode: mode,
                                                                  select: { [weak node] i in
                guard let node else { return }
                if let s = selection, let v = units[i].tag.base as? SelectionValue {
                    s.wrappedValue = v
                } else {
                    node.ext.selection = units[i].tag
                    node.graph.invalidate(node, reason: nil)
                }
            }))
        } else {
            node.reconcileSlot(1, key: .index(1), view: bar)
        }
        let selectedNode = units.isEmpty ? nil : units[index].node
        let (top, bottom) = Self.spacers(node)
        node.render(.vstack, [.spacing(0)], layout: .custom({ n in
            [[top], selectedNode?.roots.array ?? [], [bottom], n.children[1].roots.array]
        }))
        node.finishRender()
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

    /// The tabs: the first non-structural identities under the content, in order.
    static func tabs(in root: GraphNode) -> [TabUnit] {
        var out: [TabUnit] = []
        func visit(_ n: GraphNode) {
            if n.view is StructuralView {
                for c in n.children { visit(c) }
                return
            }
            var tag: AnyHashable = AnyHashable(out.count)
            var label: AnyView?
            var badge: Text?
            var m: GraphNode? = n
            while let x = m, !x.isComposite, x.renderID == nil {
                if let t = x.extra?.traits {
                    for (k, v) in t {
                        if k == ObjectIdentifier(TabItemTraitKey.self) { label = v as? AnyView }
                        else if k == ObjectIdentifier(BadgeTraitKey.self) { badge = (v as? _BadgeValue)?.text }
                        else if let h = unwrapOptional(v) as? AnyHashable { tag = h }
                    }
                }
                m = x.children.first
            }
            out.append(TabUnit(node: n, tag: tag, label: label, badge: badge))
        }
        visit(root)
        return out
    }
}

struct _TabBarItem: View {
    let label: AnyView
    var badge: Text? = nil
    let selected: Bool
    let select: () -> Void
    var body: some View {
        Button(action: select) { label }
            ._accessibility(selected ? selectedTabProps : tabProps)
            .overlay(alignment: .topTrailing) { if let badge { _TabBadge(text: badge).offset(x: 10, y: -4) } }
            .foregroundColor(selected ? .accentColor : .gray)
            .environment(\.labelLayout, .tabItem)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 4)
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

/// The render ids of a TabView's spacers.
final class SpacerIDs {
    let top: NodeID
    let bottom: NodeID
    init(top: NodeID, bottom: NodeID) { self.top = top; self.bottom = bottom }
}
