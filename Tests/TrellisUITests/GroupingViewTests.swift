// GroupBox, DisclosureGroup and ContentUnavailableView, built as SwiftUI code uses them,
// and the accessibility modifiers accepted around them.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct GroupingDemo: View {
    @State var open = false
    var body: some View {
        VStack {
            GroupBox("Settings") { Text("inside box") }
            GroupBox { Text("unlabelled box") }
            DisclosureGroup("Details") { Text("hidden detail") }
            DisclosureGroup("Bound", isExpanded: $open) { Text("bound detail") }
            Text(open ? "open" : "closed")
            ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                                   description: Text("Try another search."))
                .accessibilityLabel("empty state")
                .accessibilityAddTraits([.isHeader, .isStaticText])
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("demo")
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GroupingViews {
        @Test("a GroupBox shows its label and content; a ContentUnavailableView its title and description")
        func boxesAndPlaceholders() {
            let h = Harness(GroupingDemo())
            for t in ["Settings", "inside box", "unlabelled box", "No Results", "Try another search."] {
                #expect(h.texts.contains(t), "\(t) in \(h.texts)")
            }
        }

        @Test("a DisclosureGroup starts collapsed and toggles its content when its label is tapped")
        func disclosure() {
            let h = Harness(GroupingDemo())
            #expect(!h.texts.contains("hidden detail"))
            h.tap("Details")
            #expect(h.texts.contains("hidden detail"))
            h.tap("Details")
            #expect(!h.texts.contains("hidden detail"))
        }

        @Test("a DisclosureGroup's whole header toggles it: a tap between the label and the chevron opens it")
        func disclosureHeaderArea() throws {
            let h = Harness(GroupingDemo())
            let c = h.connection
            let label = try #require(c.node(withText: "Details").flatMap { c.frame(of: $0) })
            c.tap(at: WirePoint(x: label.x + label.width + 60, y: label.y + label.height / 2))
            h.settle()
            #expect(h.texts.contains("hidden detail"), "\(h.texts)")
        }

        @Test("with isExpanded the caller's binding holds the state")
        func boundDisclosure() {
            let h = Harness(GroupingDemo())
            #expect(h.texts.contains("closed") && !h.texts.contains("bound detail"))
            h.tap("Bound")
            #expect(h.texts.contains("open") && h.texts.contains("bound detail"))
        }

        @Test("AccessibilityTraits is a set")
        func traits() {
            var t: AccessibilityTraits = [.isButton, .isHeader]
            #expect(t.contains(.isButton) && !t.contains(.isLink))
            t.remove(.isButton)
            t.insert(.isSelected)
            #expect(t == [.isHeader, .isSelected])
        }
    }
}
