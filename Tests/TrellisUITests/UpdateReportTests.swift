// TRELLIS_DEBUG_UPDATES: the report of why each body ran, on seed 004's CellView (with and
// without Equatable) and seed 003's EnvironmentObject demo.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite(.serialized) struct UpdateReportTests {
        /// Runs `body` with a fresh report installed; returns the report.
        func withReport(_ body: () throws -> Void) rethrows -> UpdateReport {
            let saved = UpdateReport.shared
            let report = UpdateReport()
            UpdateReport.shared = report
            defer { UpdateReport.shared = saved }
            try body()
            return report
        }

        @Test("seed 004 CellView: a fresh closure makes every cell run again, with input: action as the reason")
        func closureCells() throws {
            let report = withReport {
                let h = Harness(ClosureDemo(), width: 400, height: 600)
                h.tap("ID: 1")
            }
            let cell = try #require(report.rows["CellView"])
            #expect(cell.bodies == 6, "3 first inserts + 3 re-runs after the tap")
            #expect(cell.reasons["first insert"] == 3)
            #expect(cell.reasons["input: action"] == 3, "\(cell.reasons)")
            let demo = try #require(report.rows["ClosureDemo"])
            #expect(demo.reasons["@StateObject _store"] == 1, "\(demo.reasons)")
            #expect(report.table().contains("CellView"))
            if ProcessInfo.processInfo.environment["TRELLIS_SHOW_REPORT"] != nil { Swift.print(report.table()) }
        }

        @Test("seed 004 CellView: Equatable without the closure stops the re-runs")
        func equatableCells() throws {
            let report = withReport {
                let h = Harness(ClosureDemoEquatable(), width: 400, height: 600)
                h.tap("ID: 1")
            }
            let cell = try #require(report.rows["CellViewEq"])
            #expect(cell.bodies == 3, "only the first inserts: \(cell.reasons)")
        }

        @Test("seed 003: environment objects name the wrapper; an unchanged output counts as wasted")
        func environmentObjects() throws {
            let report = withReport {
                let h = Harness(S003Root(), width: 400, height: 600)
                h.tap("env2")
            }
            let middle = try #require(report.rows["S003MiddleView"])
            #expect(middle.reasons["@EnvironmentObject _env2"] == 1, "\(middle.reasons)")
            let child1 = try #require(report.rows["S003ChildView1"])
            #expect(child1.bodies == 1, "env2 is not read by ChildView1: \(child1.reasons)")
            let child2 = try #require(report.rows["S003ChildView2"])
            #expect(child2.reasons["input: value"] == 1, "\(child2.reasons)")
            #expect(child2.wasted == 0)
        }

        @Test("a body whose output did not change is counted as wasted")
        func wasted() throws {
            struct Parent: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Button("bump") { n += 1 }
                        Same(n: n)
                    }
                }
            }
            struct Same: View {
                let n: Int
                var body: some View { Text("constant") }
            }
            let report = withReport {
                let h = Harness(Parent(), width: 300, height: 200)
                h.tap("bump")
            }
            let same = try #require(report.rows["Same"])
            #expect(same.bodies == 2 && same.wasted == 1, "\(same)")
            #expect(same.reasons["input: n"] == 1)
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ClientTraceTests {
        struct Tally: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Button("add") { n += 1 }
                    Text("n \(n)")
                }
            }
        }

        @Test("TRELLIS_TRACE: messages out numbered as the daemon numbers them, events in, bodies per update")
        func trace() {
            let c = EmbeddedConnection(width: 300, height: 200)
            var lines: [String] = []
            let t = ClientTrace(name: "tally")
            t.sink = { lines.append($0) }
            ClientTrace.forTests = t
            let host = ViewHost(connection: c, clientName: "tally")
            ClientTrace.forTests = nil
            #expect(lines.first?.hasPrefix("[tally] -> #0 hello(") == true, "\(lines)")
            host.mount(Tally())
            host.settleSync()
            _ = c.tap(text: "add")
            host.settleSync()
            #expect(lines.contains { $0.hasPrefix("[tally] # update 1: bodies: Tally") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("[tally] <- welcome(") })
            #expect(lines.contains { $0.contains("-> #") && $0.contains("begin(") })
            #expect(lines.contains { $0.hasPrefix("[tally] <- inputTap(") })
            #expect(lines.contains { $0.hasPrefix("[tally] # update 2: bodies: Tally") }, "\(lines)")
            #expect(lines.contains { $0.contains("update(") && $0.contains("n 1") }, "\(lines)")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ClientRecordingTests {
        /// A host on an in-process daemon whose connection records into a new file.
        func recordingHost() throws -> (host: ViewHost, connection: EmbeddedConnection, path: String) {
            let path = NSTemporaryDirectory() + "trl-client-\(UInt32.random(in: 0...UInt32.max)).trlrec"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(Recording.magic)))
            let file = try #require(FileHandle(forWritingAtPath: path))
            file.seekToEndOfFile()
            let c = EmbeddedConnection(width: 300, height: 200)
            return (ViewHost(connection: RecordingConnection(c, file: file), clientName: "rec"), c, path)
        }

        @Test("TRELLIS_RECORD's connection writes what the app sent and received, in the wire format")
        func recording() throws {
            let (host, _, path) = try recordingHost()
            defer { try? FileManager.default.removeItem(atPath: path) }
            host.mount(Text("recorded"))
            host.settleSync()
            let chunks = try Recording.decode(Array(FileManager.default.contents(atPath: path) ?? Data()))
            var sent = ClientMessageDecoder(maxFrameSize: 1 << 20)
            var got = DaemonEventDecoder(maxFrameSize: 1 << 20)
            for ch in chunks {
                if ch.direction == .clientToDaemon { sent.append(contentsOf: ch.bytes) } else { got.append(contentsOf: ch.bytes) }
            }
            var messages: [ClientMessage] = [], events: [DaemonEvent] = []
            while let m = try sent.next() { messages.append(m) }
            while let e = try got.next() { events.append(e) }
            guard case .hello? = messages.first else { Issue.record("\(messages)"); return }
            #expect(messages.contains { "\($0)".contains("\"recorded\"") })
            guard case .welcome? = events.first else { Issue.record("\(events)"); return }
            #expect(events.contains { if case .frameDone = $0 { true } else { false } })
        }

        struct Login: View {
            @State var password = ""
            var body: some View {
                VStack {
                    SecureField("Password", text: $password)
                    Text(password.isEmpty ? "empty" : "set")
                }
            }
        }

        @Test("a SecureField's typed text is bullets in TRELLIS_RECORD's file, never its characters")
        func secureFieldRecording() throws {
            let (host, c, path) = try recordingHost()
            defer { try? FileManager.default.removeItem(atPath: path) }
            host.mount(Login())
            host.settleSync()
            c.press(key: KeyCode.tab.rawValue)
            c.type("hunter2")
            host.settleSync()
            #expect(c.visibleTexts.contains("set"), "the app got the password: \(c.visibleTexts)")
            let data = Array(FileManager.default.contents(atPath: path) ?? Data())
            let hunter = Array("hunter".utf8)
            let leaked = data.count >= hunter.count && (0...(data.count - hunter.count)).contains { Array(data[$0 ..< $0 + hunter.count]) == hunter }
            #expect(!leaked, "the typed password is in the recording")
            var got = DaemonEventDecoder(maxFrameSize: 1 << 20)
            for ch in try Recording.decode(data) where ch.direction == .daemonToClient { got.append(contentsOf: ch.bytes) }
            var texts: [String] = []
            while let e = try got.next() { if case .inputText(_, let t) = e { texts.append(t) } }
            #expect(texts.contains("•••••••"), "\(texts)")
        }
    }
}
