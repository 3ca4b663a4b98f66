// Customizable toolbars: `toolbar(id:content:)` with items that have ids, which a user
// may rearrange on an iPad or a Mac. An iPhone's bars (Trellis's look, S31) are not
// customizable, so the items are placed as `toolbar(content:)` places them.

/// Toolbar content whose items have ids, for a customizable toolbar.
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension _ToolbarItemList: CustomizableToolbarContent {}

/// Whether the user may remove or move a toolbar item.
public struct ToolbarCustomizationBehavior: Hashable, Sendable {
    let raw: Int
    /// The default: the item can be removed and moved.
    public static let `default` = ToolbarCustomizationBehavior(raw: 0)
    /// The item cannot be removed.
    public static let disabled = ToolbarCustomizationBehavior(raw: 1)
    /// The item can be moved but not removed.
    public static let reorderable = ToolbarCustomizationBehavior(raw: 2)
}

extension View {
    /// A customizable toolbar identified by `id`: its items are placed as `toolbar`
    /// places them (an iPhone's bars are not customizable).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}

extension ToolbarItem where ID == String {
    /// The item, with how the user may customize it (kept; see above).
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> ToolbarItem { self }
}
