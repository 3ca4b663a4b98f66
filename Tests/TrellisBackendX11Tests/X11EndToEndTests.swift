// trellisd --backend x11 under Xvfb: the window shows what the png backend draws for the
// same frame, and real X input (xdotool, a WM close request, a resize) reaches the client.
import CX11
import Foundation
import Testing
import TrellisBackendRaster
import TrellisBackendX11
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport

@Suite(.serialized, .enabled(if: XvfbServer.isAvailable || XvfbServer.isRequired))
struct X11EndToEndTests {
    static let size = (width: 400, height: 300)

    /// The sample screen: a title, a swatch and label, and a tappable capsule button (id 7).
    static let tree = SampleScreens.groceries(title: "Groceries — é")

    static func hello(_ name: String) -> ClientMessage { SampleScreens.hello(name) }

    /// trellisd --backend x11 on `x`'s display (socket `dir`/d.sock).
    static func startDaemon(on x: XvfbServer, size: String, arguments: [String] = [], dir: String) throws -> ChildProcess {
        try ChildProcess(try TrellisdLocator.path(), ["--socket", dir + "/d.sock", "--backend", "x11", "--size", size] + arguments,
                         environment: ["DISPLAY": x.display, "TRELLIS_SCALE": "1"])
    }

    /// The daemon and a raw client connected to it.
    static func start(on x: XvfbServer, size: String, arguments: [String] = [], dir: String) throws -> (ChildProcess, WireClient) {
        let daemon = try startDaemon(on: x, size: size, arguments: arguments, dir: dir)
        return (daemon, try WireClient(path: dir + "/d.sock", retryFor: 10))
    }

    /// The same frame drawn by the png backend in-process, as 0xRRGGBB pixels, and the
    /// button's frame.
    static func reference() throws -> (pixels: [UInt32], button: WireRect) {
        let raster = RasterBackend(size: WireSize(width: Double(size.width), height: Double(size.height)),
                                   outputDirectory: nil, scale: 1)
        let c = Compositor(backend: raster)
        let s = c.openSession()
        var enc = FrameEncoder()
        for m in [hello("x11-e2e")] + tree { enc.encode(m) }
        c.receive(enc.bytes, from: s)
        let frame = try #require(raster.lastFrame(of: SurfaceID(1)))
        let image = raster.render(frame)
        defer { cairo_surface_destroy(image) }
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = cairo_image_surface_get_data(image)!
        var out: [UInt32] = []
        for y in 0..<size.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size.width { out.append(row[x] & 0xFFFFFF) }
        }
        return (out, try #require(frame.items.first { $0.id == 7 }).frame)
    }

    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var n = 0
        for (p, q) in zip(a, b) {
            for shift: UInt32 in [16, 8, 0] {
                let d = Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)
                if abs(d) > 24 { n += 1; break }
            }
        }
        return n
    }

    @Test func aWindowShowsThePNGBackendsPixelsAndRealInputReachesTheClient() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "\(Self.size.width)x\(Self.size.height)", arguments: ["--scale", "1"], dir: dir)
        defer { daemon.stop() }
        try client.send([Self.hello("x11-e2e")] + Self.tree)
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        try client.send(.ack(serial: 1))

        // The window is titled with the app's name and shows the png backend's pixels.
        let window = try x.window(titled: "x11-e2e")
        let (reference, button) = try Self.reference()
        var shown = try x.pixels(of: window, width: Self.size.width, height: Self.size.height)
        for _ in 0..<50 where Self.differing(shown, reference) > 0 {   // the first Expose may lag the map
            usleep(20_000)
            shown = try x.pixels(of: window, width: Self.size.width, height: Self.size.height)
        }
        let off = Self.differing(shown, reference)
        #expect(off <= shown.count / 200, "\(off) of \(shown.count) pixels differ from the png backend's frame")
        let blue = shown[Int(button.y + button.height / 2) * Self.size.width + Int(button.x + 6)]
        #expect(blue == 0x007AFF, "button colour \(String(blue, radix: 16))")

        // A click (press + release without moving) on the button is a tap on node 7.
        try x.xdotool(["mousemove", "--window", "\(window)", "\(Int(button.x + button.width / 2))", "\(Int(button.y + button.height / 2))",
                       "click", "1"])
        let tap = try client.wait(for: "inputTap") { if case .inputTap = $0 { return true }; return false }
        if case .inputTap(let id, _, _) = tap { #expect(id == 7) }

        // Resizing the window re-lays out the surface and tells the client.
        XResizeWindow(x.connection, window, 300, 200)
        XFlush(x.connection)
        let resized = try client.wait(for: "resized") { if case .resized = $0 { return true }; return false }
        #expect(resized == .resized(width: 300, height: 200))

        // The close button ends this session only: `closed`, then the connection closes.
        x.requestClose(window)
        let rest = try client.eventsUntilClosed()
        #expect(rest.contains(.closed), "\(rest)")
        #expect(daemon.isRunning, "the daemon must outlive a closed window: \(daemon.output)")
    }

    @Test func typingReachesAFocusedTextFieldWithTheServersLayout() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "300x100", dir: dir)
        defer { daemon.stop() }
        try client.send(Self.hello("typing"), .begin(txn: 1),
                        .create(id: 1, kind: .textField, props: [.placeholder("Name"), .tappable(true)]), .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "typing")
        try x.xdotool(["mousemove", "--window", "\(window)", "150", "50", "click", "1"])   // the field, centred
        try x.addToKeyboardMap(0x00EB)   // ë (XK_ediaeresis): see addToKeyboardMap
        try x.xdotool(["type", "--window", "\(window)", "--delay", "20", "Zoë"])
        // The field's whole text grows with each key, including the non-ASCII one.
        let last = try client.wait(for: "the typed text") { $0 == .inputText(id: 1, text: "Zoë") }
        #expect(last == .inputText(id: 1, text: "Zoë"))
    }

    @Test func aHeldKeyIsOnePressItsRepeatsAndOneRelease() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "200x100", dir: dir)
        defer { daemon.stop() }
        try client.send(Self.hello("keys"), .begin(txn: 1),
                        .create(id: 1, kind: .shape, props: [.tappable(true), .fill(WireColor(r: 0, g: 0, b: 255, a: 255))]),
                        .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "keys")
        try x.xdotool(["mousemove", "--window", "\(window)", "100", "50", "click", "1"])   // focuses the shape
        _ = try client.wait(for: "focus") { $0 == .focusChanged(id: 1) }
        try x.xdotool(["keydown", "--window", "\(window)", "Right"])
        _ = try client.wait(for: "the press") { $0 == .inputKey(id: 1, key: KeyCode.right.rawValue, modifiers: 0) }
        usleep(800_000)   // past the server's auto-repeat delay: repeats may come
        try x.xdotool(["keyup", "--window", "\(window)", "Right"])
        _ = try client.wait(for: "the release") {
            $0 == .inputKeyPhase(id: 1, key: KeyCode.right.rawValue, modifiers: 0, phase: .released)
        }
        // Between them only repeats: never a second press (detectable auto-repeat).
        let presses = client.received.filter { $0 == .inputKey(id: 1, key: KeyCode.right.rawValue, modifiers: 0) }
        let repeats = client.received.filter { $0 == .inputKeyPhase(id: 1, key: KeyCode.right.rawValue, modifiers: 0, phase: .repeated) }
        #expect(presses.count == 1, "\(client.received)")
        print("held Right for 0.8 s: 1 press, \(repeats.count) repeats, 1 release")
    }

    @Test("A clicked view takes focus without a focus ring; a key shows the ring (focus-visible), the next click hides it")
    func focusRingFollowsTheKeyboard() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "200x100", arguments: ["--scale", "1"], dir: dir)
        defer { daemon.stop() }
        // A white window with a white tappable square of 100 x 50 in its middle (50, 25).
        let white = WireColor(r: 255, g: 255, b: 255, a: 255)
        try client.send(Self.hello("ring"), .begin(txn: 1),
                        .create(id: 1, kind: .zstack, props: []),
                        .create(id: 2, kind: .shape, props: [.fill(white)]),
                        .create(id: 3, kind: .frame, props: [.width(100), .height(50)]),
                        .create(id: 4, kind: .shape, props: [.tappable(true), .fill(white)]),
                        .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 3, index: 1),
                        .insert(parent: 3, child: 4, index: 0), .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "ring")
        // The ring is drawn just outside the focused frame: a pixel 1.5 points left of it.
        func ringShown() throws -> Bool {
            let pixels = try x.pixels(of: window, width: 200, height: 100)
            let p = pixels[50 * 200 + 49]
            return (p & 0xFF) > 0xC0 && ((p >> 16) & 0xFF) < 0xC0   // blue, not the white background
        }
        try x.xdotool(["mousemove", "--window", "\(window)", "100", "50", "click", "1"])
        _ = try client.wait(for: "focus") { $0 == .focusChanged(id: 4) }
        usleep(200_000)
        #expect(try !ringShown(), "a click shows no ring")
        try x.xdotool(["key", "--window", "\(window)", "Right"])
        var shown = false
        for _ in 0..<50 where !shown { usleep(20_000); shown = try ringShown() }
        #expect(shown, "a key shows the ring")
        try x.xdotool(["mousemove", "--window", "\(window)", "100", "50", "click", "1"])
        var hidden = false
        for _ in 0..<50 where !hidden { usleep(20_000); hidden = try !ringShown() }
        #expect(hidden, "the next click hides it")
    }

    /// Runs `script` with /bin/sh on the test's X server; returns its output.
    static func sh(_ x: XvfbServer, _ script: String) throws -> String {
        let p = try ChildProcess("/bin/sh", ["-c", script], environment: ["DISPLAY": x.display])
        let status = try p.waitForExit(timeout: 10)
        guard status == 0 else { throw TestFailure("sh -c \(script) exited \(status): \(p.output)") }
        return p.output
    }

    @Test func editingAFieldWithTheMouseKeyboardAndClipboardOfARealXServer() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "300x60", dir: dir)
        defer { daemon.stop() }
        try client.send(Self.hello("editing"), .begin(txn: 1),
                        .create(id: 1, kind: .textField, props: [.text("Hello world"), .fontSize(20)]), .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        var txn: UInt64 = 1
        /// The app's echo of an edit.
        func echo(_ text: String) throws {
            txn += 1
            try client.send(.begin(txn: txn), .update(id: 1, props: [.text(text), .fontSize(20)]), .commit(txn: txn))
            _ = try client.wait(for: "the echo's frame") { if case .committed(let t, _, _) = $0 { return t == txn }; return false }
        }
        let window = try x.window(titled: "editing")
        // A click at the field's left edge puts the caret before the text: typing inserts there.
        try x.xdotool(["mousemove", "--window", "\(window)", "1", "30", "click", "1"])
        try x.xdotool(["type", "--window", "\(window)", "--delay", "20", ">"])
        #expect(try client.wait(for: "the insertion") { if case .inputText = $0 { return true }; return false }
                == .inputText(id: 1, text: ">Hello world"))
        try echo(">Hello world")
        // Ctrl-A, Ctrl-C: another X client reads the CLIPBOARD selection the daemon now owns.
        try x.xdotool(["key", "--window", "\(window)", "--delay", "20", "ctrl+a", "ctrl+c"])
        // (The keys reach the daemon through the X server: poll until the copy has happened.)
        var copied = ""
        for _ in 0..<50 where copied != ">Hello world" {
            copied = (try? Self.sh(x, "xclip -o -selection clipboard 2>/dev/null")) ?? ""
            usleep(100_000)
        }
        #expect(copied == ">Hello world")
        // Selecting also made the daemon the PRIMARY selection's owner.
        #expect((try? Self.sh(x, "xclip -o -selection primary 2>/dev/null")) == ">Hello world")
        // Another client takes the CLIPBOARD; Ctrl-V pastes its text over the selection.
        try "from xclip".write(toFile: dir + "/clip.txt", atomically: true, encoding: .utf8)
        let owner = try ChildProcess("/usr/bin/xclip", ["-quiet", "-selection", "clipboard", dir + "/clip.txt"],
                                     environment: ["DISPLAY": x.display])   // in the foreground, until stopped
        // SIGKILL: a child of this test process inherits its blocked SIGTERM (xclip then
        // waited out ChildProcess.stop's 10 s).
        defer { kill(owner.process.processIdentifier, SIGKILL); _ = try? owner.waitForExit(timeout: 5) }
        for _ in 0..<50 where (try? Self.sh(x, "xclip -o -selection clipboard 2>/dev/null")) != "from xclip" { usleep(100_000) }
        try x.xdotool(["key", "--window", "\(window)", "ctrl+v"])
        #expect(try client.wait(for: "the paste") { if case .inputText = $0 { return true }; return false }
                == .inputText(id: 1, text: "from xclip"))
        try echo("from xclip")
        // A double click on the first word selects it; typing replaces the word.
        try x.xdotool(["mousemove", "--window", "\(window)", "8", "30", "click", "--repeat", "2", "--delay", "60", "1"])
        try x.xdotool(["type", "--window", "\(window)", "--delay", "20", "to"])
        let last = try client.wait(for: "the replaced word") { $0 == .inputText(id: 1, text: "to xclip") }
        #expect(last == .inputText(id: 1, text: "to xclip"))
        try echo("to xclip")
        // The middle button pastes the PRIMARY selection ("from", the word selected last) at the click.
        try x.xdotool(["mousemove", "--window", "\(window)", "1", "30", "click", "2"])
        #expect(try client.wait(for: "the middle-click paste") { $0 == .inputText(id: 1, text: "fromto xclip") }
                == .inputText(id: 1, text: "fromto xclip"))
    }

    @Test func theWheelScrollsAndAPressedPointerDrags() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "300x200", dir: dir)
        defer { daemon.stop() }
        // A 300x100 scroll view over 1,000 points of content, above a draggable 300x100 bar.
        try client.send(Self.hello("pointer"), .begin(txn: 1),
                        .create(id: 1, kind: .vstack, props: [.spacing(0)]),
                        .create(id: 2, kind: .frame, props: [.width(300), .height(100)]),
                        .create(id: 3, kind: .scroll, props: [.axis(.vertical)]),
                        .create(id: 4, kind: .frame, props: [.width(300), .height(1000)]),
                        .create(id: 5, kind: .shape, props: [.fill(WireColor(r: 200, g: 200, b: 200))]),
                        .create(id: 6, kind: .frame, props: [.width(300), .height(100)]),
                        .create(id: 7, kind: .shape, props: [.fill(WireColor(r: 0, g: 122, b: 255)), .draggable(true)]),
                        .insert(parent: 4, child: 5, index: 0), .insert(parent: 3, child: 4, index: 0),
                        .insert(parent: 2, child: 3, index: 0), .insert(parent: 6, child: 7, index: 0),
                        .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 6, index: 1),
                        .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "pointer")
        try x.xdotool(["mousemove", "--window", "\(window)", "150", "50", "click", "5"])   // wheel down
        let scrolled = try client.wait(for: "inputScroll") { if case .inputScroll = $0 { return true }; return false }
        if case .inputScroll(let id, _, let dy) = scrolled { #expect(id == 3 && dy > 0, "\(scrolled)") }
        try x.xdotool(["mousemove", "--window", "\(window)", "50", "150", "mousedown", "1",
                       "mousemove", "--window", "\(window)", "120", "150", "mouseup", "1"])
        let drags = try client.events(until: { if case .inputDrag(_, .ended, _, _, _, _, _) = $0 { return true }; return false })
            .compactMap { e -> DragPhase? in if case .inputDrag(let id, let phase, _, _, _, _, _) = e, id == 7 { return phase }; return nil }
        #expect(drags.first == .began && drags.contains(.changed) && drags.last == .ended, "\(drags)")
    }

    @Test func controlWheelPinchesAPinchableNodeAndEndsWhenControlIsReleased() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "200x200", dir: dir)
        defer { daemon.stop() }
        try client.send(Self.hello("pinch"), .begin(txn: 1),
                        .create(id: 1, kind: .frame, props: [.width(200), .height(200), .pinchable(true)]),
                        .create(id: 2, kind: .shape, props: [.fill(WireColor(r: 0, g: 122, b: 255))]),
                        .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "pinch")
        try x.xdotool(["mousemove", "--window", "\(window)", "100", "100", "keydown", "ctrl", "click", "4", "click", "4",
                       "keydown", "shift", "click", "5", "keyup", "shift", "keyup", "ctrl"])
        let events = try client.events(until: { if case .inputPinch(_, .ended, _, _, _, _, _) = $0 { return true }; return false })
        let pinches = events.compactMap { e -> (DragPhase, Double, Double)? in
            if case .inputPinch(1, let phase, let scale, let rotation, _, _, _) = e { return (phase, scale, rotation) }
            return nil
        }
        #expect(pinches.map(\.0) == [.began, .changed, .changed, .changed, .ended], "\(pinches)")
        #expect(abs((pinches.last?.1 ?? 0) - 1.21) < 1e-9 && abs((pinches.last?.2 ?? 0) - .pi / 12) < 1e-9, "\(pinches)")
        #expect(!events.contains { if case .inputScroll = $0 { return true }; return false }, "Ctrl + wheel does not scroll")
    }

    /// The inspector's view of the one app session: its tree text.
    static func appTree(_ inspector: WireClient) throws -> String {
        try inspector.send(.inspect(target: .sessions, session: 0))
        guard case .inspection(_, let list)? = try inspector.next(),
              let id = list.range(of: "\"id\": ").map({ UInt64(list[$0.upperBound...].prefix { $0.isNumber }) ?? 0 }) else {
            throw TestFailure("no session list")
        }
        try inspector.send(.inspect(target: .tree, session: id))
        guard case .inspection(_, let tree)? = try inspector.next() else { throw TestFailure("no tree") }
        return tree
    }

    @Test func thePointerHoversAHoverableNodeAndLeavesIt() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "300x200", dir: dir)
        defer { daemon.stop() }
        // A hoverable 300x100 bar with a link look, above a plain 300x100 one.
        try client.send(Self.hello("hover"), .begin(txn: 1),
                        .create(id: 1, kind: .vstack, props: [.spacing(0)]),
                        .create(id: 2, kind: .frame, props: [.width(300), .height(100), .hoverable(true), .pointerStyle(.link)]),
                        .create(id: 3, kind: .shape, props: [.fill(WireColor(r: 0, g: 122, b: 255))]),
                        .create(id: 4, kind: .frame, props: [.width(300), .height(100)]),
                        .create(id: 5, kind: .shape, props: [.fill(WireColor(r: 200, g: 200, b: 200))]),
                        .insert(parent: 2, child: 3, index: 0), .insert(parent: 4, child: 5, index: 0),
                        .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 4, index: 1),
                        .setRoot(id: 1), .commit(txn: 1))
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "hover")
        try x.xdotool(["mousemove", "--window", "\(window)", "150", "150"])
        try x.xdotool(["mousemove", "--window", "\(window)", "150", "50"])
        let entered = try client.wait(for: "inputHover entered") {
            if case .inputHover(2, .entered, _, _, _, _) = $0 { return true }; return false
        }
        if case .inputHover(_, _, let px, let py, _, _) = entered { #expect(abs(px - 150) < 1 && abs(py - 50) < 1, "\(entered)") }
        try x.xdotool(["mousemove", "--window", "\(window)", "150", "160"])
        _ = try client.wait(for: "inputHover exited") {
            if case .inputHover(2, .exited, _, _, _, _) = $0 { return true }; return false
        }
    }

    @Test func theDemoRunsInAWindowAndAClickOnItsToggleFlipsIt() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try Self.startDaemon(on: x, size: "400x640", dir: dir)
        defer { daemon.stop() }
        let inspector = try WireClient(path: dir + "/d.sock", retryFor: 10)
        _ = try inspector.handshake(name: "inspector", capabilities: [.inspector])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": dir + "/d.sock", "TRELLIS_RECONNECT_TIMEOUT": "0"])
        defer { app.stop() }
        let window = try x.window(titled: "TodoDemoApp")
        var tree = ""
        for _ in 0..<200 where !tree.contains("\"Turn On\"") { tree = try Self.appTree(inspector); usleep(20_000) }
        let line = try #require(tree.split(separator: "\n").first { $0.contains("\"Turn On\"") })
        let f = try #require(FrameSnapshot.parse(String(line)).first).frame
        try x.xdotool(["mousemove", "--window", "\(window)", "\(Int(f.x + f.width / 2))", "\(Int(f.y + f.height / 2))", "click", "1"])
        for _ in 0..<200 where !tree.contains("\"Turn Off\"") { tree = try Self.appTree(inspector); usleep(20_000) }
        #expect(tree.contains("\"Turn Off\""), "the demo's toggle did not flip: \(app.output)")
        // Closing the window quits the app with status 0 (a single-window SwiftUI app).
        x.requestClose(window)
        #expect(try app.waitForExit(timeout: 10) == 0, "\(app.output)")
        #expect(daemon.isRunning)
    }

    @Test func theWindowsPlaceOnScreenGivesAssistiveTechnologyScreenCoordinates() throws {
        let x = try XvfbServer()
        let backend = try X11Backend(size: WireSize(width: 300, height: 200), displayName: x.display, scale: 2)
        let c = Compositor(backend: backend)
        let s = c.openSession()
        var enc = FrameEncoder()
        for m in [Self.hello("placement")] + Self.tree { enc.encode(m) }
        c.receive(enc.bytes, from: s)
        let surface = SurfaceID(s.rawValue)
        #expect(c.screenPlacement(of: surface)?.scale == 2)
        // No window manager on this server: the window stays where it is moved.
        let window = try x.window(titled: "placement")
        try x.xdotool(["windowmove", "\(window)", "120", "80"])
        var placement = c.screenPlacement(of: surface)
        for _ in 0..<50 where placement?.origin != WirePoint(x: 120, y: 80) {
            usleep(20_000)
            placement = c.screenPlacement(of: surface)
        }
        #expect(placement == ScreenPlacement(origin: WirePoint(x: 120, y: 80), scale: 2))
    }

    @Test func aColourChangeRepaintsOnlyThatNodesRectangle() throws {
        let x = try XvfbServer()
        let backend = try X11Backend(size: WireSize(width: 300, height: 200), displayName: x.display, scale: 1)
        let c = Compositor(backend: backend)
        let s = c.openSession()
        var enc = FrameEncoder()
        for m in [Self.hello("damage")] + Self.tree { enc.encode(m) }
        c.receive(enc.bytes, from: s)
        let full = backend.pixelsRepainted
        #expect(full == 300 * 200)
        usleep(20_000)   // past the frame interval: the next commit draws at once
        var e2 = FrameEncoder()
        for m: ClientMessage in [.ack(serial: 1), .begin(txn: 2), .update(id: 6, props: [.foreground(WireColor(r: 255, g: 0, b: 0))]),
                                 .commit(txn: 2)] { e2.encode(m) }
        c.receive(e2.bytes, from: s)
        let repainted = backend.pixelsRepainted - full
        #expect(repainted > 0 && repainted < 300 * 200 / 5, "pixels repainted for one label's colour: \(repainted)")
    }

    @Test func aWindowDestroyedByAnotherClientEndsItsSessionAndTheDaemonLivesOn() throws {
        let x = try XvfbServer()
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (daemon, client) = try Self.start(on: x, size: "200x100", dir: dir)
        defer { daemon.stop() }
        try client.send([Self.hello("doomed")] + Self.tree)
        _ = try client.wait(for: "the first frame") { $0.isFrameDone(1) }
        let window = try x.window(titled: "doomed")
        XDestroyWindow(x.connection, window)
        XFlush(x.connection)
        let rest = try client.eventsUntilClosed()
        #expect(rest.contains(.closed), "\(rest)")
        // The daemon still serves: a new session gets its window.
        let next = try WireClient(path: dir + "/d.sock", retryFor: 5)
        try next.send([Self.hello("survivor")] + Self.tree)
        _ = try next.wait(for: "the survivor's frame") { $0.isFrameDone(1) }
        _ = try x.window(titled: "survivor")
        #expect(daemon.isRunning, "\(daemon.output)")
    }

    @Test func withoutADisplayTheDaemonRefusesToStartAndSaysWhy() throws {
        let dir = try temporaryDirectory(prefix: "trl-x11")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try ChildProcess(try TrellisdLocator.path(), ["--socket", dir + "/d.sock", "--backend", "x11"],
                                      environment: ["DISPLAY": ":987"])
        let status = try daemon.waitForExit(timeout: 10)
        #expect(status != 0)
        #expect(daemon.output.contains("cannot open X display :987"), "\(daemon.output)")
    }
}
