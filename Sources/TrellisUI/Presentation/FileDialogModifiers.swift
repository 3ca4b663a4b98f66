// The modifiers that configure a file dialog presented below them (fileImporter,
// fileExporter): where it opens, its confirm button's label, its message.
import Foundation

struct FileDialogDefaultDirectoryKey: EnvironmentKey { static var defaultValue: URL? { nil } }
struct FileDialogConfirmationLabelKey: EnvironmentKey { static var defaultValue: Text? { nil } }
struct FileDialogMessageKey: EnvironmentKey { static var defaultValue: Text? { nil } }

extension EnvironmentValues {
    var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDefaultDirectoryKey.self] }
        set { self[FileDialogDefaultDirectoryKey.self] = newValue }
    }
    var fileDialogConfirmationLabel: Text? {
        get { self[FileDialogConfirmationLabelKey.self] }
        set { self[FileDialogConfirmationLabelKey.self] = newValue }
    }
    var fileDialogMessage: Text? {
        get { self[FileDialogMessageKey.self] }
        set { self[FileDialogMessageKey.self] = newValue }
    }
}

extension View {
    /// The folder a file dialog presented by this view opens in; nil: the user's Documents
    /// folder (their home folder when it has none).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, defaultDirectory)
    }

    /// The label of a file dialog's confirm button ("Open", "Save" when nil).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        environment(\.fileDialogConfirmationLabel, label)
    }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(labelKey))
    }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(label))
    }

    /// A message shown at the top of a file dialog, under its title.
    public func fileDialogMessage(_ message: Text?) -> some View {
        environment(\.fileDialogMessage, message)
    }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogMessage, Text(messageKey))
    }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        environment(\.fileDialogMessage, Text(message))
    }
}
