// RenameButton and the rename action it runs: the action comes from the environment
// (`renameAction(_:)`), so one standard "Rename" button — in a context menu, a toolbar —
// starts whatever renaming means where it is placed (typically: focus the name's field).

/// Starts the rename interaction that a view set up with `renameAction(_:)`; read it
/// from the environment (`@Environment(\.rename)`) and call it.
public struct RenameAction {
    let action: () -> Void

    /// Starts renaming.
    public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
    /// The rename action set above this view with `renameAction(_:)`, or nil.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a `RenameButton` in this view (or the environment's `rename`
    /// action) is used.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Renaming focuses the field bound to `isFocused`: a `RenameButton` here sets it to true.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}

/// The standard "Rename" button: it runs the environment's rename action, and is
/// disabled where no `renameAction(_:)` set one.
public struct RenameButton<Label: View>: View {
    let label: Label
    @Environment(\.rename) private var rename

    public var body: some View {
        let rename = self.rename
        Button(action: { rename?.callAsFunction() }) { label }
            .disabled(rename == nil)
    }
}

extension RenameButton where Label == TrellisUI.Label<Text, Image> {
    /// A button labelled "Rename" with a pencil.
    public init() {
        label = TrellisUI.Label("Rename", systemImage: "pencil")
    }
}
