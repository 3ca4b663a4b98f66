// SwiftUI's public names (from the project's SwiftUI API list), so the report can say that a
// name the compiler could not find is SwiftUI's, and how much real apps use it.
import Foundation

/// SwiftUI's public API by name: views, modifiers, types, scenes and functions an iOS app
/// can use, with the SwiftUI version that introduced each and how often a survey of
/// open-source apps uses it.
public enum SwiftUINames {
    /// One row of the list.
    public struct Entry: Equatable, Sendable {
        /// `view`, `modifier`, `shape_modifier`, `type`, `scene`, `scene_modifier`, `function`.
        public var category: String
        public var name: String
        /// The iOS version that introduced it.
        public var introduced: String
        /// Whether Trellis declared the name when the list was made (the compiler's word is
        /// what the report goes by; this only says whether some form of it exists).
        public var inTrellis: Bool
        /// The survey's note: `uses=N; apps=K`, `deprecated`, the kind of type.
        public var note: String
    }

    /// Every entry by name (a name can be both a modifier and a scene modifier).
    public static let entries: [String: [Entry]] = {
        var out: [String: [Entry]] = [:]
        for line in tsv.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 4 else { continue }
            out[f[1], default: []].append(Entry(category: f[0], name: f[1], introduced: f[2], inTrellis: f[3] == "yes",
                                                note: f.count > 4 ? f[4] : ""))
        }
        return out
    }()

    /// Whether `name` is one of SwiftUI's public names.
    public static func contains(_ name: String) -> Bool { entries[name] != nil }

    /// Whether `name` is a SwiftUI view or type (not a modifier or function), so the report
    /// names it alone rather than as a member of the type it was looked up on.
    public static func isTopLevelType(_ name: String) -> Bool {
        entries[name]?.contains { $0.category == "view" || $0.category == "type" || $0.category == "scene" } ?? false
    }

    /// A short description for the report: "view, iOS 15.0, used in 4 of 11 surveyed apps".
    /// For `Type.member` the member is looked up; nil when SwiftUI has no such name.
    public static func describe(_ subject: String) -> String? {
        let name = subject.split(separator: ".").last.map(String.init) ?? subject
        guard let list = entries[name], let e = list.first else { return nil }
        var parts = [list.map(\.category).joined(separator: "/").replacingOccurrences(of: "_", with: " "),
                     "SwiftUI since iOS \(e.introduced)"]
        if let apps = e.note.range(of: #"apps=\d+"#, options: .regularExpression) {
            parts.append("used by \(e.note[apps].dropFirst(5)) of 11 surveyed apps")
        }
        if e.note.contains("deprecated") { parts.append("deprecated") }
        if e.inTrellis { parts.append("Trellis has the name, not this form") }
        return parts.joined(separator: ", ")
    }
}
