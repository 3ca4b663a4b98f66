// `trellis bench render`: the render server under an X server (DISPLAY, else a private
// Xvfb). (1) Damage: a one-row change in a 10,000-row window, drawn by the X11 backend
// in-process, repaints only the row, against a full repaint of the same frames.
// (2) Animation: a TrellisUI app animates 1,000 views for ever through a release trellisd
// --backend x11; over 5 s the app's CPU against the daemon's, and the frames the
// daemon's clock presented per second with their p99 draw time.
import Foundation
import TrellisBackendX11
import TrellisProtocol
import TrellisRenderer
import TrellisTesting
import TrellisUI

enum RenderBenchmark {
    static func run(scale: Double) async throws {
        guard let x = try BenchDisplay() else {
            print("render: skipped (no DISPLAY and no /usr/bin/Xvfb; scripts/install-deps installs it)")
            return
        }
        defer { x.stop() }
        try damage(display: x.name, rows: max(100, Int(10_000 * scale)))
        try await animation(display: x.name, views: max(10, Int(1_000 * scale)))
    }

    // MARK: damage

    static func damage(display: String, rows: Int) throws {
        let backend = try X11Backend(size: WireSize(width: 400, height: 800), displayName: display, scale: 1)
        let c = Compositor(backend: backend)
        let s = c.openSession()
        _ = DaemonBenchmark.feed(c, DaemonBenchmark.encode([RawSession.hello(name: "damage")]), s)
        _ = DaemonBenchmark.feed(c, DaemonBenchmark.encode(DaemonBenchmark.listOps(rows: rows)), s)
        var txn: UInt64 = 1
        func measure(full: Bool, updates: Int, colour: Bool = false) -> (pixels: Double, drawMicros: Double, backendMicros: Double) {
            backend.forcesFullRepaint = full
            let pixels0 = backend.pixelsRepainted, seconds0 = backend.drawSeconds
            var draws: [Double] = []
            for i in 0..<updates {
                txn += 1
                // The middle row's first text: the list is centred in the window, so the
                // middle rows are the ones on screen.
                let row = NodeID(10 + (rows / 2) * 10 + 1)
                // One commit per display frame (the clock would coalesce faster ones).
                Thread.sleep(forTimeInterval: 0.017)
                let change: Property = colour ? .foreground(WireColor(r: UInt8(i % 200), g: 0, b: 0)) : .text("row 5 · \(i)")
                let out = DaemonBenchmark.feed(c, DaemonBenchmark.encode([
                    .begin(txn: txn), .update(id: row, props: [change]), .commit(txn: txn), .ack(serial: txn)]), s)
                draws.append(Double(DaemonBenchmark.committedTimes(out).1))
            }
            return (Double(backend.pixelsRepainted - pixels0) / Double(updates), median(draws),
                    (backend.drawSeconds - seconds0) * 1e6 / Double(updates))
        }
        _ = measure(full: false, updates: 5)   // warm-up (fonts, caches)
        let partial = measure(full: false, updates: 50)
        let full = measure(full: true, updates: 50)
        let colourPartial = measure(full: false, updates: 50, colour: true)
        let colourFull = measure(full: true, updates: 50, colour: true)
        print("render: one-row change (the middle row, on screen) in a \(rows)-row list, 400x800 window (X11 backend in-process, \(display))")
        print("| repaint (text change unless said) | pixels per frame | X11 backend µs per frame (damage + paint + copy) | commit's draw phase p50 µs (+ building the 40k-item frame) |")
        print("|---|---:|---:|---:|")
        print(String(format: "| damaged rectangles | %.0f | %.0f | %.0f |", partial.pixels, partial.backendMicros, partial.drawMicros))
        print(String(format: "| full window | %.0f | %.0f | %.0f |", full.pixels, full.backendMicros, full.drawMicros))
        print(String(format: "| colour change, damaged rectangles | %.0f | %.0f | %.0f |", colourPartial.pixels, colourPartial.backendMicros, colourPartial.drawMicros))
        print(String(format: "| colour change, full window | %.0f | %.0f | %.0f |", colourFull.pixels, colourFull.backendMicros, colourFull.drawMicros))
        print(String(format: "render: damage repaints %.2f%% of the window's pixels; the backend is %.1fx faster per frame",
                     100 * partial.pixels / max(1, full.pixels), full.backendMicros / max(1, partial.backendMicros)))
    }

    // MARK: animation

    @MainActor
    final class AnimatedGrid: ObservableObject {
        @Published var moving = false
    }

    struct GridView: View {
        let views: Int
        @ObservedObject var model: AnimatedGrid
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<(views / 25), id: \.self) { r in
                    HStack(spacing: 2) {
                        ForEach(0..<25, id: \.self) { c in
                            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
                                .offset(x: model.moving ? 100 : 0)
                                .opacity(model.moving ? 0.3 : 1)
                        }
                    }
                }
            }
        }
    }

    static func animation(display: String, views: Int) async throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellisd").path
        setenv("DISPLAY", display, 1)
        let daemon = try TestDaemon(backend: "x11", width: 400, height: 800, arguments: ["--log-level", "error", "--scale", "1"],
                                    executable: bin)
        defer { _ = try? daemon.stop(signal: SIGTERM) }
        let model = await MainActor.run { AnimatedGrid() }
        let host = try await MainActor.run { () throws -> ViewHost in
            let conn = try SocketConnection(path: daemon.socketPath)
            let host = ViewHost(connection: conn, clientName: "render-bench")
            host.mount(GridView(views: views, model: model))
            return host
        }
        try await Task.sleep(for: .seconds(1))
        await MainActor.run { withAnimation(.linear(duration: 1).repeatForever()) { model.moving = true } }
        try await Task.sleep(for: .seconds(1))   // the animation is running
        let inspector = try RawSession(path: daemon.socketPath, name: "render-bench", capabilities: [.inspector])
        func frames() -> (Int, Int) {
            var answer = ""
            inspector.exchange(RawSession.encode([.inspect(target: .sessions, session: 0)])) {
                if case .inspection(_, let t) = $0 { answer = t; return true }
                return false
            }
            let obj = (try? JSONSerialization.jsonObject(with: Data(answer.utf8))) as? [String: Any]
            let row = (obj?["sessions"] as? [[String: Any]])?.first { ($0["name"] as? String) == "render-bench" }
            return ((row?["animationFrames"] as? NSNumber)?.intValue ?? 0, (row?["animationFrameP99Micros"] as? NSNumber)?.intValue ?? 0)
        }
        let app0 = cpuSeconds(getpid()), daemon0 = cpuSeconds(daemon.processIdentifier)
        let (frames0, _) = frames()
        let t0 = DaemonBenchmark.now()
        try await Task.sleep(for: .seconds(5))
        let seconds = DaemonBenchmark.now() - t0
        let (frames1, p99) = frames()
        let app = cpuSeconds(getpid()) - app0, daemonCPU = cpuSeconds(daemon.processIdentifier) - daemon0
        let sent = await MainActor.run { host.transactionsSent }
        print("render: \(views) views animating for ever (offset + opacity, linear 1 s) in an X11 window; 5 s measured")
        print("| figure | value |")
        print("|---|---|")
        print(String(format: "| frames presented by the daemon's clock | %.1f per second (display clock 60 Hz) |",
                     Double(frames1 - frames0) / seconds))
        print(String(format: "| animation frame draw time p99 | %.2f ms (budget 16.7 ms) |", Double(p99) / 1000))
        print(String(format: "| CPU: app / daemon | %.3f s / %.3f s (ratio %.3f) |", app, daemonCPU, app / max(daemonCPU, 1e-9)))
        print("| transactions the app sent in all | \(sent) (none per frame) |")
    }

    /// utime + stime of a process, from /proc/PID/stat (seconds).
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the command: state is field 3; utime and stime are fields 14 and 15.
        guard fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]) else { return 0 }
        return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// The X display the render benchmark uses: $DISPLAY, else a private Xvfb it starts.
final class BenchDisplay {
    let name: String
    private var xvfb: Process?

    init?() throws {
        if let d = ProcessInfo.processInfo.environment["DISPLAY"], !d.isEmpty {
            name = d
            return
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else { return nil }
        var n = 150 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { n += 1 }
        name = ":\(n)"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        p.arguments = [name, "-screen", "0", "1024x900x24", "-nolisten", "tcp"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        xvfb = p
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { usleep(20_000) }
    }

    func stop() {
        if let p = xvfb, p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
    }
}
