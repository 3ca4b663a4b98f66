import TrellisProtocol
import TrellisUI

/// `trellis-demo --tour [--pause MS]`: connects with the testing capability and taps
/// through both screens the way a user would (through the daemon's hit-testing), then
/// exits. With `trellisd --backend png` every step leaves PNG frames; with `headless`
/// and `--snapshot-dir` text snapshots.
@MainActor
public enum DemoTour {
    /// The steps, each a short caption (printed) and an action.
    static func steps(_ d: DemoDriver) -> [(String, () async throws -> Void)] {
        [
            ("add an item", {
                try await d.type("Water the plants")
                try await d.waitUntil("the text field holds the new title") { nodes in
                    nodes.contains { $0.kind == "textField" && ($0.text ?? "Water the plants") == "Water the plants" }
                }
                try await d.tap("Add")
                try await d.waitForText("Water the plants")
            }),
            ("push the detail of Item #2 (NavigationLink)", {
                try await d.tap("Item #2")
                try await d.waitForText("Back")
            }),
            ("delete Item #2 from its detail (pops back)", {
                try await d.tap("Delete")
                try await d.waitUntil("Item #2 is gone") { !$0.contains { $0.text == "Item #2" } }
                try await d.waitForText("Add")
            }),
            ("edit mode: the list's delete control (onDelete)", {
                try await d.tap("Edit")
                try await d.waitForText("Done")
                try await d.tap(where: "the first row's delete control") {
                    $0.kind == "image" && $0.attribute("symbol") == "minus.circle.fill"
                }
                try await d.waitUntil("Item #1 is gone") { !$0.contains { $0.text == "Item #1" } }
                try await d.tap("Done")
                try await d.waitForText("Edit")
            }),
            ("settings: a Form with a Picker", {
                try await d.tap("Settings")
                try await d.waitForText("Order")
                try await d.tap("Order")
                try await d.waitForText("Cancel")
                try await d.tap("Title")
                try await d.waitUntil("the menu closed") { !$0.contains { $0.text == "Cancel" } }
                try await d.tap("Back")
                try await d.waitForText("Add")
            }),
            ("a confirmation dialog from the toolbar (cancelled)", {
                try await d.tap("Clear")
                try await d.waitForText("Remove all items?")
                try await d.tap("Cancel")
                try await d.waitUntil("the dialog is gone") { !$0.contains { $0.text == "Remove all items?" } }
            }),
            ("raise the alert through the PreferenceKey", {
                try await d.tap("Show alert")
                try await d.waitForText("Message")
            }),
            ("dismiss the alert", {
                try await d.tap("OK")
                try await d.waitUntil("the alert is gone") { !$0.contains { $0.text == "Message" } }
            }),
            ("flip the shared @State from the button", {
                try await d.tap("Turn On")
                try await d.waitForText("Turn Off")
            }),
            ("open the lifecycle screen", {
                try await d.tap("Lifecycle")
                try await d.waitForText("Show/Hide Text")
            }),
            ("show the text (if inserts it: onAppear)", {
                try await d.tap("Show/Hide Text")
                try await d.waitForText("Hello, World!")
            }),
            ("hide it again (onDisappear)", {
                try await d.tap("Show/Hide Text")
                try await d.waitForText("Text disappeared")
            }),
            ("the counter scenario", {
                try await d.tap("counter")
                try await d.waitForText("change")
                try await d.tap("change")
                try await d.waitForText("1")
            }),
            ("the gallery: shapes, styles and controls", {
                try await d.tap("Gallery")
                try await d.waitForText("Controls")
                try await d.tap("Turn")
                try await d.tap("L")
                try await d.waitForText("Controls")
            }),
            ("back to the todos (their state survived)", {
                try await d.tap("Todos")
                try await d.waitForText("Water the plants")
            }),
        ]
    }

    /// Runs the tour on `root` over the default socket, then exits the process.
    public static func run<Root: View>(_ root: Root, pause: Duration) -> Never {
        let connection: SocketConnection
        do {
            connection = try SocketConnection()
        } catch {
            fail("trellis-demo: \(error)")
        }
        let host = ViewHost(connection: connection, clientName: "trellis-demo (tour)",
                            capabilities: [.geometry, .testing])
        // A daemon that dies mid-tour is waited for and the window re-sent, as for any app
        // (S29); the step in progress carries on once the new daemon has drawn it.
        _Reconnector(host: host, path: SocketConnection.defaultPath, name: "trellis-demo").watch(connection)
        host.mount(root)
        let driver = DemoDriver(host: host)
        Task { @MainActor in
            do {
                try await Task.sleep(for: pause)
                for (n, (caption, step)) in steps(driver).enumerated() {
                    say("tour \(n + 1): \(caption)")
                    let connection = ObjectIdentifier(host.connection)
                    do {
                        try await step()
                    } catch where ObjectIdentifier(host.connection) != connection {
                        // The daemon died during the step: its input went to the dead
                        // daemon. The app reconnected (S29); the step runs again there.
                        say("tour \(n + 1): the daemon restarted during this step; again")
                        try await step()
                    }
                    try await Task.sleep(for: pause)
                }
                say("tour: done")
                exit(0)
            } catch {
                fail("trellis-demo: tour failed: \(error)")
            }
        }
        _runMainRunLoop()
    }

    static func say(_ line: String) {
        var out = line + "\n"
        _ = out.withUTF8 { write(2, $0.baseAddress, $0.count) }
    }

    static func fail(_ line: String) -> Never {
        say(line)
        exit(1)
    }
}
