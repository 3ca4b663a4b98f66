import TrellisProtocol
// Label: an icon and a title, as SwiftUI lays them out: side by side in lists, forms and
// buttons; icon above title in a tab bar and in a ContentUnavailableView.

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style
    @Environment(\.labelLayout) private var layout

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyleBox) private var customStyle
    /// `listItemTint` (Lists/ListSectionSeparator.swift): the icon's colour in a list row.
    @Environment(\.listItemTint) private var itemTint
    /// In a list's content (a label is a row, or in one).
    @Environment(\.listRowContext) private var listRow
    @Environment(\.isInListRow) private var inListRow

    public var body: some View {
        if let customStyle {
            customStyle.make(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
        } else {
            builtIn
        }
    }

    /// SwiftUI reads a label as its title, whatever its style shows: one element, the
    /// icon not read (an icon-only label is named by its title).
    private var builtIn: some View {
        drawn._accessibility(labelAccessibility)
    }

    private var labelAccessibility: [Property] {
        var p: [Property] = [.accessibilityChildren(.combine), .accessibilityAddTraits(.isStaticText)]
        if let t = title as? Text { p.append(.accessibilityLabel(t.string)) }
        return p
    }

    @ViewBuilder private var drawn: some View {
        switch (style, layout) {
        case (.titleOnly, _):
            title
        case (.iconOnly, _):
            icon
        case (_, .tabItem):
            VStack(spacing: 2) {
                icon
                title.font(.caption2)
            }
        case (_, .unavailable):
            VStack(spacing: 12) {
                icon.font(.largeTitle)
                title.bold().font(.title2)   // bold inside: an outer font would replace the weight
            }
        default:
            HStack(spacing: 8) {
                if inListRow || listRow != nil, let itemTint {
                    icon.foregroundColor(itemTint.resolved)
                } else {
                    icon
                }
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// A label with an image of the app's asset catalog, by its generated resource name.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

enum LabelStyleKind { case automatic, titleOnly, iconOnly, titleAndIcon }
/// `unavailable`: icon above a bold title, as `ContentUnavailableView` shows its label.
enum LabelLayout { case standard, tabItem, unavailable }

struct LabelStyleKindKey: EnvironmentKey { static var defaultValue: LabelStyleKind { .automatic } }
struct LabelLayoutKey: EnvironmentKey { static var defaultValue: LabelLayout { .standard } }

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKindKey.self] }
        set { self[LabelStyleKindKey.self] = newValue }
    }
    var labelLayout: LabelLayout {
        get { self[LabelLayoutKey.self] }
        set { self[LabelLayoutKey.self] = newValue }
    }
}
