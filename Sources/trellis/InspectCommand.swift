// `trellis inspect`: a live look into a running daemon — its sessions with their counters,
// and one session's committed render tree — over the protocol's inspector capability.
import ArgumentParser
import Foundation
import TrellisProtocol
import TrellisSocket

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "List a daemon's sessions, or print one session's live render tree.",
        discussion: """
            Without --session: one line per session (client name, pid, uid, nodes, nodes laid \
            out, commits, frames, bytes in/out, errors). With --session ID: the session's \
            committed render tree, one node per line with its kind, id, properties and window \
            frame. Only the daemon's own user may inspect it.
            """)

    @Option(help: "The daemon's socket (default: the one apps connect to).")
    var socket: String?

    @Option(help: "Print this session's render tree.")
    var session: UInt64?

    @Flag(help: "With --session: print the app's update report (TRELLIS_DEBUG_UPDATES) instead of the tree.")
    var report = false

    @Flag(help: "With --session: print the app's accessibility tree (role, name, value, states, actions) and an audit (controls and images without a name, duplicate identifiers, elements outside the window).")
    var accessibility = false

    @Flag(help: "Print again after each commit (of the session, or of any session).")
    var watch = false

    @Flag(help: "JSON for tools: the daemon's session list, or the tree as a list of nodes.")
    var json = false

    @Option(help: "With --watch: stop after this many prints (0: never).")
    var count = 0

    @Option(help: "With --watch: seconds between polls.")
    var interval = 0.1

    func run() throws {
        let path = socket ?? UnixSocket.defaultPath()
        let peer: RawSession
        do {
            peer = try RawSession(path: path, name: "trellis inspect", capabilities: [.inspector])
        } catch {
            throw ValidationError("cannot connect to \(path): \(error)")
        }
        if let refusal = peer.refusal { throw ValidationError("the daemon at \(path) refused: \(refusal)") }
        guard peer.granted.contains(.inspector) else {
            throw ValidationError("the daemon at \(path) did not grant the inspector capability (another user's daemon?)")
        }
        var lastCommits: Int?
        var printed = 0
        while true {
            let list = try ask(peer, .sessions, 0)
            let rows = Self.sessions(fromJSON: list)
            let commits = rows.filter { session == nil || $0.id == session }.reduce(0) { $0 + $1.commits }
            if lastCommits != commits {
                lastCommits = commits
                if let id = session {
                    guard rows.contains(where: { $0.id == id }) else { throw ValidationError("no session \(id)") }
                    let tree = try ask(peer, report ? .report : accessibility ? .accessibility : .tree, id)
                    let out = report ? (tree.isEmpty ? "(no report: run the app with TRELLIS_DEBUG_UPDATES=1)\n" : tree)
                        : accessibility ? (tree.contains("# audit:") || tree.isEmpty ? tree : tree + "# audit: no problems found\n")
                        : json ? Self.treeJSON(tree) : tree
                    emit(out.hasSuffix("\n") ? out : out + "\n")
                } else {
                    emit((json ? list : Self.table(rows)) + "\n")
                }
                printed += 1
                if !watch || (count > 0 && printed >= count) { return }
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Unbuffered, so `--watch` output reaches a pipe at once.
    private func emit(_ s: String) { FileHandle.standardOutput.write(Data(s.utf8)) }

    private func ask(_ peer: RawSession, _ target: InspectTarget, _ id: UInt64) throws -> String {
        var answer: String?
        var failure: String?
        peer.exchange(RawSession.encode([.inspect(target: target, session: id)])) { e in
            switch e {
            case .inspection(_, let text): answer = text; return true
            case .error(_, _, _, let m): failure = m; return true
            default: return false
            }
        }
        if let failure { throw ValidationError(failure) }
        guard let answer else { throw ValidationError("the daemon closed the connection") }
        return answer
    }

    struct Row {
        var id: UInt64, name: String, pid: Int, uid: Int, nodes: Int, laidOut: Int
        var commits: Int, frames: Int, bytesIn: Int, bytesOut: Int, errors: Int
    }

    static func sessions(fromJSON text: String) -> [Row] {
        guard let obj = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let list = obj["sessions"] as? [[String: Any]] else { return [] }
        return list.map { d in
            func n(_ k: String) -> Int { (d[k] as? NSNumber)?.intValue ?? 0 }
            return Row(id: UInt64(n("id")), name: d["name"] as? String ?? "", pid: n("pid"), uid: n("uid"),
                       nodes: n("nodes"), laidOut: n("laidOut"), commits: n("commits"), frames: n("frames"),
                       bytesIn: n("bytesIn"), bytesOut: n("bytesOut"), errors: n("errors"))
        }
    }

    static func table(_ rows: [Row]) -> String {
        let header = ["SESSION", "NAME", "PID", "UID", "NODES", "LAID-OUT", "COMMITS", "FRAMES", "IN", "OUT", "ERRORS"]
        let body = rows.map { r in
            ["\(r.id)", r.name, "\(r.pid)", "\(r.uid)", "\(r.nodes)", "\(r.laidOut)", "\(r.commits)", "\(r.frames)",
             bytes(r.bytesIn), bytes(r.bytesOut), "\(r.errors)"]
        }
        let widths = header.indices.map { c in ([header] + body).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(header)] + body.map(line)).joined(separator: "\n") + (rows.isEmpty ? "\n(no sessions)" : "")
    }

    static func bytes(_ n: Int) -> String {
        n < 10_000 ? "\(n) B" : n < 10_000_000 ? "\(n / 1000) kB" : "\(n / 1_000_000) MB"
    }

    /// The tree answer as JSON: the header's fields and one object per node.
    static func treeJSON(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let comments = lines.filter { $0.hasPrefix("# ") }
        let nodes = FrameSnapshot.parse(lines.filter { !$0.hasPrefix("# ") }.joined(separator: "\n"))
        let notInLayout = comments.first { $0.hasPrefix("# not in layout: ") }
            .map { $0.dropFirst("# not in layout: ".count).components(separatedBy: ", ") } ?? []
        let items: [[String: Any]] = nodes.map { n in
            var d: [String: Any] = ["id": n.id, "kind": n.kind, "depth": n.depth,
                                    "frame": [n.frame.x, n.frame.y, n.frame.width, n.frame.height],
                                    "attributes": n.attributes, "tappable": n.isTappable, "opacity": n.opacity]
            if let t = n.text { d["text"] = t }
            if let p = n.parentIndex { d["parent"] = p }
            return d
        }
        let obj: [String: Any] = ["header": String(comments.first ?? ""), "nodes": items, "notInLayout": notInLayout]
        let data = (try? JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
