// Every event within the client's announced maxFrameSize (README §8, "Events larger than
// the client's frame size").
import TrellisProtocol

extension Session {
    /// `event` as the events that carry it within `clientMaxFrameSize` bytes of payload:
    /// itself when it fits; otherwise an id list (or `layoutMeasured`'s sizes) split into
    /// several events of the same kind, a text cut at a line end with a `# cut: N more bytes` line, or another string
    /// cut at a scalar boundary (README §8).
    func fitted(_ event: DaemonEvent) -> [DaemonEvent] {
        let room = clientMaxFrameSize
        guard event.payloadSize > room else { return [event] }
        switch event {
        case .appeared(let ids): return Self.split(ids, room: room).map { .appeared(ids: $0) }
        case .disappeared(let ids): return Self.split(ids, room: room).map { .disappeared(ids: $0) }
        case .snapshot(let token, let text):
            let fixed = DaemonEvent.snapshot(token: token, text: "").payloadSize - 1
            return [.snapshot(token: token, text: Self.cutAtLine(text, room: room - fixed))]
        case .inspection(let target, let text):
            let fixed = DaemonEvent.inspection(target: target, text: "").payloadSize - 1
            return [.inspection(target: target, text: Self.cutAtLine(text, room: room - fixed))]
        case .accessibility(let token, let text):
            let fixed = DaemonEvent.accessibility(token: token, text: "").payloadSize - 1
            return [.accessibility(token: token, text: Self.cutAtLine(text, room: room - fixed))]
        case .inputText(let id, let text):
            let fixed = DaemonEvent.inputText(id: id, text: "").payloadSize - 1
            return [.inputText(id: id, text: Self.cut(text, room: room - fixed))]
        case let .layoutMeasured(id, proposal, sizes):
            // Consecutive reports for one node in one frame's group continue each other.
            let fixed = DaemonEvent.layoutMeasured(id: id, proposal: proposal, sizes: []).payloadSize - 1
            let entry = sizes.first?.wireSize ?? 33   // fixed-size entries
            var n = max(1, (room - fixed) / entry)
            while n > 1 && fixed + WireWriter.varintSize(UInt64(n)) + n * entry > room { n -= 1 }
            return stride(from: 0, to: sizes.count, by: n).map {
                .layoutMeasured(id: id, proposal: proposal, sizes: Array(sizes[$0..<min($0 + n, sizes.count)]))
            }
        case let .error(code, opcode, sequence, message):
            let fixed = DaemonEvent.error(code: code, opcode: opcode, sequence: sequence, message: "").payloadSize - 1
            return [.error(code: code, opcode: opcode, sequence: sequence, message: Self.cut(message, room: room - fixed))]
        case .refused(let code, let reason):
            let fixed = DaemonEvent.refused(code: code, reason: "").payloadSize - 1
            return [.refused(code: code, reason: Self.cut(reason, room: room - fixed))]
        default:
            // Fixed-size events are far below the 4,096-byte minimum; `welcome`'s strings
            // are the daemon's own short names.
            return [event]
        }
    }

    /// `ids` in order, in consecutive lists each as long as fits `room` bytes of payload
    /// (a v32 count, then the ids as v64s).
    static func split(_ ids: [NodeID], room: Int) -> [[NodeID]] {
        var lists: [[NodeID]] = []
        var start = 0, bytes = 0
        for (i, id) in ids.enumerated() {
            let size = WireWriter.varintSize(id)
            if i > start, WireWriter.varintSize(UInt64(i - start + 1)) + bytes + size > room {
                lists.append(Array(ids[start..<i]))
                start = i
                bytes = 0
            }
            bytes += size
        }
        if start < ids.count { lists.append(Array(ids[start...])) }
        return lists
    }

    /// Bytes a string field holding `n` bytes of UTF-8 takes: its v32 length, then them.
    static func stringField(_ n: Int) -> Int { WireWriter.varintSize(UInt64(n)) + n }

    /// `text` cut to its longest prefix that ends at a scalar boundary and, as a string
    /// field, takes at most `room` bytes.
    static func cut(_ text: String, room: Int) -> String {
        let bytes = Array(text.utf8)
        guard stringField(bytes.count) > room else { return text }
        var n = max(0, room - WireWriter.varintSize(UInt64(max(room, 0))))
        while n > 0 && stringField(n) > room { n -= 1 }
        while n > 0 && bytes[n] & 0xC0 == 0x80 { n -= 1 }
        return String(decoding: bytes[..<n], as: UTF8.self)
    }

    /// `text` cut for a text event: the longest prefix ending at a line end (just after
    /// an LF) such that it and a last line `# cut: N more bytes` (N: the bytes of `text`
    /// left out) take at most `room` bytes as a string field; when not even the first
    /// line fits, that line cut at a scalar boundary and an LF, then the marker line.
    static func cutAtLine(_ text: String, room: Int) -> String {
        let bytes = Array(text.utf8)
        guard stringField(bytes.count) > room else { return text }
        func marker(_ kept: Int) -> String { "# cut: \(bytes.count - kept) more bytes" }
        func fits(_ kept: Int, extra: Int = 0) -> Bool {
            stringField(kept + extra + marker(kept).utf8.count) <= room
        }
        var kept = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            if fits(i + 1) { kept = i + 1 } else { break }
        }
        if kept > 0 { return String(decoding: bytes[..<kept], as: UTF8.self) + marker(kept) }
        // The first line alone is too long: its longest scalar-aligned prefix that fits,
        // an LF, then the marker.
        let line = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        var n = min(line, max(0, room - 6 - marker(0).utf8.count))
        while n > 0 && !fits(n, extra: 1) { n -= 1 }
        while n < line && fits(n + 1, extra: 1) { n += 1 }
        while n > 0 && bytes[n] & 0xC0 == 0x80 { n -= 1 }
        return String(decoding: bytes[..<n], as: UTF8.self) + "\n" + marker(n)
    }
}

