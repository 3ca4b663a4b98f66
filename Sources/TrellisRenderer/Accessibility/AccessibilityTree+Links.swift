// Resolving the links between elements once a tree is complete (README §7 rule 8): the
// app names both ends of a labeled pair, a linked group or a rotor entry by a shared key,
// and the daemon turns the keys into relations between the elements that carry them.
import TrellisProtocol

extension AccessibilityTree {
    /// Turns every element's `links` into relations, rotors and, for the content of a
    /// labeled pair without a name of its own, the name of its label.
    mutating func resolveLinks() {
        guard elements.contains(where: { !$0.links.isEmpty }) else { return }
        // Elements by kind and key, in reading order (the tree's pre-order).
        var byKey: [AccessibilityLinkKind: [String: [Int]]] = [:]
        for (i, e) in elements.enumerated() {
            var seen = Set<String>()
            for l in e.links where l.kind != .rotorEntry && !l.key.isEmpty {
                guard seen.insert("\(l.kind.rawValue)|\(l.key)").inserted else { continue }
                byKey[l.kind, default: [:]][l.key, default: []].append(i)
            }
        }
        func others(_ kind: AccessibilityLinkKind, _ key: String, but i: Int) -> [Int] {
            (byKey[kind]?[key] ?? []).filter { $0 != i }
        }
        for i in elements.indices where !elements[i].links.isEmpty {
            var relations: [AccessibilityElement.RelationKind: [Int]] = [:]
            func relate(_ kind: AccessibilityElement.RelationKind, _ targets: [Int]) {
                for t in targets where !(relations[kind]?.contains(t) ?? false) { relations[kind, default: []].append(t) }
            }
            var rotors: [AccessibilityElement.Rotor] = []
            for l in elements[i].links {
                switch l.kind {
                case .label:
                    relate(.labelFor, others(.content, l.key, but: i))
                case .content:
                    relate(.labelledBy, others(.label, l.key, but: i))
                case .linkedGroup:
                    let group = byKey[.linkedGroup]?[l.key] ?? []
                    relate(.memberOf, group)
                    if let k = group.firstIndex(of: i) {
                        if k + 1 < group.count { relate(.flowsTo, [group[k + 1]]) }
                        if k > 0 { relate(.flowsFrom, [group[k - 1]]) }
                    }
                case .rotorTarget:
                    break
                case .rotorEntry:
                    let target = l.key.isEmpty ? nil : byKey[.rotorTarget]?[l.key]?.first
                    let label = l.label.isEmpty ? target.map { elements[$0].name } ?? "" : l.label
                    let entry = AccessibilityElement.Rotor.Entry(label: label, target: target)
                    if let k = rotors.firstIndex(where: { $0.name == l.rotor }) {
                        rotors[k].entries.append(entry)
                    } else {
                        rotors.append(.init(name: l.rotor, entries: [entry]))
                    }
                    if let t = target { relate(.details, [t]) }
                }
            }
            elements[i].relations = AccessibilityElement.RelationKind.allCases.compactMap { kind in
                relations[kind].map { AccessibilityElement.Relation(kind: kind, targets: $0) }
            }
            elements[i].rotors = rotors
        }
        // A labeled pair's content without a name is read with its label's name.
        for i in elements.indices where elements[i].name.isEmpty {
            guard let labels = elements[i].relations.first(where: { $0.kind == .labelledBy })?.targets else { continue }
            elements[i].name = labels.map { elements[$0].name }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }
}
