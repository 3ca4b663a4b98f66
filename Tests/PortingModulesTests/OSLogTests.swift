// The OSLog module: an app's `Logger` and `os_log` calls compile unchanged and write
// readable lines to standard error.
import Foundation
@testable import TrellisOSLog
import Testing

/// Messages are captured by swapping the sink (serialized: the sink is global).
@Suite(.serialized) struct OSLogTests {
    private func captured(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        let saved = LogSink.write
        LogSink.write = { lines.append($0) }
        defer { LogSink.write = saved }
        body()
        return lines
    }

    enum Phase { case loading }

    @Test("Logger writes the subsystem, category, level and message with formatted values")
    func loggerLines() {
        let logger = Logger(subsystem: "com.example.app", category: "Store")
        let count = 3, seconds = 1.23456, name = "milk", flag = true
        let lines = captured {
            logger.info("Loaded \(count) items in \(seconds, format: .fixed(precision: 2)) s")
            logger.error("Missing \(name, privacy: .public) [\(count, format: .hex(includePrefix: true, minDigits: 2))]")
            logger.debug("flag \(flag, format: .answer) phase \(String(describing: Phase.loading), align: .left(columns: 8))|")
            logger.notice("\(Int64(-5), format: .decimal(minDigits: 3))")
        }
        #expect(lines.count == 4)
        #expect(lines[0].hasSuffix(" [com.example.app:Store] info: Loaded 3 items in 1.23 s"), "\(lines[0])")
        #expect(lines[1].hasSuffix("error: Missing milk [0x03]"), "\(lines[1])")
        #expect(lines[2].hasSuffix("debug: flag YES phase loading |"), "\(lines[2])")
        #expect(lines[3].hasSuffix("notice: -005"), "\(lines[3])")
        #expect(lines[0].first?.isNumber == true, "each line starts with its time")
    }

    @Test("os_log formats printf-style arguments, drops privacy annotations and honours the disabled handle")
    func osLogFunction() {
        let log = OSLog(subsystem: "com.example.app", category: "Net")
        let lines = captured {
            os_log("Fetched %d bytes from %{public}@", log: log, type: .info, 512, "host" as NSString)
            os_log("never", log: .disabled)
            os_log(.fault, log: log, "Bad \("state")")
        }
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("[com.example.app:Net] info: Fetched 512 bytes from host"), "\(lines)")
        #expect(lines[1].hasSuffix("fault: Bad state"))
    }
}
