/// A tab of a `TabView` (the iOS 18 form): its content with a tab item label and, when
/// given, a selection value.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
    public typealias Body = Never
    let content: Content
    let label: TabLabel
    let value: Value?
}

extension Tab where TabLabel == Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Label(titleKey, systemImage: systemImage)
        self.value = value
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Label(title, systemImage: systemImage)
        self.value = value
    }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Label(titleKey, systemImage: systemImage)
        value = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Label(title, systemImage: systemImage)
        value = nil
    }
}

extension Tab: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) {
        let labelled = content.tabItem { label }
        if let value {
            node.reconcileChild(.index(0), labelled.tag(value))
        } else {
            node.reconcileChild(.index(0), labelled)
        }
    }
}
