// RenderTree structure: queries, mutations, destroy, slot reuse, properties.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("RenderTree structure")
struct TreeStructureTests {
    @Test("children, parent, depth and isAncestor describe the tree")
    func queries() {
        let f = LayoutFixture()
        let a = f.text("a"), b = f.text("b")
        let inner = f.hstack([a, b])
        let root = f.vstack([inner])
        let t = f.tree
        #expect(t.children(of: root) == [inner])
        #expect(t.children(of: inner) == [a, b])
        #expect(t.parent(of: a) == inner)
        #expect(t.parent(of: root) == nil)
        #expect(t.store.depth(of: root) == 0)
        #expect(t.store.depth(of: b) == 2)
        #expect(t.store.isAncestor(root, of: b))
        #expect(t.store.isAncestor(b, of: b))
        #expect(!t.store.isAncestor(a, of: b))
        #expect(!t.store.isAncestor(b, of: root))
        #expect(t.kind(of: inner) == .hstack)
        #expect(t.nodeCount == 4)
        #expect(t.contains(a) && !t.contains(99))
    }

    @Test("a create whose property list repeats a tag keeps the last value, at the first one's place")
    func createWithRepeatedTag() {
        let f = LayoutFixture()
        f.tree.create(7, kind: .text, props: [.text("first"), .fontSize(12), .text("last")])
        #expect(f.tree.properties(of: 7) == [.text("last"), .fontSize(12)])
        f.tree.create(8, kind: .text, props: [.text("only"), .fontSize(12)])
        #expect(f.tree.properties(of: 8) == [.text("only"), .fontSize(12)])
    }

    @Test("insert places a child at its index; move puts it at the final index")
    func insertAndMove() {
        let f = LayoutFixture()
        let s = f.vstack([])
        let x = f.text("x"), y = f.text("y"), z = f.text("z")
        f.tree.insert(x, into: s, at: 0)
        f.tree.insert(z, into: s, at: 1)
        f.tree.insert(y, into: s, at: 1)
        #expect(f.tree.children(of: s) == [x, y, z])
        f.tree.move(x, in: s, to: 2)
        #expect(f.tree.children(of: s) == [y, z, x])
        f.tree.move(x, in: s, to: 0)
        #expect(f.tree.children(of: s) == [x, y, z])
    }

    @Test("remove detaches a child, which keeps existing and can be inserted elsewhere")
    func removeDetaches() {
        let f = LayoutFixture()
        let x = f.text("x")
        let s1 = f.vstack([x]), s2 = f.hstack([])
        f.tree.remove(x, from: s1)
        #expect(f.tree.parent(of: x) == nil)
        #expect(f.tree.contains(x))
        f.tree.insert(x, into: s2, at: 0)
        #expect(f.tree.parent(of: x) == s2)
    }

    @Test("destroy removes the whole subtree, returns its ids top-down, detaches it")
    func destroySubtree() {
        let f = LayoutFixture()
        let a = f.text("a"), b = f.text("b"), c = f.text("c")
        let inner = f.hstack([a, b])
        let root = f.vstack([inner, c])
        #expect(f.tree.destroy(inner) == [inner, a, b])
        #expect(f.tree.children(of: root) == [c])
        #expect(!f.tree.contains(a) && !f.tree.contains(inner))
        #expect(f.tree.nodeCount == 2)
    }

    @Test("destroying the root clears it; ids can be created again after destroy")
    func destroyRootAndReuse() {
        let f = LayoutFixture()
        let r = f.vstack([f.text("a")])
        f.tree.setRoot(r)
        f.tree.destroy(r)
        #expect(f.tree.root == nil)
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.tree.laidOutNodes().isEmpty)
        f.tree.create(r, kind: .text, props: [.text("again")])
        f.tree.setRoot(r)
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.tree.kind(of: r) == .text)
        #expect(f.tree.frame(of: r)?.width == 50)
    }

    @Test("a reused slot starts clean: no stale children, properties or layout")
    func slotReuseIsClean() {
        let f = LayoutFixture()
        let s = f.hstack([f.text("old"), f.text("older")])
        f.tree.setRoot(s)
        f.tree.layout(surface: WireSize(width: 300, height: 100))
        f.tree.destroy(s)
        let fresh = f.node(.vstack, [])
        #expect(f.tree.children(of: fresh).isEmpty)
        #expect(f.tree.properties(of: fresh).isEmpty)
        f.layout(fresh, 300, 100)
        #expect(f.size(fresh) == Size(0, 0))
    }

    @Test("update replaces a property; reset returns it to the default")
    func updateAndReset() {
        let f = LayoutFixture()
        let v = f.vstack(spacing: 4, [f.text("a"), f.text("b")])
        f.tree.update(v, props: [.spacing(10)])
        #expect(f.tree.property(.spacing, of: v) == .spacing(10))
        #expect(f.tree.properties(of: v).count == 1)
        f.layout(v, 100, 100)
        #expect(f.size(v).h == 50)
        f.tree.reset(v, tags: [.spacing])
        #expect(f.tree.property(.spacing, of: v) == nil)
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.size(v).h == 48)
    }

    @Test("laidOutNodes lists the root's subtree top-down, siblings in order; detached nodes are not laid out")
    func laidOutNodesPreOrder() {
        let f = LayoutFixture()
        let a = f.text("a"), b = f.text("b"), c = f.text("c")
        let inner = f.hstack([a, b])
        let root = f.vstack([inner, c])
        let loose = f.text("loose")
        f.layout(root, 200, 200)
        #expect(f.tree.laidOutNodes() == [root, inner, a, b, c])
        #expect(f.tree.frame(of: loose) == nil)
    }

    @Test("setRoot(nil) lays out nothing")
    func noRoot() {
        let f = LayoutFixture()
        let t = f.text("a")
        f.layout(t, 100, 100)
        f.tree.setRoot(nil)
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.tree.laidOutNodes().isEmpty)
        #expect(f.tree.frame(of: t) == nil)
        #expect(f.tree.hitTest(WirePoint(x: 50, y: 50)) == nil)
    }
}
