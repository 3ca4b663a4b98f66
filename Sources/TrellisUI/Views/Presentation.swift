/// Dismisses the presentation (sheet or alert) that shows the current view:
/// `@Environment(\.dismiss) var dismiss` then `dismiss()`.
public struct DismissAction {
    let action: (() -> Void)?
    public func callAsFunction() { action?() }
}

struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: nil) } }

struct ButtonsDismissKey: EnvironmentKey { static var defaultValue: DismissAction? { nil } }

extension EnvironmentValues {
    /// Set inside alert actions: a button tap also closes the alert.
    var buttonsDismiss: DismissAction? {
        get { self[ButtonsDismissKey.self] }
        set { self[ButtonsDismissKey.self] = newValue }
    }
    /// Closes the enclosing presentation; does nothing outside one.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// Presents content over the view while a binding says so: a panel drawn as an overlay
/// over a dimmed backdrop (TrellisUI has one window; sheets and alerts are panels in it).
public struct _PresentationModifier<Panel: View>: ViewModifier {
    let isPresented: Bool
    let panel: Panel
    let dismiss: () -> Void

    public func body(content: Content) -> some View {
        content.overlay {
            if isPresented {
                ZStack {
                    Color.black.opacity(0.3)
                    panel
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                        .padding(1)
                        .background(RoundedRectangle(cornerRadius: 13).fill(Color.gray))
                        .padding()
                }
                .environment(\.dismiss, DismissAction(action: dismiss))
            }
        }
    }
}

/// An alert's content: a title, an optional message and buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public struct Button {
        let label: Text
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = nil) -> Button { Button(label: label, action: action) }
        public static func cancel(_ label: Text = Text("Cancel"), action: (() -> Void)? = nil) -> Button { Button(label: label, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = nil) -> Button { Button(label: label, action: action) }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

struct _AlertPanel: View {
    let alert: Alert
    let dismiss: () -> Void
    var body: some View {
        VStack {
            alert.title.font(.headline)
            if let m = alert.message { m }
            HStack {
                ForEach(0..<alert.buttons.count, id: \.self) { i in
                    TrellisUI.Button(action: { alert.buttons[i].action?(); dismiss() }) { alert.buttons[i].label }
                }
            }
        }
    }
}

extension View {
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return modifier(_PresentationModifier(isPresented: value != nil, panel: value.map(content),
                                              dismiss: { item.wrappedValue = nil; onDismiss?() }))
    }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, panel: content(),
                                       dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
    }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let value = item.wrappedValue
        let panel = value.map { _AlertPanel(alert: content($0), dismiss: { item.wrappedValue = nil }) }
        return modifier(_PresentationModifier(isPresented: value != nil, panel: panel, dismiss: { item.wrappedValue = nil }))
    }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented.wrappedValue,
                                       panel: _AlertPanel(alert: content(), dismiss: { isPresented.wrappedValue = false }),
                                       dismiss: { isPresented.wrappedValue = false }))
    }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, panel: VStack {
            Text(title).font(.headline)
            HStack { actions() }.environment(\.buttonsDismiss, DismissAction(action: dismiss))
        }, dismiss: dismiss))
    }
}
