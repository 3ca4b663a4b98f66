// Custom containers (SwiftUI's iOS 18 API): Group(subviews:), ForEach(subviews:),
// ForEach(sections:), container values, and OutlineGroup, driven through the embedded
// daemon as an app would use them.
import Testing
import TrellisProtocol
@testable import TrellisUI

extension ContainerValues {
    @Entry var cardHighlighted: Bool = false
    @Entry var cardBadge: String? = nil
}

/// A container that reports what it sees of its content, then shows every subview.
private struct InspectingStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                Text("count \(subviews.count)")
                if let first = subviews.first { Text("first:"); first }
                Text("prefix \(subviews.prefix(2).count) rest \(subviews.dropFirst().count)")
                Text("slice \(subviews[1..<3].startIndex) \(subviews[1..<3].prefix(1).count)")
                ForEach(subviews.dropFirst()) { subview in subview }
            }
        }
    }
}

private struct MixedContent: View {
    var body: some View {
        InspectingStack {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            Text("d")
            Group {
                Text("e")
                EmptyView()
            }
        }
    }
}

/// A card stack written as the documentation shows: each subview padded, a star for the
/// highlighted ones (a container value), the badge under it.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                HStack {
                    Text(subview.containerValues.cardHighlighted ? "★" : "·")
                    subview.padding()
                    if let badge = subview.containerValues.cardBadge { Text("badge \(badge)") }
                    if let tag = subview.containerValues.tag(for: Int.self) { Text("tag \(tag)") }
                }
            }
        }
    }
}

private struct SubviewCounter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct StatefulCards: View {
    @State private var names = ["x", "y", "z"]
    @State private var extra = false
    var body: some View {
        VStack {
            Button("reverse") { names.reverse() }
            Button("extra") { extra.toggle() }
            CardStack {
                if extra { Text("extra row") }
                ForEach(names, id: \.self) { SubviewCounter(name: $0) }
            }
        }
    }
}

private struct ValuesCards: View {
    var body: some View {
        CardStack {
            Text("plain")
            Text("starred").containerValue(\.cardHighlighted, true)
            Text("padded").containerValue(\.cardHighlighted, true).padding(4)
            VStack { Text("inside").containerValue(\.cardHighlighted, true) }
            Text("tagged").tag(7).containerValue(\.cardBadge, "new")
            Group {
                Text("g1")
                Text("g2").containerValue(\.cardHighlighted, false)
            }
            .containerValue(\.cardHighlighted, true)
        }
    }
}

/// Sections: one view per section with its header, content count and footer.
private struct SectionedStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(sections: content) { section in
                VStack {
                    section.header
                    Text("rows \(section.content.count) \(section.containerValues.cardBadge ?? "-")")
                    section.content
                    section.footer
                }
            }
            Group(sections: content) { sections in Text("sections \(sections.count)") }
        }
    }
}

private struct SectionedContent: View {
    var body: some View {
        SectionedStack {
            Section("Fruit") {
                Text("apple")
                Text("pear")
            }
            .containerValue(\.cardBadge, "fresh")
            Text("loose")
            Section {
                ForEach(0..<3) { Text("n\($0)") }
            } footer: {
                Text("three numbers")
            }
        }
    }
}

private struct OutlineFileItem: Identifiable {
    var id: String { name }
    var name: String
    var children: [OutlineFileItem]? = nil
}

private let outlineFileTree = OutlineFileItem(name: "root", children: [
    OutlineFileItem(name: "docs", children: [OutlineFileItem(name: "a.txt"), OutlineFileItem(name: "b.txt")]),
    OutlineFileItem(name: "empty", children: []),
    OutlineFileItem(name: "readme"),
])

extension TrellisUITests {
    @MainActor @Suite struct CustomContainers {
        @Test("a ForEach of 3 and 2 more views are 5 subviews, in order; the collection slices")
        func mixedContentCounts() {
            let h = Harness(MixedContent())
            #expect(h.texts == ["count 5", "first:", "a", "prefix 2 rest 4", "slice 1 1", "b", "c", "d", "e"], "\(h.texts)")
        }

        @Test("ForEach(subviews:) keeps each subview's state across updates and reorders")
        func stateFollowsSubview() {
            let h = Harness(StatefulCards())
            h.tap("y 0")
            h.tap("y 1")
            #expect(h.texts.contains("y 2"))
            // A view inserted before them: the other subviews keep their ids and state.
            h.tap("extra")
            #expect(h.texts.contains("extra row") && h.texts.contains("y 2") && h.texts.contains("x 0"), "\(h.texts)")
            // Reordered: the state moves with its element.
            h.tap("reverse")
            let order = h.texts.filter { $0.count == 3 && ["x", "y", "z"].contains(String($0.prefix(1))) }
            #expect(order == ["z 0", "y 2", "x 0"], "\(h.texts)")
            h.tap("z 0")
            #expect(h.texts.contains("z 1") && h.texts.contains("y 2"))
        }

        @Test("containerValue is read back on its subview, through modifiers, not through a container")
        func containerValues() {
            let h = Harness(ValuesCards())
            let t = h.texts
            func mark(before text: String) -> String? {
                guard let i = t.firstIndex(of: text), i > 0 else { return nil }
                return t[i - 1]
            }
            #expect(mark(before: "plain") == "·")
            #expect(mark(before: "starred") == "★")
            #expect(mark(before: "padded") == "★")
            #expect(mark(before: "inside") == "·", "a VStack is a container: the value stays inside it")
            #expect(mark(before: "g1") == "★", "a group's value applies to each of its views")
            #expect(mark(before: "g2") == "·", "the value set nearer the view wins")
            #expect(t.contains("badge new") && t.contains("tag 7"), "\(t)")
            #expect(t.filter { $0.hasPrefix("badge") }.count == 1)
            // `subview.padding()`: 16 points between the mark and the view, plus the
            // stack's spacing.
            let c = h.connection
            let text = c.node(withText: "plain").flatMap { c.frame(of: $0) }
            let dot = c.node(withText: "·").flatMap { c.frame(of: $0) }
            #expect(text != nil && dot != nil)
            if let text, let dot { #expect(text.x - (dot.x + dot.width) >= 23, "mark \(dot), view \(text)") }
        }

        @Test("sections give header, content and footer; loose views are an implicit section")
        func sections() {
            let h = Harness(SectionedContent())
            #expect(h.texts == ["Fruit", "rows 2 fresh", "apple", "pear",
                                "rows 1 -", "loose",
                                "rows 3 -", "n0", "n1", "n2", "three numbers",
                                "sections 3"], "\(h.texts)")
        }

        @Test("subview ids are stable across evaluations and distinct")
        func stableIDs() {
            @MainActor func ids() -> [Subview.ID] {
                SubviewResolver.subviews(of: TupleView((ForEach([3, 1], id: \.self) { Text("\($0)") }, Text("x"))))
                    .map(\.id)
            }
            let first = ids(), second = ids()
            #expect(first == second)
            #expect(Set(first).count == 3)
        }

        @Test("OutlineGroup shows a tree as disclosure groups that expand on a tap")
        func outline() {
            let h = Harness(VStack { OutlineGroup(outlineFileTree, children: \.children) { Text($0.name) } })
            #expect(h.texts.contains("root") && !h.texts.contains("docs"), "\(h.texts)")
            h.tap("root")
            #expect(h.texts.contains("docs") && h.texts.contains("empty") && h.texts.contains("readme"))
            #expect(!h.texts.contains("a.txt"))
            h.tap("docs")
            #expect(h.texts.contains("a.txt") && h.texts.contains("b.txt"))
            h.tap("root")
            #expect(!h.texts.contains("docs") && !h.texts.contains("a.txt"))
        }

        @Test("List(_:children:) shows the outline as rows")
        func outlineList() {
            let h = Harness(List(outlineFileTree.children!, children: \.children) { Text($0.name) })
            #expect(h.texts.contains("docs") && h.texts.contains("readme") && !h.texts.contains("a.txt"), "\(h.texts)")
            h.tap("docs")
            #expect(h.texts.contains("a.txt") && h.texts.contains("b.txt"), "\(h.texts)")
            // The children are rows of their own, indented under their parent's row (a
            // disclosure group's content inside one row would start where its label does).
            let c = h.connection
            let parent = c.node(withText: "docs").flatMap { c.frame(of: $0) }
            let child = c.node(withText: "a.txt").flatMap { c.frame(of: $0) }
            #expect(parent != nil && child != nil)
            if let parent, let child {
                #expect(child.x >= parent.x + 19, "parent \(parent), child \(child)")
                #expect(child.y >= parent.y + 44, "a row (at least 44 tall) under the parent's: \(parent), \(child)")
            }
        }
    }
}
