// Xcode's generated asset symbols for a ported app: since Xcode 15 an app can write
// `Color(.brand)`, `.foregroundStyle(.brand)` and `Image(.photo)` for the colour set
// "BrandColor" and the image set "Photo" of its asset catalogs, because the build makes a
// Swift file of symbols from them. A SwiftPM build does not, so the port writes that file.
import Foundation

/// The generated-symbols file for a set of asset catalogs.
public enum AssetSymbols {
    /// An asset set the symbols name: its name in the catalog and its Swift identifier.
    public struct Symbol: Equatable, Sendable {
        public var asset: String
        public var identifier: String
    }

    /// The Swift identifier Xcode gives the asset `name`: its words (split at anything not
    /// a letter or digit) in lower camel case, less a trailing "Color" for a colour set or
    /// "Image" for an image set when more is left; an identifier that would start with a
    /// digit starts with "_".
    public static func identifier(for name: String, droppingSuffix suffix: String) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        } else if words.count > 1, words.last == suffix {
            words.removeLast()
        }
        var out = ""
        for (i, w) in words.enumerated() {
            if i == 0 {
                // "URLImage" → "urlImage": the leading run of capitals is lowered, keeping
                // the capital that starts the next word.
                let chars = Array(w)
                var upper = 0
                while upper < chars.count, chars[upper].isUppercase { upper += 1 }
                let lowered = upper > 1 && upper < chars.count ? upper - 1 : upper
                out += String(chars[..<lowered]).lowercased() + String(chars[lowered...])
            } else {
                out += w.prefix(1).uppercased() + w.dropFirst()
            }
        }
        if let f = out.first, f.isNumber { out = "_" + out }
        return out
    }

    /// Swift's keywords, which a symbol named like one ("in", "for", "default") is
    /// written between backticks to be, as Xcode writes it.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some", "any", "consume", "copy",
        "borrowing", "consuming", "each", "package",
    ]

    /// The static members SwiftUI's `Color` and `ShapeStyle` already have. Xcode writes no
    /// `Color` or `ShapeStyle` symbol for a set named like one (it warns of the conflict
    /// instead), so `.foregroundColor(.gray)` stays the system gray in an app whose
    /// catalog has a "gray" set; only `ColorResource.gray` names the set. Declaring it
    /// anyway would shadow SwiftUI's member in the app's module.
    static let swiftUIColorMembers: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
        // ShapeStyle's own static properties (its static functions, such as `image(_:)`,
        // do not collide with a property).
        "tertiary", "quaternary", "quinary", "foreground", "background", "separator", "tint", "selection", "fill",
        "placeholder", "link", "windowBackground", "bar", "ultraThinMaterial", "thinMaterial", "regularMaterial",
        "thickMaterial", "ultraThickMaterial",
    ]

    /// `identifier` as it can be written in a declaration and after a dot.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The colour and image sets of the catalogs at `paths` (folders nest; a folder that
    /// provides a namespace is skipped, as its sets' symbols are qualified by it).
    public static func sets(inCatalogs paths: [String]) -> (colors: [Symbol], images: [Symbol]) {
        var colors: [Symbol] = [], images: [Symbol] = []
        func scan(_ folder: String) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() {
                let path = folder + "/" + entry
                let ext = (entry as NSString).pathExtension, base = (entry as NSString).deletingPathExtension
                switch ext {
                case "colorset":
                    if let id = identifier(for: base, droppingSuffix: "Color") { colors.append(Symbol(asset: base, identifier: id)) }
                case "imageset":
                    if let id = identifier(for: base, droppingSuffix: "Image") { images.append(Symbol(asset: base, identifier: id)) }
                case "":
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                    if providesNamespace(path) { continue }
                    scan(path)
                default:
                    continue
                }
            }
        }
        paths.forEach(scan)
        return (colors, images)
    }

    static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The Swift file of symbols for the catalogs at `paths`, or nil when they hold no set.
    /// `sources` are the app's files: a symbol one of them declares itself (`static let
    /// brand`) is left out, so the app's own declaration is the one that compiles. The
    /// catalogs are the module's resources (`Bundle.module`).
    public static func file(catalogs paths: [String], sources: [String]) -> String? {
        let (colors, images) = sets(inCatalogs: paths)
        let declared = sources.joined(separator: "\n")
        func ownDeclaration(_ id: String) -> Bool {
            declared.range(of: #"static\s+(let|var)\s+\#(id)\b"#, options: .regularExpression) != nil
        }
        var seen = Set<String>()
        let colorSymbols = colors.filter { !ownDeclaration($0.identifier) && seen.insert("c" + $0.identifier).inserted }
        let imageSymbols = images.filter { !ownDeclaration($0.identifier) && seen.insert("i" + $0.identifier).inserted }
        guard !colorSymbols.isEmpty || !imageSymbols.isEmpty else { return nil }
        func literal(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var out = """
        // Written by trellis port: the asset symbols Xcode generates for the app's asset
        // catalogs (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS).
        import Foundation
        import SwiftUI

        private let resourceBundle = Bundle.module

        """
        if !colorSymbols.isEmpty {
            out += "\nextension ColorResource {\n"
            for c in colorSymbols { out += "    static let \(escaped(c.identifier)) = ColorResource(name: \(literal(c.asset)), bundle: resourceBundle)\n" }
            out += "}\n"
            let members = colorSymbols.filter { !swiftUIColorMembers.contains($0.identifier) }
            if !members.isEmpty {
                out += "\nextension Color {\n"
                for c in members { out += "    static var \(escaped(c.identifier)): Color { Color(ColorResource.\(escaped(c.identifier))) }\n" }
                out += "}\n\nextension ShapeStyle where Self == Color {\n"
                for c in members { out += "    static var \(escaped(c.identifier)): Color { Color(ColorResource.\(escaped(c.identifier))) }\n" }
                out += "}\n"
            }
        }
        if !imageSymbols.isEmpty {
            out += "\nextension ImageResource {\n"
            for i in imageSymbols { out += "    static let \(escaped(i.identifier)) = ImageResource(name: \(literal(i.asset)), bundle: resourceBundle)\n" }
            out += "}\n"
        }
        return out
    }
}
