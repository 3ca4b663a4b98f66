// What TrellisUI adds to the UIKit names TrellisUIKit declares (re-exported from
// Exports.swift, as SwiftUI brings UIKit on iOS): SwiftUI's initialisers that take UIKit
// values, UIKit's system colours, and the window size behind `UIScreen.main`.
import TrellisUIKit

extension Color {
    /// The colour `uiColor` holds, dark variant included.
    public init(uiColor: UIColor) {
        let l = uiColor.light
        if let d = uiColor.dark {
            self.init("uiColor", light: (Int((l.red * 255).rounded()), Int((l.green * 255).rounded()), Int((l.blue * 255).rounded()), Double(l.alpha)),
                      dark: (Int((d.red * 255).rounded()), Int((d.green * 255).rounded()), Int((d.blue * 255).rounded()), Double(d.alpha)))
        } else {
            self.init(red: Double(l.red), green: Double(l.green), blue: Double(l.blue), opacity: Double(l.alpha))
        }
    }
    /// `init(uiColor:)`.
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}

extension UIColor {
    /// The colour `color` draws in the light and the dark appearance.
    public convenience init(_ color: Color) {
        func parts(_ c: Color) -> Components {
            Components(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
        }
        let l = parts(color.resolved(in: .light)), d = parts(color.resolved(in: .dark))
        self.init(light: l, dark: d == l ? nil : d)
    }

    public static var systemBackground: UIColor { UIColor(Color.systemBackground) }
    public static var secondarySystemBackground: UIColor { UIColor(Color.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { UIColor(Color.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(Color.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(Color.secondarySystemGroupedBackground) }
    public static var label: UIColor { UIColor(Color.label) }
    public static var secondaryLabel: UIColor { UIColor(Color.secondaryLabel) }
    public static var tertiaryLabel: UIColor { UIColor(Color.tertiaryLabel) }
    public static var placeholderText: UIColor { UIColor(Color.placeholderText) }
    public static var separator: UIColor { UIColor(Color.separator) }
    public static var systemFill: UIColor { UIColor(Color.systemFill) }
    public static var secondarySystemFill: UIColor { UIColor(Color.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { UIColor(Color.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { UIColor(Color.quaternarySystemFill) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(Color.tertiarySystemGroupedBackground) }
    public static var quaternaryLabel: UIColor { UIColor(Color.quaternaryLabel) }
    public static var opaqueSeparator: UIColor { UIColor(Color.opaqueSeparator) }
    public static var link: UIColor { UIColor(Color.link) }
    public static var systemGray: UIColor { UIColor(Color.systemGray) }
    public static var systemGray2: UIColor { UIColor(Color.systemGray2) }
    public static var systemGray3: UIColor { UIColor(Color.systemGray3) }
    public static var systemGray4: UIColor { UIColor(Color.systemGray4) }
    public static var systemGray5: UIColor { UIColor(Color.systemGray5) }
    public static var systemGray6: UIColor { UIColor(Color.systemGray6) }
    public static var systemRed: UIColor { UIColor(Color.red) }
    public static var systemOrange: UIColor { UIColor(Color.orange) }
    public static var systemYellow: UIColor { UIColor(Color.yellow) }
    public static var systemGreen: UIColor { UIColor(Color.green) }
    public static var systemMint: UIColor { UIColor(Color.mint) }
    public static var systemTeal: UIColor { UIColor(Color.teal) }
    public static var systemCyan: UIColor { UIColor(Color.cyan) }
    public static var systemBlue: UIColor { UIColor(Color.blue) }
    public static var systemIndigo: UIColor { UIColor(Color.indigo) }
    public static var systemPurple: UIColor { UIColor(Color.purple) }
    public static var systemPink: UIColor { UIColor(Color.pink) }
    public static var systemBrown: UIColor { UIColor(Color.brown) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

    /// The colour set `name` of the app's asset catalogs (or `bundle`'s); nil when none has it.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        guard AssetCatalog.of(bundle).colors[name] != nil else { return nil }
        self.init(Color(name, bundle: bundle))
    }
}

extension Image {
    /// The image `uiImage` holds: an image set, a symbol, or its encoded bytes.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case let .named(name, bundle): self.init(name, bundle: bundle)
        case .systemName(let name): self.init(systemName: name)
        case let .data(data, scale):
            self.init(systemName: "")
            isSymbol = false
            bitmap = BitmapFile(bytes: [UInt8](data), scale: Double(scale))
        }
    }
}

@MainActor
enum UIKitWindow {
    /// Tells `UIImage(named:)` how to find image sets (ViewHost, when it is made: before
    /// any of the app's views runs).
    static func install() {
        UIImage.assetExists = { name, bundle in BitmapFile.named(name, bundle: bundle) != nil }
        // UIPasteboard.general: the session's clipboard tools, as PasteButton and ShareLink use.
        UIPasteboard.systemRead = {
            guard _PasteboardReader.hasSystemTool else { return nil }
            return .some(_PasteboardReader.readWithSystemTool())
        }
        UIPasteboard.systemWrite = { text in _ShareClipboard.copyIfPossible(text) }
    }

    /// Tells `UIScreen.main` the window's size (ViewHost, at `welcome` and `resized`).
    static func set(size: CGSize, scale: CGFloat) {
        UIScreen.main._setWindow(size: size, scale: scale)
    }
}
