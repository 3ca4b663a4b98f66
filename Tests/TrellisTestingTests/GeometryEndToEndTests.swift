import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The scroll offset as apps measured it before iOS 17: a reader at the top of the
/// content reports its `minY` in the scroll view's named space.
private struct OffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct ScrollOffsetReader: View {
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset))").frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                    }
                    .frame(height: 0)
                    ForEach(0..<40, id: \.self) { i in Text("row \(i)").frame(height: 40) }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(OffsetKey.self) { offset = $0 }
        }
    }
}

/// A highlight drawn over the selected tab by anchors: each tab publishes its bounds, the
/// container draws a bar under the selected one's.
private struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct AnchoredHighlight: View {
    @State private var selected = 0
    var body: some View {
        HStack(spacing: 20) {
            ForEach(0..<3, id: \.self) { i in
                Button("tab \(i)") { selected = i }
                    .frame(width: 60, height: 30)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [i: $0] }
            }
        }
        .padding(10)
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let a = anchors[selected] {
                    let r = proxy[a]
                    Text("bar").frame(width: r.width, height: 4).offset(x: r.minX, y: r.maxY)
                }
            }
        }
    }
}

/// `transformPreference` adds to what the subtree reduced to.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct TransformedCount: View {
    @State private var total = -1
    var body: some View {
        VStack {
            Text("total \(total)")
            VStack {
                Text("a").preference(key: CountKey.self, value: 2)
                Text("b").preference(key: CountKey.self, value: 3)
            }
            .transformPreference(CountKey.self) { $0 *= 10 }
        }
        .onPreferenceChange(CountKey.self) { total = $0 }
    }
}

@MainActor @Suite struct GeometryEndToEndTests {
    @Test("a reader's frame in a named scroll space follows the scroll offset (S23: a content that read its position follows moves)")
    func namedSpaceFollowsScroll() async throws {
        try await withHost(width: 300, height: 240, { ScrollOffsetReader() }) { host in
            let initial = try await host.texts()
            #expect(initial.contains("offset 0"), "\(initial)")
            let row = try #require(try await host.nodes().first { $0.text == "row 1" }).rect
            try await host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: row.midX, y: row.midY))
            let texts = try await host.texts()
            #expect(texts.contains("offset -120"), "after scrolling 120 points: \(texts.filter { $0.hasPrefix("offset") })")
        }
    }

    @Test("anchorPreference carries a view's bounds to an ancestor that resolves them with proxy[anchor]")
    func anchorResolvedInOverlay() async throws {
        try await withHost(width: 400, height: 200, { AnchoredHighlight() }) { host in
            func barAndTab(_ i: Int) async throws -> (bar: CGRect, tab: CGRect) {
                let nodes = try await host.nodes()
                let bar = try #require(nodes.first { $0.text == "bar" }, "the bar is drawn").rect
                let tab = try #require(nodes.first { $0.text == "tab \(i)" }, "tab \(i)").rect
                return (bar, tab)
            }
            var (bar, tab) = try await barAndTab(0)
            // The bar's frame is the anchor's width at its minX: its centre is the tab's.
            #expect(abs(bar.midX - tab.midX) < 0.5, "under tab 0: bar \(bar), tab \(tab)")
            try await host.tap("tab 2")
            (bar, tab) = try await barAndTab(2)
            #expect(abs(bar.midX - tab.midX) < 0.5, "under tab 2 after the tap: bar \(bar), tab \(tab)")
            // The tab's frame is 30 high around its label; the 4-point bar starts at its bottom.
            #expect(abs(bar.midY - (tab.midY + 15 + 2)) < 1, "at the tab's bottom edge: bar \(bar), tab \(tab)")
        }
    }

    @Test("transformPreference changes what its subtree reduced to")
    func transformPreference() async throws {
        try await withHost({ TransformedCount() }) { host in
            let texts = try await host.texts()
            #expect(texts.contains("total 50"), "\(texts)")
        }
    }
}

/// Rows that fade as they scroll out (interactive scroll transition) and count the rows
/// at least half in view.
struct FadingRows: View {
    @State private var visible: Set<Int> = []
    var body: some View {
        VStack(spacing: 0) {
            Text("visible \(visible.count)").frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Text("row \(i)").frame(width: 200, height: 40)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                            .onScrollVisibilityChange { shown in
                                if shown { visible.insert(i) } else { visible.remove(i) }
                            }
                    }
                }
            }
        }
    }
}

extension GeometryEndToEndTests {
    /// The opacity a node is drawn with: its own times its ancestors'.
    static func drawnOpacity(_ nodes: [RenderedNode], text: String) -> Double? {
        nodes.firstIndex { $0.text == text }.map { nodes.effectiveOpacity(of: $0) }
    }

    @Test("scrollTransition interpolates the closure's effects by how far a row is out of the scroll view; onScrollVisibilityChange counts half-visible rows")
    func scrollTransitionFollowsScroll() async throws {
        try await withHost(width: 300, height: 280, { FadingRows() }) { host in
            // The scroll view is 240 high: rows 0-5 in view, row 6 just below.
            var nodes = try await host.nodes()
            #expect(Self.drawnOpacity(nodes, text: "row 2") == 1)
            #expect(Self.drawnOpacity(nodes, text: "row 7") == 0, "hidden below")
            #expect(try await host.texts().contains("visible 6"))
            let row = try #require(nodes.first { $0.text == "row 2" }).rect
            try await host.scroll(by: CGSize(width: 0, height: 20), at: CGPoint(x: row.midX, y: row.midY))
            nodes = try await host.nodes()
            let top = try #require(Self.drawnOpacity(nodes, text: "row 0"))
            let bottom = try #require(Self.drawnOpacity(nodes, text: "row 6"))
            #expect(abs(top - 0.5) < 0.01, "half out at the top: \(top)")
            #expect(abs(bottom - 0.5) < 0.01, "half in at the bottom: \(bottom)")
            #expect(Self.drawnOpacity(nodes, text: "row 3") == 1)
            let texts = try await host.texts()
            #expect(texts.contains("visible 7"), "rows 0 and 6 are half visible: \(texts.filter { $0.hasPrefix("visible") })")
        }
    }
}

/// A hero move: a small square on the left is replaced by a big one on the right with the
/// same matched id; a follower takes the big one's frame.
struct HeroSwap: View {
    @Namespace private var ns
    @State private var right = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Move") { withAnimation(.linear(duration: 1)) { right.toggle() } }
            HStack(spacing: 0) {
                if !right {
                    Text("small").frame(width: 40, height: 40).matchedGeometryEffect(id: "hero", in: ns)
                }
                Spacer()
                if right {
                    Text("big").frame(width: 80, height: 80).matchedGeometryEffect(id: "hero", in: ns)
                }
            }
            .frame(width: 300, height: 80)
            Text("follower").matchedGeometryEffect(id: "hero", in: ns, isSource: false)
        }
    }
}

extension GeometryEndToEndTests {
    @Test("matchedGeometryEffect: a view inserted under an animation starts at the frame of the view that had its id and animates to its own; a follower takes the source's frame")
    func heroTransition() async throws {
        try await withHost(width: 300, height: 300, { HeroSwap() }) { host in
            let small = try #require(try await host.nodes().first { $0.text == "small" }).rect
            var follower = try #require(try await host.nodes().first { $0.text == "follower" }).rect
            #expect(abs(follower.midX - small.midX) < 1 && abs(follower.midY - small.midY) < 1,
                    "the follower is centred on the source: \(follower) vs \(small)")
            host.finishesAnimations = false
            try await host.tap("Move")
            try await host.advanceClock(by: 0.5)
            let mid = try #require(try await host.presentedNodes().first { $0.text == "big" }).rect
            try await host.advanceClock(by: 0.6)
            let end = try #require(try await host.presentedNodes().first { $0.text == "big" }).rect
            #expect(abs(end.midX - 260) < 1, "the big square ends on the right: \(end)")
            let halfway = (small.midX + end.midX) / 2
            #expect(abs(mid.midX - halfway) < 2, "half way from the small square's place at t = ½: \(mid.midX) vs \(halfway)")
            host.finishesAnimations = true
            follower = try #require(try await host.nodes().first { $0.text == "follower" }).rect
            #expect(abs(follower.midX - end.midX) < 1 && abs(follower.midY - end.midY) < 1,
                    "the follower moved onto the new source: \(follower) vs \(end)")
        }
    }
}

/// Logs the scroll phases its scroll view goes through.
struct PhaseLog: View {
    @State private var phases: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Text("phases " + phases.joined(separator: ","))
            ScrollViewReader { proxy in
                Button("bottom") { proxy.scrollTo(39) }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("row \($0)").frame(height: 40).id($0) } }
                }
                .onScrollPhaseChange { _, new in phases.append("\(new)") }
            }
        }
    }
}

extension GeometryEndToEndTests {
    /// The texts once the app's scroll-phase timers had time to run (bounded).
    func textsAfterIdle(_ host: TestHost, containing expected: String) async throws -> [String] {
        var texts: [String] = []
        for _ in 0..<20 {
            try await Task.sleep(for: .milliseconds(100))
            texts = try await host.texts()
            if texts.contains(where: { $0.hasPrefix("phases ") && $0.hasSuffix(expected) }) { break }
        }
        return texts
    }

    @Test("onScrollPhaseChange: a wheel scroll is interacting, then idle after a pause; a scrollTo the app asked for is animating")
    func scrollPhases() async throws {
        try await withHost(width: 300, height: 300, { PhaseLog() }) { host in
            let row = try #require(try await host.nodes().first { $0.text == "row 1" }).rect
            try await host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: row.midX, y: row.midY))
            var texts = try await textsAfterIdle(host, containing: "interacting,idle")
            #expect(texts.contains("phases interacting,idle"), "\(texts.filter { $0.hasPrefix("phases") })")
            try await host.tap("bottom")
            texts = try await textsAfterIdle(host, containing: "animating,idle")
            #expect(texts.contains("phases interacting,idle,animating,idle"), "\(texts.filter { $0.hasPrefix("phases") })")
        }
    }
}

/// A scroll view bound to a ScrollPosition the buttons set.
struct PositionedRows: View {
    @State private var position = ScrollPosition(edge: .top)
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("bottom") { position.scrollTo(edge: .bottom) }
                Button("twenty") { position.scrollTo(id: 20, anchor: .top) }
                Button("point") { position.scrollTo(y: 400) }
            }
            Text(position.isPositionedByUser ? "by user" : "by app")
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("row \($0)").frame(height: 40).id($0) } }
            }
            .scrollPosition($position)
        }
    }
}

extension GeometryEndToEndTests {
    @Test("ScrollPosition: scrollTo(edge:), scrollTo(id:anchor:) and scrollTo(y:) scroll the bound scroll view; a wheel scroll marks the position as the user's")
    func scrollPositionBinding() async throws {
        try await withHost(width: 300, height: 300, { PositionedRows() }) { host in
            // A row's frame is 40 high around its text.
            func top(_ text: String) async throws -> CGFloat? { try await host.nodes().first { $0.text == text }.map { $0.rect.midY - 20 } }
            let scroll = try #require(try await host.nodes().first { $0.kind == "scroll" }).rect
            #expect(try await top("row 0") == scroll.minY)
            try await host.tap("bottom")
            let last = try #require(try await top("row 39"))
            #expect(abs(last + 40 - scroll.maxY) < 0.5, "the last row ends at the bottom: \(last) vs \(scroll)")
            try await host.tap("twenty")
            let twenty = try #require(try await top("row 20"))
            #expect(abs(twenty - scroll.minY) < 0.5, "row 20 at the top: \(twenty) vs \(scroll.minY)")
            try await host.tap("point")
            let ten = try #require(try await top("row 10"))
            #expect(abs(ten - scroll.minY) < 0.5, "y 400 is row 10 at the top: \(ten)")
            #expect(try await host.texts().contains("by app"))
            try await host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: scroll.midX, y: scroll.midY))
            let texts = try await host.texts()
            #expect(texts.contains("by user"), "\(texts)")
            // The same request again scrolls again (the user moved away from it).
            try await host.tap("point")
            let again = try #require(try await top("row 10"))
            #expect(abs(again - scroll.minY) < 0.5, "back at row 10: \(again)")
        }
    }
}
