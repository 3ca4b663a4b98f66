// Finding an app's files (folder heuristic, project file) and writing its package: no build.
import Foundation
import Testing
import TrellisPort

/// The fixture apps next to this file.
let portFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

@Suite struct AppProjectTests {
    @Test("without a project file: the app's files, not tests or the widget; Preview Content's Swift kept, its assets not")
    func folderScan() throws {
        let app = try AppProject.locate(portFixtures + "/NoteBoard")
        #expect(app.name == "NoteBoard")
        #expect(app.sources == ["NoteBoard/CardGeometry.swift", "NoteBoard/ContentView.swift", "NoteBoard/NoteBoardApp.swift",
                                "NoteBoard/NoteFileType.swift", "NoteBoard/NoteReminder.swift", "NoteBoard/NoteStore.swift",
                                "NoteBoard/Preview Content/PreviewData.swift"])
        #expect(app.resources == ["NoteBoard/Assets.xcassets", "NoteBoard/en.lproj"])
        #expect(app.skipped.map(\.path) == ["NoteBoardTests", "NoteBoardWidget"])
        #expect(app.origin == "folder scan, no project file")
        #expect(app.languageMode == 5 && !app.defaultMainActor)
    }

    @Test("with a project file: exactly the app target's sources and resources (Unused.swift is in the folder, not the target)")
    func projectFile() throws {
        let app = try AppProject.locate(portFixtures + "/Tally")
        #expect(app.name == "Tally")
        #expect(app.sources == ["Tally/Counter.swift", "Tally/CounterView.swift", "Tally/TallyApp.swift"])
        #expect(app.resources == ["Tally/Assets.xcassets", "Tally/Localizable.xcstrings"])
        #expect(app.origin == "project file Tally.xcodeproj, target Tally")
        // The .xcodeproj itself may be given.
        #expect(try AppProject.locate(portFixtures + "/Tally/Tally.xcodeproj") == app)
    }

    @Test("Xcode 16 synchronized folders: the folder's files minus the target's exceptions; Xcode 26 settings")
    func synchronizedFolder() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/Sync/Assets.xcassets", withIntermediateDirectories: true)
        for f in ["SyncApp.swift", "Model.swift", "Excluded.swift"] {
            try "// \(f)\n".write(toFile: root + "/Sync/" + f, atomically: true, encoding: .utf8)
        }
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    G1 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Sync; sourceTree = "<group>"; };
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Excluded.swift, ); target = T1; };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = "Sync App"; productType = "com.apple.product-type.application"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Release; };
                    C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_VERSION = 6.0; }; name = Debug; };
                    P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
        try fm.createDirectory(atPath: root + "/Sync.xcodeproj", withIntermediateDirectories: true)
        try pbxproj.write(toFile: root + "/Sync.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let app = try AppProject.locate(root)
        #expect(app.name == "Sync_App")
        #expect(app.sources == ["Sync/Model.swift", "Sync/SyncApp.swift"])
        #expect(app.resources == ["Sync/Assets.xcassets"])
        #expect(app.languageMode == 6 && app.defaultMainActor)
        let manifest = PortPackage.manifest(app: app, trellisRoot: "/src/Trellis", implicitImports: ["Combine"])
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2"))
        #expect(manifest.contains(".defaultIsolation(MainActor.self),"))
        #expect(manifest.contains(".swiftLanguageMode(.v6),"))
        #expect(manifest.contains(#".product(name: "TrellisUserNotifications", package: "trellis")"#))
    }

    @Test("the package: a SwiftUI module, links to the app's files, copied resources, the implicit imports")
    func writePackage() throws {
        let out = try makeTemporaryFolder() + "/NoteBoard-linux"
        defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
        let ported = try PortedApp.port(portFixtures + "/NoteBoard", output: out, trellisRoot: "/src/Trellis")
        let fm = FileManager.default
        let link = out + "/Sources/NoteBoard/NoteBoard/ContentView.swift"
        #expect(try fm.destinationOfSymbolicLink(atPath: link) == portFixtures + "/NoteBoard/NoteBoard/ContentView.swift")
        // A file that imports OSLog is a copy whose import names TrellisOSLog, on the same line.
        let store = out + "/Sources/NoteBoard/NoteBoard/NoteStore.swift"
        #expect((try? fm.destinationOfSymbolicLink(atPath: store)) == nil)
        #expect(try String(contentsOfFile: store, encoding: .utf8).components(separatedBy: "\n")[1] == "import TrellisOSLog")
        // So is one that imports UserNotifications (TrellisUserNotifications).
        let reminder = out + "/Sources/NoteBoard/NoteBoard/NoteReminder.swift"
        #expect(try String(contentsOfFile: reminder, encoding: .utf8).components(separatedBy: "\n")[1] == "import TrellisUserNotifications")
        #expect(fm.fileExists(atPath: out + "/Sources/NoteBoard/NoteBoard/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(fm.fileExists(atPath: out + "/Sources/NoteBoard/NoteBoard/en.lproj/Localizable.strings"))
        #expect(try String(contentsOfFile: out + "/Sources/SwiftUI/SwiftUI.swift", encoding: .utf8).contains("@_exported import TrellisUI"))
        let manifest = try String(contentsOfFile: out + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/src/Trellis\")"))
        #expect(manifest.contains(".product(name: \"TrellisUI\", package: \"trellis\")"))
        #expect(manifest.contains(".copy(\"NoteBoard/Assets.xcassets\"),"))
        #expect(manifest.contains("\"-import-module\", \"-Xfrontend\", \"Combine\""))
        #expect(ported.implicitImports == ["Combine", "FoundationCompat"])
        // A second port replaces the first; a folder it did not write is refused.
        _ = try PortedApp.port(portFixtures + "/NoteBoard", output: out, trellisRoot: "/src/Trellis")
        let foreign = (out as NSString).deletingLastPathComponent + "/mine"
        try fm.createDirectory(atPath: foreign, withIntermediateDirectories: true)
        try "keep".write(toFile: foreign + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(throws: PortPackage.WriteError.self) { try PortedApp.port(portFixtures + "/NoteBoard", output: foreign, trellisRoot: "/src/Trellis") }
    }

    @Test("a shared build directory forgets SwiftPM's build plan when another package is built there")
    func sharedBuildPlan() throws {
        let scratch = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let plan = scratch + "/debug.yaml"
        func makePlan() { FileManager.default.createFile(atPath: plan, contents: Data("x".utf8)) }
        makePlan()
        #expect(HostPackage.prepareSharedBuild(package: "/p/A", scratch: scratch) == ["build", "--package-path", "/p/A", "--scratch-path", scratch])
        #expect(!FileManager.default.fileExists(atPath: plan))
        makePlan()
        _ = HostPackage.prepareSharedBuild(package: "/p/A", scratch: scratch)
        #expect(FileManager.default.fileExists(atPath: plan), "same package: the plan is kept")
        _ = HostPackage.prepareSharedBuild(package: "/p/B", scratch: scratch)
        #expect(!FileManager.default.fileExists(atPath: plan))
    }

    @Test("apps that use URLSession also import FoundationNetworking")
    func networking() {
        #expect(PortPackage.usesNetworking(["let (d, _) = try await URLSession.shared.data(from: u)"]))
        #expect(!PortPackage.usesNetworking(["let url = URL(string: s)"]))
        #expect(PortPackage.implicitImports(usesNetworking: true).last == "FoundationNetworking")
    }
}

func makeTemporaryFolder() throws -> String {
    var template = Array("/tmp/trl-port-XXXXXX".utf8CString)
    guard let p = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw CocoaError(.fileWriteUnknown)
    }
    return String(cString: p)
}

extension AppProjectTests {
    @Test("the app target's Swift packages: remote with each kind of requirement, local, plugins left out; declared in the manifest")
    func packageDependencies() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/Pkg", withIntermediateDirectories: true)
        try "import SwiftUI\n@main struct PkgApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n"
            .write(toFile: root + "/Pkg/PkgApp.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    G1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Pkg/PkgApp.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    SP = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (SP, ); name = Pkg; packageProductDependencies = (D1, D2, D3, D4, D5, D6, ); productType = "com.apple.product-type.application"; };
                    R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-algorithms.git"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.2.0; }; };
                    R2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/Parsing"; requirement = {kind = exactVersion; version = 0.13.0; }; };
                    R3 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/edge.git"; requirement = {kind = branch; branch = main; }; };
                    L1 = {isa = XCLocalSwiftPackageReference; relativePath = ../LocalKit; };
                    D1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Algorithms; };
                    D2 = {isa = XCSwiftPackageProductDependency; package = R2; productName = Parsing; };
                    D3 = {isa = XCSwiftPackageProductDependency; package = R3; productName = Edge; };
                    D4 = {isa = XCSwiftPackageProductDependency; package = L1; productName = LocalKit; };
                    D5 = {isa = XCSwiftPackageProductDependency; package = R3; productName = "plugin:EdgeLint"; };
                    D6 = {isa = XCSwiftPackageProductDependency; package = R3; productName = EdgeExtras; };
                    P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
        try fm.createDirectory(atPath: root + "/Pkg.xcodeproj", withIntermediateDirectories: true)
        try pbxproj.write(toFile: root + "/Pkg.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let app = try AppProject.locate(root)
        let parent = URL(fileURLWithPath: root).deletingLastPathComponent().standardizedFileURL.path
        #expect(app.packages == [
            PackageDependency(source: .remote(url: "https://github.com/apple/swift-algorithms.git", requirement: .upToNextMajor(from: "1.2.0")),
                              products: ["Algorithms"]),
            PackageDependency(source: .remote(url: "https://github.com/example/Parsing", requirement: .exact("0.13.0")), products: ["Parsing"]),
            PackageDependency(source: .remote(url: "https://github.com/example/edge.git", requirement: .branch("main")),
                              products: ["Edge", "EdgeExtras"]),
            PackageDependency(source: .local(path: parent + "/LocalKit"), products: ["LocalKit"]),
        ])
        #expect(app.packages.map(\.identity) == ["swift-algorithms", "Parsing", "edge", "LocalKit"])
        let manifest = PortPackage.manifest(app: app, trellisRoot: "/src/Trellis", implicitImports: [])
        for line in [
            #".package(url: "https://github.com/apple/swift-algorithms.git", from: "1.2.0"),"#,
            #".package(url: "https://github.com/example/Parsing", exact: "0.13.0"),"#,
            #".package(url: "https://github.com/example/edge.git", branch: "main"),"#,
            #".package(path: "\#(parent)/LocalKit"),"#,
            #".product(name: "Algorithms", package: "swift-algorithms"),"#,
            #".product(name: "EdgeExtras", package: "edge"),"#,
        ] {
            #expect(manifest.contains(line), "\(line)\n\(manifest)")
        }
        #expect(!manifest.contains("EdgeLint"))
    }
}
