// The real trellisd with `--backend terminal`, in a tmux pane (a real pseudo-terminal),
// driven by a raw protocol client: clicks and keys typed into the pane reach the client
// as input events, and the screen follows the client's commits.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

@Suite(.serialized) struct TerminalEndToEndTests {
    static let white = WireColor(r: 255, g: 255, b: 255, a: 255)
    static let blue = WireColor(r: 0, g: 122, b: 255, a: 255)

    /// Starts trellisd in a 100 × 30 pane and connects a client that shows: a counter
    /// label, a tappable "Tap me" button (blue capsule), and a text field.
    func start() throws -> (TmuxSession, WireClient, String) {
        let socket = temporarySocketPath()
        let log = socket + ".log"
        let command = "'\(try TrellisdLocator.path())' --backend terminal --socket \(socket) 2>\(log); echo TRELLISD-EXIT=$?; sleep 30"
        let tmux = try TmuxSession(command: command, columns: 100, rows: 30, environment: ["COLORTERM": "truecolor"])
        tmux.cleanup = [log, socket]
        let client = try WireClient(path: socket, retryFor: 10)
        try client.send([
            .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [.geometry],
                   clientName: "terminal-e2e", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)),
            .begin(txn: 1),
            .create(id: 1, kind: .vstack, props: [.spacing(20)]),
            .create(id: 2, kind: .text, props: [.text("Count 0")]),
            .create(id: 3, kind: .background, props: [.tappable(true), .reportsGeometry(true)]),
            .create(id: 4, kind: .padding, props: [.insets(WireInsets(top: 10, leading: 20, bottom: 10, trailing: 20))]),
            .create(id: 5, kind: .text, props: [.text("Tap me"), .foreground(Self.white)]),
            .create(id: 6, kind: .shape, props: [.shape(.capsule), .fill(Self.blue)]),
            .create(id: 7, kind: .textField, props: [.placeholder("Name")]),
            .insert(parent: 4, child: 5, index: 0),
            .insert(parent: 3, child: 4, index: 0),
            .insert(parent: 3, child: 6, index: 1),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .insert(parent: 1, child: 7, index: 2),
            .setRoot(id: 1),
            .commit(txn: 1),
        ])
        try client.wait(for: "welcome") { if case .welcome(_, _, let backend, let w, let h, _, _, _, _) = $0 {
            return backend == "terminal" && w == 1000 && h == 600 } else { return false } }
        try client.wait(for: "frameDone 1") { $0.isFrameDone(1) }
        return (tmux, client, socket)
    }

    func buttonFrame(_ client: WireClient) throws -> WireRect {
        for e in client.received.reversed() { if case .geometry(3, let f) = e { return f } }
        throw TestFailure("no geometry for the button; got \(client.received)")
    }

    @Test func aClickInThePaneReachesTheAppAsATapAndTheScreenFollowsTheCommit() throws {
        let (tmux, client, _) = try start()
        let screen = try tmux.waitForScreen("the committed tree") { $0.contains("Count 0") && $0.contains("Tap me") }
        #expect(screen.contains("Name"))   // placeholder
        #expect(try tmux.display("#{alternate_on}") == "1")
        let colours = try tmux.capture(escapes: true)
        #expect(colours.contains("48;2;0;122;255"), "button fill in truecolor")

        // Click the middle of the button: SGR 1006 report, 1-based cell coordinates.
        let f = try buttonFrame(client)
        let column = Int((f.x + f.width / 2) / 10) + 1, row = Int((f.y + f.height / 2) / 20) + 1
        try tmux.sendBytes("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
        let tap = try client.wait(for: "inputTap") { if case .inputTap = $0 { return true } else { return false } }
        guard case .inputTap(let id, let x, let y) = tap else { return }
        #expect(id == 3)
        #expect(x == Double(column - 1) * 10 + 5 && y == Double(row - 1) * 20 + 10)

        try client.send([.begin(txn: 2), .update(id: 2, props: [.text("Count 1")]), .commit(txn: 2)])
        try client.wait(for: "frameDone 2") { $0.isFrameDone(2) }
        try tmux.waitForScreen("the new count") { $0.contains("Count 1") && !$0.contains("Count 0") }
    }

    @Test func tabFocusesEnterActivatesTypingFillsTheFieldAndCtrlCQuitsRestoringTheScreen() throws {
        let (tmux, client, socket) = try start()
        try tmux.waitForScreen("the committed tree") { $0.contains("Tap me") }

        // Tab focuses the button (first focus target): drawn in inverse video.
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("the focus mark", escapes: true) { $0.contains("\u{1B}[7m") || $0.contains(";7m") }
        try tmux.sendKeys("Enter")
        let tap = try client.wait(for: "inputTap from Enter") { if case .inputTap = $0 { return true } else { return false } }
        #expect({ if case .inputTap(3, _, _) = tap { return true } else { return false } }())

        // Tab again: the text field; typed keys arrive as the field's whole text ('q' types).
        try tmux.sendKeys("Tab")
        try tmux.sendKeys("-l", "h")
        try client.wait(for: "inputText h") { $0 == .inputText(id: 7, text: "h") }
        try tmux.sendKeys("-l", "q")
        try client.wait(for: "inputText hq") { $0 == .inputText(id: 7, text: "hq") }
        try client.send([.begin(txn: 2), .update(id: 7, props: [.text("hq")]), .commit(txn: 2)])
        try tmux.waitForScreen("the typed text") { $0.contains("hq") && !$0.contains("Name") }
        // The daemon's caret: Left moves it between h and q, typing inserts there, Home and
        // Delete remove the first character (README §7, Editing).
        try tmux.sendKeys("Left")
        try tmux.sendKeys("-l", "i")
        try client.wait(for: "inputText hiq") { $0 == .inputText(id: 7, text: "hiq") }
        try client.send([.begin(txn: 3), .update(id: 7, props: [.text("hiq")]), .commit(txn: 3)])
        try tmux.sendKeys("Home")
        try tmux.sendKeys("DC")
        try client.wait(for: "inputText iq") { $0 == .inputText(id: 7, text: "iq") }

        // Ctrl-C: the daemon shuts down cleanly and the user's screen comes back.
        try tmux.sendKeys("C-c")
        try tmux.waitForScreen("the daemon's exit status") { $0.contains("TRELLISD-EXIT=0") }
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(access(socket, F_OK) != 0, "socket removed")
        _ = client
    }

    @Test("Ctrl-C with text selected copies it to the terminal's clipboard (OSC 52: tmux's buffer); the terminal's paste types into the field")
    func copyAndPasteThroughTheTerminal() throws {
        let (tmux, client, _) = try start()
        _ = try tmux.run(["set-option", "-s", "set-clipboard", "on"])
        try tmux.waitForScreen("the committed tree") { $0.contains("Tap me") }
        try tmux.sendKeys("Tab")
        try tmux.sendKeys("Tab")   // the text field
        try tmux.sendKeys("-l", "hello")
        try client.wait(for: "inputText hello") { $0 == .inputText(id: 7, text: "hello") }
        try client.send([.begin(txn: 2), .update(id: 7, props: [.text("hello")]), .commit(txn: 2)])
        try client.wait(for: "frameDone 2") { $0.isFrameDone(2) }
        try tmux.sendKeys("C-a")   // select all
        try tmux.waitForScreen("the selection", escapes: true) { $0.contains("hello") && ($0.contains("\u{1B}[7m") || $0.contains(";7m")) }
        try tmux.sendKeys("C-c")
        let deadline = Date().addingTimeInterval(10)
        var buffer = ""
        while buffer != "hello", Date() < deadline {
            buffer = (try? tmux.run(["show-buffer"])) ?? ""
            usleep(30_000)
        }
        #expect(buffer == "hello", "tmux's buffer after Ctrl-C: \(buffer)")
        // The terminal's paste (bracketed: trellisd asked for it) replaces the selection.
        _ = try tmux.run(["set-buffer", "world\nwide"])
        _ = try tmux.run(["paste-buffer", "-p", "-t", tmux.name])
        try client.wait(for: "the pasted text") { if case .inputText(7, let t) = $0 { return t.hasPrefix("world") } else { return false } }
        #expect(try tmux.display("#{pane_dead}") != "1", "Ctrl-C with a selection did not quit")
    }

    @Test func aTerminalResizeRelaysOutWithoutTheClient() throws {
        let (tmux, client, _) = try start()
        try tmux.waitForScreen("the committed tree") { $0.contains("Tap me") }
        let before = try buttonFrame(client)
        try tmux.run(["resize-window", "-t", tmux.name, "-x", "60", "-y", "20"])
        try client.wait(for: "resized") { $0 == .resized(width: 600, height: 400) }
        try client.wait(for: "new geometry") { if case .geometry(3, let f) = $0 { return f != before } else { return false } }
        let after = try buttonFrame(client)
        #expect(after.width == before.width && after.x == before.x - 200 && after.y == before.y - 100)
        let screen = try tmux.waitForScreen("the relaid-out tree") { s in
            s.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.contains("Tap me") }
        }
        #expect(screen.contains("Count 0"))
        try tmux.sendKeys("q")
        try tmux.waitForScreen("the daemon's exit status") { $0.contains("TRELLISD-EXIT=0") }
    }
}
