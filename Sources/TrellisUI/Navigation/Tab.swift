/// A tab of a `TabView` (the iOS 18 form): its content with a tab item label and, when
/// given, a selection value. Tab content, not a view (as in SwiftUI): a tab view's tab
/// content builder takes it.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: TabContent {
    public typealias TabValue = Value
    public typealias Body = _NeverTabContent<Value>
    let content: Content
    let label: TabLabel
    let value: Value?
}

extension Tab where TabLabel == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(titleKey, systemImage: systemImage))
        self.value = value
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(title, systemImage: systemImage))
        self.value = value
    }
}

extension Tab where TabLabel == DefaultTabLabel {
    /// A tab with a title, an image from the app's resources and a selection value.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(titleKey, image: image))
        self.value = value
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(title, image: image))
        self.value = value
    }
}

extension Tab where Value == Never, TabLabel == DefaultTabLabel {
    /// A tab with a title and an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(titleKey, image: image))
        value = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(title, image: image))
        value = nil
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(titleKey, systemImage: systemImage))
        value = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = DefaultTabLabel(Label(title, systemImage: systemImage))
        value = nil
    }
}

extension Tab {
    public func _makeTabView() -> AnyView { AnyView(_TabItemView(tab: self)) }
}

/// The view of a `Tab`: its content with its label and value as the tab view's traits.
struct _TabItemView<Value: Hashable, Content: View, TabLabel: View>: View {
    typealias Body = Never
    let tab: Tab<Value, Content, TabLabel>
}

extension _TabItemView: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) {
        let labelled = tab.content.tabItem { tab.label }
        if let value = tab.value {
            node.reconcileChild(.index(0), labelled.tag(value))
        } else {
            node.reconcileChild(.index(0), labelled)
        }
    }
}
