// End to end over AT-SPI2: a private session bus and accessibility bus (at-spi2-core's
// launcher and registry), a real trellisd publishing to it, a Trellis app on that
// daemon, and a pyatspi script — what Orca uses — reading and operating the app.
import Foundation
import Testing
import TrellisTestSupport
import TrellisUI
#if canImport(Glibc)
import Glibc
#endif

/// The programs the test needs; nil when all are there, else why the test is skipped.
enum ATSPITools {
    static let dbusDaemon = "/usr/bin/dbus-daemon"
    static let dbusSend = "/usr/bin/dbus-send"
    static let launcher = "/usr/libexec/at-spi-bus-launcher"
    /// The system's python (pyatspi is a Debian package, not in a pyenv or venv python).
    static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    static let missing: String? = {
        for p in [dbusDaemon, dbusSend, launcher] where !FileManager.default.isExecutableFile(atPath: p) {
            return "\(p) not found (scripts/install-deps installs it)"
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python.hasPrefix("/") ? python : "/usr/bin/env")
        p.arguments = (python.hasPrefix("/") ? [] : [python]) + ["-c", "import pyatspi"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "python3 not found" }
        p.waitUntilExit()
        return p.terminationStatus == 0 ? nil : "python3 cannot import pyatspi (python3-pyatspi)"
    }()

    static var available: Bool {
        if let why = missing { print("TrellisAccessibilityATSPITests skipped: \(why)") }
        return missing == nil
    }
}

/// A session bus and an accessibility bus (with its registry) of the test's own. Each
/// started program leads a process group of its own (Foundation's `Process` makes it
/// one), killed whole at the end: the launcher starts the accessibility bus, which starts
/// the registry, and they stay in the launcher's group.
final class PrivateAccessibilityBus {
    let directory: String
    let sessionAddress: String
    private(set) var accessibilityAddress = ""
    private var groups: [ChildProcess] = []

    init() throws {
        directory = try temporaryDirectory(prefix: "trl-atspi")
        sessionAddress = "unix:path=\(directory)/session"
        let bus = try ChildProcess(ATSPITools.dbusDaemon, ["--session", "--nofork",
                                                       "--address=\(sessionAddress)"])
        groups.append(bus)
        try wait(5, "the session bus") { FileManager.default.fileExists(atPath: "\(self.directory)/session") }
        let launcher = try ChildProcess(ATSPITools.launcher, ["--launch-immediately"],
                                        environment: ["DBUS_SESSION_BUS_ADDRESS": sessionAddress,
                                                      // The launcher puts its bus socket there.
                                                      "XDG_RUNTIME_DIR": directory])
        groups.append(launcher)
        try wait(5, "the accessibility bus") {
            guard let out = try? self.run(ATSPITools.dbusSend, ["--session", "--print-reply", "--dest=org.a11y.Bus",
                                                               "/org/a11y/bus", "org.a11y.Bus.GetAddress"]),
                  let line = out.split(separator: "\n").first(where: { $0.contains("string \"") }) else { return false }
            self.accessibilityAddress = String(line.split(separator: "\"")[1])
            return !self.accessibilityAddress.isEmpty
        }
    }

    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": sessionAddress, "AT_SPI_BUS_ADDRESS": accessibilityAddress]
    }

    /// Runs a short program with this bus's environment; its output, or nil on failure.
    func run(_ executable: String, _ arguments: [String]) throws -> String? {
        let p = try ChildProcess(executable, arguments, environment: environment)
        return try p.waitForExit(timeout: 5) == 0 ? p.output : nil
    }

    private func wait(_ seconds: Double, _ what: String, _ ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !ready() {
            guard Date() < deadline else { throw TestFailure("\(what) did not start within \(seconds) s") }
            usleep(20_000)
        }
    }

    /// Kills every process group (SIGKILL: children inherit the test's blocked SIGTERM).
    func stop() {
        for g in groups.reversed() {
            kill(-g.process.processIdentifier, SIGKILL)
            if g.isRunning { g.process.waitUntilExit() }
        }
        groups.removeAll()
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { stop() }
}

/// The app the assistive technology operates.
struct AccessibleCounter: View {
    @State private var count = 0
    @State private var name = "Ada"
    @State private var lights = false
    @State private var level = 2.0
    @State private var size = 1
    @Namespace private var ns
    var body: some View {
        VStack {
            Text("Count: \(count)")
                .accessibilityCustomContent(AccessibilityCustomContentKey("Owner", id: "owner"), "Ada", importance: .high)
            Button("Increment") { count += 1 }
            Toggle("Lights", isOn: $lights)
            TextField("Name", text: $name)
            Text("Volume").accessibilityLabeledPair(role: .label, id: "level", in: ns)
            Slider(value: $level, in: 0...10, step: 1)
                .accessibilityLabeledPair(role: .content, id: "level", in: ns)
            Text("Level \(Int(level))")
            Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
            Picker("Size", selection: $size) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
        }
    }
}

@Suite struct ATSPIEndToEndTests {
    @Test(.enabled(if: ATSPITools.available), .timeLimit(.minutes(3)))
    @MainActor func pyatspiReadsAndOperatesAnApp() async throws {
        let bus = try PrivateAccessibilityBus()
        defer { bus.stop() }
        let daemon = try TestDaemon(backend: "headless", width: 400, height: 300,
                                    arguments: ["--accessibility", "on", "--accessibility-bus", bus.accessibilityAddress])
        let scriptPath = bus.directory + "/client.py"
        try Self.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        // Generous: the daemon also talks to the accessibility bus and the registry, and the
        // whole suite runs in parallel on two cores.
        let host = try await TestHost(width: 400, height: 300, daemon: daemon, timeout: 60) { AccessibleCounter() }
        var output = ""
        do {
            output = try await operate(host, script: scriptPath, environment: bus.environment)
        } catch {
            await host.close()
            await daemon.stop()
            throw error
        }
        await host.close()
        await daemon.stop()
        print(output)
        #expect(output.contains("[frame] 'TestHost'"))
        #expect(output.contains("[push button] 'Increment'"))
        #expect(output.contains("label after press: 'Count: 1'"))
        #expect(output.contains("field text: 'Adahi'"))
        #expect(output.contains("event: object:text-changed:insert"))
        #expect(output.contains("toggle checked: True"))
        #expect(output.contains("slider after set: 7"))
        #expect(output.contains("slider labelled by: 'Volume'"))
        #expect(output.contains("label labels: ['slider']"))
        #expect(output.contains("count attributes: ['owner:Owner: Ada']"))
        #expect(output.contains("count description: 'Owner: Ada'"))
        #expect(output.contains("selected: 1 'M'"))
        #expect(output.contains("selected after: 'L'"))
        #expect(output.contains("event: object:state-changed:checked 1"))
        #expect(output.contains("event: object:announcement 0 0 'Saved'"))
        #expect(output.contains("OK"))
    }

    /// Runs the script against `host`'s app; its output and the app's texts afterwards.
    @MainActor private func operate(_ host: TestHost, script: String, environment: [String: String]) async throws -> String {
        let client = try ChildProcess(ATSPITools.python, [script, "TestHost"], environment: environment)
        let deadline = Date().addingTimeInterval(150)
        // The app answers the presses the script makes while the test waits here.
        while client.isRunning && Date() < deadline {
            try await host.settle()
            try await Task.sleep(for: .milliseconds(20))
        }
        if client.isRunning {
            // SIGKILL: the child inherits this process's blocked SIGTERM.
            kill(client.process.processIdentifier, SIGKILL)
            client.process.waitUntilExit()
        }
        let texts: [String] = try await host.texts()
        return client.output + "app texts: \(texts)\n"
    }

    /// The assistive technology: finds the app on the desktop, prints its tree, presses
    /// the button, types into the field and waits for the text-changed event.
    static let script = #"""
    import sys, time
    import pyatspi
    from gi.repository import GLib

    def log(*a):
        print(*a, flush=True)

    app_name = sys.argv[1]
    # Seconds to wait for each effect: a second or less alone, far more when the whole
    # suite runs in parallel and the app's main actor is shared with other tests.
    WAIT = 30
    desktop = pyatspi.Registry.getDesktop(0)
    context = GLib.MainContext.default()

    def pump(seconds, done):
        end = time.time() + seconds
        while time.time() < end:
            while context.iteration(False):
                pass
            if done():
                return True
            time.sleep(0.02)
        return done()

    def find_app():
        for i in range(desktop.childCount):
            c = desktop.getChildAtIndex(i)
            if c is not None and c.name == app_name:
                return c
        return None

    app = None
    def found():
        global app
        app = find_app()
        return app is not None
    if not pump(WAIT, found):
        log("FAIL: no application named", app_name)
        sys.exit(1)

    def dump(a, depth=0):
        log("  " * depth + "[%s] %r %s" % (a.getRoleName(), a.name, ",".join(pyatspi.stateToString(s) for s in a.getState().getStates())))
        for c in a:
            dump(c, depth + 1)
    dump(app)

    def find(a, pred):
        if pred(a):
            return a
        for c in a:
            r = find(c, pred)
            if r is not None:
                return r
        return None

    events = []
    def on_event(e):
        events.append("%s %s %s %r" % (e.type, e.detail1, e.detail2, e.any_data))
    pyatspi.Registry.registerEventListener(on_event, "object:text-changed:insert", "object:property-change:accessible-name",
                                           "object:state-changed:focused", "object:state-changed:checked",
                                           "object:announcement")

    button = find(app, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON)
    action = button.queryAction()
    log("button actions:", [action.getName(i) for i in range(action.nActions)])
    action.doAction(0)
    label = None
    def pressed():
        global label
        label = find(app, lambda a: a.name.startswith("Count:"))
        return label is not None and label.name == "Count: 1"
    pump(WAIT, pressed)
    log("label after press: %r" % (label.name if label else None))
    # Custom content: an object attribute named by its key's id; of high importance, also
    # the description Orca reads with the element.
    log("count attributes: %r" % [a for a in label.getAttributes() if a.startswith("owner")])
    log("count description: %r" % label.description)

    field = find(app, lambda a: a.getRole() == pyatspi.ROLE_ENTRY)
    if field is None:
        log("FAIL: no entry")
        sys.exit(1)
    ok = field.queryEditableText().insertText(3, "hi", 2)
    log("insertText:", ok)
    pump(WAIT, lambda: field.queryText().getText(0, -1) == "Adahi")
    text = field.queryText()
    log("field text: %r (caret %d, %d characters)" % (text.getText(0, -1), text.caretOffset, text.characterCount))
    words = text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START)
    log("word at 1: %r" % (words,))

    toggle = find(app, lambda a: a.getRole() == pyatspi.ROLE_TOGGLE_BUTTON)
    toggle.queryAction().doAction(0)
    pump(WAIT, lambda: toggle.getState().contains(pyatspi.STATE_CHECKED))
    log("toggle checked:", toggle.getState().contains(pyatspi.STATE_CHECKED))

    slider = find(app, lambda a: a.getRole() == pyatspi.ROLE_SLIDER)
    if slider is not None:
        # A labeled pair: the slider is LABELLED_BY the text, which is LABEL_FOR it.
        for r in slider.getRelationSet():
            if r.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                log("slider labelled by: %r" % r.getTarget(0).name)
                labels = [t.getRoleName() for rr in r.getTarget(0).getRelationSet()
                          if rr.getRelationType() == pyatspi.RELATION_LABEL_FOR
                          for t in [rr.getTarget(i) for i in range(rr.getNTargets())]]
                log("label labels: %r" % labels)
        value = slider.queryValue()
        log("slider: %g in %g...%g step %g" % (value.currentValue, value.minimumValue, value.maximumValue, value.minimumIncrement))
        value.currentValue = 7
        pump(WAIT, lambda: find(app, lambda a: a.name == "Level 7") is not None)
        log("slider after set: %g" % slider.queryValue().currentValue)
    else:
        log("no slider")

    # A segmented picker: a panel whose Selection is its checked option; selecting presses one.
    sizes = find(app, lambda a: a.name == "Size" and a.getRole() == pyatspi.ROLE_PANEL)
    chosen = sizes.querySelection()
    log("selected: %d %r" % (chosen.nSelectedChildren, chosen.getSelectedChild(0).name))
    chosen.selectChild(2)
    pump(WAIT, lambda: sizes.querySelection().getSelectedChild(0) is not None
         and sizes.querySelection().getSelectedChild(0).name == "L")
    log("selected after: %r" % sizes.querySelection().getSelectedChild(0).name)

    # Bad requests get empty answers, never a dead daemon.
    log("bad child:", app.getChildAtIndex(0).getChildAtIndex(99))
    log("bad text: %r" % text.getText(-5, 1000))
    log("bad action:", button.queryAction().doAction(7))
    log("extents:", button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
    save = find(app, lambda a: a.name == "Save")
    save.queryAction().doAction(0)
    pump(WAIT, lambda: any(e.startswith("object:announcement") for e in events))
    for e in events:
        log("event:", e)
    log("OK")
    """#
}
