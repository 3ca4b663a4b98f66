import Foundation
import TrellisProtocol
import TrellisUI

/// Accessibility: the tree a screen reader reads, from the daemon (the same tree its
/// AT-SPI bridge publishes), and the actions a screen reader performs.
extension TestHost {
    /// The accessibility tree of the last committed frame (after settling), in the text
    /// form of the protocol README (§7, "Accessibility"): one element per line, indented
    /// by depth — `ROLE "NAME" #ID`, then value, range, states and actions — followed by
    /// one `announced: "…"` line per announcement the app posted since the last call.
    public func accessibilityTree() async throws -> String {
        try begin("reading the accessibility tree")
        try await settle()
        return try await rawAccessibilityTree()
    }

    func rawAccessibilityTree() async throws -> String {
        let token = takeToken()
        connection.send([.requestAccessibility(token: token)])
        guard case .accessibility(_, let text) = try await response(token, what: "the daemon's accessibility tree") else {
            preconditionFailure("an accessibility token answered by another event")
        }
        return text
    }

    /// The elements of the accessibility tree, in reading order (the window first).
    public func accessibilityElements() async throws -> [AccessibilityNode] {
        AccessibilityNode.parse(try await accessibilityTree())
    }

    /// What a screen reader can ask of an element.
    public enum AccessibilityTestAction: Sendable {
        /// Its default action (press a button, flip a toggle).
        case activate
        case increment
        case decrement
        /// The custom action with this name (`accessibilityAction(named:)`).
        case named(String)
        /// Sets a slider's or stepper's value.
        case setValue(Double)
    }

    /// Performs `action` on the first element whose name (or identifier) is `name`, as a
    /// screen reader would, then settles. Throws `labelNotFound` when no element has that
    /// name, listing the names there are.
    public func perform(_ action: AccessibilityTestAction, on name: String) async throws {
        try begin("performing \(action) on \"\(name)\"")
        try await settle()
        let elements = AccessibilityNode.parse(try await rawAccessibilityTree())
        guard let e = elements.first(where: { $0.name == name && $0.id != 0 })
                ?? elements.first(where: { $0.identifier == name && $0.id != 0 }) else {
            throw TestHostError.labelNotFound(label: name, onScreen: elements.map(\.name).filter { !$0.isEmpty })
        }
        var kind = AccessibilityAction.activate, index: UInt32 = 0, value = 0.0
        switch action {
        case .activate: kind = .activate
        case .increment: kind = .increment
        case .decrement: kind = .decrement
        case .setValue(let v): kind = .setValue; value = v
        case .named(let n):
            let custom = e.actions.filter { !["click", "increment", "decrement"].contains($0) }
            guard let k = custom.firstIndex(of: n) else {
                throw TestHostError.labelNotFound(label: "action \(n) of \(name)", onScreen: e.actions)
            }
            kind = .custom
            index = UInt32(k)
        }
        try begin("performing \(action) on \"\(name)\"")
        try await settle(sendingFirst: [.injectAccessibilityAction(id: e.id, action: kind, index: index, value: value)])
    }
}

/// One element of a parsed accessibility tree (`TestHost.accessibilityElements()`).
public struct AccessibilityNode: Equatable, Sendable, CustomStringConvertible {
    public var depth: Int
    public var role: String
    public var name: String
    /// The node forming the element (0 for the window).
    public var id: NodeID
    public var value: String?
    public var identifier: String?
    public var states: [String]
    public var actions: [String]
    /// The whole line, as the daemon printed it.
    public var description: String

    /// Parses the text form; `announced:` and other lines are skipped.
    public static func parse(_ text: String) -> [AccessibilityNode] {
        text.split(separator: "\n").compactMap { parseLine(String($0)) }
    }

    static func parseLine(_ line: String) -> AccessibilityNode? {
        let indent = line.prefix { $0 == " " }.count
        var rest = Substring(line.dropFirst(indent))
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let role = String(rest[..<space])
        guard role != "announced:" else { return nil }
        rest = rest[rest.index(after: space)...]
        guard let name = quoted(&rest) else { return nil }
        var node = AccessibilityNode(depth: indent / 2, role: role, name: name, id: 0, value: nil, identifier: nil,
                                     states: [], actions: [], description: line.trimmingCharacters(in: .whitespaces))
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("#") {
                let digits = rest.dropFirst().prefix { $0.isNumber }
                node.id = NodeID(digits) ?? 0
                rest = rest.dropFirst(1 + digits.count)
            } else if rest.hasPrefix("value ") {
                rest = rest.dropFirst(6)
                node.value = quoted(&rest)
            } else if rest.hasPrefix("id ") {
                rest = rest.dropFirst(3)
                node.identifier = quoted(&rest)
            } else if rest.hasPrefix("[") {
                let inside = rest.dropFirst().prefix { $0 != "]" }
                node.states = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                rest = rest.dropFirst(inside.count + 2)
            } else if rest.hasPrefix("actions: ") {
                node.actions = rest.dropFirst(9).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                rest = ""
            } else if rest.hasPrefix("text ") || rest.hasPrefix("hint ") {
                rest = rest.dropFirst(5)
                _ = quoted(&rest)
            } else {
                // caret N, selection A..B, range A...B, step S, level N: words without quotes.
                rest = rest.drop { $0 != " " }
            }
        }
        return node
    }

    /// Reads a quoted string (escaped as `Trace.string` writes it) from the start of `s`.
    static func quoted(_ s: inout Substring) -> String? {
        let scalars = s.unicodeScalars
        guard scalars.first == "\"" else { return nil }
        var out = String.UnicodeScalarView()
        var i = scalars.index(after: scalars.startIndex)
        while i < scalars.endIndex {
            let c = scalars[i]
            if c == "\"" {
                s = Substring(scalars[scalars.index(after: i)...])
                return String(out)
            }
            if c == "\\" {
                guard let (scalar, next) = Trace.unescape(scalars, at: scalars.index(after: i)) else { return nil }
                out.append(scalar)
                i = next
            } else {
                out.append(c)
                i = scalars.index(after: i)
            }
        }
        return nil
    }
}
