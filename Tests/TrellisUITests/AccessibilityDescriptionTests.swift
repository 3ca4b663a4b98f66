// The accessibility modifiers that describe a view beyond its label — labeled pairs,
// linked groups, custom content, scroll and zoom actions, text content type, speech,
// points, rotors, direct touch, the large content viewer, chart descriptors — as the
// daemon's accessibility tree (the one its AT-SPI bridge publishes) carries them, and the
// actions a screen reader performs reaching the app.
import Foundation
import Testing
import TrellisProtocol
import TrellisRenderer
@testable import TrellisUI

private final class ActionLog: @unchecked Sendable {
    var entries: [String] = []
}

private struct PairsAndGroups: View {
    @Namespace var ns
    var body: some View {
        VStack {
            Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: ns)
            Color.gray.frame(width: 80, height: 10)
                .accessibilityElement()
                .accessibilityLabeledPair(role: .content, id: "volume", in: ns)
            Text("Q1").accessibilityLinkedGroup(id: 1, in: ns)
            Text("between")
            Text("A1").accessibilityLinkedGroup(id: 1, in: ns)
        }
    }
}

private struct Facts: View {
    var body: some View {
        VStack {
            Text("Rex")
                .accessibilityCustomContent("Age", "3 years")
                .accessibilityCustomContent(AccessibilityCustomContentKey("Breed", id: "breed"), Text("Lab"), importance: .high)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Breed", id: "breed"), "Poodle")
            Text("let x = 1")
                .accessibilityTextContentType(.sourceCode)
                .speechAdjustedPitch(-0.25)
                .speechAdjustedPitch(3)
                .speechAlwaysIncludesPunctuation()
                .speechAnnouncementsQueued()
                .speechSpellsOutCharacters(false)
            Text("Pad")
                .accessibilityDirectTouch(options: .silentOnTouch)
                .accessibilityShowsLargeContentViewer()
            Text("Card")
                .accessibilityDragPoint(.topLeading, description: "Move card")
                .accessibilityDropPoint(UnitPoint(x: 1, y: 1), description: Text("Drop here"))
        }
    }
}

private struct Operable: View {
    let log: ActionLog
    var body: some View {
        VStack {
            Text("Map")
                .accessibilityScrollAction { edge in log.entries.append("scroll \(edge)") }
                .accessibilityZoomAction { z in log.entries.append("zoom \(z.direction) \(z.location)") }
            Text("Pad").frame(width: 100, height: 40)
                .gesture(SpatialTapGesture().onEnded { v in log.entries.append("tap \(Int(v.location.x)),\(Int(v.location.y))") })
                .accessibilityActivationPoint(UnitPoint(x: 0.25, y: 0.5))
            Text("Editor")
                .accessibilityActions(category: .edit) {
                    Button("Bold") { log.entries.append("bold") }
                }
        }
    }
}

private struct Mail: View {
    struct Message: Identifiable { let id: Int; let subject: String; let vip: Bool }
    @Namespace var ns
    let messages = [Message(id: 1, subject: "Lunch", vip: true), Message(id: 2, subject: "Spam", vip: false),
                    Message(id: 3, subject: "Board", vip: true)]
    var body: some View {
        VStack {
            ForEach(messages) { m in
                Text(m.subject).accessibilityRotorEntry(id: m.id, in: ns)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Inbox")
        .accessibilityRotor("VIPs") {
            ForEach(messages) { m in
                if m.vip { AccessibilityRotorEntry(m.subject, id: m.id, in: ns) }
            }
            AccessibilityRotorEntry("Without target", id: 99)
        }
        .accessibilityRotor(.headings, entries: messages, entryLabel: \.subject)
    }
}

private struct Temperatures: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        let x = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
        let y = AXNumericDataAxisDescriptor(title: "Temperature", range: 0...30, gridlinePositions: []) { "\(Int($0)) degrees" }
        let series = AXDataSeriesDescriptor(name: "Berlin", isContinuous: true,
                                            dataPoints: [AXDataPoint(x: "Mon", y: 12), AXDataPoint(x: "Tue", y: 15)])
        return AXChartDescriptor(title: "Week", summary: "Warmer on Tuesday", xAxis: x, yAxis: y, series: [series])
    }
}

extension TrellisUITests {
    @MainActor @Suite struct AccessibilityDescriptions {
        /// The daemon's accessibility tree of the harness's session.
        static func tree(_ h: Harness) -> AccessibilityTree {
            h.connection.compositor.accessibilityTree(of: SurfaceID(h.connection.session.rawValue))!
        }

        static func element(_ t: AccessibilityTree, _ name: String) -> AccessibilityElement? {
            t.elements.first { $0.name == name }
        }

        /// Performs the named action of the element named `name`, as AT-SPI's DoAction does.
        static func perform(_ h: Harness, _ action: String, on name: String) {
            let t = tree(h)
            guard let e = element(t, name) else { Issue.record("no element \(name) in \(t.text)"); return }
            let custom = e.actions.compactMap { a -> String? in if case .custom(let n) = a { return n } else { return nil } }
            guard let k = custom.firstIndex(of: action) else { Issue.record("\(name) has no action \(action): \(e.actions)"); return }
            let done = h.connection.compositor.performAccessibility(.custom(k), on: e.id, surface: SurfaceID(h.connection.session.rawValue))
            #expect(done)
            h.settle()
        }

        @Test("a labeled pair relates the label and its content, which reads with the label's name; a linked group links its members")
        func pairsAndGroups() throws {
            let h = Harness(PairsAndGroups())
            let t = Self.tree(h)
            let label = try #require(t.elements.firstIndex { $0.name == "Volume" && $0.role == .staticText })
            let content = try #require(t.elements.firstIndex { $0.name == "Volume" && $0.role == .group })
            #expect(t.elements[label].relations == [.init(kind: .labelFor, targets: [content])])
            #expect(t.elements[content].relations == [.init(kind: .labelledBy, targets: [label])])
            let q = try #require(t.elements.firstIndex { $0.name == "Q1" })
            let a = try #require(t.elements.firstIndex { $0.name == "A1" })
            #expect(t.elements[q].relations == [.init(kind: .memberOf, targets: [q, a]), .init(kind: .flowsTo, targets: [a])])
            #expect(t.elements[a].relations == [.init(kind: .memberOf, targets: [q, a]), .init(kind: .flowsFrom, targets: [q])])
            #expect(Self.element(t, "between")?.relations.isEmpty == true)
        }

        @Test("custom content (the innermost value of a key wins, high importance in the description), text content type, speech, direct touch, large content viewer, drag and drop points")
        func facts() throws {
            let h = Harness(Facts())
            let t = Self.tree(h)
            let rex = try #require(Self.element(t, "Rex"))
            // The innermost modifier wins for a key set twice (Lab, not Poodle).
            #expect(rex.customContent == [.init(id: "Age", label: "Age", value: "3 years", high: false),
                                          .init(id: "breed", label: "Breed", value: "Lab", high: true)])
            #expect(rex.description == "Breed: Lab")
            let code = try #require(Self.element(t, "let x = 1"))
            #expect(code.setting(.textContentType) == Double(AccessibilityTextContent.sourceCode.rawValue))
            #expect(code.setting(.speechPitch) == -0.25)   // the innermost; 3 would clamp to 1
            #expect(code.setting(.speechPunctuation) == 1 && code.setting(.speechQueued) == 1 && code.setting(.speechSpellsOut) == 0)
            let pad = try #require(Self.element(t, "Pad"))
            #expect(pad.setting(.directTouch) == 3 && pad.setting(.largeContentViewer) == 1)
            let card = try #require(Self.element(t, "Card"))
            #expect(card.points.map(\.kind) == [.drag, .drop])
            #expect(card.points.map(\.label) == ["Move card", "Drop here"])
            #expect(card.points[0].point == WirePoint(x: card.frame.x, y: card.frame.y))
            #expect(card.points[1].point == WirePoint(x: card.frame.x + card.frame.width, y: card.frame.y + card.frame.height))
        }

        @Test("high-importance custom content is read with the element")
        func importantContent() throws {
            let h = Harness(Text("Rex").accessibilityCustomContent("Breed", Text("Lab"), importance: .high))
            #expect(Self.element(Self.tree(h), "Rex")?.description == "Breed: Lab")
        }

        @Test("scroll and zoom actions are named actions that reach the handlers; an activation point moves the press; categorised actions join the list")
        func actions() throws {
            let log = ActionLog()
            let h = Harness(Operable(log: log))
            let map = try #require(Self.element(Self.tree(h), "Map"))
            #expect(map.actions.map(\.name) == ["Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Zoom In", "Zoom Out"])
            Self.perform(h, "Scroll Down", on: "Map")
            Self.perform(h, "Scroll Up", on: "Map")
            Self.perform(h, "Zoom Out", on: "Map")
            #expect(log.entries == ["scroll bottom", "scroll top", "zoom zoomOut \(UnitPoint.center)"])
            let pad = try #require(Self.element(Self.tree(h), "Pad"))
            #expect(pad.role == .button && pad.activationPoint != nil)
            let pressed = h.connection.compositor.performAccessibility(.activate, on: pad.id, surface: SurfaceID(h.connection.session.rawValue))
            #expect(pressed)
            h.settle()
            #expect(log.entries.last == "tap 25,20")
            #expect(Self.element(Self.tree(h), "Editor")?.actions.map(\.name) == ["Bold"])
            Self.perform(h, "Bold", on: "Editor")
            #expect(log.entries.last == "bold")
        }

        @Test("a rotor lists its entries; those made in a namespace lead to the views marked with their ids")
        func rotors() throws {
            let h = Harness(Mail())
            let t = Self.tree(h)
            let inbox = try #require(Self.element(t, "Inbox"))
            #expect(inbox.rotors.map(\.name) == ["VIPs", "Headings"])
            let vips = inbox.rotors[0].entries
            #expect(vips.map(\.label) == ["Lunch", "Board", "Without target"])
            #expect(vips.map { $0.target.map { t.elements[$0].name } } == ["Lunch", "Board", nil])
            #expect(inbox.rotors[1].entries.map(\.label) == ["Lunch", "Spam", "Board"])
            #expect(inbox.relations.first { $0.kind == .details }?.targets.map { t.elements[$0].name } == ["Lunch", "Board"])
        }

        @Test("a chart descriptor is read as custom content: title and summary with the element, axes and series on request")
        func chart() throws {
            let h = Harness(Color.green.frame(width: 100, height: 50).accessibilityLabel("Chart").accessibilityChartDescriptor(Temperatures()))
            let chart = try #require(Self.element(Self.tree(h), "Chart"))
            #expect(chart.description == "Chart: Week, Summary: Warmer on Tuesday")
            #expect(chart.customContent.first { $0.id == "chart-x-axis" }?.value == "Day, Mon, Tue")
            #expect(chart.customContent.first { $0.id == "chart-y-axis" }?.value == "Temperature, 0 degrees to 30 degrees")
            #expect(chart.customContent.first { $0.id == "chart-series-1" }?.value == "2 points; Mon, 12 degrees; Tue, 15 degrees")
        }
    }
}
