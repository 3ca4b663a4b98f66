// SharePreview: how a shared item is shown in the share sheet (title, image, icon).
// Linux has no share sheet (ShareLink opens URLs and copies text, Controls/ShareLink.swift),
// so the preview is kept with the link and nothing shows it; the link itself shares.

/// The title, image and icon a share sheet shows for a `ShareLink`'s item.
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    public let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title; self.image = image; self.icon = icon }
    /// A preview with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(Text(titleKey), image: image, icon: icon) }
    /// A preview with a string title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(Text(title), image: image, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) { self.title = title; self.image = image; self.icon = nil }
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.title = title; self.image = nil; self.icon = icon }
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ title: Text) { self.title = title; self.image = nil; self.icon = nil }
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

extension ShareLink {
    /// Shares `item` (opens it); the preview is for a share sheet (none on Linux).
    public init<I, C>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
                      @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
    /// Shares `item` (copies it); the preview is for a share sheet (none on Linux).
    public init<I, C>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
                      @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A "Share" link for `item`, with a preview for a share sheet (none on Linux).
    public init<I, C>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(item: item, subject: subject, message: message)
    }
    /// A "Share" link for `item`, with a preview for a share sheet (none on Linux).
    public init<I, C>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(item: item, subject: subject, message: message)
    }
    /// A link titled `titleKey` for `item`, with a preview.
    public init<I, C>(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
    /// A link titled `titleKey` for `item`, with a preview.
    public init<I, C>(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
}
