// README §7 rules 8–11 on hand-built frames: links between elements (labeled pairs,
// linked groups, rotors), custom content, points and reading settings, and the
// validation of the properties that carry them.
import Testing
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct AccessibilityLinkTests {
    static func tree(_ items: [(NodeID, NodeKind, Int, [Property])]) -> AccessibilityTree {
        AccessibilityTreeTests.tree(items)
    }

    static func link(_ kind: AccessibilityLinkKind, _ key: String, rotor: String = "", label: String = "") -> WireAccessibilityLink {
        WireAccessibilityLink(kind: kind, key: key, rotor: rotor, label: label)
    }

    @Test("a labeled pair relates label and content both ways; unnamed content takes the label's name")
    func labeledPair() {
        let t = Self.tree([(1, .vstack, 0, []),
                           (2, .effect, 1, [.accessibilityLinks([Self.link(.label, "ns/v")])]), (3, .text, 2, [.text("Volume")]),
                           (4, .effect, 1, [.accessibilityRole(.slider), .accessibilityLinks([Self.link(.content, "ns/v")]),
                                            .accessibilityRange(WireAccessibilityRange(value: 1, minimum: 0, maximum: 2, step: 1))])])
        #expect(t.text == """
            window "App"
              staticText "Volume" #3 labelFor #4
              slider "Volume" #4 range 0...2 step 1 labelledBy #3 actions: increment, decrement

            """)
        #expect(t.elements[2].relations == [.init(kind: .labelledBy, targets: [1])])
    }

    @Test("a linked group: every member is a member of all, flows to the next and from the previous")
    func linkedGroup() {
        let t = Self.tree([(1, .vstack, 0, []),
                           (2, .effect, 1, [.accessibilityLinks([Self.link(.linkedGroup, "g")])]), (3, .text, 2, [.text("a")]),
                           (4, .text, 1, [.text("b")]),
                           (5, .effect, 1, [.accessibilityLinks([Self.link(.linkedGroup, "g")])]), (6, .text, 2, [.text("c")])])
        #expect(t.elements[1].relations.map(\.kind) == [.memberOf, .flowsTo])
        #expect(t.elements[1].relations[0].targets == [1, 3] && t.elements[1].relations[1].targets == [3])
        #expect(t.elements[3].relations == [.init(kind: .memberOf, targets: [1, 3]), .init(kind: .flowsFrom, targets: [1])])
        #expect(t.elements[2].relations.isEmpty)
    }

    @Test("custom content: the innermost value of a key wins; high importance joins the description")
    func customContent() {
        let t = Self.tree([(1, .effect, 0, [.accessibilityCustomContent([.init(id: "age", label: "Age", value: "old", high: false),
                                                                        .init(id: "breed", label: "Breed", value: "Lab", high: true)])]),
                           (2, .effect, 1, [.accessibilityCustomContent([.init(id: "age", label: "Age", value: "3 years", high: false)]),
                                            .accessibilityHint("A dog")]),
                           (3, .text, 2, [.text("Rex")])])
        let e = t.elements[1]
        #expect(e.customContent.map(\.value) == ["3 years", "Lab"])
        #expect(e.description == "A dog, Breed: Lab")
        #expect(t.text.contains(#"staticText "Rex" #3 hint "A dog" content "Age": "3 years" content! "Breed": "Lab""#))
    }

    @Test("settings: the innermost wins per setting; printed in the text form")
    func settings() {
        let t = Self.tree([(1, .effect, 0, [.accessibilitySettings([.init(setting: .speechPitch, value: 0.5),
                                                                    .init(setting: .speechPunctuation, value: 1)])]),
                           (2, .effect, 1, [.accessibilitySettings([.init(setting: .speechPitch, value: -0.5),
                                                                    .init(setting: .textContentType, value: 6)])]),
                           (3, .text, 2, [.text("let x")])])
        let e = t.elements[1]
        #expect(e.setting(.speechPitch) == -0.5 && e.setting(.speechPunctuation) == 1)
        #expect(t.text.contains("textContentType sourceCode"))
        #expect(t.text.contains("pitch -0.5"))
    }

    @Test("points are placed in the window: unit points in the node's frame, others from its corner")
    func points() {
        let t = Self.tree([(1, .vstack, 0, []), (2, .text, 1, [.text("x")]),
                           (3, .effect, 1, [.tappable(true), .accessibilityPoints([
                               .init(kind: .activation, point: WirePoint(x: 0.25, y: 0.5), unit: true, label: ""),
                               .init(kind: .drag, point: WirePoint(x: 10, y: 5), unit: false, label: "Move"),
                           ])]),
                           (4, .text, 2, [.text("Go")])])
        // Node 3 is the third item: y = 40, 100 × 20.
        let e = t.elements[2]
        #expect(e.activationPoint == WirePoint(x: 25, y: 50))
        #expect(e.points == [.init(kind: .drag, point: WirePoint(x: 10, y: 45), label: "Move")])
        #expect(t.text.contains(#"activationPoint 25,50 dragPoint 10,45 "Move""#))
    }

    @Test("a rotor's entries lead to the elements marked with their keys; DETAILS relates them")
    func rotors() {
        let t = Self.tree([(1, .vstack, 0, [.accessibilityChildren(.contain),
                                            .accessibilityLinks([Self.link(.rotorEntry, "k1", rotor: "VIPs", label: "First"),
                                                                 Self.link(.rotorEntry, "", rotor: "VIPs", label: "Loose"),
                                                                 Self.link(.rotorEntry, "k2", rotor: "Other", label: "")])]),
                           (2, .effect, 1, [.accessibilityLinks([Self.link(.rotorTarget, "k1")])]), (3, .text, 2, [.text("Ann")]),
                           (4, .effect, 1, [.accessibilityLinks([Self.link(.rotorTarget, "k2")])]), (5, .text, 2, [.text("Bob")])])
        let group = t.elements[1]
        #expect(group.rotors.map(\.name) == ["VIPs", "Other"])
        #expect(group.rotors[0].entries == [.init(label: "First", target: 2), .init(label: "Loose", target: nil)])
        #expect(group.rotors[1].entries == [.init(label: "Bob", target: 3)])
        #expect(group.relations == [.init(kind: .details, targets: [2, 3])])
        #expect(t.text.contains(#"rotor "VIPs" ["First" #3, "Loose"] rotor "Other" ["Bob" #5]"#))
    }

    @Test("a combined element takes the custom content and settings of what it merges")
    func combined() {
        let t = Self.tree([(1, .hstack, 0, [.accessibilityChildren(.combine)]),
                           (2, .effect, 1, [.accessibilityCustomContent([.init(id: "a", label: "A", value: "1", high: false)])]),
                           (3, .text, 2, [.text("x")]),
                           (4, .effect, 1, [.accessibilitySettings([.init(setting: .speechSpellsOut, value: 1)])]),
                           (5, .text, 2, [.text("y")])])
        #expect(t.elements.count == 2)
        #expect(t.elements[1].customContent.map(\.id) == ["a"] && t.elements[1].setting(.speechSpellsOut) == 1)
    }

    @Test("the daemon rejects links without keys, content without ids, points without descriptions and settings out of range")
    func validation() {
        #expect(Property.accessibilityLinks([Self.link(.label, "")]).rangeViolation != nil)
        #expect(Property.accessibilityLinks([Self.link(.rotorEntry, "")]).rangeViolation != nil)
        #expect(Property.accessibilityLinks([Self.link(.rotorEntry, "", rotor: "R")]).rangeViolation == nil)
        #expect(Property.accessibilityCustomContent([.init(id: "", label: "a", value: "b", high: false)]).rangeViolation != nil)
        #expect(Property.accessibilityPoints([.init(kind: .drop, point: WirePoint(x: 0, y: 0), unit: true, label: "")]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .speechPitch, value: 1.5)]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .textContentType, value: 9)]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .speechQueued, value: 0.5)]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .directTouch, value: 8)]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .speechQueued, value: 1),
                                                .init(setting: .speechQueued, value: 0)]).rangeViolation != nil)
        #expect(Property.accessibilitySettings([.init(setting: .directTouch, value: 5),
                                                .init(setting: .speechPitch, value: -1)]).rangeViolation == nil)
        #expect(Property.accessibilityCustomContent(Array(repeating: .init(id: "a", label: "", value: "", high: false), count: 65)).rangeViolation != nil)
    }
}
