// A surface's accessibility tree: its elements in reading order, the window first.
// Derived from one committed frame (AccessibilityTree+Derivation.swift); printed by
// `requestAccessibility`, `trellis inspect --accessibility` and the TestHost.
import TrellisProtocol

/// The elements of one surface, as assistive technology sees them. `elements[0]` is the
/// window; every other element has a parent.
public struct AccessibilityTree: Sendable, Equatable {
    /// The app's name (`hello.clientName`), the window's name.
    public var title: String
    public var elements: [AccessibilityElement]

    /// The element formed by `node`, if any.
    public func index(of node: NodeID) -> Int? {
        elements.firstIndex { $0.id == node }
    }

    /// The focused element, if any.
    public var focusedIndex: Int? {
        elements.firstIndex { $0.states.contains(.focused) }
    }

    /// The deepest showing element whose frame contains `p` (window coordinates).
    public func element(at p: WirePoint) -> Int? {
        func hit(_ i: Int) -> Int? {
            for c in elements[i].children.reversed() {
                if let h = hit(c) { return h }
            }
            let f = elements[i].frame
            let inside = p.x >= f.x && p.y >= f.y && p.x < f.x + f.width && p.y < f.y + f.height
            return inside && !elements[i].states.contains(.offscreen) ? i : nil
        }
        return elements.isEmpty ? nil : hit(0)
    }

    /// The text form (README §7, "Accessibility"): one line per element, indented two
    /// spaces per level: `ROLE "NAME" #ID`, then what is set of `value "V"`, `text "T"
    /// caret C selection A..B`, `range MIN...MAX step S`, `level N`, `hint "H"`, `id "I"`,
    /// `[STATE, …]` and `actions: NAME, …`.
    public var text: String {
        var out = ""
        func line(_ i: Int, depth: Int) {
            let e = elements[i]
            out += String(repeating: "  ", count: depth)
            out += e.role.rawValue
            out += " " + Self.quoted(e.name)
            if i > 0 { out += " #\(e.id)" }
            if !e.value.isEmpty { out += " value " + Self.quoted(e.value) }
            if let t = e.text {
                out += " text " + Self.quoted(t.text) + " caret \(t.caret)"
                if !t.selection.isEmpty { out += " selection \(t.selection.lowerBound)..\(t.selection.upperBound)" }
            }
            if let r = e.range {
                out += " range \(Self.number(r.minimum))...\(Self.number(r.maximum))"
                if r.step > 0 { out += " step \(Self.number(r.step))" }
            }
            if e.headingLevel > 0 { out += " level \(e.headingLevel)" }
            if !e.hint.isEmpty { out += " hint " + Self.quoted(e.hint) }
            if !e.identifier.isEmpty { out += " id " + Self.quoted(e.identifier) }
            if !e.relations.isEmpty || !e.customContent.isEmpty || !e.settings.isEmpty
                || e.activationPoint != nil || !e.points.isEmpty || !e.rotors.isEmpty {
                out += descriptions(of: e)
            }
            let states = AccessibilityElement.States.names.filter { e.states.contains($0.0) }.map(\.1)
            if !states.isEmpty { out += " [" + states.joined(separator: ", ") + "]" }
            if !e.actions.isEmpty { out += " actions: " + e.actions.map(\.name).joined(separator: ", ") }
            out += "\n"
            for c in e.children { line(c, depth: depth + 1) }
        }
        if !elements.isEmpty { line(0, depth: 0) }
        return out
    }

    /// The text form of an element's relations, custom content, settings, points and
    /// rotors (README §7): ` labelledBy #3`, ` content "L": "V"` (` content! …` when of high
    /// importance), ` textContentType sourceCode`, ` pitch P`, ` punctuation`, ` queued`,
    /// ` spellsOut`, ` directTouch N`, ` largeContentViewer`, ` activationPoint X,Y`,
    /// ` dragPoint X,Y "L"`, ` dropPoint X,Y "L"`, ` rotor "NAME" ["LABEL" #ID, …]`.
    func descriptions(of e: AccessibilityElement) -> String {
        var out = ""
        for r in e.relations {
            out += " " + r.kind.rawValue + r.targets.map { " #\(elements[$0].id)" }.joined()
        }
        for c in e.customContent {
            out += (c.high ? " content! " : " content ") + Self.quoted(c.label) + ": " + Self.quoted(c.value)
        }
        for v in e.settings {
            switch v.setting {
            case .textContentType:
                let type = AccessibilityTextContent(rawValue: UInt8(clamping: Int(v.value)))
                out += " textContentType " + (type.map { "\($0)" } ?? Self.number(v.value))
            case .speechPitch: out += " pitch " + Self.number(v.value)
            case .speechPunctuation: if v.value != 0 { out += " punctuation" }
            case .speechQueued: if v.value != 0 { out += " queued" }
            case .speechSpellsOut: if v.value != 0 { out += " spellsOut" }
            case .directTouch: if v.value != 0 { out += " directTouch " + Self.number(v.value) }
            case .largeContentViewer: if v.value != 0 { out += " largeContentViewer" }
            }
        }
        if let p = e.activationPoint { out += " activationPoint \(Self.number(p.x)),\(Self.number(p.y))" }
        for p in e.points {
            out += " \(p.kind == .drag ? "dragPoint" : "dropPoint") \(Self.number(p.point.x)),\(Self.number(p.point.y)) " + Self.quoted(p.label)
        }
        for r in e.rotors {
            let entries = r.entries.map { Self.quoted($0.label) + ($0.target.map { " #\(elements[$0].id)" } ?? "") }
            out += " rotor " + Self.quoted(r.name) + " [" + entries.joined(separator: ", ") + "]"
        }
        return out
    }

    /// Problems an app author should fix (`trellis inspect --accessibility`): controls and
    /// images without a name, duplicate identifiers, elements outside the window.
    public var audit: [String] {
        var problems: [String] = []
        var identifiers: [String: NodeID] = [:]
        let window = elements.first?.frame
        for e in elements.dropFirst() {
            let named = !e.name.isEmpty
            switch e.role {
            case .button, .link, .toggle, .checkBox, .radioButton, .tab, .menuItem, .comboBox:
                if !named { problems.append("\(e.role.rawValue) #\(e.id) has no name (give it a label or accessibilityLabel)") }
            case .image:
                if !named { problems.append("image #\(e.id) has no name (accessibilityLabel, or Image(decorative:) to hide it)") }
            case .slider, .stepper, .textField, .searchField:
                if !named { problems.append("\(e.role.rawValue) #\(e.id) has no label") }
            default: break
            }
            if !e.identifier.isEmpty {
                if let other = identifiers[e.identifier] {
                    problems.append("identifier \(Self.quoted(e.identifier)) is used by #\(other) and #\(e.id)")
                } else {
                    identifiers[e.identifier] = e.id
                }
            }
            if let w = window, e.frame.width > 0 || e.frame.height > 0,
               e.frame.x >= w.x + w.width || e.frame.y >= w.y + w.height
                || e.frame.x + e.frame.width <= w.x || e.frame.y + e.frame.height <= w.y,
               !(e.states.contains(.offscreen) && e.parent.map { elements[$0].role == .list } == true) {
                problems.append("\(e.role.rawValue) #\(e.id) lies outside the window")
            }
        }
        return problems
    }

    /// A quoted string, escaped as the trace form and snapshots are (`Trace.string`).
    static func quoted(_ s: String) -> String { Trace.string(s) }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
