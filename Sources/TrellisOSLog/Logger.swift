// The app-facing names of Apple's OSLog and os modules, under a name of its own (see the
// DocC article: a package module named OSLog or os would change canImport probes in
// the dependencies built beside it). `trellis port` rewrites an app's `import OSLog` to it.
// os.Logger on Linux: the unified logging API apps call, written to standard error (where
// a Trellis app's own output goes; `journalctl` keeps it when the app runs as a service).
import Foundation

/// A log message's level.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}

/// Writes log lines: one per message, with the time, the logger's subsystem and category,
/// the level and the message.
enum LogSink {
    private static let lock = NSLock()
    nonisolated(unsafe) static var write: (String) -> Void = { line in
        FileHandle.standardError.write((line + "\n").data(using: .utf8) ?? Data())
    }

    static func emit(subsystem: String, category: String, level: String, _ message: String) {
        let time = ISO8601DateFormatter.string(from: Date(), timeZone: .current,
                                               formatOptions: [.withInternetDateTime, .withFractionalSeconds])
        let source = subsystem.isEmpty && category.isEmpty ? "" : " [\(subsystem)\(category.isEmpty ? "" : ":" + category)]"
        let line = "\(time)\(source) \(level): \(message)"
        lock.lock()
        defer { lock.unlock() }
        write(line)
    }
}

/// A logger for one subsystem (usually the app's bundle identifier) and category (a part
/// of the app). Its messages are written to standard error at every level, debug included,
/// with every interpolated value shown (see `OSLogPrivacy`).
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A logger with no subsystem or category.
    public init() { self.init(subsystem: "", category: "") }
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// A logger writing to an `OSLog` handle's subsystem and category.
    public init(_ logObj: OSLog) { self.init(subsystem: logObj.subsystem, category: logObj.category) }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogSink.emit(subsystem: subsystem, category: category, level: level.name, message.text)
    }
    public func trace(_ message: OSLogMessage) { LogSink.emit(subsystem: subsystem, category: category, level: "trace", message.text) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { LogSink.emit(subsystem: subsystem, category: category, level: "notice", message.text) }
    public func warning(_ message: OSLogMessage) { LogSink.emit(subsystem: subsystem, category: category, level: "warning", message.text) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { LogSink.emit(subsystem: subsystem, category: category, level: "critical", message.text) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// The pre-`Logger` handle (`OSLog(subsystem:category:)`, `OSLog.default`), for `os_log`.
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// No subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle whose messages are dropped.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    /// Whether messages of `type` are written (all are, but for the disabled handle).
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }
}

/// Logs a `printf`-style message (`%@`, `%d`, `%{public}s` …) to `log` at `type`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    // The privacy annotations (`%{public}@`) are not C formats: they are dropped.
    let format = message.description.replacingOccurrences(of: #"%\{[a-z, ]*\}"#, with: "%", options: .regularExpression)
    let text = args.isEmpty ? format : String(format: format, arguments: args)
    LogSink.emit(subsystem: log.subsystem, category: log.category, level: type.name, text)
}

/// Logs `message` at `type` (the form with a message built like `Logger`'s).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled(type: type) else { return }
    LogSink.emit(subsystem: log.subsystem, category: log.category, level: type.name, message.text)
}
