// Colours and images by asset-catalog name: `Color("Brand")`, `Image("photo")`.
import Foundation

extension Color {
    /// The colour set `name` of the app's asset catalogs (or `bundle`'s). A name no
    /// catalog has is clear, and logged once, as SwiftUI does. The set's dark-appearance
    /// colour is drawn where the colour scheme is dark, its any-appearance colour elsewhere.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let set = AssetCatalog.of(bundle).colors[name] {
            self = set.color
        } else {
            MissingAssets.report("No color named '\(name)' found in asset catalog")
            self = Color(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }

    /// The app's `AccentColor` colour set when its catalogs have one (Xcode's default tint),
    /// else the system blue.
    static let appAccent: Color = AssetCatalog.of(nil).colors["AccentColor"]?.color ?? Color("accentColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
}

extension Image {
    /// The image set `name` of the app's asset catalogs (or `bundle`'s), or a loose image
    /// file of that name among the resources: PNG or JPEG pixels, or an SVG or PDF (its first
    /// page) that the daemon draws sharp at any size (Xcode's "Preserve Vector Data").
    public init(_ name: String, bundle: Bundle?) {
        self.init(systemName: name)
        isSymbol = false
        bitmap = BitmapFile.named(name, bundle: bundle)
        // The image set's "Render As" is the default `renderingMode(_:)` overrides.
        drawing.renderingMode = AssetCatalog.of(bundle).images[name]?.renderingIntent
        if bitmap == nil { MissingAssets.report("No image named '\(name)' found in asset catalog") }
    }

    /// An image that accessibility ignores (SwiftUI's decorative image).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }
}

/// Logs a missing asset once per message.
enum MissingAssets {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    static func report(_ message: String) {
        lock.lock()
        let first = seen.insert(message).inserted
        lock.unlock()
        if first { FileHandle.standardError.write(Data(("TrellisUI: " + message + "\n").utf8)) }
    }
}
