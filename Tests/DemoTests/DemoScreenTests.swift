// The demo's views mounted in the test process over a real socket to a real trellisd
// (headless backend), driven through the daemon: snapshot, find by text, injected tap.
import Foundation
import Testing
import TrellisProtocol
import TrellisUI
import TrellisTestSupport
@testable import TodoDemoKit

/// A mounted `DemoRootView` on its own daemon.
@MainActor
final class MountedDemo {
    let daemon: TestDaemon
    let host: ViewHost
    let driver: DemoDriver

    init(width: Double = 800, height: Double = 480) throws {
        daemon = try TestDaemon(backend: "headless", width: width, height: height)
        LifecycleLog.shared.clear()
        let connection = try SocketConnection(path: daemon.socketPath)
        host = ViewHost(connection: connection, clientName: "DemoTests", capabilities: [.geometry, .testing])
        // Its own sink, not the process-wide one: other suites' hosts run in parallel.
        host.logSink = { line in LifecycleLog.shared.record(line) }
        host.mount(DemoRootView())
        driver = DemoDriver(host: host)
    }

    /// Log lines published so far.
    var log: [String] { LifecycleLog.shared.entries.map(\.text) }

    func count(_ line: String) -> Int { log.filter { $0 == line }.count }

    /// Opens the lifecycle tab and picks a scenario.
    func openScenario(_ name: String, showing marker: String) async throws {
        try await driver.tap("Lifecycle")
        try await driver.waitForText("Clear")
        try await driver.tap(name)
        try await driver.waitForText(marker)
    }

    /// Waits until the on-screen log shows `line` (published and committed).
    func waitForLog(_ line: String) async throws {
        try await driver.waitForText(line)
    }
}

@MainActor
@Suite("Demo screens in-process on a real trellisd", .serialized)
struct DemoScreenTests {
    @Test("seed 000: a TextField + Button add an item; the row's trash button removes it")
    func addAndRemove() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await d.waitForText("3 items")
        try await d.type("Buy milk")
        try await d.waitUntil("the field shows the typed text") { nodes in
            nodes.contains { $0.kind == "textField" && $0.text == "Buy milk" }
        }
        try await d.tap("Add")
        let row = try await d.waitForText("Buy milk")
        try await d.waitForText("4 items")
        let nodes = try await d.waitUntil("the field was cleared") { nodes in
            nodes.contains { $0.kind == "textField" && $0.text == "" }
        }
        let trash = try #require(nodes.first {
            $0.kind == "image" && $0.attribute("symbol") == "trash" && abs($0.frame.y - row.frame.y) < 1
        })
        d.tap(at: trash.centre)
        try await d.waitUntil("Buy milk is removed") { !$0.contains { $0.text == "Buy milk" } }
        try await d.waitForText("3 items")
    }

    @Test("seed 000: the info button shows the detail via sheet(item:); Close clears the binding")
    func detailSheet() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        let row = try await d.waitForText("Item #3")
        let info = try #require(try await d.nodes().first {
            $0.kind == "image" && $0.attribute("symbol") == "info.circle" && abs($0.frame.y - row.frame.y) < 1
        })
        d.tap(at: info.centre)
        try await d.waitForText("Close")
        let titles = try await d.nodes().filter { $0.text == "Item #3" }
        #expect(titles.count == 2, "the row and the detail's title")
        try await d.tap("Close")
        try await d.waitUntil("the detail is gone") { !$0.contains { $0.text == "Close" } }
        #expect(demo.host.daemonErrors.isEmpty)
    }

    @Test("S28 the row pushes the detail; its Delete pops back without the item")
    func pushDetail() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await d.tap("Item #2")
        try await d.waitForText("Back")
        try await d.tap("Delete")
        try await d.waitForText("Add")
        try await d.waitUntil("Item #2 is gone") { !$0.contains { $0.text == "Item #2" } }
        try await d.waitForText("2 items")
    }

    @Test("EditButton reveals the delete controls; Settings' Picker orders the list; the dialog clears it")
    func editSettingsDialog() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await d.tap("Edit")
        try await d.waitForText("Done")
        try await d.tap(where: "a delete control") { $0.kind == "image" && $0.attribute("symbol") == "minus.circle.fill" }
        try await d.waitForText("2 items")
        try await d.tap("Done")
        try await d.waitForText("Edit")
        try await d.type("Aardvark")
        try await d.tap("Add")
        try await d.waitForText("3 items")
        try await d.tap("Settings")
        try await d.waitForText("Order")
        try await d.tap("Order")
        try await d.waitForText("Cancel")
        try await d.tap("Title")
        try await d.waitUntil("the menu closed") { !$0.contains { $0.text == "Cancel" } }
        try await d.tap("Back")
        let nodes = try await d.waitUntil("the list is in title order") { nodes in
            let titles = nodes.compactMap { $0.kind == "text" ? $0.text : nil }
            guard let a = titles.firstIndex(of: "Aardvark"), let i = titles.firstIndex(of: "Item #2") else { return false }
            return a < i
        }
        #expect(!nodes.isEmpty)
        try await d.tap("Clear")
        try await d.waitForText("Remove all items?")
        try await d.tap("Remove All")
        try await d.waitForText("0 items")
    }

    @Test("Gallery: the segmented picker, the stepper and the slider respond to taps")
    func gallery() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await d.tap("Gallery")
        try await d.waitForText("Count 3")
        try await d.tap(where: "the stepper's plus") { $0.kind == "text" && $0.text == "+" }
        try await d.waitForText("Count 4")
        try await d.waitForText("Level 40%")
        try await d.tap(where: "the right end of the slider") { n in
            n.kind == "shape" && n.frame.width < 20 && n.frame.height >= 20 && n.frame.x > 700
        }
        try await d.waitUntil("the level moved") { !$0.contains { $0.text == "Level 40%" } }
    }

    @Test("seed 000: the alert comes up through AlertPreferenceKey, OK dismisses it, and it can come back")
    func alertThroughPreference() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        for _ in 0..<2 {
            try await d.tap("Show alert")
            try await d.waitForText("Message")
            try await d.waitForText("Title")
            try await d.tap("OK")
            try await d.waitUntil("the alert is dismissed") { !$0.contains { $0.text == "Message" } }
        }
    }

    @Test("seed 000: Toggle and Button share one @State")
    func toggleAndButtonShareState() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await d.waitForText("Turn On")
        try await d.tap(where: "the toggle's capsule") { $0.kind == "shape" && $0.has("capsule") }
        try await d.waitForText("Turn Off")
        let on = try await d.nodes().first { $0.kind == "shape" && $0.has("capsule") }
        #expect(on?.attribute("fill") == "#34C759FF", "the toggle turned green: \(String(describing: on))")
        try await d.tap("Turn Off")
        try await d.waitForText("Turn On")
    }

    @Test("S17 S18 seed 000: if/else logs onAppear and onDisappear on every toggle")
    func ifElseLifecycle() async throws {
        let demo = try MountedDemo()
        try await demo.openScenario("if/else", showing: "Show/Hide Text")
        for round in 1...2 {
            try await demo.driver.tap("Show/Hide Text")
            try await demo.driver.waitForText("Hello, World!")
            try await demo.driver.tap("Show/Hide Text")
            try await demo.waitForLog("Text disappeared")
            try await demo.driver.waitUntil("the log has round \(round)") { _ in demo.count("Text disappeared") == round }
            #expect(demo.count("Text appeared") == round)
        }
    }

    @Test("S19 seed 001: ZStack layers both appear at once and never disappear on opacity changes")
    func zstackOpacity() async throws {
        let demo = try MountedDemo()
        try await demo.openScenario("ZStack", showing: "Show 2")
        try await demo.waitForLog("2 appear")
        try await demo.waitForLog("1 appear")
        try await demo.driver.tap("Show 2")
        try await demo.driver.tap("Show 1")
        try await demo.driver.tap("Show 2")
        // `.opacity` is an effect node around each layer's text: look at the text's line
        // and the lines just above it (its modifiers) in the snapshot.
        func isHidden(_ text: String, in snapshot: String) -> Bool? {
            let lines = snapshot.split(separator: "\n").map(String.init)
            guard let i = lines.firstIndex(where: { FrameSnapshot.parseLine($0, depth: 0).map { $0.kind == "text" && $0.text == text } ?? false })
            else { return nil }
            return lines[max(0, i - 2)...i].contains { $0.contains("opacity=0 ") }
        }
        let deadline = ContinuousClock.now + .seconds(5)
        var snapshot = ""
        repeat {
            snapshot = try await demo.driver.snapshot()
            if isHidden("2", in: snapshot) == false && isHidden("1", in: snapshot) == true { break }
            try await Task.sleep(for: .milliseconds(20))
        } while ContinuousClock.now < deadline
        #expect(isHidden("2", in: snapshot) == false, "layer 2 is shown:\n\(snapshot)")
        #expect(isHidden("1", in: snapshot) == true, "layer 1 stays in the tree, hidden:\n\(snapshot)")
        #expect(demo.count("1 appear") == 1 && demo.count("2 appear") == 1)
        #expect(!demo.log.contains { $0.hasSuffix("disappear") }, "\(demo.log)")
    }

    @Test("S7 S10 seed 003: if/else branches are two identities; .id(id) resets state")
    func identityAndLifetime() async throws {
        let demo = try MountedDemo()
        let d = demo.driver
        try await demo.openScenario(".id", showing: "red: off")
        // Both counters to 1.
        let plusButtons = try await d.nodes().filter { $0.text == "+1" }
        #expect(plusButtons.count == 2)
        for b in plusButtons { d.tap(at: b.centre) }
        try await d.waitForText("if/else: 1")
        try await d.waitForText(".id(id): 1")
        // Toggling `red` swaps the if/else branch: ContentView1 is a new view (state reset);
        // ContentView2 keeps its identity and state.
        try await d.tap("red: off")
        try await d.waitForText("if/else: 0")
        try await d.waitForText(".id(id): 1")
        try await demo.waitForLog("ContentView1 disappear")
        // A new id is a new identity for ContentView2: state reset, disappear + appear.
        try await d.tap("id: 0 +1")
        try await d.waitForText(".id(id): 0")
        try await demo.waitForLog("ContentView2 disappear")
        #expect(demo.count("ContentView2 appear") == 2)
        #expect(demo.log.contains("ContentView1: @self, @identity, _counter changed."))
    }

    @Test("S25 seed 001 UpdateTest: _printChanges names _i; the extracted subview's body does not re-run")
    func updateTestCounter() async throws {
        let demo = try MountedDemo()
        try await demo.openScenario("counter", showing: "change")
        try await demo.waitForLog("sub circle update")
        for i in 1...3 {
            try await demo.driver.tap("change")
            try await demo.driver.waitForText("\(i)")
        }
        try await demo.driver.waitUntil("three more updates are logged") { _ in demo.count("root update") == 4 }
        #expect(demo.count("circle update") == 4, "the inline VStack re-runs with its parent")
        #expect(demo.count("sub circle update") == 1, "UpdateSubView's value never changes")
        #expect(demo.count("UpdateTest: _i changed.") == 3)
        #expect(demo.log.first { $0.hasPrefix("UpdateTest:") } == "UpdateTest: @self, @identity, _i changed.")
    }

    /// The terminal backend's documented mapping: 1 cell = 10 × 20 points, a node's edges
    /// snap to the nearest cell edge, a click taps the centre of its cell.
    static func isClickable(_ n: SnapshotNode) -> Bool {
        let row = (n.frame.y / 20).rounded(), column = (n.frame.x / 10).rounded()
        let y = (row + 0.5) * 20, x = (column + 0.5) * 10
        return n.frame.y <= y && y < n.frame.y + n.frame.height && n.frame.x <= x && x < n.frame.x + n.frame.width
    }

    @Test("Both screens fit 80x24 and 120x40 terminals, and a click on any control's first cell taps it",
          arguments: [(800.0, 480.0), (1200.0, 800.0)])
    func fitsTerminalGrid(width: Double, height: Double) async throws {
        let demo = try MountedDemo(width: width, height: height)
        let d = demo.driver
        try await d.waitForText("Item #1")
        var screens = [try await d.nodes()]
        try await d.tap("Lifecycle")
        try await d.waitForText("Clear")
        for scenario in LifecycleScenario.allCases {
            try await d.tap(scenario.rawValue)
            try await d.waitForText(scenario.explanation)
            screens.append(try await d.nodes())
        }
        try await d.tap("Gallery")
        try await d.waitForText("Controls")
        screens.append(try await d.nodes())
        for nodes in screens {
            let screen = nodes.first { $0.kind == "text" }?.text ?? "?"
            for n in nodes where n.kind == "text" || n.kind == "textField" {
                #expect(n.frame.x >= 0 && n.frame.y >= 0 && n.frame.x + n.frame.width <= width
                        && n.frame.y + n.frame.height <= height, "\(screen): \(n) is off the surface")
            }
            // Text nodes inside tappable effects (button labels): those are what users click.
            let labels = nodes.filter { $0.kind == "text" && ["Add", "Show alert", "Turn On", "Todos", "Lifecycle", "Gallery", "Turn",
                "Show/Hide Text", "Show 1", "Show 2", "red: off", "id: 0 +1", "+1", "change", "Clear"].contains($0.text) }
            for n in labels {
                #expect(Self.isClickable(n), "\(screen): a click on \"\(n.text!)\" at \(n.frame) misses it")
            }
        }
        #expect(screens.count == 6)
    }
}
