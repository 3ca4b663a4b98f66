// The system colours of iOS that change with the colour scheme, under UIKit's names
// (`Color.systemBackground` stands for SwiftUI's `Color(uiColor: .systemBackground)`;
// Linux has no `UIColor`). Each holds iOS's light value and its dark value (the base
// level; in presented content — sheets, alerts, dialogs — the background colours take
// the lighter dark values iOS gives elevated content, `elevatedDark`).
// Values are iOS 17's: HIG "Color" and UIKit's `UIColor` standard and element colours.

extension Color {
    // Backgrounds.
    /// White; black in the dark scheme.
    public static let systemBackground = Color("systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// #F2F2F7; #1C1C1E in the dark scheme.
    public static let secondarySystemBackground = Color("secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// White; #2C2C2E in the dark scheme.
    public static let tertiarySystemBackground = Color("tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// #F2F2F7 (behind grouped lists and forms); black in the dark scheme.
    public static let systemGroupedBackground = Color("systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// White (grouped rows); #1C1C1E in the dark scheme.
    public static let secondarySystemGroupedBackground = Color("secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// #F2F2F7; #2C2C2E in the dark scheme.
    public static let tertiarySystemGroupedBackground = Color("tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    // Labels.
    /// Black; white in the dark scheme (`Color.primary`).
    public static let label = Color("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// #3C3C43 at 60 %; #EBEBF5 at 60 % in the dark scheme (`Color.secondary`).
    public static let secondaryLabel = Color("secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// #3C3C43 at 30 %; #EBEBF5 at 30 % in the dark scheme.
    public static let tertiaryLabel = Color("tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// #3C3C43 at 18 %; #EBEBF5 at 16 % in the dark scheme.
    public static let quaternaryLabel = Color("quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// #3C3C43 at 30 %; #EBEBF5 at 30 % in the dark scheme.
    public static let placeholderText = Color("placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))

    // Separators and fills.
    /// #3C3C43 at 29 %; #545458 at 60 % in the dark scheme.
    public static let separator = Color("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// #C6C6C8; #38383A in the dark scheme.
    public static let opaqueSeparator = Color("opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// #787880 at 20 %; at 36 % in the dark scheme.
    public static let systemFill = Color("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// #787880 at 16 %; at 32 % in the dark scheme.
    public static let secondarySystemFill = Color("secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// #767680 at 12 %; at 24 % in the dark scheme.
    public static let tertiarySystemFill = Color("tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// #747480 at 8 %; #767680 at 18 % in the dark scheme.
    public static let quaternarySystemFill = Color("quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    /// The system blue: #007AFF; #0984FF in the dark scheme.
    public static let link = Color("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    // Grays.
    /// #8E8E93 in both schemes.
    public static let systemGray = Color("systemGray", 142, 142, 147)
    /// #AEAEB2; #636366 in the dark scheme.
    public static let systemGray2 = Color("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// #C7C7CC; #48484A in the dark scheme.
    public static let systemGray3 = Color("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// #D1D1D6; #3A3A3C in the dark scheme.
    public static let systemGray4 = Color("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// #E5E5EA; #2C2C2E in the dark scheme.
    public static let systemGray5 = Color("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// #F2F2F7; #1C1C1E in the dark scheme.
    public static let systemGray6 = Color("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    /// The dark values of the background colours in elevated content (sheets, popovers,
    /// alerts: iOS's `userInterfaceLevel` `.elevated`), by name; opacity is the base's.
    static let elevatedDark: [String: Components] = {
        func c(_ v: Double) -> Components { Components(red: v / 255, green: v / 255, blue: (v + 2) / 255, alpha: 1) }
        return [
            "systemBackground": c(28), "secondarySystemBackground": c(44), "tertiarySystemBackground": c(58),
            "systemGroupedBackground": c(28), "secondarySystemGroupedBackground": c(44),
            "tertiarySystemGroupedBackground": c(58),
        ]
    }()
    /// The bars' (navigation, tab) translucent material, drawn opaque: #F7F7F7; #161616 in
    /// the dark scheme (iOS's chrome material over black).
    static let barBackground = Color("barBackground", light: (247, 247, 247, 1), dark: (22, 22, 22, 1))
    /// The track of an off switch: #E9E9EA (iOS's `systemFill` over white, opaque);
    /// #39393D in the dark scheme.
    static let switchTrackOff = Color("switchTrackOff", light: (233, 233, 234, 1), dark: (57, 57, 61, 1))
    /// Thin lines Trellis draws between chrome and content (bars, split panes, dividers):
    /// the old grey at 30 %; iOS's dark separator in the dark scheme.
    static let chromeLine = Color("chromeLine", light: (142, 142, 147, 0.3), dark: (84, 84, 88, 0.6))

    /// `light` in the light scheme, the system colour `dark` gives in the dark one.
    func withDark(_ d: Color) -> Color { Color(light: self, dark: d) }
}
