/// Opens URLs (`@Environment(\.openURL)`). The default hands the URL to `xdg-open`
/// when the system has it, else logs it.
public struct OpenURLAction {
    let handler: (URL) -> Void
    public init(handler: @escaping (URL) -> Result) {
        self.handler = { _ = handler($0) }
    }
    init(_ handler: @escaping (URL) -> Void) { self.handler = handler }
    public func callAsFunction(_ url: URL) { handler(url) }

    /// What a custom handler did with the URL.
    public enum Result { case handled, discarded, systemAction }

    static let system = OpenURLAction { url in
        MainActor.assumeIsolated { openWithSystem(url) }
    }

    @MainActor
    static func openWithSystem(_ url: URL) {
        let opener = "/usr/bin/xdg-open"
        guard FileManager.default.isExecutableFile(atPath: opener) else {
            TrellisLog.emit("openURL: no xdg-open on this system; not opening \(url)")
            return
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: opener)
        p.arguments = [url.absoluteString]
        do { try p.run() } catch { TrellisLog.emit("openURL: cannot run xdg-open: \(error)") }
    }
}

struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .system } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
