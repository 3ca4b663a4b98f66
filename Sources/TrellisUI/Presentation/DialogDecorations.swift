// What an alert or confirmation dialog shows besides its title, message and buttons, as a
// desktop dialog does: an icon (`dialogIcon(_:)`, or a caution sign for a critical
// `dialogSeverity(_:)`) above the title, and a "do not show again" checkbox
// (`dialogSuppressionToggle`) under the message. Set on the presenting view, they apply to
// the alerts and dialogs it presents.

/// How much care an alert or dialog asks for.
public struct DialogSeverity: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, standard, critical }
    let kind: Kind

    /// The default: `standard`.
    public static let automatic = DialogSeverity(kind: .automatic)
    /// The dialog informs or asks an ordinary question.
    public static let standard = DialogSeverity(kind: .standard)
    /// The dialog's action may lose data: it is shown with a caution sign.
    public static let critical = DialogSeverity(kind: .critical)
}

/// The checkbox a suppressible dialog shows: its title and the state it toggles.
struct DialogSuppression {
    let title: Text
    let isSuppressed: Binding<Bool>
}

struct DialogSeverityKey: EnvironmentKey { static var defaultValue: DialogSeverity { .automatic } }
struct DialogIconKey: EnvironmentKey { static var defaultValue: Image? { nil } }
struct DialogSuppressionKey: EnvironmentKey { static var defaultValue: DialogSuppression? { nil } }

extension EnvironmentValues {
    /// `dialogSeverity(_:)` for the alerts and dialogs presented here.
    var dialogSeverity: DialogSeverity {
        get { self[DialogSeverityKey.self] }
        set { self[DialogSeverityKey.self] = newValue }
    }
    /// `dialogIcon(_:)` for the alerts and dialogs presented here.
    var dialogIcon: Image? {
        get { self[DialogIconKey.self] }
        set { self[DialogIconKey.self] = newValue }
    }
    /// `dialogSuppressionToggle` for the alerts and dialogs presented here.
    var dialogSuppression: DialogSuppression? {
        get { self[DialogSuppressionKey.self] }
        set { self[DialogSuppressionKey.self] = newValue }
    }
}

extension View {
    /// Marks the alerts and confirmation dialogs presented by this view as `severity`:
    /// a critical one shows a caution sign above its title.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        environment(\.dialogSeverity, severity)
    }

    /// Shows `icon` above the title of the alerts and confirmation dialogs presented by
    /// this view (nil: no icon).
    public func dialogIcon(_ icon: Image?) -> some View {
        environment(\.dialogIcon, icon)
    }

    /// Adds a "Do not show this message again" checkbox to the alerts and confirmation
    /// dialogs presented by this view; checking it sets `isSuppressed` (keep it, e.g. in
    /// `@AppStorage`, and stop presenting the dialog while it is true).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(Text("Do not show this message again"), isSuppressed: isSuppressed)
    }

    /// The same checkbox, titled with a localized key.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(Text(titleKey), isSuppressed: isSuppressed)
    }

    /// The same checkbox, titled with a string.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(Text(title), isSuppressed: isSuppressed)
    }

    /// The same checkbox, titled with a text.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        environment(\.dialogSuppression, DialogSuppression(title: label, isSuppressed: isSuppressed))
    }
}

/// The icon above an alert's or dialog's title: the one set with `dialogIcon(_:)`, else a
/// caution sign when the severity is critical, else nothing.
struct _DialogIconView: View {
    @Environment(\.dialogIcon) private var icon
    @Environment(\.dialogSeverity) private var severity

    var body: some View {
        if let icon {
            icon.font(.largeTitle)
        } else if severity == .critical {
            Image(systemName: "exclamationmark.triangle.fill").font(.largeTitle).foregroundColor(.yellow)
        }
    }
}

/// The suppression checkbox under an alert's or dialog's message, when one was asked for.
struct _DialogSuppressionView: View {
    @Environment(\.dialogSuppression) private var suppression

    var body: some View {
        if let suppression {
            Toggle(isOn: suppression.isSuppressed) { suppression.title.font(.footnote) }
                .toggleStyle(.checkbox)
        }
    }
}
