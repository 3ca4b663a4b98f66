// ActionSheet and actionSheet(isPresented:content:): SwiftUI's older form of a
// confirmation dialog, presented the same way (buttons in a card at the bottom of the
// dimmed window, Cancel added when missing).

/// The older description of a confirmation dialog: a title, a message and buttons.
public struct ActionSheet {
    /// A button of an action sheet (the same as an alert's).
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (a Cancel button alone by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var view: _DialogContent<ForEach<Range<Int>, Int, TrellisUI.Button<Text>>, Text> {
        let buttons = self.buttons
        return _DialogContent(title: title, titleVisibility: .visible, actions: ForEach(0..<buttons.count, id: \.self) { i in
            TrellisUI.Button(role: buttons[i].role, action: { buttons[i].action?() }) { buttons[i].label }
        }, message: message)
    }
}

extension View {
    /// Presents the action sheet `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        _presentation(.confirmationDialog, isPresented: isPresented, onDismiss: nil) { content().view }
    }
    /// Presents the action sheet for `item` while it is non-nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        _presentation(.confirmationDialog, item: item, onDismiss: nil) { content($0).view }
    }
}
