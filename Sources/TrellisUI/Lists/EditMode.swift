// Edit mode: EditButton toggles it; lists show their rows' delete and move controls while
// it is active. NavigationStack and List provide the state when no ancestor does.

/// Whether the user can edit the content of a view (delete and move list rows).
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether editing is on (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the enclosing navigation stack or list, as a binding.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The edit-mode state a container owns for its subtree (stored with its identity; views
/// that read it are invalidated when it changes, like `@State`).
@MainActor
final class EditModeBox {
    let state: StateBox<EditMode>
    init(graph: ViewGraph) { state = StateBox(.inactive, graph: graph) }
    var binding: Binding<EditMode> {
        let state = self.state
        return Binding(get: { MainActor.assumeIsolated { state.read() } },
                       set: { v in onMain { state.write(v) } })
    }
}

/// A button that toggles the environment's edit mode: "Edit", then "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
    }
}

extension View {
    /// Sets the edit mode for this subtree (`.environment(\.editMode, $mode)`).
    public func editMode(_ mode: Binding<EditMode>?) -> some View {
        environment(\.editMode, mode)
    }
}
