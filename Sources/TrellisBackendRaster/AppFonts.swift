// The fonts sessions define (`defineFont`): each session's own fontconfig configuration, with
// its fonts written to a private directory and added as application fonts, and a Pango text
// setter on it. Other sessions keep the shared setter and never see these families.
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import Logging
import TrellisProtocol
import TrellisRenderer

/// App fonts by surface.
///
/// Why a configuration per session and not the process's: fontconfig's application fonts
/// are global to a configuration, so one session's "Lobster" (or a file claiming to be
/// "Inter", the default face) would change every other session's text. A session that defines no font
/// costs nothing; one that does pays one `FcInitLoadConfigAndFonts` (the system's font
/// cache makes it a few milliseconds) and its own Pango caches.
///
/// The bytes are written to a copy in a directory only the daemon's user can read
/// (`mkdtemp`, mode 0700), because fontconfig and FreeType read fonts from files; the
/// directory goes when the surface closes (and any left by a crash is under the system's
/// temporary directory).
final class AppFonts {
    private final class SurfaceFonts {
        let directory: String
        let config: UnsafeMutableRawPointer
        var text: PangoText
        var files: [String] = []
        init(directory: String, config: UnsafeMutableRawPointer, text: PangoText) {
            self.directory = directory
            self.config = config
            self.text = text
        }
    }

    /// Given to each session's text setter: a family that falls back (RasterBackend's).
    var reportMissing: ((_ family: String, _ drawn: String) -> Void)?

    private func setter(_ config: UnsafeMutableRawPointer) -> PangoText {
        let text = PangoText(config: config)
        if let reportMissing { text.reportMissing = reportMissing }
        return text
    }

    private var bySurface: [SurfaceID: SurfaceFonts] = [:]
    /// Called once per font file no face of which FreeType reads (tests replace it).
    var reportUnreadable: (_ key: UInt64, _ bytes: Int) -> Void = { key, bytes in
        Logger(label: "trellisd.fonts").warning(
            "defineFont(\(key)): \(bytes) bytes FreeType cannot read as a font; its families fall back to the default font")
    }
    /// Called when the font cannot be stored at all (no temporary directory, disk full).
    var reportFailure: (String) -> Void = { why in
        Logger(label: "trellisd.fonts").warning("defineFont: \(why); the font's families fall back to the default font")
    }

    /// The text setter of `surface` when it defined fonts, else nil (the backend's shared one).
    func text(for surface: SurfaceID?) -> PangoText? {
        surface.flatMap { bySurface[$0]?.text }
    }

    /// Makes the font file `bytes` available to `surface` (its families by name).
    func define(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {
        guard let fonts = surfaceFonts(surface) else { return }
        let path = fonts.directory + "/" + String(key, radix: 16) + ".font"
        guard write(bytes, to: path) else { return reportFailure("cannot write \(path): \(String(cString: strerror(errno)))") }
        guard trl_fc_face_count(path) > 0 else {
            unlink(path)
            return reportUnreadable(key, bytes.count)
        }
        if !fonts.files.contains(path) { fonts.files.append(path) }
        guard FontEngineLock.held({ trl_fc_add_file(fonts.config, path) }) != 0 else { return reportUnreadable(key, bytes.count) }
        // A new setter: Pango's font map and this setter's measurements cached the
        // families as they were (a family defined now may have fallen back before).
        fonts.text = setter(fonts.config)
    }

    func close(_ surface: SurfaceID) {
        guard let fonts = bySurface.removeValue(forKey: surface) else { return }
        for f in fonts.files { unlink(f) }
        rmdir(fonts.directory)
        // Our reference; the setter's font map holds its own until it goes with `fonts`.
        FontEngineLock.held { trl_fc_config_destroy(fonts.config) }
    }

    deinit { for s in Array(bySurface.keys) { close(s) } }

    private func surfaceFonts(_ surface: SurfaceID) -> SurfaceFonts? {
        if let f = bySurface[surface] { return f }
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/trellisd-fonts-XXXXXX").utf8CString)
        guard let dir = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            reportFailure("cannot make a private directory under \(base): \(String(cString: strerror(errno)))")
            return nil
        }
        let directory = String(cString: dir)
        guard let config = FontEngineLock.held({ trl_fc_config_new() }) else {
            rmdir(directory)
            reportFailure("fontconfig could not load its configuration")
            return nil
        }
        let fonts = SurfaceFonts(directory: directory, config: config, text: setter(config))
        bySurface[surface] = fonts
        return fonts
    }

    private func write(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { Glibc.close(fd) }
        var at = 0
        while at < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + at, bytes.count - at) }
            if n < 0 { if errno == EINTR { continue }; return false }
            at += n
        }
        return true
    }
}
