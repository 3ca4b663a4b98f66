// Finding an Xcode SwiftUI app's files: from its project file when there is one that can be
// read, else by a documented folder heuristic. No compiler, no per-app rules.
import Foundation

/// The files and settings of one app target, as `trellis port` found them.
public struct AppProject: Equatable, Sendable {
    /// The folder every relative path below is relative to (the one holding the
    /// `.xcodeproj`, or the folder given).
    public var root: String
    /// The app's name, used as the executable target's (module's) name.
    public var name: String
    /// The app target's Swift files, relative to `root`, sorted.
    public var sources: [String]
    /// Resources the port copies, relative to `root`, sorted: asset catalogs (`*.xcassets`),
    /// string tables (`*.strings`, `*.stringsdict`, `*.xcstrings`) and the `*.lproj` folders
    /// that hold localized ones.
    public var resources: [String]
    /// Swift language mode major version (5 unless the project says `SWIFT_VERSION = 6`).
    public var languageMode: Int
    /// Whether the project makes code main-actor isolated by default (Xcode 26's template).
    public var defaultMainActor: Bool
    /// How the files were found, for the report ("project file Foo.xcodeproj, target Foo").
    public var origin: String
    /// What was left out and why, relative paths, for the report.
    public var skipped: [Skipped]
    /// Whether the port writes Xcode's generated asset symbols (`Color.brand`,
    /// `ImageResource.photo`): the project's setting, yes without a project file.
    public var generatesAssetSymbols = true
    /// The Swift packages the app links (from its project file; none without one).
    public var packages: [PackageDependency] = []

    /// A folder or file the port left out.
    public struct Skipped: Equatable, Sendable {
        public var path: String
        public var reason: String
        public init(path: String, reason: String) { self.path = path; self.reason = reason }
    }

    /// Why no app could be found.
    public struct LocateError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Folder names that never hold the app's own sources: build products, dependency
    /// checkouts, version control.
    static let ignoredFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", ".build", ".swiftpm",
                                              "node_modules", "fastlane", "Packages", "xcuserdata"]
    /// Resource kinds a port copies (what "Real apps V"'s loaders read).
    static let resourceExtensions: Set<String> = ["xcassets", "strings", "stringsdict", "xcstrings"]

    /// Finds the app at `path`: a folder holding a `.xcodeproj` (or that project itself)
    /// uses the project file's application target; a folder without one, or a project file
    /// that cannot be read, uses the folder heuristic (``scanFolder(_:)``).
    public static func locate(_ path: String) throws -> AppProject {
        let fm = FileManager.default
        var absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: absolute, isDirectory: &isDir), isDir.boolValue else {
            throw LocateError(description: "\(path) is not a folder")
        }
        var projectPath: String?
        var root = absolute
        if absolute.hasSuffix(".xcodeproj") {
            projectPath = absolute
            root = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        } else {
            let projects = ((try? fm.contentsOfDirectory(atPath: absolute)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            let folderName = URL(fileURLWithPath: absolute).lastPathComponent
            projectPath = (projects.first { $0 == folderName + ".xcodeproj" } ?? projects.first).map { absolute + "/" + $0 }
        }
        var fallbackNote = ""
        if let projectPath {
            do {
                let project = try XcodeProject.read(xcodeproj: projectPath)
                let app = fromProject(project, root: root, projectFile: URL(fileURLWithPath: projectPath).lastPathComponent)
                if !app.sources.isEmpty { return app }
                fallbackNote = " (\(URL(fileURLWithPath: projectPath).lastPathComponent) lists no Swift file for its app target)"
            } catch {
                fallbackNote = " (\(URL(fileURLWithPath: projectPath).lastPathComponent) could not be read: \(error))"
            }
        }
        var app = try scanFolder(root)
        app.origin += fallbackNote
        return app
    }

    /// The app target as the project file lists it. Synchronized folders (Xcode 16) are
    /// scanned with the project's exceptions; files outside `root` are kept by absolute path.
    static func fromProject(_ project: XcodeProject, root: String, projectFile: String) -> AppProject {
        var sources = project.sources
        var resources = project.resources
        for folder in project.synchronizedFolders {
            let found = walk(folder.path, skipTests: false)
            for file in found.files where !folder.exceptions.contains(file) {
                if file.hasSuffix(".swift") { sources.append(folder.path + "/" + file) }
            }
            for r in found.resources where !folder.exceptions.contains(r) { resources.append(folder.path + "/" + r) }
        }
        let relative = { (p: String) -> String in p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        let kept = normalizeResources(resources.map(relative).filter { !isPreviewContent($0) })
        let version = project.swiftVersion.flatMap { Int($0.split(separator: ".").first ?? "") } ?? 5
        // A project can list files its checkout lacks (never committed, or stored outside
        // git): they are left out and named in the report, not a failure of the port.
        let exists = { (p: String) in FileManager.default.fileExists(atPath: p.hasPrefix("/") ? p : root + "/" + p) }
        let listed = Array(Set(sources.map(relative))).sorted()
        let missing = (listed + kept).filter { !exists($0) }
        return AppProject(
            root: root, name: moduleName(project.targetName),
            sources: listed.filter(exists), resources: kept.filter(exists),
            languageMode: version >= 6 ? 6 : 5,
            defaultMainActor: project.defaultActorIsolation == "MainActor",
            origin: "project file \(projectFile), target \(project.targetName)",
            skipped: missing.map { Skipped(path: $0, reason: "listed in the project file but not in the folder") },
            generatesAssetSymbols: project.generatesAssetSymbols,
            packages: project.packages)
    }

    /// The folder heuristic, for an app without a readable project file:
    ///
    /// 1. Every `.swift` file under `root`, except in hidden folders, build and dependency
    ///    folders (`build`, `DerivedData`, `Pods`, `Carthage`, `.build`, …), project and
    ///    workspace bundles, and test folders (a name ending in `Tests`, which covers
    ///    `UITests`, or `Tests`/`UITests` themselves); package manifests (`Package.swift`, as
    ///    in a Swift Playgrounds app) are not sources.
    /// 2. Other targets: a file with `@main` whose type does not conform to `App` (a widget
    ///    bundle, an extension) marks the top-level folder holding it as another target's,
    ///    unless that folder also holds the app's `@main`; with several `App`s (an iOS and a
    ///    macOS app) the one in the folder named like `root`, else the first, is kept and the
    ///    other apps' top-level folders are left out.
    /// 3. Swift files in `Preview Content` are kept (Xcode compiles them into debug builds and
    ///    `#Preview`s use them); its asset catalogs are not copied.
    public static func scanFolder(_ root: String) throws -> AppProject {
        let found = walk(root, skipTests: true)
        var skipped = found.skipped
        var sources = found.files.filter { $0.hasSuffix(".swift") }
        guard !sources.isEmpty else { throw LocateError(description: "no Swift files under \(root)") }
        func topFolder(_ p: String) -> String? {
            let parts = p.split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : nil
        }
        var appEntries: [String] = []
        var otherEntries: [String] = []
        for file in sources {
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            switch entryKind(text) {
            case .app: appEntries.append(file)
            case .other: otherEntries.append(file)
            case nil: break
            }
        }
        let rootName = URL(fileURLWithPath: root).lastPathComponent
        let app = appEntries.first { topFolder($0) == rootName } ?? appEntries.first
        let appFolder = app.flatMap(topFolder)
        var excluded = Set<String>()
        for entry in appEntries where entry != app {
            if let f = topFolder(entry), f != appFolder, excluded.insert(f).inserted {
                skipped.append(Skipped(path: f, reason: "another app target: its own @main App in \(entry)"))
            }
        }
        for entry in otherEntries {
            if let f = topFolder(entry), f != appFolder, excluded.insert(f).inserted {
                skipped.append(Skipped(path: f, reason: "another target: its @main in \(entry) is not an App (a widget or extension)"))
            }
        }
        sources = sources.filter { topFolder($0).map { !excluded.contains($0) } ?? true }
        let resources = normalizeResources(found.resources.filter {
            (topFolder($0).map { !excluded.contains($0) } ?? true) && !isPreviewContent($0)
        })
        let name = appFolder ?? app.flatMap { appTypeName(in: root + "/" + $0) } ?? rootName
        return AppProject(root: root, name: moduleName(name), sources: sources.sorted(), resources: resources,
                          languageMode: 5, defaultMainActor: false,
                          origin: "folder scan, no project file", skipped: skipped)
    }

    enum EntryKind { case app, other }

    /// Whether `text` holds an `@main` type, and whether that type is an `App`.
    static func entryKind(_ text: String) -> EntryKind? {
        guard let range = text.range(of: #"(?m)^\s*@main\b"#, options: .regularExpression) else { return nil }
        let after = text[range.upperBound...].prefix(400)
        let decl = try! NSRegularExpression(pattern: #"(?:struct|class|enum)\s+\w+\s*:\s*([^{]*)\{"#)
        let s = String(after)
        guard let m = decl.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)),
              let r = Range(m.range(at: 1), in: s) else { return .other }
        let conformances = s[r].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return conformances.contains("App") || conformances.contains("SwiftUI.App") ? .app : .other
    }

    static func appTypeName(in file: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
              let r = text.range(of: #"(?:struct|class)\s+(\w+)\s*:[^{]*\bApp\b"#, options: .regularExpression) else { return nil }
        let decl = text[r].split(whereSeparator: { $0 == " " || $0 == ":" }).dropFirst().first.map(String.init)
        return decl.map { $0.hasSuffix("App") && $0.count > 3 ? String($0.dropLast(3)) : $0 }
    }

    /// A Swift identifier made of `name` (Xcode does the same for module names), kept clear
    /// of the module names the port itself provides.
    public static func moduleName(_ name: String) -> String {
        var out = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.isEmpty { out = "App" }
        if out.first!.isNumber { out = "_" + out }
        if ["SwiftUI", "TrellisUI", "Combine", "CoreGraphics", "UniformTypeIdentifiers", "CoreTransferable", "FoundationCompat", "Foundation"].contains(out) { out += "App" }
        return out
    }

    static func isPreviewContent(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0 == "Preview Content" }
    }

    /// Resources as the package declares them: a file inside a `*.lproj` folder becomes that
    /// folder (localized tables keep their language folders); kinds not copied are dropped;
    /// of several with the same last name (which SwiftPM would refuse in one bundle) the
    /// first is kept.
    static func normalizeResources(_ paths: [String]) -> [String] {
        var out: [String] = []
        var names = Set<String>()
        for p in paths.sorted() {
            let parts = p.split(separator: "/").map(String.init)
            var chosen: String?
            if let i = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) {
                let inside = parts.dropFirst(i + 1)
                if inside.contains(where: { resourceExtensions.contains(($0 as NSString).pathExtension) }) || inside.isEmpty {
                    chosen = parts[...i].joined(separator: "/")
                }
            } else if resourceExtensions.contains((p as NSString).pathExtension) {
                chosen = p
            }
            guard let c = chosen, !out.contains(c) else { continue }
            guard names.insert((c as NSString).lastPathComponent).inserted else { continue }
            out.append(c)
        }
        return out
    }

    /// Files under `folder` (relative paths), and resource bundles/files found on the way,
    /// not descending into asset catalogs or ignored folders.
    static func walk(_ folder: String, skipTests: Bool) -> (files: [String], resources: [String], skipped: [Skipped]) {
        var files: [String] = []
        var resources: [String] = []
        var skipped: [Skipped] = []
        let fm = FileManager.default
        func visit(_ relative: String) {
            let full = relative.isEmpty ? folder : folder + "/" + relative
            guard let entries = try? fm.contentsOfDirectory(atPath: full) else { return }
            for name in entries.sorted() {
                let rel = relative.isEmpty ? name : relative + "/" + name
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: full + "/" + name, isDirectory: &isDir) else { continue }
                if !isDir.boolValue {
                    // A package manifest (a Swift Playgrounds app, a nested package) is not a source.
                    if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) { continue }
                    files.append(rel)
                    if resourceExtensions.contains((name as NSString).pathExtension) { resources.append(rel) }
                    continue
                }
                let ext = (name as NSString).pathExtension
                if name.hasPrefix(".") || ignoredFolders.contains(name) || ext == "xcodeproj" || ext == "xcworkspace" {
                    continue
                }
                if ext == "xcassets" { resources.append(rel); continue }
                if skipTests && (name.hasSuffix("Tests") || name == "Tests" || name == "UITests") {
                    skipped.append(Skipped(path: rel, reason: "tests"))
                    continue
                }
                visit(rel)
            }
        }
        visit("")
        return (files, resources, skipped)
    }
}
