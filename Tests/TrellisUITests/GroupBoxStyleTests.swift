// Issue 35: GroupBoxStyle with its Configuration; GroupBox(configuration) in a custom style.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct TaggedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("[card]")
            GroupBox(configuration)
        }
    }
}

private struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; configuration.content }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GroupBoxStyleAPI {
        @Test("a custom GroupBoxStyle draws from the label and content; GroupBox(configuration) draws the standard box")
        func customStyles() {
            let tagged = Harness(GroupBox("Title") { Text("Body") }.groupBoxStyle(TaggedGroupBoxStyle()))
            #expect(tagged.texts.contains("[card]") && tagged.texts.contains("Title") && tagged.texts.contains("Body"))
            #expect(nodes(tagged, kind: .shape).contains { tagged.connection.property(.shape, of: $0) == .shape(.roundedRectangle) })
            let plain = Harness(GroupBox("Title") { Text("Body") }.groupBoxStyle(PlainGroupBoxStyle()))
            let t = plain.connection.frame(of: plain.connection.node(withText: "Title")!)!
            let b = plain.connection.frame(of: plain.connection.node(withText: "Body")!)!
            #expect(abs(t.y - b.y) < 5 && b.x > t.x, "side by side")
            #expect(!nodes(plain, kind: .shape).contains { plain.connection.property(.shape, of: $0) == .shape(.roundedRectangle) })
        }
    }
}

private struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct LabeledContentStyleAPI {
        @Test("a custom LabeledContentStyle stacks the label above the content; the default puts them on one row")
        func customStyle() {
            let stacked = Harness(LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle()))
            let l = stacked.connection.frame(of: stacked.connection.node(withText: "Name")!)!
            let c = stacked.connection.frame(of: stacked.connection.node(withText: "Ada")!)!
            #expect(c.y > l.y + l.height - 1)
            let row = Harness(LabeledContent("Name", value: "Ada"))
            let l2 = row.connection.frame(of: row.connection.node(withText: "Name")!)!
            let c2 = row.connection.frame(of: row.connection.node(withText: "Ada")!)!
            #expect(abs(l2.y - c2.y) < 1 && c2.x > l2.x + 100)
        }
    }
}
