// The bridge's pure parts: offsets between code points and Characters, words, and the
// role and state numbers (checked against at-spi2-core 2.46's atspi-constants.h).
import Testing
@testable import TrellisAccessibilityATSPI
import TrellisRenderer
import TrellisProtocol

@Suite struct ATSPIMappingTests {
    @Test func offsetsConvertBetweenCodePointsAndCharacters() {
        // "é" as e + combining acute is one Character of two code points; 👍🏽 is two.
        let t = ATSPIText("ae\u{301}👍🏽 x")
        #expect(t.count == 7)
        #expect(t.scalarOffset(character: 2) == 3)
        #expect(t.scalarOffset(character: 3) == 5)
        #expect(t.characterOffset(scalar: 4) == 2)
        #expect(t.characterOffset(scalar: 99) == 5)
        #expect(t.substring(1, 3) == "e\u{301}")
        #expect(t.substring(5, -1) == " x")
        #expect(t.substring(-4, 2) == "ae")
    }

    @Test func wordsAndLines() {
        let t = ATSPIText("hello big\nworld")
        #expect(t.wordRange(at: 7) == 6..<9)
        #expect(t.wordRange(at: 5) == 5..<6)
        #expect(t.lineRange(at: 12) == 10..<15)
        #expect(t.lineRange(at: 2) == 0..<10)
        #expect(t.wordRange(at: 99) == nil)
    }

    @Test func rolesAndStates() {
        #expect(ATSPIRole(.button, states: []).number == 43)
        #expect(ATSPIRole(.textField, states: [.secure]).name == "password text")
        #expect(ATSPIRole(.window, states: []) == .frame)
        var e = AccessibilityElement(id: 1, role: .toggle, frame: WireRect(x: 0, y: 0, width: 1, height: 1))
        e.states = [.checkable, .checked, .focused, .offscreen]
        let states = ATSPIState.of(e)
        #expect(states.contains(.checked) && states.contains(.enabled) && !states.contains(.showing))
        let words = ATSPIState.words(states)
        #expect(words.count == 2)
        #expect(words[1] & (1 << (41 - 32)) != 0)   // checkable is state 41
        #expect(words[0] & (1 << 12) != 0)          // focused is state 12
    }
}

/// Relations and object attributes: the numbers of at-spi2-core 2.46's AtspiRelationType
/// and the attribute names the bridge publishes.
@Suite struct ATSPIAttributeTests {
    @Test func relationNumbers() {
        #expect(ATSPIRelation.number(.labelFor) == 1)
        #expect(ATSPIRelation.number(.labelledBy) == 2)
        #expect(ATSPIRelation.number(.memberOf) == 5)
        #expect(ATSPIRelation.number(.flowsTo) == 10)
        #expect(ATSPIRelation.number(.flowsFrom) == 11)
        #expect(ATSPIRelation.number(.details) == 19)
    }

    @Test func attributesCarryContentSettingsPointsAndRotors() {
        var e = AccessibilityElement(id: 1, role: .staticText, name: "Rex", frame: WireRect(x: 0, y: 0, width: 10, height: 10))
        e.customContent = [.init(id: "age", label: "Age", value: "3", high: false), .init(id: "tag", label: "", value: "new", high: true)]
        e.settings = [.init(setting: .textContentType, value: Double(AccessibilityTextContent.sourceCode.rawValue)),
                      .init(setting: .speechPitch, value: -0.5), .init(setting: .speechSpellsOut, value: 1),
                      .init(setting: .directTouch, value: 3), .init(setting: .largeContentViewer, value: 1)]
        e.activationPoint = WirePoint(x: 2.5, y: 4)
        e.points = [.init(kind: .drag, point: WirePoint(x: 1, y: 2), label: "Move"), .init(kind: .drop, point: WirePoint(x: 3, y: 4), label: "Here")]
        e.rotors = [.init(name: "VIPs", entries: [.init(label: "Ann", target: nil), .init(label: "Bob", target: nil)])]
        let attributes = Dictionary(uniqueKeysWithValues: ATSPIAttributes.of(e, in: nil))
        #expect(attributes == [
            "age": "Age: 3", "tag": "new", "text-content-type": "sourceCode", "speech-pitch": "-0.5",
            "speech-spell-out": "true", "direct-touch": "true,silent-on-touch", "large-content-viewer": "true",
            "activation-point": "2.5,4", "drag-point": "1,2 Move", "drop-point": "3,4 Here", "rotor:VIPs": "Ann;Bob",
        ])
        #expect(e.description == "new")
    }
}
