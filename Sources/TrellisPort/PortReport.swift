// The port's report: a build's compiler output turned into one page that says what stands
// between the app and Linux, grouped by cause. Pure text in, text out: testable on canned
// compiler output, without a build.
import Foundation

/// One diagnostic from compiler (or linker) output.
public struct Diagnostic: Equatable, Sendable {
    /// The file as the compiler named it ("" for a diagnostic without a file, like a link error).
    public var file: String
    public var line: Int
    public var column: Int
    /// `error` or `warning`.
    public var severity: String
    public var message: String

    public init(file: String, line: Int, column: Int, severity: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.severity = severity; self.message = message
    }

    /// Every `FILE:LINE:COL: error|warning: MESSAGE` line of `output`, and file-less
    /// `error:` lines (linker, SwiftPM), each once, in order.
    public static func parse(_ output: String) -> [Diagnostic] {
        let located = try! NSRegularExpression(pattern: #"^(/[^:]+):(\d+):(\d+): (error|warning): (.*)$"#)
        // An error in a macro's expansion names the expansion; the note after it names the
        // app's line the expanded code comes from.
        let expansion = try! NSRegularExpression(pattern: #"^macro expansion ([^:]+):\d+:\d+: (error|warning): (.*)$"#)
        let origin = try! NSRegularExpression(pattern: #"(/[^:]+):(\d+):(\d+): note: expanded code originates here"#)
        var out: [Diagnostic] = []
        var seen = Set<String>()
        var pendingExpansion: Diagnostic?
        func add(_ diagnostic: Diagnostic) {
            let key = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column):\(diagnostic.severity):\(diagnostic.message)"
            if seen.insert(key).inserted { out.append(diagnostic) }
        }
        for raw in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw).trimmingCharacters(in: .whitespaces)
            let range = NSRange(line.startIndex..., in: line)
            if var pending = pendingExpansion, let m = origin.firstMatch(in: line, range: range) {
                let g = { (i: Int) in String(line[Range(m.range(at: i), in: line)!]) }
                pending.file = g(1); pending.line = Int(g(2)) ?? 0; pending.column = Int(g(3)) ?? 0
                add(pending)
                pendingExpansion = nil
                continue
            }
            if let m = expansion.firstMatch(in: line, range: range) {
                if let pending = pendingExpansion { add(pending) }
                let g = { (i: Int) in String(line[Range(m.range(at: i), in: line)!]) }
                pendingExpansion = Diagnostic(file: "", line: 0, column: 0, severity: g(2), message: "in the expansion of \(g(1)): \(g(3))")
                continue
            }
            var d: Diagnostic?
            if let m = located.firstMatch(in: line, range: range) {
                let g = { (i: Int) in String(line[Range(m.range(at: i), in: line)!]) }
                d = Diagnostic(file: g(1), line: Int(g(2)) ?? 0, column: Int(g(3)) ?? 0, severity: g(4), message: g(5))
            } else if let r = line.range(of: "error: "),
                      line.hasPrefix("error: ")
                        || String(line[..<r.lowerBound]).range(of: #"^[\w./-]*\bld(\.\w+)?: $"#, options: .regularExpression) != nil {
                let message = String(line[r.upperBound...])
                // SwiftPM's summary of a failed compile job says nothing new.
                if message.hasPrefix("fatalError") || message.contains("emit-module command failed") { continue }
                d = Diagnostic(file: "", line: 0, column: 0, severity: "error", message: message)
            }
            guard let diagnostic = d else { continue }
            add(diagnostic)
        }
        if let pending = pendingExpansion { add(pending) }
        return out
    }
}

/// Groups a port's build diagnostics by what causes them.
public enum PortReport {
    /// What stands in the way, one group per kind of work.
    public enum Cause: String, CaseIterable, Sendable {
        /// SwiftUI API (a name in SwiftUI's public API) that Trellis does not declare, or not
        /// in the form used: Trellis's to add.
        case swiftUI = "SwiftUI API that Trellis lacks"
        /// A framework Apple ships only for its platforms (UIKit, CoreData, MapKit, …):
        /// the app's code to change, or a Linux replacement to find.
        case appleFramework = "Apple-only frameworks"
        /// Foundation API that Linux's Foundation (swift-corelibs-foundation) lacks.
        case foundation = "Foundation gaps"
        /// Everything else: the app's own code, package dependencies the port does not add.
        case other = "Other errors"
    }

    /// One error, with its cause and the name it is about.
    public struct Finding: Equatable, Sendable {
        public var cause: Cause
        /// What the error is about: a SwiftUI name (`AsyncImage`, `Color.mint`), a framework
        /// (`UIKit`), a Foundation member (`URL.documentsDirectory`), or "" for other errors.
        public var subject: String
        /// `file:line` relative to the app's folder where the file is the app's.
        public var location: String
        public var message: String
    }

    /// A line of the app's sources that imports or uses an Apple-only framework.
    public struct Use: Equatable, Sendable {
        public var framework: String
        public var location: String
        public var text: String
    }

    /// Apple-only frameworks by module name, with the names (exact, or a prefix followed by
    /// an upper-case letter) that belong to them. On iOS `import SwiftUI` brings UIKit, so
    /// apps use `UIColor` & co. without importing it.
    static let frameworks: [(module: String, prefixes: [String], names: Set<String>)] = [
        ("UIKit", ["UI"], ["NSDataAsset"]),
        ("AppKit", [], ["NSColor", "NSImage", "NSFont", "NSApplication", "NSWorkspace", "NSViewRepresentable",
                        "NSHostingView", "NSPasteboard", "NSScreen", "NSWindow", "NSView"]),
        ("CoreData", [], ["NSManagedObject", "NSPersistentContainer", "NSManagedObjectContext", "NSFetchRequest",
                          "managedObjectContext", "NSEntityDescription", "NSPersistentCloudKitContainer"]),
        ("MapKit", ["MK"], ["Map", "Marker", "MapMarker", "MapAnnotation", "MapPin", "MapCameraPosition", "Annotation",
                            "MapCamera", "MapStyle", "mapStyle", "MapUserLocationButton"]),
        ("AVFoundation", ["AV"], []),
        ("AVKit", [], ["VideoPlayer"]),
        ("CoreLocation", ["CL"], []),
        ("StoreKit", ["SK"], ["requestReview", "StoreView", "SubscriptionStoreView", "ProductView"]),
        ("WidgetKit", [], ["WidgetCenter", "TimelineProvider", "TimelineEntry", "Widget", "WidgetBundle",
                           "StaticConfiguration", "WidgetFamily"]),
        ("CloudKit", ["CK"], []),
        ("HealthKit", ["HK"], []),
        ("UserNotifications", ["UN"], []),
        ("LocalAuthentication", ["LA"], []),
        ("CoreImage", ["CI"], []),
        ("WebKit", ["WK"], []),
        ("GameKit", ["GK"], []),
        ("Contacts", ["CN"], []),
        ("EventKit", ["EK"], []),
        ("SpriteKit", [], ["SpriteView", "SKScene", "SKNode"]),
        ("SceneKit", ["SCN"], ["SceneView"]),
        ("ARKit", ["AR"], []),
        ("CoreMotion", ["CM"], []),
        ("QuickLook", ["QL"], ["quickLookPreview"]),
        ("ActivityKit", [], ["ActivityAttributes", "Activity"]),
        ("AppIntents", [], ["AppIntent", "AppShortcutsProvider", "AppEntity"]),
        ("TipKit", [], ["Tip", "TipView", "popoverTip"]),
        ("Vision", ["VN"], []),
        ("SafariServices", ["SF"], []),
        ("MessageUI", ["MF"], []),
        ("CoreML", ["ML"], []),
    ]

    /// Apple-only modules a file may import (the list above, plus ones whose names the
    /// report does not track).
    static let appleModules: Set<String> = Set(frameworks.map(\.module)).union([
        "MediaPlayer", "Photos", "MultipeerConnectivity", "CoreBluetooth", "NaturalLanguage", "Speech", "CoreText",
        "QuartzCore", "Metal", "MetalKit", "SwiftUICore", "CryptoKit",
        "Network", "BackgroundTasks", "CoreSpotlight", "AuthenticationServices", "PDFKit",
        "VisionKit", "CoreNFC", "CarPlay", "WatchKit", "WatchConnectivity", "ClockKit", "GameController", "ImageIO",
        "CoreVideo", "CoreMedia", "CoreAudio", "AudioToolbox", "Accelerate", "LinkPresentation", "Intents",
        "IntentsUI", "EventKitUI", "ContactsUI", "MapKit", "Cocoa", "Quartz", "Carbon", "IOKit",
        "ServiceManagement", "Security", "SystemConfiguration", "CoreServices", "ApplicationServices",
        "ScreenCaptureKit", "MusicKit", "GameplayKit", "RealityKit", "HomeKit", "WeatherKit", "FamilyControls",
        "DeviceActivity", "ManagedSettings", "AdSupport", "AppTrackingTransparency", "NetworkExtension", "CallKit",
        "PushKit", "Translation", "FoundationModels", "QuickLookThumbnailing", "ExtensionKit",
    ])

    /// Foundation's types; a member missing on one of them is a Linux Foundation gap.
    static let foundationTypes: Set<String> = [
        "URL", "URLComponents", "URLQueryItem", "UserDefaults", "Date", "DateComponents", "DateFormatter",
        "DateComponentsFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "DateInterval", "Calendar",
        "TimeZone", "Locale", "Data", "String", "Substring", "Character", "NSString", "NSAttributedString",
        "AttributedString", "FileManager", "Bundle", "ProcessInfo", "NotificationCenter", "Notification", "Timer",
        "UUID", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "NumberFormatter",
        "Measurement", "MeasurementFormatter", "UnitLength", "UnitMass", "UnitTemperature", "Decimal", "NSPredicate",
        "NSExpression", "NSSortDescriptor", "SortDescriptor", "IndexSet", "CharacterSet", "Scanner", "Thread",
        "RunLoop", "OperationQueue", "NSRegularExpression", "ByteCountFormatter", "PersonNameComponents",
        "ListFormatter", "NSLocale", "NSNumber", "URLSession", "URLRequest", "HTTPURLResponse", "URLResponse",
        "FormatStyle", "Duration", "NSUbiquitousKeyValueStore",
    ]
    /// Names Apple's Foundation has and Linux's lacks or keeps elsewhere.
    static let foundationNames: Set<String> = [
        "URLSession", "URLRequest", "HTTPURLResponse", "URLSessionConfiguration", "NSUbiquitousKeyValueStore",
        "NSFileCoordinator", "NSMetadataQuery", "NSUserActivity", "NSItemProvider", "NSFileProviderManager",
        "NSPredicate", "NSExpression", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSCache", "NSSecureCoding",
        "FileWrapper", "NSXPCConnection", "NSLock", "Predicate", "#Predicate",
    ]

    /// Option-set members of the Apple modules Trellis supplies (``PortPackage/suppliedModules``)
    /// that SwiftUI also has as names (`.alert`, `.badge`, `.list`), with the text that marks
    /// a line as using that module's option sets. The compiler names such a member without
    /// its type ("cannot infer contextual base in reference to member 'alert'"), so the
    /// line decides whose it is: in `requestAuthorization(options: [.alert, .badge])` it is
    /// UserNotifications', which Trellis supplies, not SwiftUI API that Trellis lacks.
    static let suppliedOptionMembers: [(module: String, names: Set<String>, contexts: [String])] = [
        ("UserNotifications",
         ["alert", "badge", "sound", "carPlay", "criticalAlert", "provisional", "providesAppNotificationSettings",
          "announcement", "timeSensitive", "banner", "list"],
         ["UNAuthorizationOptions", "UNNotificationPresentationOptions", "requestAuthorization", "completionHandler([",
          "options: [", "options: ."]),
    ]

    /// The supplied module whose option member `name` is, when `line` uses its option sets.
    static func suppliedModule(ofMember name: String, line: String?) -> String? {
        guard let line else { return nil }
        return suppliedOptionMembers.first { entry in
            entry.names.contains(name) && entry.contexts.contains { line.contains($0) }
        }?.module
    }

    /// The name, and the type it was looked up on, of a "not found" diagnostic.
    static func missingName(_ message: String) -> (name: String, base: String?, module: Bool)? {
        let patterns: [(String, Bool, Bool)] = [   // pattern, has base, is module
            (#"^no such module '([^']+)'"#, false, true),
            (#"^cannot find type '([^']+)' in scope"#, false, false),
            (#"^cannot find '([^']+)' in scope"#, false, false),
            (#"^value of type '(.+)' has no member '([^']+)'"#, true, false),
            (#"^type '(.+)' has no member '([^']+)'"#, true, false),
            (#"^(?:static )?member '([^']+)' cannot be used on"#, false, false),
            (#"^reference to member '([^']+)' cannot be resolved"#, false, false),
            (#"^cannot infer contextual base in reference to member '([^']+)'"#, false, false),
            (#"^unknown attribute '([^']+)'"#, false, false),
            (#"^module '([^']+)' has no member named '([^']+)'"#, true, false),
            (#"^'([^']+)' is unavailable"#, false, false),
            (#"^generic struct '([^']+)' is not available"#, false, false),
        ]
        for (p, hasBase, isModule) in patterns {
            let re = try! NSRegularExpression(pattern: p)
            guard let m = re.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)) else { continue }
            let g = { (i: Int) in String(message[Range(m.range(at: i), in: message)!]) }
            return hasBase ? (g(2), g(1), false) : (g(1), nil, isModule)
        }
        return nil
    }

    /// The Apple-only framework a name belongs to, if it is one of theirs.
    static func framework(ofName name: String) -> String? {
        let bare = name.split(separator: "<").first.map(String.init) ?? name
        for f in frameworks {
            if f.names.contains(bare) { return f.module }
        }
        for f in frameworks {
            for p in f.prefixes where bare.hasPrefix(p) {
                let rest = bare.dropFirst(p.count)
                if let c = rest.first, c.isUppercase, rest.dropFirst().first?.isLowercase ?? false { return f.module }
            }
        }
        return nil
    }

    /// A type as the compiler spelled it, reduced to the name it is known by:
    /// `Color` from `Color`, `SwiftUI.Color`, `Color?`, `Binding<Color>` (the outer name).
    static func baseName(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("some ") { t = String(t.dropFirst(5)) }
        if t.hasPrefix("any ") { t = String(t.dropFirst(4)) }
        t = t.split(separator: "<").first.map(String.init) ?? t
        t = t.trimmingCharacters(in: CharacterSet(charactersIn: "?!()"))
        if let dot = t.lastIndex(of: "."), !t.hasSuffix(".Type") { t = String(t[t.index(after: dot)...]) }
        if t.hasSuffix(".Type") { t = String(t.dropLast(5)); if let d = t.lastIndex(of: ".") { t = String(t[t.index(after: d)...]) } }
        return t
    }

    /// The cause of one error and what it is about; `line` is the source line it is on,
    /// when known (it tells whose a member named without its type is).
    public static func classify(_ d: Diagnostic, line: String? = nil) -> (cause: Cause, subject: String) {
        let m = d.message
        if m.contains("swift-corelibs-foundation") || m.contains("FoundationNetworking") { return (.foundation, missingName(m)?.name ?? "") }
        guard let (name, base, isModule) = missingName(m) else { return (.other, "") }
        if isModule {
            return appleModules.contains(name) ? (.appleFramework, name) : (.other, "no such module '\(name)'")
        }
        // `.alert` in `requestAuthorization(options: [.alert])`: the supplied module's member,
        // under that module's name (a cause found on the same line takes precedence).
        if base == nil, let module = suppliedModule(ofMember: name, line: line) { return (.appleFramework, module) }
        let baseType = base.map(baseName)
        if let b = baseType, foundationTypes.contains(b) { return (.foundation, "\(b).\(name)") }
        if base == nil, foundationNames.contains(name) { return (.foundation, name) }
        if let f = framework(ofName: name) ?? baseType.flatMap(framework(ofName:)) { return (.appleFramework, f) }
        // On a view or scene the member is a modifier, named alone; on another SwiftUI type
        // it is named with the type (`Color.mint`).
        let generic: Set<String> = ["View", "ModifiedContent", "Scene", "_ConditionalContent", "TupleView"]
        let swiftUIBase = baseType.map { SwiftUINames.contains($0) || generic.contains($0) } ?? false
        let qualified = swiftUIBase && !generic.contains(baseType!) ? "\(baseType!).\(name)" : name
        if SwiftUINames.contains(name) {
            return (.swiftUI, SwiftUINames.isTopLevelType(name) ? name : qualified)
        }
        if swiftUIBase { return (.swiftUI, qualified) }
        return (.other, "")
    }

    /// `file:line`, relative to the app's folder when the file is one of the app's (reached
    /// through the package's links in `sourcesFolder`, or directly).
    static func location(_ d: Diagnostic, appRoot: String?, sourcesFolders: [String]) -> String {
        guard !d.file.isEmpty else { return "(link)" }
        var f = d.file
        if let s = sourcesFolders.first(where: { f.hasPrefix($0 + "/") }) { f = String(f.dropFirst(s.count + 1)) }
        else if let r = appRoot, f.hasPrefix(r + "/") { f = String(f.dropFirst(r.count + 1)) }
        if f.hasPrefix("External/") { f = String(f.dropFirst(9)) }
        return "\(f):\(d.line)"
    }

    /// Every error of `diagnostics`, classified. An error without a cause of its own on a
    /// line that has one with a cause is its consequence (`.light` after a missing
    /// `UIImpactFeedbackGenerator`) and joins that cause. Warnings are counted, not listed.
    ///
    /// `lineText` gives the source line of a diagnostic (by its `file:line` location), for
    /// members the compiler names without their type.
    public static func findings(_ diagnostics: [Diagnostic], appRoot: String? = nil, sourcesFolders: [String] = [],
                                lineText: (String) -> String? = { _ in nil }) -> [Finding] {
        var supplied = Set<Int>()
        var out = diagnostics.filter { $0.severity == "error" }.enumerated().map { i, d in
            let place = location(d, appRoot: appRoot, sourcesFolders: sourcesFolders)
            let line = lineText(place)
            let (cause, subject) = classify(d, line: line)
            if cause == .appleFramework, let name = missingName(d.message)?.name,
               suppliedModule(ofMember: name, line: line) == subject { supplied.insert(i) }
            return Finding(cause: cause, subject: subject, location: place, message: d.message)
        }
        var causeOfLine: [String: (Cause, String)] = [:]
        for (i, f) in out.enumerated() where f.cause != .other && !supplied.contains(i) && causeOfLine[f.location] == nil {
            causeOfLine[f.location] = (f.cause, f.subject)
        }
        for i in out.indices where (out[i].cause == .other && out[i].subject.isEmpty) || supplied.contains(i) {
            if let (cause, subject) = causeOfLine[out[i].location] { out[i].cause = cause; out[i].subject = subject }
        }
        return out
    }

    /// The text of the line at `file:line` among `sources` (paths as the report writes them).
    public static func lineLookup(_ sources: [(path: String, text: String)]) -> (String) -> String? {
        var lines: [String: [Substring]] = [:]
        for (path, text) in sources { lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false) }
        return { place in
            guard let colon = place.lastIndex(of: ":"), let n = Int(place[place.index(after: colon)...]),
                  let file = lines[String(place[..<colon])], n >= 1, n <= file.count else { return nil }
            return String(file[n - 1])
        }
    }

    /// The modules `text` imports, with their 1-based line numbers (`import M`,
    /// `@testable import M`, `import struct M.X`; comments skipped).
    public static func imports(in text: String) -> [(module: String, line: Int)] {
        var out: [(String, Int)] = []
        var inBlockComment = false
        for (i, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inBlockComment { if line.contains("*/") { inBlockComment = false }; continue }
            if line.hasPrefix("/*") && !line.contains("*/") { inBlockComment = true; continue }
            if let m = importedModule(line) { out.append((m, i + 1)) }
        }
        return out
    }

    /// The module an `import` line names, or nil for another line.
    static func importedModule(_ line: String) -> String? {
        let re = #"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        guard let r = line.range(of: re, options: .regularExpression) else { return nil }
        return line[r].split(separator: " ").last.map { String($0.split(separator: ".")[0]) }
    }

    /// Whether Linux lacks module `name` because Apple ships it only for its platforms
    /// (false for one Trellis supplies under another name, like UserNotifications: the
    /// port rewrites its imports).
    public static func isAppleOnlyModule(_ name: String) -> Bool {
        appleModules.contains(name) && PortPackage.suppliedModules[name] == nil
    }

    /// The lines of the app's sources (relative path → text) that import an Apple-only
    /// module or use a name of one of `frameworks`: what the compiler may not reach after a
    /// missing module stops it.
    public static func uses(of frameworksFound: Set<String>, in sources: [(path: String, text: String)]) -> [Use] {
        var out: [Use] = []
        let identifier = try! NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)
        for (path, text) in sources {
            var inBlockComment = false
            for (i, raw) in text.components(separatedBy: "\n").enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if inBlockComment { if line.contains("*/") { inBlockComment = false }; continue }
                if line.hasPrefix("/*") && !line.contains("*/") { inBlockComment = true; continue }
                if line.hasPrefix("//") || line.isEmpty { continue }
                var found: String?
                if let module = importedModule(line) {
                    if frameworksFound.contains(module) { found = module }
                } else {
                    let code = line.components(separatedBy: "//")[0]
                    for m in identifier.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                        let word = String(code[Range(m.range, in: code)!])
                        if let f = framework(ofName: word), frameworksFound.contains(f) {
                            found = f; break
                        }
                    }
                }
                if let f = found { out.append(Use(framework: f, location: "\(path):\(i + 1)", text: String(line.prefix(100)))) }
            }
        }
        return out
    }

    /// The report: the header lines, a count line, then each group with its count, its subjects (most
    /// errors first) and every error's `file:line`, then the lines that use Apple-only
    /// frameworks. Warnings are the app's own (counted, not listed).
    public static func render(findings: [Finding], uses: [Use], warnings: Int, header: [String]) -> String {
        var lines = header
        let errors = findings.count
        lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"): "
                     + Cause.allCases.map { c in "\(c.rawValue) \(findings.filter { $0.cause == c }.count)" }.joined(separator: ", "))
        for cause in Cause.allCases {
            let group = findings.filter { $0.cause == cause }
            let groupUses = cause == .appleFramework ? uses : []
            guard !group.isEmpty || !groupUses.isEmpty else { continue }
            lines.append("")
            lines.append("\(cause.rawValue): \(group.count)")
            var subjects: [String] = []
            for f in group where !subjects.contains(f.subject) { subjects.append(f.subject) }
            for u in groupUses where !subjects.contains(u.framework) { subjects.append(u.framework) }
            subjects.sort { a, b in
                let ca = group.filter { $0.subject == a }.count, cb = group.filter { $0.subject == b }.count
                return ca != cb ? ca > cb : a < b
            }
            for subject in subjects {
                let items = group.filter { $0.subject == subject }
                if cause == .other && subject.isEmpty {
                    for f in items { lines.append("  \(f.location): \(f.message)") }
                    continue
                }
                var title = "  \(subject) (\(items.count))"
                if cause == .swiftUI, let info = SwiftUINames.describe(subject) { title += ": \(info)" }
                if cause == .appleFramework, let module = PortPackage.suppliedModules[subject] {
                    title += ": Trellis supplies it as \(module); the port rewrites its imports"
                }
                lines.append(title)
                for f in items { lines.append("    \(f.location): \(f.message)") }
                let subjectUses = groupUses.filter { $0.framework == subject }
                if !subjectUses.isEmpty {
                    // One page: the first lines, then how many more and where.
                    let shown = 12
                    lines.append("    lines that import or use it (\(subjectUses.count)):")
                    for u in subjectUses.prefix(shown) { lines.append("      \(u.location): \(u.text)") }
                    if subjectUses.count > shown {
                        let rest = subjectUses.dropFirst(shown)
                        let files = Set(rest.map { $0.location.split(separator: ":").first.map(String.init) ?? "" })
                        lines.append("      … \(rest.count) more in \(files.count) file\(files.count == 1 ? "" : "s"): "
                                     + files.sorted().prefix(6).joined(separator: ", ") + (files.count > 6 ? ", …" : ""))
                    }
                }
            }
        }
        if findings.contains(where: { $0.message.hasPrefix("no such module") }) && !header.contains(where: { $0.hasPrefix("build with the imports") }) {
            lines.append("")
            lines.append("A missing module stops the compiler in the files built with it: more errors may appear once those imports are gone.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The whole report for a build's output, with the app's sources for the Apple-only
    /// framework lines.
    public static func make(output: String, appRoot: String?, sourcesFolders: [String],
                            sources: [(path: String, text: String)], header: [String]) -> (text: String, findings: [Finding]) {
        let diagnostics = Diagnostic.parse(output)
        let found = findings(diagnostics, appRoot: appRoot, sourcesFolders: sourcesFolders, lineText: lineLookup(sources))
        let frameworksFound = Set(found.filter { $0.cause == .appleFramework }.map(\.subject))
        let use = uses(of: frameworksFound, in: sources)
        // The app's own warnings: Trellis, a dependency by path, is compiled with its warnings shown.
        let own = (sourcesFolders + [appRoot].compactMap { $0 }).map { $0 + "/" }
        let warnings = diagnostics.filter { d in d.severity == "warning" && (own.isEmpty || own.contains { d.file.hasPrefix($0) }) }.count
        return (render(findings: found, uses: use, warnings: warnings, header: header), found)
    }
}
