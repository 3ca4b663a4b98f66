// The port report's grouping, from canned compiler output: no build, always fast.
import Foundation
import Testing
import TrellisPort

/// Compiler output as Swift 6.3's `swift build` prints it (with its source excerpts) for a
/// port in /tmp/p/Gaps-linux of an app in /apps/Gaps, plus a link error and a warning.
private let cannedOutput = """
    Building for debugging...
    [1/4] Compiling Gaps GapsApp.swift
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/Haptics.swift:1:8: error: no such module 'UIKit'
    1 | import UIKit
      |        `- error: no such module 'UIKit'
    2 |
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/PhotoView.swift:9:13: error: cannot find 'AsyncImage' in scope
     7 |     var body: some View {
     8 |         VStack {
     9 |             AsyncImage(url: url)
       |             `- error: cannot find 'AsyncImage' in scope
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/PhotoView.swift:17:9: error: cannot find 'NSUbiquitousKeyValueStore' in scope
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/PhotoView.swift:9:13: error: cannot find 'AsyncImage' in scope
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:4:14: error: value of type 'some View' has no member 'scrollContentBackground'
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:5:20: error: type 'Color' has no member 'mint'
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:6:20: error: value of type 'URL' has no member 'documentsDirectoryX'
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:7:9: error: cannot find 'UIColor' in scope
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:7:30: error: cannot infer contextual base in reference to member 'light'
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:8:9: error: value of type 'EnvironmentValues' has no member 'managedObjectContext'
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:9:9: error: cannot find 'helper' in scope
    /tmp/p/Gaps-linux/Sources/Gaps/Gaps/List.swift:10:9: warning: variable 'x' was never mutated; consider changing to 'let' constant
    /apps/Gaps/Gaps/Direct.swift:3:1: error: no such module 'Kingfisher'
    ld.lld: error: undefined symbol: $s4Gaps6helperyyF
    error: fatalError
    """

@Suite struct PortReportTests {
    @Test("diagnostics are parsed once each, excerpt lines ignored, link errors kept")
    func parse() {
        let d = Diagnostic.parse(cannedOutput)
        #expect(d.count == 13)
        #expect(d[0] == Diagnostic(file: "/tmp/p/Gaps-linux/Sources/Gaps/Gaps/Haptics.swift", line: 1, column: 8,
                                   severity: "error", message: "no such module 'UIKit'"))
        #expect(d.filter { $0.severity == "warning" }.count == 1)
        #expect(d.last?.file == "" && d.last?.message.hasPrefix("undefined symbol") == true)
    }

    @Test("an error in a macro's expansion is reported at the app's line the expansion comes from")
    func macroExpansion() {
        let out = """
            macro expansion #Preview:9:19: error: generic parameter 'Content' could not be inferred
             7 |
            `- /tmp/p/App-linux/Sources/App/App/DetailView.swift:45:1: note: expanded code originates here
            macro expansion #Model:3:1: error: no origin note follows this one
            """
        let d = Diagnostic.parse(out)
        #expect(d.count == 2)
        #expect(d.first == Diagnostic(file: "/tmp/p/App-linux/Sources/App/App/DetailView.swift", line: 45, column: 1, severity: "error",
                                      message: "in the expansion of #Preview: generic parameter 'Content' could not be inferred"))
        #expect(d.last?.file == "" && d.last?.message.contains("#Model") == true)
    }

    @Test("each error is grouped by cause, with the name it is about")
    func grouping() {
        let f = PortReport.findings(Diagnostic.parse(cannedOutput), appRoot: "/apps/Gaps",
                                    sourcesFolders: ["/tmp/p/Gaps-linux/Sources/Gaps"])
        let pairs = f.map { "\($0.cause): \($0.subject) @ \($0.location)" }
        #expect(pairs == [
            "appleFramework: UIKit @ Gaps/Haptics.swift:1",
            "swiftUI: AsyncImage @ Gaps/PhotoView.swift:9",
            "foundation: NSUbiquitousKeyValueStore @ Gaps/PhotoView.swift:17",
            "swiftUI: scrollContentBackground @ Gaps/List.swift:4",
            "swiftUI: Color.mint @ Gaps/List.swift:5",
            "foundation: URL.documentsDirectoryX @ Gaps/List.swift:6",
            "appleFramework: UIKit @ Gaps/List.swift:7",
            "appleFramework: UIKit @ Gaps/List.swift:7",
            "appleFramework: CoreData @ Gaps/List.swift:8",
            "other:  @ Gaps/List.swift:9",
            "other: no such module 'Kingfisher' @ Gaps/Direct.swift:3",
            "other:  @ (link)",
        ])
    }

    @Test("the rendered report counts each group and lists file:line, with the lines that use UIKit")
    func render() {
        let sources = [(path: "Gaps/Haptics.swift", text: "import UIKit\n\n// UIColor in a comment\nlet g = UIImpactFeedbackGenerator(style: .light)\n"),
                       (path: "Gaps/Other.swift", text: "import SwiftUI\nlet c = Color.red\n")]
        let report = PortReport.make(output: cannedOutput, appRoot: "/apps/Gaps", sourcesFolders: ["/tmp/p/Gaps-linux/Sources/Gaps"],
                                     sources: sources, header: ["trellis port: Gaps"]).text
        let lines = report.components(separatedBy: "\n")
        #expect(lines[0] == "trellis port: Gaps")
        #expect(lines[1] == "12 errors, 1 warning: SwiftUI API that Trellis lacks 3, Apple-only frameworks 4, Foundation gaps 2, Other errors 3")
        #expect(report.contains("SwiftUI API that Trellis lacks: 3\n  AsyncImage (1): view, SwiftUI since iOS 15.0"))
        #expect(report.contains("    Gaps/PhotoView.swift:9: cannot find 'AsyncImage' in scope"))
        #expect(report.contains("Apple-only frameworks: 4\n  UIKit (3)"))
        #expect(report.contains("    lines that import or use it (2):\n      Gaps/Haptics.swift:1: import UIKit\n      Gaps/Haptics.swift:4: let g = UIImpactFeedbackGenerator(style: .light)"))
        #expect(!report.contains("in a comment"))
        #expect(report.contains("Foundation gaps: 2"))
        #expect(report.contains("Other errors: 3"))
        #expect(report.contains("  Gaps/List.swift:9: cannot find 'helper' in scope"))
        #expect(report.contains("A missing module stops the compiler"))
        // The canned output's warning is the app's; Trellis's own would not be counted.
        let trellisWarning = "/src/Trellis/Sources/TrellisUI/X.swift:1:1: warning: unused\n"
        #expect(PortReport.make(output: trellisWarning, appRoot: "/apps/Gaps", sourcesFolders: [], sources: [], header: [])
            .text.hasPrefix("0 errors, 0 warnings"))
    }

    @Test("imports are found with their lines (attributes, kinds, comments) and blanked without moving lines")
    func importsAndBlanking() {
        let text = "import SwiftUI\n@preconcurrency import AVFoundation\n/*\nimport UIKit\n*/\nimport struct UIKit.UIColor\nlet x = 1\n"
        #expect(PortReport.imports(in: text).map { "\($0.module):\($0.line)" } == ["SwiftUI:1", "AVFoundation:2", "UIKit:6"])
        #expect(PortReport.isAppleOnlyModule("AVFoundation") && !PortReport.isAppleOnlyModule("Observation"))
        #expect(!PortReport.isAppleOnlyModule("UserNotifications"), "supplied as TrellisUserNotifications")
        let blanked = PortPackage.blankImports(of: ["UIKit", "AVFoundation"], in: text)
        #expect(blanked == "import SwiftUI\n\n/*\nimport UIKit\n*/\n\nlet x = 1\n")
        #expect(PortPackage.blankImports(of: ["MapKit"], in: text) == nil)
    }

    @Test("a framework used on many lines shows the first twelve and where the rest are")
    func usesAreCapped() {
        let text = "import UIKit\n" + (1...20).map { _ in "let c = UIColor.red" }.joined(separator: "\n")
        let report = PortReport.make(output: "/a/App/A.swift:1:8: error: no such module 'UIKit'\n", appRoot: "/a",
                                     sourcesFolders: [], sources: [(path: "App/A.swift", text: text)], header: []).text
        #expect(report.contains("lines that import or use it (21):"))
        #expect(report.contains("      … 9 more in 1 file: App/A.swift"))
    }

    @Test("UserNotifications' option members (.alert, .badge) in its option sets are its, not SwiftUI API Trellis lacks")
    func userNotificationsOptionMembers() {
        let file = "/tmp/p/Habits-linux/Sources/Habits/Habits/Reminders.swift"
        let output = """
            \(file):5:9: error: cannot find 'UNUserNotificationCenter' in scope
            \(file):6:20: error: cannot infer contextual base in reference to member 'alert'
            \(file):6:28: error: cannot infer contextual base in reference to member 'badge'
            \(file):9:28: error: cannot infer contextual base in reference to member 'banner'
            \(file):12:10: error: cannot infer contextual base in reference to member 'alert'
            """
        let text = """
            import SwiftUI

            func ask() {
                // Ask once, at launch.
                UNUserNotificationCenter.current().requestAuthorization(
                    options: [.alert, .badge, .sound]) { _, _ in }
            }
            func present(_ completionHandler: (Int) -> Void) {
                completionHandler([.banner, .list])
            }
            let view = Text("Saved")
                .alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
            """
        let sources = [(path: "Habits/Reminders.swift", text: text)]
        let f = PortReport.findings(Diagnostic.parse(output), appRoot: "/apps/Habits",
                                    sourcesFolders: ["/tmp/p/Habits-linux/Sources/Habits"],
                                    lineText: PortReport.lineLookup(sources))
        #expect(f.map { "\($0.cause): \($0.subject) @ \($0.location)" } == [
            "appleFramework: UserNotifications @ Habits/Reminders.swift:5",
            "appleFramework: UserNotifications @ Habits/Reminders.swift:6",
            "appleFramework: UserNotifications @ Habits/Reminders.swift:6",
            "appleFramework: UserNotifications @ Habits/Reminders.swift:9",
            "swiftUI: alert @ Habits/Reminders.swift:12",
        ])
        // Without the source line the member stays SwiftUI's (the report cannot tell).
        #expect(PortReport.classify(Diagnostic.parse(output)[1]).cause == .swiftUI)
        let report = PortReport.make(output: output, appRoot: "/apps/Habits", sourcesFolders: ["/tmp/p/Habits-linux/Sources/Habits"],
                                     sources: sources, header: []).text
        #expect(report.contains("SwiftUI API that Trellis lacks 1, Apple-only frameworks 4"))
        #expect(report.contains("UserNotifications (4): Trellis supplies it as TrellisUserNotifications"))
    }

    @Test("names are SwiftUI's when the API list has them")
    func swiftUINames() {
        #expect(SwiftUINames.contains("AsyncImage"))
        #expect(SwiftUINames.contains("scrollContentBackground"))
        #expect(!SwiftUINames.contains("UIColor"))
        #expect(SwiftUINames.describe("AsyncImage")?.hasPrefix("view, SwiftUI since iOS 15.0") == true)
    }

    @Test("a daemon is started with x11 when there is a display, else the terminal, else headless")
    func daemonChoice() {
        #expect(DaemonChoice.backend(environment: ["DISPLAY": ":1"], stdoutIsTerminal: true) == "x11")
        #expect(DaemonChoice.backend(environment: ["DISPLAY": ""], stdoutIsTerminal: true) == "terminal")
        #expect(DaemonChoice.backend(environment: [:], stdoutIsTerminal: false) == "headless")
    }
}
