// A private X server for the X11 tests: Xvfb on a free display number, killed at the end.
import CX11
import Foundation
import TrellisTestSupport

/// `Xvfb :N` started for one test. `scripts/install-deps` installs Xvfb and xdotool; a
/// machine without them skips the X11 tests unless `TRELLIS_REQUIRE_X11=1` (set by
/// `scripts/test`), which turns their absence into a failure.
final class XvfbServer {
    let display: String
    private let process: ChildProcess
    let connection: OpaquePointer

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    static var isRequired: Bool { ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_X11"] == "1" }

    init(width: Int = 800, height: Int = 600) throws {
        guard Self.isAvailable else { throw TestFailure("Xvfb or xdotool is missing: run scripts/install-deps") }
        var n = 90 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            n += 1
        }
        display = ":\(n)"
        process = try ChildProcess("/usr/bin/Xvfb", [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
        let deadline = Date().addingTimeInterval(10)
        var opened: OpaquePointer?
        while opened == nil {
            opened = XOpenDisplay(display)
            if opened == nil {
                guard Date() < deadline, process.isRunning else { throw TestFailure("Xvfb \(display) did not start: \(process.output)") }
                usleep(20_000)
            }
        }
        connection = opened!
    }

    deinit {
        XCloseDisplay(connection)
        // SIGKILL: Xvfb started from the test runner can inherit a signal mask that holds
        // SIGTERM back (it then sat out ChildProcess.stop's 10 s), and it has no state to save.
        if process.isRunning { kill(process.process.processIdentifier, SIGKILL) }
        _ = try? process.waitForExit(timeout: 5)
    }

    /// The top-level window titled `title`, waiting for it up to `timeout` seconds.
    func window(titled title: String, timeout: Double = 10) throws -> Window {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            XQueryTree(connection, trl_x_root_window(connection, trl_x_default_screen(connection)), &root, &parent, &children, &count)
            defer { if let children { XFree(children) } }
            for i in 0..<Int(count) {
                var name: UnsafeMutablePointer<CChar>?
                if XFetchName(connection, children![i], &name) != 0, let name {
                    defer { XFree(name) }
                    if String(cString: name) == title { return children![i] }
                }
            }
            usleep(20_000)
        }
        throw TestFailure("no window titled \(title) on \(display)")
    }

    /// The window's pixels as 0xRRGGBB values, row by row.
    func pixels(of window: Window, width: Int, height: Int) throws -> [UInt32] {
        XSync(connection, 0)
        guard let image = XGetImage(connection, window, 0, 0, UInt32(width), UInt32(height), UInt.max /* AllPlanes */, ZPixmap) else {
            throw TestFailure("XGetImage failed")
        }
        defer { trl_x_destroy_image(image) }
        var out: [UInt32] = []
        out.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { out.append(UInt32(truncatingIfNeeded: trl_x_get_pixel(image, Int32(x), Int32(y))) & 0xFFFFFF) }
        }
        return out
    }

    /// Asks the window to close the way a window manager's close button does.
    func requestClose(_ window: Window) {
        var e = XEvent()
        e.xclient.type = ClientMessage
        e.xclient.window = window
        e.xclient.message_type = XInternAtom(connection, "WM_PROTOCOLS", 0)
        e.xclient.format = 32
        e.xclient.data.l.0 = Int(XInternAtom(connection, "WM_DELETE_WINDOW", 0))
        XSendEvent(connection, window, 0, 0, &e)
        XFlush(connection)
    }

    /// Runs xdotool against this display.
    func xdotool(_ arguments: [String]) throws {
        let p = try ChildProcess("/usr/bin/xdotool", arguments, environment: ["DISPLAY": display])
        let status = try p.waitForExit(timeout: 10)
        guard status == 0 else { throw TestFailure("xdotool \(arguments) exited \(status): \(p.output)") }
    }

    /// Gives `keysym` a keycode of its own in the server's keyboard map (the first keycode
    /// with no symbols). xdotool types a character missing from the map by remapping a
    /// spare keycode for each key and mapping it back straight after; a daemon slowed by a
    /// busy machine may read the key after the map was restored and see no character. With
    /// the character in the map, xdotool just presses its key.
    func addToKeyboardMap(_ keysym: KeySym) throws {
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(connection, &minCode, &maxCode)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(connection, KeyCode(minCode), maxCode - minCode + 1, &perCode) else {
            throw TestFailure("XGetKeyboardMapping failed")
        }
        defer { XFree(map) }
        for code in minCode...maxCode {
            let row = Int(code - minCode) * Int(perCode)
            guard (0..<Int(perCode)).allSatisfy({ map[row + $0] == 0 }) else { continue }
            var sym = keysym
            XChangeKeyboardMapping(connection, code, 1, &sym, 1)
            XSync(connection, 0)
            return
        }
        throw TestFailure("no spare keycode for keysym \(keysym)")
    }
}
