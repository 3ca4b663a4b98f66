// Builds render trees for layout tests with the headless metrics (a character 10 wide,
// a line 20 tall at the default font size).
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

/// A render tree plus terse constructors for each node kind.
final class LayoutFixture {
    let tree: RenderTree
    private(set) var next: NodeID = 1

    init(measurer: any TextMeasurer = HeadlessBackend()) {
        tree = RenderTree(measurer: measurer)
    }

    @discardableResult
    func node(_ kind: NodeKind, _ props: [Property] = [], _ children: [NodeID] = []) -> NodeID {
        let id = next
        next += 1
        tree.create(id, kind: kind, props: props)
        for (i, c) in children.enumerated() { tree.insert(c, into: id, at: i) }
        return id
    }

    // MARK: kinds

    func color(_ c: WireColor = WireColor(r: 255, g: 0, b: 0)) -> NodeID { node(.shape, [.fill(c)]) }
    func text(_ s: String, _ more: [Property] = []) -> NodeID { node(.text, [.text(s)] + more) }
    func spacer(minLength: Double? = nil) -> NodeID {
        node(.spacer, minLength.map { [.minLength($0)] } ?? [])
    }
    func hstack(spacing: Double? = nil, alignment: Alignment? = nil, _ kids: [NodeID]) -> NodeID {
        node(.hstack, stackProps(spacing, alignment), kids)
    }
    func vstack(spacing: Double? = nil, alignment: Alignment? = nil, _ kids: [NodeID]) -> NodeID {
        node(.vstack, stackProps(spacing, alignment), kids)
    }
    func zstack(alignment: Alignment? = nil, _ kids: [NodeID]) -> NodeID {
        node(.zstack, alignment.map { [.alignment($0)] } ?? [], kids)
    }
    func frame(_ child: NodeID?, _ props: [Property]) -> NodeID {
        node(.frame, props, child.map { [$0] } ?? [])
    }
    func padding(_ child: NodeID, _ all: Double) -> NodeID {
        node(.padding, [.insets(WireInsets(top: all, leading: all, bottom: all, trailing: all))], [child])
    }
    func padding(_ child: NodeID, top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> NodeID {
        node(.padding, [.insets(WireInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))], [child])
    }
    func effect(_ child: NodeID, _ props: [Property]) -> NodeID { node(.effect, props, [child]) }

    private func stackProps(_ spacing: Double?, _ alignment: Alignment?) -> [Property] {
        var p: [Property] = []
        if let s = spacing { p.append(.spacing(s)) }
        if let a = alignment { p.append(.alignment(a)) }
        return p
    }

    // MARK: layout

    /// Makes `root` the root and lays it out at `width`×`height`.
    func layout(_ root: NodeID, _ width: Double, _ height: Double) {
        tree.setRoot(root)
        tree.layout(surface: WireSize(width: width, height: height))
    }

    /// `id`'s frame relative to the frame of `origin` (LayoutModel.md's worked cases give
    /// frames relative to the stack).
    func rect(_ id: NodeID, in origin: NodeID) -> Rect {
        let f = tree.frame(of: id)!, o = tree.frame(of: origin)!
        return Rect(f.x - o.x, f.y - o.y, f.width, f.height)
    }

    /// `id`'s size after layout.
    func size(_ id: NodeID) -> Size {
        let f = tree.frame(of: id)!
        return Size(f.width, f.height)
    }

    func window(_ id: NodeID) -> Rect {
        let f = tree.frame(of: id)!
        return Rect(f.x, f.y, f.width, f.height)
    }
}

/// A rectangle compared with a tolerance of 0.01 (LayoutModel.md prints 66.7 for 200/3).
struct Rect: Equatable, CustomStringConvertible {
    var x, y, w, h: Double
    init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { (self.x, self.y, self.w, self.h) = (x, y, w, h) }
    static func == (a: Rect, b: Rect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.w, b.w) && close(a.h, b.h)
    }
    var description: String { "(\(x), \(y), \(w), \(h))" }
}

struct Size: Equatable, CustomStringConvertible {
    var w, h: Double
    init(_ w: Double, _ h: Double) { (self.w, self.h) = (w, h) }
    static func == (a: Size, b: Size) -> Bool { close(a.w, b.w) && close(a.h, b.h) }
    var description: String { "\(w)×\(h)" }
}

func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) < 0.01 }
