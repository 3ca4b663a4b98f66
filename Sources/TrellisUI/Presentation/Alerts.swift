import TrellisProtocol
// alert and confirmationDialog with SwiftUI's signatures (title as a key, a string or a
// Text; with and without a message; presenting data), and the older `Alert` form. Every
// button in the actions closes the alert or dialog after running its action.

// MARK: alert

extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        _presentation(.alert, isPresented: isPresented, onDismiss: nil) {
            _AlertContent(title: title, actions: actions(), message: EmptyView?.none)
        }
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _presentation(.alert, isPresented: isPresented, onDismiss: nil) {
            _AlertContent(title: title, actions: actions(), message: message())
        }
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _presentation(.alert, isPresented: shown, onDismiss: nil) {
            _AlertContent(title: title, actions: actions(data!), message: EmptyView?.none)
        }
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _presentation(.alert, isPresented: shown, onDismiss: nil) {
            _AlertContent(title: title, actions: actions(data!), message: message(data!))
        }
    }

    /// The older form: an `Alert` value while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        _presentation(.alert, isPresented: isPresented, onDismiss: nil) { content().view }
    }

    /// The older form: an `Alert` for `item` while it is non-nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        _presentation(.alert, item: item, onDismiss: nil) { content($0).view }
    }
}

// MARK: confirmationDialog

extension View {
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        _presentation(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
            _DialogContent(title: title, titleVisibility: titleVisibility, actions: actions(), message: EmptyView?.none)
        }
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        _presentation(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
            _DialogContent(title: title, titleVisibility: titleVisibility, actions: actions(), message: message())
        }
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _presentation(.confirmationDialog, isPresented: shown, onDismiss: nil) {
            _DialogContent(title: Text(titleKey), titleVisibility: titleVisibility, actions: actions(data!),
                           message: EmptyView?.none)
        }
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _presentation(.confirmationDialog, isPresented: shown, onDismiss: nil) {
            _DialogContent(title: Text(titleKey), titleVisibility: titleVisibility, actions: actions(data!),
                           message: message(data!))
        }
    }
}

// MARK: content

/// An alert's card: bold title, the message, then the buttons — side by side when there
/// are two, stacked otherwise; an "OK" button when the actions are empty.
struct _AlertContent<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            _DialogIconView()
            title.font(.headline)
            if let message { message.font(.footnote) }
            _DialogSuppressionView()
            let count = _actionCount(actions)
            Group {
                if count == 0 {
                    Button("OK") {}
                } else if count <= 2 {
                    HStack(spacing: 24) { actions }
                } else {
                    VStack(spacing: 8) { actions }
                }
            }
            .padding(.top, 8)
            .environment(\.buttonsDismiss, dismiss)
        }
        // An `alert` element named by its title (AT-SPI: a modal alert).
        ._accessibility([.accessibilityRole(.alert), .accessibilityLabel(title.string)])
    }
}

/// A confirmation dialog's card: the title (when visible), the message, each button on its
/// own row, and a Cancel button unless the actions have one.
struct _DialogContent<Actions: View, Message: View>: View {
    let title: Text
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            _DialogIconView()
            if titleVisibility == .visible || (titleVisibility == .automatic && message != nil) {
                title.font(.footnote).fontWeight(.semibold).foregroundColor(.gray)
            }
            if let message { message.font(.footnote).foregroundColor(.gray) }
            _DialogSuppressionView()
            VStack(spacing: 12) {
                actions
                if !_hasCancelButton(actions) { Button("Cancel", role: .cancel) {} }
            }
            .environment(\.buttonsDismiss, dismiss)
        }
        ._accessibility([.accessibilityRole(.dialog), .accessibilityLabel(title.string)])
    }
}

/// The older alert description: a title, an optional message and one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
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

    var view: _AlertContent<ForEach<Range<Int>, Int, TrellisUI.Button<Text>>, Text> {
        let buttons = self.buttons
        return _AlertContent(title: title, actions: ForEach(0..<buttons.count, id: \.self) { i in
            TrellisUI.Button(role: buttons[i].role, action: { buttons[i].action?() }) { buttons[i].label }
        }, message: message)
    }
}
