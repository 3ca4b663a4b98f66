// Where an app's resources are on Linux: SwiftPM copies each target's resources into a
// `<Package>_<Target>.resources` directory beside the executable (what `Bundle.module`
// opens); a ported Xcode app's asset catalogs and string tables are among them.
import Foundation

/// The directories searched for asset catalogs and string tables, and what they hold.
///
/// Without an explicit `bundle:`, SwiftUI looks in the main bundle; on Linux the app's
/// resources live in SwiftPM's per-target bundles next to the executable, so those are
/// searched too, in name order, after `TRELLIS_RESOURCES` (a colon-separated list of
/// directories, first; for tests and for apps that keep resources elsewhere).
package enum ResourceBundles {
    /// The resource roots for `bundle` (nil: the app's own), most specific first.
    package static func roots(for bundle: Bundle?) -> [String] {
        if let bundle, bundle !== Bundle.main { return [bundle.resourcePath ?? bundle.bundlePath] }
        return defaultRoots
    }

    package static let defaultRoots: [String] = {
        var roots: [String] = []
        if let extra = ProcessInfo.processInfo.environment["TRELLIS_RESOURCES"] {
            roots += extra.split(separator: ":").map(String.init)
        }
        roots.append(mainPath)
        let fm = FileManager.default
        let beside = Bundle.main.bundlePath
        if let names = try? fm.contentsOfDirectory(atPath: beside) {
            let executable = Bundle.main.executablePath.map { ($0 as NSString).lastPathComponent } ?? ""
            for n in appBundles(names, executable: executable, isExecutable: { fm.isExecutableFile(atPath: beside + "/" + $0) }) {
                roots.append(beside + "/" + n)
            }
        }
        return roots
    }()

    /// The resource bundles among `names` (a directory's entries beside the executable)
    /// that may be the app's, in name order: every `.resources` and `.bundle` entry except
    /// those of another app's package. A build directory shared by several apps (`trellis
    /// run` builds every port in one) holds each app's `<Package>_<Target>.resources`; a
    /// bundle whose target is an executable there other than `executable` belongs to that
    /// app, and so does every bundle of its package (another app's accent colour or strings
    /// must not become this one's).
    package static func appBundles(_ names: [String], executable: String,
                                   isExecutable: (String) -> Bool) -> [String] {
        let bundles = names.sorted().filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
        var foreign = Set<String>(), own = Set<String>()
        for n in bundles where n.hasSuffix(".resources") {
            let base = n.dropLast(".resources".count)
            for i in base.indices where base[i] == "_" {
                let target = String(base[base.index(after: i)...])
                if target == executable {
                    own.insert(String(base[..<i]))
                } else if !target.isEmpty, names.contains(target), isExecutable(target) {
                    foreign.insert(String(base[..<i]))
                }
            }
        }
        // A package that builds this executable too is the app's own.
        foreign.subtract(own)
        guard !foreign.isEmpty else { return bundles }
        return bundles.filter { n in !foreign.contains { n.hasPrefix($0 + "_") } }
    }

    /// The executable's directory: searched one level only (it may hold a whole build tree).
    package static let mainPath = Bundle.main.resourcePath ?? Bundle.main.bundlePath

    /// Files and directories under `root` (at most `depth` levels down; by default 4, or
    /// only its entries for the executable's directory) whose name ends in `suffix`, in
    /// path order.
    package static func find(_ suffix: String, under root: String, depth: Int? = nil) -> [String] {
        let depth = depth ?? (root == mainPath ? 0 : 4)
        let fm = FileManager.default
        var found: [String] = []
        func walk(_ dir: String, _ level: Int) {
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
            for n in names.sorted() {
                let path = dir + "/" + n
                if n.hasSuffix(suffix) { found.append(path); continue }
                var isDir: ObjCBool = false
                if level < depth, fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue,
                   !n.hasSuffix(".xcassets") { walk(path, level + 1) }
            }
        }
        walk(root, 0)
        return found
    }
}
