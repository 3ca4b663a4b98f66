// THE place where trellisd learns about backends. To add one (terminal, PNG…):
//   1. add its module to the `trellisd` target's dependencies in Package.swift;
//   2. `import` it below and append one `BackendChoice` to `BackendRegistry.all`.
// Nothing else in the daemon names a concrete backend.
import TrellisBackendHeadless
import TrellisBackendRaster
import TrellisBackendTerminal
import TrellisBackendX11
import TrellisProtocol
import TrellisRenderer

/// What the command line tells a backend when it is created.
struct BackendSettings: Sendable {
    /// `--size WxH`, or `nil` for the backend's own default.
    var size: WireSize?
    /// `--snapshot-dir`: where a backend that records frames writes them, if anywhere.
    var snapshotDirectory: String?
    /// `--out DIR`: where the png backend writes one PNG per commit.
    var outputDirectory: String?
    /// `--scale N`: device pixels per point (png, x11), or nil for the backend's default.
    var scale: Double?
}

/// One backend `--backend NAME` can select.
struct BackendChoice: Sendable {
    var name: String
    /// One line for `--backend list`.
    var summary: String
    var make: @Sendable (BackendSettings) throws -> any Backend
}

enum BackendRegistry {
    /// Every backend this build of trellisd offers; the first is the default.
    static let all: [BackendChoice] = [
        BackendChoice(
            name: "headless",
            summary: "no display; deterministic metrics; each frame as a text snapshot (--snapshot-dir writes every one)",
            make: { settings in
                // Only the last frame is readable over the socket (requestSnapshot), so the
                // daemon keeps no history: 100 sessions would otherwise hold 64 frames each.
                HeadlessBackend(size: settings.size, snapshotDirectory: settings.snapshotDirectory,
                                framesKeptPerSurface: 1)
            }),
        BackendChoice(
            name: "terminal",
            summary: "draws in this terminal (1 cell = 10x20 points, size follows the terminal; --size ignored); click, Tab/Shift-Tab, Enter/Space, typing; q or Ctrl-C quits",
            make: { _ in try TerminalBackend() }),
        BackendChoice(
            name: "png",
            summary: "cairo + pango; writes one PNG per commit to --out DIR (s<surface>-<frame>.png)",
            make: { settings in
                guard let dir = settings.outputDirectory ?? settings.snapshotDirectory else {
                    throw BackendSetupError(description: "the png backend needs --out DIR")
                }
                return RasterBackend(size: settings.size, outputDirectory: dir, scale: settings.scale ?? 1)
            }),
        BackendChoice(
            name: "x11",
            summary: "one X11 window per app on $DISPLAY (cairo, damage-based redraw); click, drag, wheel, keyboard with XIM; closing a window ends its session",
            make: { settings in
                do {
                    return try X11Backend(size: settings.size, scale: settings.scale)
                } catch {
                    throw BackendSetupError(description: "the x11 backend: \(error)")
                }
            }),
    ]

    static func named(_ name: String) -> BackendChoice? { all.first { $0.name == name } }
}

/// A backend could not be created from the command line given.
struct BackendSetupError: Error, CustomStringConvertible {
    var description: String
}
