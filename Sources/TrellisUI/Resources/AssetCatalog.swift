// Xcode asset catalogs as they are committed (`*.xcassets` folders of `Contents.json`
// files), read at run time: named colours (with their dark variants) and image sets.
import Foundation

/// The named colours and images of the asset catalogs in a set of resource roots.
///
/// A catalog is a folder tree: `Name.colorset/Contents.json` describes a colour,
/// `Name.imageset/Contents.json` an image's files per scale; a folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes its assets' names
/// (`Folder/Name`), as Xcode does.
final class AssetCatalog: @unchecked Sendable {
    /// A colour set: its any-appearance colour and, when the set has one, its dark variant.
    struct ColorSet {
        var light: Color; var dark: Color?
        /// The colour resolving per scheme: `light`, and `dark` in the dark scheme (a set
        /// without a dark appearance: its colour, which may itself be a system colour).
        var color: Color { dark.map { Color(light: light, dark: $0) } ?? light }
    }
    /// An image set: its files by scale (1, 2, 3; 1 when the set does not say).
    struct ImageSet {
        var files: [(scale: Double, path: String)]
        /// Xcode's "Render As" (`properties.template-rendering-intent`): template, original,
        /// or nil for the default.
        var renderingIntent: Image.TemplateRenderingMode? = nil
    }

    private(set) var colors: [String: ColorSet] = [:]
    private(set) var images: [String: ImageSet] = [:]

    init(roots: [String]) {
        for root in roots {
            for catalog in ResourceBundles.find(".xcassets", under: root) { read(catalog, prefix: "") }
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byRoots: [[String]: AssetCatalog] = [:]

    /// The catalogs of `bundle` (nil: the app's), read once.
    static func of(_ bundle: Bundle?) -> AssetCatalog {
        let roots = ResourceBundles.roots(for: bundle)
        lock.lock()
        defer { lock.unlock() }
        if let c = byRoots[roots] { return c }
        let c = AssetCatalog(roots: roots)
        byRoots[roots] = c
        return c
    }

    private func read(_ dir: String, prefix: String) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
        for n in names.sorted() {
            let path = dir + "/" + n
            if n.hasSuffix(".colorset") {
                let name = prefix + String(n.dropLast(".colorset".count))
                if colors[name] == nil, let set = Self.colorSet(path + "/Contents.json") { colors[name] = set }
            } else if n.hasSuffix(".imageset") {
                let name = prefix + String(n.dropLast(".imageset".count))
                if images[name] == nil, let set = Self.imageSet(path) { images[name] = set }
            } else {
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
                let json = Self.json(path + "/Contents.json")
                let namespaced = ((json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                read(path, prefix: namespaced ? prefix + n + "/" : prefix)
            }
        }
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func colorSet(_ path: String) -> ColorSet? {
        guard let entries = json(path)?["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for e in entries {
            guard let c = (e["color"] as? [String: Any]).flatMap(color) else { continue }
            let appearances = e["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let other = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) != "dark" }
            if isDark { dark = dark ?? c } else if !other || light == nil { light = light ?? c }
        }
        guard let l = light ?? dark else { return nil }
        return ColorSet(light: l, dark: dark)
    }

    /// One colour entry: sRGB/Display P3 (taken as sRGB) components, gray, or a named
    /// system colour reference.
    static func color(_ c: [String: Any]) -> Color? {
        if let reference = c["reference"] as? String { return systemColor(reference) }
        guard let comps = c["components"] as? [String: Any] else { return nil }
        func v(_ k: String) -> Double? {
            if let d = comps[k] as? Double { return d > 1 ? d / 255 : d }
            guard let s = comps[k] as? String else { return nil }
            let t = s.trimmingCharacters(in: .whitespaces)
            if t.lowercased().hasPrefix("0x") { return UInt8(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let d = Double(t) else { return nil }
            return t.contains(".") ? d : d / 255   // "0.5" is a fraction, "128" a byte
        }
        let alpha = v("alpha") ?? 1
        if let w = v("white") { return Color(red: w, green: w, blue: w, opacity: alpha) }
        guard let r = v("red"), let g = v("green"), let b = v("blue") else { return nil }
        return Color(red: r, green: g, blue: b, opacity: alpha)
    }

    /// UIKit's system colour names a colour set can refer to.
    static func systemColor(_ name: String) -> Color? {
        switch name.replacingOccurrences(of: "Color", with: "") {
        case "systemBlue": .blue
        case "systemRed": .red
        case "systemGreen": .green
        case "systemOrange": .orange
        case "systemYellow": .yellow
        case "systemPink": .pink
        case "systemPurple": .purple
        case "systemTeal": .teal
        case "systemIndigo": .indigo
        case "systemMint": .mint
        case "systemCyan": .cyan
        case "systemBrown": .brown
        case "systemGray", "systemGrey": .gray
        case "systemGray2": .systemGray2
        case "systemGray3": .systemGray3
        case "systemGray4": .systemGray4
        case "systemGray5": .systemGray5
        case "systemGray6": .systemGray6
        case "black": .black
        case "white": .white
        case "label": .label
        case "secondaryLabel": .secondaryLabel
        case "tertiaryLabel": .tertiaryLabel
        case "quaternaryLabel": .quaternaryLabel
        case "placeholderText": .placeholderText
        case "systemBackground": .systemBackground
        case "secondarySystemBackground": .secondarySystemBackground
        case "tertiarySystemBackground": .tertiarySystemBackground
        case "systemGroupedBackground": .systemGroupedBackground
        case "secondarySystemGroupedBackground": .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground
        case "separator": .separator
        case "opaqueSeparator": .opaqueSeparator
        case "systemFill": .systemFill
        case "secondarySystemFill": .secondarySystemFill
        case "tertiarySystemFill": .tertiarySystemFill
        case "quaternarySystemFill": .quaternarySystemFill
        case "link": .link
        default: nil
        }
    }

    static func imageSet(_ dir: String) -> ImageSet? {
        guard let entries = json(dir + "/Contents.json")?["images"] as? [[String: Any]] else { return nil }
        var files: [(Double, String)] = []
        for e in entries {
            guard let file = e["filename"] as? String else { continue }
            if let a = e["appearances"] as? [[String: Any]], !a.isEmpty { continue }   // the any-appearance files
            let scale = (e["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            files.append((scale, dir + "/" + file))
        }
        guard !files.isEmpty else { return nil }
        let intent: Image.TemplateRenderingMode? = switch (json(dir + "/Contents.json")?["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template": .template
        case "original": .original
        default: nil
        }
        return ImageSet(files: files.sorted { $0.0 < $1.0 }, renderingIntent: intent)
    }
}
