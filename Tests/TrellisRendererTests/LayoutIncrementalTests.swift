// Incremental layout must equal layout from scratch: seeded random trees are mutated
// and re-laid out, then compared frame by frame with a fresh tree built from a model
// (the differential test React Native's Fabric uses for its differ), plus targeted
// checks that caches are used and invalidated where they should be.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: incremental relayout equals layout from scratch")
struct LayoutIncrementalTests {
    static func expectSameLayout(_ a: RenderTree, _ b: RenderTree, _ context: String) {
        let nodes = a.laidOutNodes()
        #expect(nodes == b.laidOutNodes(), "\(context): laid-out nodes")
        for id in nodes {
            let fa = a.frame(of: id)!, fb = b.frame(of: id)!
            let same = [fa.x - fb.x, fa.y - fb.y, fa.width - fb.width, fa.height - fb.height]
                .allSatisfy { $0.isNaN || abs($0) < 1e-9 }
                || (fa == fb)
            #expect(same, "\(context): node \(id) \(a.kind(of: id)!) incremental \(fa) vs scratch \(fb)")
            if !same { return }
        }
        let la = a.committedFrame(serial: 0).items.map(\.lines), lb = b.committedFrame(serial: 0).items.map(\.lines)
        #expect(la == lb, "\(context): text lines")
    }

    @Test("seeded random trees: after each batch of edits, incremental layout equals a fresh layout",
          arguments: 0..<40)
    func randomEditsMatchScratch(seed: Int) {
        var r = RandomTrees(seed: UInt64(seed) &* 7919 &+ 1)
        let root = r.subtree(depth: 5)
        r.model.root = root
        r.tree.setRoot(root)
        var surface = WireSize(width: 400, height: 300)
        r.tree.layout(surface: surface)
        for step in 0..<12 {
            for _ in 0..<(1 + r.int(3)) { r.edit() }
            if r.chance(0.15) { surface = WireSize(width: Double(100 + r.int(500)), height: Double(100 + r.int(500))) }
            r.tree.layout(surface: surface)
            let fresh = r.model.build(measurer: HeadlessBackend())
            fresh.layout(surface: surface)
            Self.expectSameLayout(r.tree, fresh, "seed \(seed) step \(step)")
        }
    }

    @Test("seeded long lists (incremental stack path): row edits, inserts, moves, removals match a fresh layout",
          arguments: 0..<24)
    func longListEditsMatchScratch(seed: Int) {
        var r = RandomTrees(seed: UInt64(seed) &* 104_729 &+ 3)
        let list = r.create(seed % 3 == 2 ? .hstack : .vstack, r.stackProps())
        for i in 0..<(64 + r.int(40)) { r.insert(r.row(flexibleChance: 0), into: list, at: i) }
        // Lists under the containers apps put them in: none, a scroll view (unspecified
        // along the axis), a padding, a flexible frame.
        var root = list
        switch seed % 4 {
        case 1: root = r.create(.scroll, [.axis(seed % 3 == 2 ? .horizontal : .vertical)]); r.insert(list, into: root, at: 0)
        case 2: root = r.create(.padding, [.insets(WireInsets(top: 3, leading: 4, bottom: 5, trailing: 6))]); r.insert(list, into: root, at: 0)
        case 3: root = r.create(.frame, [.maxWidth(.infinity), .alignment(.leading)]); r.insert(list, into: root, at: 0)
        default: break
        }
        r.model.root = root
        r.tree.setRoot(root)
        let surface = WireSize(width: 500, height: 400)
        r.tree.layout(surface: surface)
        for step in 0..<20 {
            let rows = r.model.nodes[list]!.children
            let row = rows[r.int(rows.count)]
            let kids = r.model.nodes[row]!.children
            switch r.int(13) {
            case 0, 6, 7: r.set(kids[0], .height(Double(5 + r.int(30))))
            case 1, 8, 9: r.set(kids[0], .width(Double(5 + r.int(30))))
            case 2, 10: if r.model.nodes[kids[1]]!.kind == .text { r.set(kids[1], .text(RandomTrees.words[r.int(4)])) }
            case 3: r.insert(r.row(flexibleChance: 0.05), into: list, at: r.int(rows.count + 1))
            case 4:
                r.model.nodes[list]!.children.removeAll { $0 == row }
                r.model.parent[row] = nil
                r.tree.remove(row, from: list)
            case 5:
                // A row moved (a keyed list reordered): the stack's arrangement follows.
                let to = r.int(rows.count)
                r.model.nodes[list]!.children.removeAll { $0 == row }
                r.model.nodes[list]!.children.insert(row, at: to)
                r.tree.move(row, in: list, to: to)
            case 11: r.set(row, .spacing(Double(r.int(10))))
            case 12:
                // One batch before layout: several removals and destroys (the tree
                // defers dropping them from the list), a removed row put back at
                // another index, and new rows that reuse destroyed slots.
                let picked = Array(Set((0..<6).map { _ in rows[r.int(rows.count)] }))
                for (k, victim) in picked.enumerated() {
                    if k % 2 == 0 { r.remove(victim) } else { r.destroy(victim) }
                }
                if let back = picked.first {
                    let n = r.model.nodes[list]!.children.count
                    r.insert(back, into: list, at: r.int(n + 1))
                }
                for _ in 0..<r.int(3) {
                    let n = r.model.nodes[list]!.children.count
                    r.insert(r.row(flexibleChance: 0.05), into: list, at: r.int(n + 1))
                }
                #expect(r.tree.children(of: list) == r.model.nodes[list]!.children, "children before layout")
            default: r.set(row, .layoutPriority(Double(r.int(2))))
            }
            r.tree.layout(surface: surface)
            let fresh = r.model.build(measurer: HeadlessBackend())
            fresh.layout(surface: surface)
            Self.expectSameLayout(r.tree, fresh, "seed \(seed) step \(step)")
        }
        // Rows holding a text are not rigid across an HStack (text wraps): those lists
        // take the full path; vertical lists of such rows must take the incremental one.
        if seed % 3 != 2 {
            #expect(r.tree.statistics.incrementalStackLayouts > 0, "the incremental path was exercised")
        }
    }

    @Test("a text created in a destroyed text's slot is measured, not given the old text's size")
    func reusedSlotMeasuresItsOwnText() {
        // A fixed frame proposes the same size to whatever text it holds, so the new
        // text's first measurement has the old one's last proposal.
        let f = LayoutFixture()
        let old = f.text("short")
        let box = f.frame(old, [.width(200), .height(40)])
        f.layout(box, 300, 200)
        _ = f.tree.destroy(old)
        let new = f.text("a longer text")   // takes the freed slot
        f.tree.insert(new, into: box, at: 0)
        f.tree.layout(surface: WireSize(width: 300, height: 200))
        let fresh = LayoutFixture()
        let expected = fresh.text("a longer text")
        fresh.layout(fresh.frame(expected, [.width(200), .height(40)]), 300, 200)
        #expect(f.tree.frame(of: new) == fresh.tree.frame(of: expected))
        #expect(f.tree.committedFrame(serial: 1).items.first { $0.id == new }?.lines == ["a longer text"])
    }

    @Test("a long list: changing one row's height moves every later row, as a fresh layout does")
    func longListRowChange() {
        let f = LayoutFixture()
        let rows = (0..<200).map { _ in f.frame(nil, [.width(50), .height(10)]) }
        let v = f.vstack(spacing: 2, rows)
        f.layout(v, 300, 1000)
        f.tree.update(rows[10], props: [.height(30)])
        f.tree.layout(surface: WireSize(width: 300, height: 1000))
        #expect(f.rect(rows[11], in: v).y == 11 * 12 + 20)
        #expect(f.rect(rows[199], in: v).y == 199 * 12 + 20)
        #expect(f.size(v).h == 200 * 10 + 199 * 2 + 20)
    }

    @Test("a long list: a row that becomes wider re-centres every row (the stack's width changed)")
    func longListWidthChange() {
        let f = LayoutFixture()
        let rows = (0..<100).map { _ in f.frame(nil, [.width(50), .height(10)]) }
        let v = f.vstack(rows)
        f.layout(v, 300, 2000)
        f.tree.update(rows[3], props: [.width(90)])
        f.tree.layout(surface: WireSize(width: 300, height: 2000))
        #expect(f.rect(rows[0], in: v).x == 20)
        #expect(f.rect(rows[3], in: v).x == 0)
    }

    @Test("a long list: a row turning flexible falls back to the full algorithm correctly")
    func longListRowTurnsFlexible() {
        let f = LayoutFixture()
        let rows = (0..<80).map { _ in f.frame(nil, [.width(50), .height(10)]) }
        let v = f.vstack(spacing: 0, rows)
        f.layout(v, 300, 1000)
        f.tree.reset(rows[5], tags: [.height])
        f.tree.update(rows[5], props: [.minHeight(0), .maxHeight(.infinity)])
        f.tree.layout(surface: WireSize(width: 300, height: 1000))
        #expect(f.size(rows[5]).h == 1000 - 79 * 10)
        #expect(f.rect(rows[6], in: v).y == 5 * 10 + 210)
    }

    @Test("paint-only changes (fill, opacity, offset) do not re-measure anything")
    func paintOnlyChangesKeepCaches() {
        let counter = CountingMeasurer()
        let f = LayoutFixture(measurer: counter)
        let t = f.text("hello")
        let c = f.color()
        let v = f.vstack([t, c])
        f.layout(v, 200, 200)
        let before = counter.calls
        f.tree.update(c, props: [.fill(WireColor(r: 0, g: 0, b: 255))])
        f.tree.update(t, props: [.opacity(0.5), .offset(WirePoint(x: 1, y: 1))])
        f.tree.layout(surface: WireSize(width: 200, height: 200))
        #expect(counter.calls == before)
    }

    @Test("changing one text re-measures that text only, not its siblings")
    func siblingTextsStayCached() {
        let counter = CountingMeasurer()
        let f = LayoutFixture(measurer: counter)
        let texts = (0..<5).map { f.text("text \($0)") }
        let v = f.vstack(texts)
        f.layout(v, 200, 200)
        counter.texts.removeAll()
        f.tree.update(texts[2], props: [.text("changed")])
        f.tree.layout(surface: WireSize(width: 200, height: 200))
        #expect(Set(counter.texts) == ["changed"])
    }

    @Test("a detached subtree keeps its sizes and is laid out correctly when re-inserted")
    func reinsertedSubtree() {
        let f = LayoutFixture()
        let t = f.text("abc")
        let p = f.padding(t, 5)
        let v = f.vstack([p, f.text("x")])
        f.layout(v, 200, 200)
        f.tree.remove(p, from: v)
        f.tree.layout(surface: WireSize(width: 200, height: 200))
        #expect(f.tree.frame(of: t) == nil)
        f.tree.insert(p, into: v, at: 1)
        f.tree.layout(surface: WireSize(width: 200, height: 200))
        #expect(f.rect(p, in: v) == Rect(0, 28, 40, 30))
    }

    @Test("a spacer moved from an HStack to a VStack changes axis")
    func spacerChangesAxis() {
        let f = LayoutFixture()
        let sp = f.spacer()
        let h = f.hstack([sp])
        let v = f.vstack([])
        let root = f.zstack([h, v])
        f.layout(root, 100, 100)
        #expect(f.size(sp) == Size(100, 0))
        f.tree.remove(sp, from: h)
        f.tree.insert(sp, into: v, at: 0)
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.size(sp) == Size(0, 100))
    }
}

/// A headless measurer that counts its calls and remembers what it measured.
final class CountingMeasurer: TextMeasurer {
    let inner = HeadlessBackend()
    var calls = 0
    var texts: [String] = []
    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        calls += 1
        texts.append(text)
        return inner.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
}
