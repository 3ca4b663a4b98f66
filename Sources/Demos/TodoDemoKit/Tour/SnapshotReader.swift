import Foundation
import TrellisProtocol

/// Reads the text snapshots trellisd returns for `requestSnapshot` (headless and png
/// backends): one node per line, `kind #id ["text"] ... (x,y,w,h)`, in paint order.
/// Only what a driver needs to find something on screen and tap it.
public struct SnapshotNode: Hashable, Sendable {
    public var kind: String
    public var id: NodeID
    /// The quoted string after the id (text and headless text fields), if any.
    public var text: String?
    /// The rest of the line between the text and the frame (e.g. `symbol="trash"`).
    public var details: String
    public var frame: WireRect

    /// The centre of the frame, where a tap hits this node.
    public var centre: WirePoint { WirePoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }
}

public enum SnapshotReader {
    /// Every node line of `snapshot` that parses; header and unknown lines are skipped.
    public static func nodes(in snapshot: String) -> [SnapshotNode] {
        snapshot.split(separator: "\n").compactMap { parse(String($0)) }
    }

    /// One line, e.g. `    text #12 "Add" size=20 tappable (10,20,30,20)`.
    public static func parse(_ line: String) -> SnapshotNode? {
        var rest = Substring(line.drop { $0 == " " })
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let kind = String(rest[..<space])
        rest = rest[rest.index(after: space)...]
        guard rest.first == "#" else { return nil }
        let idText = rest.dropFirst().prefix { $0.isNumber }
        guard let id = NodeID(idText) else { return nil }
        rest = rest.dropFirst(1 + idText.count).drop { $0 == " " }
        var text: String?
        if rest.first == "\"" {
            var s = ""
            var i = rest.index(after: rest.startIndex)
            var closed = false
            while i < rest.endIndex {
                let c = rest[i]
                if c == "\\", rest.index(after: i) < rest.endIndex {
                    i = rest.index(after: i)
                    s.append(rest[i] == "n" ? "\n" : rest[i])
                } else if c == "\"" {
                    closed = true
                    break
                } else {
                    s.append(c)
                }
                i = rest.index(after: i)
            }
            guard closed else { return nil }
            text = s
            rest = rest[rest.index(after: i)...]
        }
        guard rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") else { return nil }
        let numbers = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            .split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let details = rest[..<open].trimmingCharacters(in: .whitespaces)
        return SnapshotNode(kind: kind, id: id, text: text, details: details,
                            frame: WireRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
