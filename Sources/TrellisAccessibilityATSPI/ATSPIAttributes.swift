// What the bridge publishes of an element beyond AT-SPI's fixed properties: relations
// (labeled pairs, linked groups, rotor targets) as AtspiRelationType numbers, and custom
// content, reading settings, drag and drop points and rotors as object attributes
// (`GetAttributes`), which Orca and other AT-SPI clients read by name.
import TrellisProtocol
import TrellisRenderer

/// AT-SPI2's relation numbers (`AtspiRelationType` of at-spi2-core 2.46).
enum ATSPIRelation {
    static func number(_ kind: AccessibilityElement.RelationKind) -> UInt32 {
        switch kind {
        case .labelFor: return 1
        case .labelledBy: return 2
        case .memberOf: return 5
        case .flowsTo: return 10
        case .flowsFrom: return 11
        case .details: return 19
        }
    }
}

/// The object attributes of an element (name, value pairs), after `toolkit`, `level`
/// and `id`:
/// - custom content: its id → `label: value` (the value alone without a label);
/// - `text-content-type` (AccessibilityTextContentType's name: `sourceCode` …);
/// - `speech-pitch` (−1 … 1), `speech-punctuation`, `speech-queued`,
///   `speech-spell-out` (`true`), the speech settings a screen reader applies;
/// - `direct-touch` (`true`, `silent-on-touch`, `requires-activation` joined by `,`) and
///   `large-content-viewer` (`true`), carried for clients although Linux has no such
///   gestures;
/// - `activation-point`, `drag-point`, `drop-point`: `x,y` in window points, a drag or
///   drop point's description after a space (several points of a kind: `;` between);
/// - `rotor:NAME`: the rotor's entry labels, `;` between (the entries with a target are
///   also the element's DETAILS relation, in order).
enum ATSPIAttributes {
    static func of(_ e: AccessibilityElement, in tree: AccessibilityTree?) -> [(String, String)] {
        var out: [(String, String)] = []
        for c in e.customContent {
            out.append((c.id, c.label.isEmpty ? c.value : c.label + ": " + c.value))
        }
        for v in e.settings {
            switch v.setting {
            case .textContentType:
                if let t = AccessibilityTextContent(rawValue: UInt8(clamping: Int(v.value))) {
                    out.append(("text-content-type", t.description))
                }
            case .speechPitch: out.append(("speech-pitch", number(v.value)))
            case .speechPunctuation: out.append(("speech-punctuation", flag(v.value)))
            case .speechQueued: out.append(("speech-queued", flag(v.value)))
            case .speechSpellsOut: out.append(("speech-spell-out", flag(v.value)))
            case .directTouch:
                let bits = Int(v.value)
                var words: [String] = []
                if bits & 1 != 0 { words.append("true") }
                if bits & 2 != 0 { words.append("silent-on-touch") }
                if bits & 4 != 0 { words.append("requires-activation") }
                out.append(("direct-touch", words.isEmpty ? "false" : words.joined(separator: ",")))
            case .largeContentViewer: out.append(("large-content-viewer", flag(v.value)))
            }
        }
        if let p = e.activationPoint { out.append(("activation-point", point(p))) }
        for kind in [AccessibilityPointKind.drag, .drop] {
            let points = e.points.filter { $0.kind == kind }
            if points.isEmpty { continue }
            out.append((kind == .drag ? "drag-point" : "drop-point",
                        points.map { point($0.point) + " " + $0.label }.joined(separator: ";")))
        }
        for r in e.rotors {
            out.append(("rotor:" + r.name, r.entries.map(\.label).joined(separator: ";")))
        }
        return out
    }

    static func flag(_ v: Double) -> String { v != 0 ? "true" : "false" }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    static func point(_ p: WirePoint) -> String { number(p.x) + "," + number(p.y) }
}
