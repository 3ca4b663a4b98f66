// swift-tools-version: 6.0
// Trellis: SwiftUI's architecture for Linux, split across two processes.
// One module per layer; the dependency rule is written in README.md.
import CompilerPluginSupport
import PackageDescription

// Module names that ported apps import where Linux lacks Apple's module (issue 36): `Combine`
// (OpenCombine under Apple's names), `CoreGraphics` (the CG types Linux's Foundation
// lacks), `UniformTypeIdentifiers` (`UTType`), `CoreTransferable` (`Transferable`) and `CoreHaptics` (hardware without haptics). On Apple platforms the system has them, and a package module with the same name
// would shadow the system's for every target of the build (SwiftUI's own interface imports
// Combine and UniformTypeIdentifiers), so there these targets do not exist and TrellisUI imports the system's.
// This is decided where the manifest is evaluated: a build for Linux from a Mac host would
// need the Linux list (cross-compiling is not supported by Trellis today).
#if canImport(Darwin)
let portingModuleNames: [String] = []
#else
let portingModuleNames = ["Combine", "CoreGraphics", "UniformTypeIdentifiers", "CoreTransferable", "CoreHaptics"]
#endif
// Porting modules built on TrellisUI (`Charts`: Swift Charts' names; `SwiftData`: models, queries
// and a JSON store; `PhotosUI`: PhotosPicker), with the same Linux-only rule.
let portingModulesOnTrellisUI = portingModuleNames.isEmpty ? [] : ["Charts", "SwiftData", "PhotosUI"]
let portingProducts: [Product] = (portingModuleNames + portingModulesOnTrellisUI)
    .map { .library(name: $0, targets: [$0]) }
let portingTargets: [Target] = portingModuleNames.isEmpty ? [] : [
    // Apple's Combine names over OpenCombine, plus the Foundation and Dispatch integration
    // (`Timer.publish`, `NotificationCenter.publisher`, schedulers) that runs under
    // `dispatchMain()`, as a Trellis app does.
    .target(
        name: "Combine",
        dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    // Foundation's CG geometry (re-exported) plus CGAffineTransform and CGVector.
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    // Empty: the toolchain's Testing + CoreGraphics cross-import overlay, which Linux
    // toolchains name but do not ship (see its source file).
    .target(name: "_Testing_CoreGraphics"),
    // `UTType`: the common declared types and their hierarchy, tags, app-declared and
    // dynamic types (what file importers and drag and drop filter by).
    .target(name: "UniformTypeIdentifiers"),
    // `Transferable` and its representations: how values become data of content types
    // (drag and drop, sharing, file export); TrellisUI re-exports it, as SwiftUI does.
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Core Haptics on hardware without haptics: the engine reports none and cannot be made.
    .target(name: "CoreHaptics"),
    // Swift Charts' API (marks, scales, axes, legends) drawn with TrellisUI's public views
    // only; Swift 5 mode like the app code that imports it.
    .target(name: "Charts", dependencies: ["TrellisUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // SwiftData's API: @Model (TrellisMacros), contexts and containers over a JSON file,
    // @Query and the modelContainer modifiers. Swift 5 mode like the app code that imports it.
    .target(name: "SwiftData", dependencies: ["TrellisUI", "TrellisMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // PhotosUI's PhotosPicker over Trellis's file dialog, with items loaded as Transferable values.
    .target(name: "PhotosUI", dependencies: ["TrellisUI", "UniformTypeIdentifiers"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "SwiftDataTests",
        dependencies: ["SwiftData", "TrellisUI", "TrellisTesting", "TrellisTestSupport"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "PhotosUITests",
        dependencies: ["PhotosUI", "TrellisUI", "TrellisTesting", "TrellisTestSupport"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    // Charts through a real daemon (TestHost), its layout, and app-like fixtures.
    .testTarget(
        name: "ChartsTests",
        dependencies: ["Charts", "TrellisUI", "TrellisTesting", "TrellisTestSupport", "TrellisPreview"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TrellisProtocol", targets: ["TrellisProtocol"]),
        .library(name: "TrellisUI", targets: ["TrellisUI"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisPreview", targets: ["TrellisPreview"]),
        .library(name: "FoundationCompat", targets: ["FoundationCompat"]),
        .library(name: "TrellisOSLog", targets: ["TrellisOSLog"]),
        .library(name: "TrellisUserNotifications", targets: ["TrellisUserNotifications"]),
        .executable(name: "trellisd", targets: ["trellisd"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-protocol-gen", targets: ["TrellisProtocolGen"]),
        .executable(name: "trellis-demo", targets: ["TodoDemo"]),
    ] + portingProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only for the #Preview macro (TrellisMacros): the one target that builds swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // MARK: protocol (pure, generated from protocol/trellis.idl)
        .target(name: "TrellisProtocol"),
        .target(name: "TrellisProtocolGenKit"),
        .executableTarget(name: "TrellisProtocolGen", dependencies: ["TrellisProtocolGenKit"]),
        // Golden-vector samples and the fuzz oracle (shared by tests, fuzzer and tools).
        .target(name: "TrellisProtocolVectors", dependencies: ["TrellisProtocol"]),
        // libFuzzer target with -DFUZZING (scripts/fuzz); otherwise a replay/vectors tool.
        .executableTarget(name: "FuzzProtocol", dependencies: ["TrellisProtocolVectors"]),
        // The session fuzzer: programs of session operations against the real core.
        .executableTarget(name: "FuzzSession", dependencies: ["TrellisRenderer", "TrellisBackendHeadless", "TrellisProtocol"]),
        .testTarget(
            name: "TrellisProtocolTests",
            dependencies: ["TrellisProtocol", "TrellisProtocolGenKit", "TrellisProtocolVectors", "TrellisTestSupport"]),

        // MARK: daemon core and backends
        // Unix-socket paths, addresses and connect: one policy for every peer.
        .target(name: "TrellisSocket"),
        .testTarget(name: "TrellisSocketTests", dependencies: ["TrellisSocket"]),
        .target(
            name: "TrellisRenderer",
            dependencies: ["TrellisProtocol", .product(name: "Logging", package: "swift-log")]),
        .target(name: "TrellisBackendHeadless", dependencies: ["TrellisRenderer"]),
        // Interactive terminal backend (alternate screen, raw mode, mouse, focus keys).
        .systemLibrary(name: "CTerminal"),   // epoll/pipe2/ioctl shims (header-only)
        // The terminal decodes bitmaps with the raster backend's decoders (cairo, libjpeg).
        .target(name: "TrellisBackendTerminal", dependencies: ["TrellisRenderer", "TrellisBackendRaster", "CTerminal"]),
        .testTarget(
            name: "TrellisBackendTerminalTests",
            dependencies: ["TrellisBackendTerminal", "TrellisRenderer", "TrellisProtocol", "TrellisTestSupport"]),
        // Raster backend: cairo + pango, one PNG per commit.
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // librsvg: SF Symbols names drawn as Adwaita symbolic icons (SymbolCatalog).
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]),
        // libjpeg-turbo: JPEG bitmaps (defineImage), decoded beside cairo's PNGs.
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // poppler-glib: PDF images (defineImage; an asset catalog's vector PDF), first page.
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]),
        .target(
            name: "TrellisBackendRaster",
            dependencies: ["TrellisRenderer", "CCairo", "CRsvg", "CPoppler", "CJPEG", .product(name: "Logging", package: "swift-log")]),
        // X11: Xlib + cairo-xlib (one window per surface), painting through the raster backend.
        .systemLibrary(name: "CX11", pkgConfig: "cairo-xlib"),
        .target(name: "TrellisBackendX11", dependencies: ["TrellisBackendRaster", "TrellisRenderer", "CX11"]),
        .testTarget(
            name: "TrellisBackendX11Tests",
            dependencies: ["TrellisBackendX11", "TrellisBackendRaster", "TrellisRenderer", "TrellisProtocol", "CX11",
                           "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisBackendRasterTests",
            dependencies: ["TrellisBackendRaster", "TrellisBackendHeadless", "TrellisRenderer", "TrellisProtocol", "CCairo",
                           "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisRendererTests",
            dependencies: ["TrellisRenderer", "TrellisBackendHeadless", "TrellisTestSupport"]),

        // MARK: accessibility bridge (AT-SPI2 over D-Bus, at the edge like the backends)
        .systemLibrary(
            name: "CSDBus", pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]),
        // The one sd-bus client (connection, message reader/writer) the accessibility bridge
        // and TrellisUserNotifications share.
        .target(name: "TrellisDBus", dependencies: ["CSDBus"]),
        .target(
            name: "TrellisAccessibilityATSPI",
            dependencies: ["TrellisRenderer", "TrellisProtocol", "TrellisDBus", "CSDBus",
                           .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "TrellisAccessibilityATSPITests",
            dependencies: ["TrellisAccessibilityATSPI", "TrellisRenderer", "TrellisTestSupport", "TrellisTesting", "TrellisUI"],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: daemon executable (libuv at the edge)
        .systemLibrary(
            name: "CLibUV", pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"])]),
        .executableTarget(
            name: "trellisd",
            dependencies: [
                "TrellisRenderer", "TrellisBackendHeadless", "TrellisBackendTerminal", "TrellisBackendRaster",
                "TrellisBackendX11", "CLibUV", "TrellisSocket", "TrellisAccessibilityATSPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "TrellisdTests",
            dependencies: ["TrellisProtocol", "TrellisTestSupport"]),

        // MARK: client
        // Swift 5 language mode: SwiftUI-style app code (mutable `static var defaultValue`,
        // non-Sendable closures captured by views) is written for Swift 5 mode, like SwiftUI apps.
        .target(
            name: "TrellisUI",
            dependencies: ["TrellisProtocol", "TrellisSocket", "OpenCombine", "TrellisMacros", "FoundationCompat", "TrellisUIKit"]
                + portingModuleNames.map { .target(name: $0) },
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Foundation API that SwiftUI apps use and swift-corelibs-foundation lacks; a module of
        // its own (re-exported by TrellisUI), empty on Apple platforms.
        // On Linux it uses UniformTypeIdentifiers (NSItemProvider matches types by conformance).
        // On Linux it formats measurements with the toolchain's ICU (`_FoundationICU`, which
        // Foundation links), so it links that library by name.
        .target(name: "FoundationCompat",
                dependencies: portingModuleNames.contains("UniformTypeIdentifiers") ? ["UniformTypeIdentifiers"] : [],
                linkerSettings: portingModuleNames.isEmpty ? [] : [.linkedLibrary("_FoundationICU")]),
        // Apple's OSLog/os names (`Logger`, `os_log`) under a name of its own: `trellis port`
        // rewrites an app's `import OSLog` to it (a module named OSLog or os would flip
        // canImport probes in swift-argument-parser and swift-syntax).
        .target(name: "TrellisOSLog"),
        // UIKit's names SwiftUI apps use beside SwiftUI (UIScreen, UIApplication, UIColor,
        // UIImage, UIDevice, feedback generators), below TrellisUI, which re-exports it as
        // SwiftUI brings UIKit on iOS; `trellis port` rewrites `import UIKit` to TrellisUI.
        .target(
            name: "TrellisUIKit", dependencies: portingModuleNames.contains("CoreGraphics") ? ["CoreGraphics"] : [],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Apple's UserNotifications names (`UNUserNotificationCenter`, requests, triggers,
        // the delegate) delivering through the desktop's notification server
        // (org.freedesktop.Notifications over sd-bus); `trellis port` rewrites an app's
        // `import UserNotifications` to it. Swift 5 mode like the app code that uses it.
        .target(
            name: "TrellisUserNotifications", dependencies: ["TrellisDBus"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A private dbus-daemon and a recording notification server (TrellisTestSupport).
        .testTarget(
            name: "TrellisUserNotificationsTests",
            dependencies: ["TrellisUserNotifications", "TrellisTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The porting modules: Combine, CoreGraphics, FoundationCompat, and a Combine model
        // observed by a TrellisUI view.
        // Its files also import Combine and FoundationCompat implicitly: the build setting a
        // port applies (Combine.docc), tested on a model file that imports only Foundation.
        // Unsafe flags in a test target do not stop packages that depend on this one.
        .testTarget(
            name: "PortingModulesTests",
            dependencies: ["FoundationCompat", "TrellisUI", "TrellisEmbedded", "TrellisOSLog"]
                + portingModuleNames.map { .target(name: $0) },
            swiftSettings: [.swiftLanguageMode(.v5)] + (portingModuleNames.isEmpty ? [] : [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                              "-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"]),
            ])),
        // #Preview and @Previewable (compiler plugin).
        .macro(
            name: "TrellisMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "TrellisMacrosTests",
            dependencies: [
                "TrellisMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        // The real daemon core in the test's process (like NIOEmbedded): what the client's
        // own tests run against. Not part of the client library.
        .target(
            name: "TrellisEmbedded",
            dependencies: ["TrellisUI", "TrellisProtocol", "TrellisRenderer", "TrellisBackendHeadless"]),
        .testTarget(
            name: "TrellisUITests",
            dependencies: ["TrellisUI", "TrellisProtocol", "TrellisEmbedded", "TrellisTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: demo (the todo app of seed 000 + the lifecycle screen; Swift 5 mode like apps)
        .target(
            name: "TodoDemoKit", dependencies: ["TrellisUI", "TrellisProtocol"],
            path: "Sources/Demos/TodoDemoKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "TodoDemo", dependencies: ["TodoDemoKit", "TrellisUI"],
            path: "Sources/Demos/TodoDemo", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "DemoTests", dependencies: ["TodoDemoKit", "TrellisUI", "TrellisProtocol", "TrellisTestSupport", "TrellisTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: testing host and tools
        .target(name: "TrellisTesting", dependencies: ["TrellisUI", "TrellisProtocol"]),
        // Renders previews to PNGs through trellisd's raster backend (`trellis preview`).
        .target(name: "TrellisPreview", dependencies: ["TrellisTesting", "TrellisUI", "TrellisPort"]),
        // `trellis port` / `trellis run`: an Xcode SwiftUI app's files as a SwiftPM package
        // built against this checkout, and the report of what its build lacks; also the
        // host-package helpers `trellis preview` shares. Foundation only.
        .target(name: "TrellisPort"),
        .testTarget(
            name: "TrellisPortTests",
            dependencies: ["TrellisPort", "TrellisTesting"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TrellisPreviewTests",
            dependencies: ["TrellisPreview", "TrellisUI", "TrellisTestSupport", "CCairo"],
            exclude: ["Fixtures", "References"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Test-only helpers shared by every test target: the raw wire client, child
        // processes, seeded randomness. Not a product.
        .target(
            name: "TrellisTestSupport",
            dependencies: ["TrellisTesting", "TrellisUI", "TrellisProtocol", "TrellisSocket", "TrellisRenderer",
                           "TrellisUserNotifications", "TrellisDBus"]),
        // End-to-end semantics suite: real trellisd processes (found through TRELLISD or
        // next to the test binary). Swift 5 mode, like the app code it drives.
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: ["TrellisTesting", "TrellisUI", "TrellisProtocol", "TrellisEmbedded", "TrellisTestSupport"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Interposes malloc to count allocations; linked into the `trellis` tool only.
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "CMallocCounter", "TrellisProtocol", "TrellisRenderer", "TrellisBackendHeadless", "TrellisBackendRaster",
                "TrellisBackendX11",
                "TrellisUI", "TrellisSocket",
                "TrellisTesting", "TrellisPreview", "TrellisPort", "TrellisTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ] + portingTargets
)
