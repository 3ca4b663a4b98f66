// The modifiers that configure a file dialog presented below them (fileImporter,
// fileExporter): where it opens, its confirm button's label, its message.
import Foundation

struct FileDialogDefaultDirectoryKey: EnvironmentKey { static var defaultValue: URL? { nil } }
struct FileDialogConfirmationLabelKey: EnvironmentKey { static var defaultValue: Text? { nil } }
struct FileDialogMessageKey: EnvironmentKey { static var defaultValue: Text? { nil } }
struct FileExporterFilenameLabelKey: EnvironmentKey { static var defaultValue: Text? { nil } }
struct FileDialogBrowserOptionsKey: EnvironmentKey { static var defaultValue: FileDialogBrowserOptions { [] } }
struct FileDialogURLEnabledKey: EnvironmentKey { static var defaultValue: Predicate<URL>? { nil } }
struct FileDialogCustomizationIDKey: EnvironmentKey { static var defaultValue: String? { nil } }

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
    var fileExporterFilenameLabel: Text? {
        get { self[FileExporterFilenameLabelKey.self] }
        set { self[FileExporterFilenameLabelKey.self] = newValue }
    }
    var fileDialogBrowserOptions: FileDialogBrowserOptions {
        get { self[FileDialogBrowserOptionsKey.self] }
        set { self[FileDialogBrowserOptionsKey.self] = newValue }
    }
    var fileDialogURLEnabled: Predicate<URL>? {
        get { self[FileDialogURLEnabledKey.self] }
        set { self[FileDialogURLEnabledKey.self] = newValue }
    }
    var fileDialogCustomizationID: String? {
        get { self[FileDialogCustomizationIDKey.self] }
        set { self[FileDialogCustomizationIDKey.self] = newValue }
    }
}

/// The folder each customized file dialog was last confirmed in, by customization ID, kept
/// in the app's storage (`AppStorage`'s store) so it outlives the run.
@MainActor
enum FileDialogMemory {
    static func key(_ id: String) -> String { "TrellisFileDialog.\(id).directory" }

    /// The folder the dialog with `id` was last confirmed in, if it still exists.
    static func directory(for id: String) -> URL? {
        guard let path = AppStorageStore.shared.value(forKey: key(id)) as? String else { return nil }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    static func remember(_ directory: URL, for id: String) {
        AppStorageStore.shared.setValue(directory.standardizedFileURL.path, forKey: key(id))
    }
}

/// What a file dialog lists.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lists packages' contents. A Linux folder is never a package, so every folder can be
    /// opened whether or not this is set.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Lists hidden files (names starting with a dot), which are left out otherwise.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file extensions. Trellis's dialog always shows them, as Linux file managers do.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
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

    /// The label beside a file exporter's name field ("Name:" when nil).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        environment(\.fileExporterFilenameLabel, label)
    }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileExporterFilenameLabel, Text(labelKey))
    }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileExporterFilenameLabel, Text(label))
    }

    /// What a file dialog presented by this view lists (hidden files with
    /// `.includeHiddenFiles`).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        environment(\.fileDialogBrowserOptions, options)
    }

    /// Names the file dialogs presented by this view so they remember their state: a
    /// dialog with an identifier opens in the folder where a dialog with the same identifier
    /// was last confirmed (kept with the app's `AppStorage` values), before
    /// `fileDialogDefaultDirectory`. Dialogs for different purposes use different identifiers.
    public func fileDialogCustomizationID(_ id: String) -> some View {
        environment(\.fileDialogCustomizationID, id)
    }

    /// Enables in a file dialog only the files and folders whose URL `predicate` accepts;
    /// the others are greyed out and cannot be chosen or opened.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        environment(\.fileDialogURLEnabled, predicate)
    }
}
