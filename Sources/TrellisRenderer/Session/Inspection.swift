// The inspector capability (`trellis inspect`): a same-uid peer reads every session's
// statistics and committed render tree. The text formats are declared with
// `InspectTarget` in protocol/trellis.idl.
import TrellisProtocol

/// Who is at the other end of a session's connection (from SO_PEERCRED).
public struct PeerCredentials: Equatable, Sendable {
    public var pid: Int32
    public var uid: UInt32
    public var gid: UInt32
    public init(pid: Int32, uid: UInt32, gid: UInt32 = 0) { self.pid = pid; self.uid = uid; self.gid = gid }
}

/// A session's counters, for inspection.
struct SessionStats {
    var bytesIn = 0
    var bytesOut = 0
    var commits = 0
    var errors = 0
    /// `useImage` answers: found in the image store, or `imageMissing`.
    var imageHits = 0
    var imageMisses = 0
    /// Frames drawn by the animation clock (no commit), and the draw time of the last
    /// 512 of them in µs (for `trellis inspect` and `trellis bench render`).
    var animationFrames = 0
    var animationFrameMicros: [UInt32] = []

    mutating func recordAnimationFrame(micros: UInt32) {
        animationFrames += 1
        if animationFrameMicros.count == 512 { animationFrameMicros.removeFirst() }
        animationFrameMicros.append(micros)
    }

    /// The 99th percentile of the recent animation frames' draw time (µs).
    var animationFrameP99: UInt32 {
        let s = animationFrameMicros.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, s.count * 99 / 100)]
    }
}

extension Compositor {
    /// Records the peer of `id`'s connection. A peer with `inspectorUID` may be granted the
    /// inspector capability.
    public func setPeer(_ peer: PeerCredentials?, of id: SessionID) {
        guard let s = session(id) else { return }
        s.client.peer = peer
        s.client.inspectorAllowed = peer.map { $0.uid == inspectorUID } ?? !requiresPeerCredentials
        if let servesPeer, !servesPeer(peer), s.client.refusal == nil {
            s.client.refusal = peer.map { "this daemon serves uid \(inspectorUID); the connecting process (pid \($0.pid)) runs as uid \($0.uid)" }
                ?? "the connecting process's credentials could not be read (SO_PEERCRED)"
        }
    }

    /// The answer to `inspect(target, session)`.
    func inspection(_ target: InspectTarget, session sid: UInt64, from asker: SessionID) throws(SessionFailure) -> String {
        switch target {
        case .sessions:
            let rows = allSessions.filter { !$0.capabilities.contains(.inspector) && $0.phase == .open }
                .sorted { $0.id.rawValue < $1.id.rawValue }
                .map { s -> String in
                    let fields: [(String, String)] = [
                        ("id", "\(s.id.rawValue)"), ("name", Self.jsonString(s.client.name)),
                        ("pid", "\(s.client.peer.map { Int($0.pid) } ?? -1)"), ("uid", "\(s.client.peer.map { Int($0.uid) } ?? -1)"),
                        ("nodes", "\(s.tree.nodeCount)"), ("laidOut", "\(s.lastFrame?.items.count ?? 0)"),
                        ("commits", "\(s.inspection.stats.commits)"), ("frames", "\(s.clock.serial)"),
                        ("bytesIn", "\(s.inspection.stats.bytesIn)"), ("bytesOut", "\(s.inspection.stats.bytesOut)"),
                        ("errors", "\(s.inspection.stats.errors)"), ("animationFrames", "\(s.inspection.stats.animationFrames)"),
                        ("animationFrameP99Micros", "\(s.inspection.stats.animationFrameP99)"),
                        ("images", "\(s.resources.stored.count)"), ("imageBytes", "\(s.resources.images.heldBytes)"),
                        ("imageHits", "\(s.inspection.stats.imageHits)"), ("imageMisses", "\(s.inspection.stats.imageMisses)"),
                        ("imageStoreBytes", "\(s.resources.store.bytes(of: s.client.peer?.uid))"),
                    ]
                    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
                }
            return "{\"sessions\": [" + rows.joined(separator: ", ") + "]}"
        case .report:
            guard let s = session(SessionID(sid)), !s.capabilities.contains(.inspector), s.id != asker else {
                throw SessionFailure(.invalidValue, "inspect: no session \(sid)")
            }
            return s.inspection.debugReport
        case .accessibility:
            guard let s = session(SessionID(sid)), !s.capabilities.contains(.inspector), s.id != asker else {
                throw SessionFailure(.invalidValue, "inspect: no session \(sid)")
            }
            guard let tree = s.accessibilityTree() else { return "" }
            return tree.text + tree.audit.map { "# audit: \($0)\n" }.joined()
        case .tree:
            guard let s = session(SessionID(sid)), !s.capabilities.contains(.inspector), s.id != asker else {
                throw SessionFailure(.invalidValue, "inspect: no session \(sid)")
            }
            let laidOut = s.lastFrame?.items.count ?? 0
            let header = "# session \(sid) \(Self.jsonString(s.client.name)): \(s.tree.nodeCount) nodes, \(laidOut) laid out, frame \(s.clock.serial)"
            // Nodes the session holds that take no part in layout (not attached, or under
            // a lazy container's unmaterialised rows): listed after the tree.
            let shown = Set(s.lastFrame?.items.map(\.id) ?? [])
            let hidden = s.tree.nodeIDs.filter { !shown.contains($0) }.sorted()
            var text = header + "\n" + (s.lastFrame?.snapshotText ?? "")
            if !hidden.isEmpty {
                if !text.hasSuffix("\n") { text += "\n" }
                text += "# not in layout: " + hidden.map { id in "\(s.tree.kind(of: id).map { "\($0)" } ?? "?") #\(id)" }
                    .joined(separator: ", ") + "\n"
            }
            return text
        }
    }

    /// A JSON string literal.
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
