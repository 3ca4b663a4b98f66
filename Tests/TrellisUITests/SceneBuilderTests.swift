// Issue 35 (Real apps III): an App's body as SwiftUI's SceneBuilder builds it — several
// scenes, if/else, #if — and the window-making scenes it lists.
import Foundation
import Testing
@testable import TrellisUI

private struct Label: View {
    let text: String
    var body: some View { Text(text) }
}

@MainActor
private func ids<S: Scene>(_ s: S) -> [String] {
    _sceneEntries(of: s).map { "\($0.id ?? "-"):\($0.title ?? "-")" }
}

private struct Composite: Scene {
    let extra: Bool
    var body: some Scene {
        WindowGroup("Main") { Label(text: "main") }
        if extra {
            WindowGroup(id: "extra") { Label(text: "extra") }
        }
    }
}

@MainActor
@Suite("SceneBuilder and window groups (issue 35)")
struct SceneBuilderTests {
    @Test("Several scenes in a body are listed in order; the first is the launch window's")
    func severalScenes() {
        @SceneBuilder func body() -> some Scene {
            WindowGroup("One") { Label(text: "1") }
            WindowGroup("Two", id: "two") { Label(text: "2") }
            WindowGroup(id: "three") { Label(text: "3") }
        }
        #expect(ids(body()) == ["-:One", "two:Two", "three:-"])
        #expect(_rootView(of: body()) is Label)
        #expect((_rootView(of: body()) as? Label)?.text == "1")
    }

    @Test("Ten scenes in one block (SwiftUI's largest buildBlock) all count")
    func tenScenes() {
        @SceneBuilder func body() -> some Scene {
            WindowGroup(id: "0") { EmptyView() }
            WindowGroup(id: "1") { EmptyView() }
            WindowGroup(id: "2") { EmptyView() }
            WindowGroup(id: "3") { EmptyView() }
            WindowGroup(id: "4") { EmptyView() }
            WindowGroup(id: "5") { EmptyView() }
            WindowGroup(id: "6") { EmptyView() }
            WindowGroup(id: "7") { EmptyView() }
            WindowGroup(id: "8") { EmptyView() }
            WindowGroup(id: "9") { EmptyView() }
        }
        #expect(_sceneEntries(of: body()).compactMap(\.id) == (0..<10).map(String.init))
    }

    @Test("if without else, if/else and #if choose scenes; a custom Scene's body is followed")
    func conditionals() {
        #expect(ids(Composite(extra: false)) == ["-:Main"])
        #expect(ids(Composite(extra: true)) == ["-:Main", "extra:-"])
        @SceneBuilder func either(_ flag: Bool) -> some Scene {
            if flag {
                WindowGroup(id: "yes") { Label(text: "yes") }
            } else {
                WindowGroup(id: "no") { Label(text: "no") }
            }
        }
        #expect(ids(either(true)) == ["yes:-"])
        #expect(ids(either(false)) == ["no:-"])
        @SceneBuilder func compiled() -> some Scene {
            WindowGroup(id: "always") { EmptyView() }
            #if os(Linux)
            WindowGroup(id: "linux") { EmptyView() }
            #else
            WindowGroup(id: "other") { EmptyView() }
            #endif
        }
        #if os(Linux)
        #expect(ids(compiled()) == ["always:-", "linux:-"])
        #endif
    }

    @Test("A modifier on several scenes changes each of their windows")
    func modifierOnATuple() {
        @SceneBuilder func body() -> some Scene {
            WindowGroup(id: "a") { Label(text: "a") }
            WindowGroup(id: "b") { Label(text: "b") }
        }
        let entries = _sceneEntries(of: body().commands { CommandMenu("M") { Button("x") {}.keyboardShortcut("x") } })
        #expect(entries.map { $0.parts.commands.count } == [1, 1])
    }

    @Test("WindowGroup(for:) records the presented type; title forms give the window title")
    func presentingGroups() {
        let g = WindowGroup("Detail", for: Int.self) { $n in Text("n \(n ?? -1)") }
        let e = _sceneEntries(of: g)
        #expect(e.count == 1 && e[0].valueType == Int.self && e[0].title == "Detail")
        let d = WindowGroup(id: "d", for: String.self) { $s in Text(s) } defaultValue: { "none" }
        #expect(_sceneEntries(of: d).first?.id == "d")
        #expect(_sceneEntries(of: WindowGroup(Text("T")) { EmptyView() }).first?.title == "T")
    }

    @Test("Outside an app's windows, supportsMultipleWindows is false and openWindow opens nothing (and says so)")
    func noAppNoWindows() {
        struct Probe: View {
            @Environment(\.supportsMultipleWindows) var multi
            @Environment(\.openWindow) var openWindow
            var body: some View { Button(multi ? "multi" : "single") { openWindow(id: "x") } }
        }
        let h = Harness(Probe())
        #expect(h.texts.contains("single"))
        let lines = LockedLines()
        h.host.logSink = { lines.append($0) }
        TrellisLog.$taskSink.withValue({ lines.append($0) }) { h.tap("single") }
        #expect(lines.all.contains { $0.contains("openWindow") && $0.contains("no window opened") })
    }
}

/// Log lines collected from whichever sink the line goes to.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
