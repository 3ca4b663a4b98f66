// Reading an Xcode project file (`project.pbxproj`) for what a port needs: which Swift files
// and resources belong to the app target, and the two build settings that change how its
// code compiles. Foundation parses the file (it is an old-style property list); this file
// walks its object graph.
import Foundation

/// The app target of an Xcode project, as far as `trellis port` reads it.
public struct XcodeProject: Equatable, Sendable {
    /// The target's name (the app's module name in Xcode).
    public var targetName: String
    /// Absolute paths of the target's Swift sources.
    public var sources: [String]
    /// Absolute paths of the target's resources (every kind; the port keeps the ones it uses).
    public var resources: [String]
    /// Folders the target takes whole (Xcode 16's synchronized groups), with the paths inside
    /// them that the project excludes from the target. The locator scans these like a folder.
    public var synchronizedFolders: [(path: String, exceptions: Set<String>)]
    /// `SWIFT_VERSION` (Debug configuration; target over project), if set.
    public var swiftVersion: String?
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (Xcode 26's new projects set `MainActor`), if set.
    public var defaultActorIsolation: String?
    /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`: whether Xcode makes
    /// Swift symbols of the asset catalogs' colours and images (its default: yes).
    public var generatesAssetSymbols = true
    /// The Swift packages whose products the target links (Xcode's package references).
    public var packages: [PackageDependency] = []

    public static func == (a: XcodeProject, b: XcodeProject) -> Bool {
        a.targetName == b.targetName && a.sources == b.sources && a.resources == b.resources
            && a.synchronizedFolders.map(\.path) == b.synchronizedFolders.map(\.path)
            && a.synchronizedFolders.map(\.exceptions) == b.synchronizedFolders.map(\.exceptions)
            && a.swiftVersion == b.swiftVersion && a.defaultActorIsolation == b.defaultActorIsolation
            && a.generatesAssetSymbols == b.generatesAssetSymbols && a.packages == b.packages
    }

    /// Why a project file could not be used.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads `PROJECT.xcodeproj/project.pbxproj`. `sourceRoot` is the folder holding the
    /// `.xcodeproj` (what `SOURCE_ROOT` and the main group are relative to).
    public static func read(xcodeproj: String) throws -> XcodeProject {
        let file = xcodeproj + "/project.pbxproj"
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ReadError(description: "cannot read \(file)")
        }
        let sourceRoot = URL(fileURLWithPath: xcodeproj).deletingLastPathComponent().path
        let projectName = URL(fileURLWithPath: xcodeproj).deletingPathExtension().lastPathComponent
        return try parse(data, sourceRoot: sourceRoot, projectName: projectName)
    }

    /// Parses the text of a `project.pbxproj`; paths come out under `sourceRoot`.
    public static func parse(_ data: Data, sourceRoot: String, projectName: String) throws -> XcodeProject {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError(description: "not a property list: \(error)")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any] else {
            throw ReadError(description: "no objects or rootObject")
        }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }

        // Applications, the one named like the project first (an iOS and a macOS app of one
        // project usually share its name, the iOS one first).
        let apps = ids(root["targets"]).compactMap { id -> (String, [String: Any])? in
            guard let t = object(id), t["isa"] as? String == "PBXNativeTarget",
                  (t["productType"] as? String)?.hasPrefix("com.apple.product-type.application") == true
            else { return nil }
            return (id, t)
        }
        guard let (targetID, target) = apps.first(where: { $0.1["name"] as? String == projectName }) ?? apps.first else {
            throw ReadError(description: "no application target")
        }

        // Every group's parent, to turn a `<group>`-relative path into a real one.
        var parent: [String: String] = [:]
        for (id, value) in objects {
            guard let o = value as? [String: Any] else { continue }
            for child in ids(o["children"]) { parent[child] = id }
        }
        let mainGroup = root["mainGroup"] as? String
        var cache: [String: String?] = [:]
        func path(of id: String) -> String? {
            if let hit = cache[id] { return hit }
            guard let o = objects[id] as? [String: Any] else { return nil }
            let own = o["path"] as? String
            let result: String?
            switch o["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": result = own
            case "SOURCE_ROOT": result = own.map { sourceRoot + "/" + $0 } ?? sourceRoot
            case "<group>":
                let base: String?
                if id == mainGroup { base = sourceRoot } else if let p = parent[id] { base = path(of: p) } else { base = sourceRoot }
                if let base { result = own.map { base + "/" + $0 } ?? base } else { result = nil }
            default: result = nil   // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's files
            }
            cache[id] = result
            return result
        }

        var sources: [String] = []
        var resources: [String] = []
        for phaseID in ids(target["buildPhases"]) {
            guard let phase = object(phaseID), let isa = phase["isa"] as? String else { continue }
            for buildFileID in ids(phase["files"]) {
                guard let ref = object(buildFileID)?["fileRef"] as? String, let refObject = objects[ref] as? [String: Any]
                else { continue }
                // A variant group (Localizable.strings with one file per language) stands for
                // its children (en.lproj/Localizable.strings, …).
                let refs = refObject["isa"] as? String == "PBXVariantGroup" ? ids(refObject["children"]) : [ref]
                for r in refs {
                    guard let p = path(of: r) else { continue }
                    let clean = URL(fileURLWithPath: p).standardizedFileURL.path
                    if isa == "PBXSourcesBuildPhase", clean.hasSuffix(".swift") { sources.append(clean) }
                    if isa == "PBXResourcesBuildPhase" { resources.append(clean) }
                }
            }
        }

        var folders: [(path: String, exceptions: Set<String>)] = []
        for groupID in ids(target["fileSystemSynchronizedGroups"]) {
            guard let p = path(of: groupID) else { continue }
            var exceptions = Set<String>()
            for exID in ids(object(groupID)?["exceptions"]) {
                guard let ex = object(exID) else { continue }
                // Exceptions name the target they apply to; a set without one applies to all.
                if let t = ex["target"] as? String, t != targetID { continue }
                exceptions.formUnion(ids(ex["membershipExceptions"]))
            }
            folders.append((URL(fileURLWithPath: p).standardizedFileURL.path, exceptions))
        }

        // Build settings of the Debug configuration, the target's over the project's.
        func settings(_ listID: Any?) -> [String: Any] {
            let configs = ids(object(listID)?["buildConfigurations"]).compactMap { object($0) }
            let chosen = configs.first { $0["name"] as? String == "Debug" } ?? configs.first
            return chosen?["buildSettings"] as? [String: Any] ?? [:]
        }
        let merged = settings(root["buildConfigurationList"]).merging(settings(target["buildConfigurationList"])) { $1 }

        var project = XcodeProject(
            targetName: target["name"] as? String ?? projectName,
            sources: sources, resources: resources, synchronizedFolders: folders,
            swiftVersion: merged["SWIFT_VERSION"] as? String,
            defaultActorIsolation: merged["SWIFT_DEFAULT_ACTOR_ISOLATION"] as? String)
        project.generatesAssetSymbols = merged["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] as? String != "NO"
        project.packages = PackageDependency.read(target: target, objects: objects, sourceRoot: sourceRoot)
        return project
    }
}
