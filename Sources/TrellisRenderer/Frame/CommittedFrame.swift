// What a backend is handed in the commit phase: a flat, back-to-front list of laid-out
// nodes with their window frames and resolved properties. No tree walking, no layout
// rules: a backend draws each item at its frame, clipped and faded as the item says.
import TrellisProtocol

/// One committed, laid-out frame of a surface. A value: the backend may keep it.
public struct CommittedFrame: Sendable {
    /// Counts frames of this surface, from 1.
    public var serial: UInt64
    /// The surface size the frame was laid out for.
    public var size: WireSize
    /// Every node taking part in layout, in **paint order** (back to front): a parent
    /// before its children, siblings in order — except that a `background`'s secondary
    /// view is painted before its primary view, behind it.
    /// Stored in chunks that successive frames share (``FrameItems``): keeping the
    /// previous frame while the next repaints a few nodes costs those nodes' chunks.
    public var items: FrameItems
    /// The focused text field's caret and selection, drawn over its item (nil when no
    /// text field has focus).
    public var editing: FieldEditing?
    /// Transitions in flight, by the id of the subtree root they move (an inserted
    /// subtree's root, or a removed one's still drawn): what the animator applied to that
    /// subtree on top of its properties. Empty unless a transition plays, so a frame pays
    /// nothing for it; snapshots show it (`transition=…`), backends draw the items.
    public var transitions: [NodeID: TransitionEffect] = [:]
    /// Content changes in flight (contentTransition), by node: a presented frame draws such
    /// a node twice, the leaving content first (Animation/ContentFade.swift).
    public var contentTransitions: [NodeID: ContentTransitionEffect] = [:]

    public init(serial: UInt64, size: WireSize, items: FrameItems) {
        self.serial = serial
        self.size = size
        self.items = items
    }

    public init(serial: UInt64, size: WireSize, items: [Item]) {
        self.init(serial: serial, size: size, items: FrameItems(items))
    }

    /// One node of the frame.
    public struct Item: Sendable {
        public var id: NodeID
        public var kind: NodeKind
        /// Window coordinates, `offset` applied.
        public var frame: WireRect
        /// Depth below the root (root = 0); lets a backend or snapshot indent.
        public var depth: Int
        /// Effective opacity: the product of this node's and its ancestors' `opacity`.
        /// An item at 0 is still listed (it takes part in layout, S18) but invisible.
        public var opacity: Double
        /// Clip rectangle in window coordinates (the intersection of enclosing scroll
        /// views' frames), or `nil` when unclipped.
        public var clip: WireRect?
        /// The properties set on the node (defaults are not listed; use the typed
        /// accessors below, which resolve them).
        public var properties: [Property]
        /// For `text` and `textField`: the lines layout measured (wrapped and truncated),
        /// exactly what to draw. Empty for other kinds.
        public var lines: [String]
        /// The drawing transform of this node and its ancestors (`rotation`, `scale`), in
        /// window coordinates, or nil when there is none: draw `frame` through it.
        public var transform: AffineTransform?

        public init(id: NodeID, kind: NodeKind, frame: WireRect, depth: Int, opacity: Double,
                    clip: WireRect?, properties: [Property], lines: [String], transform: AffineTransform? = nil) {
            self.transform = transform
            self.id = id
            self.kind = kind
            self.frame = frame
            self.depth = depth
            self.opacity = opacity
            self.clip = clip
            self.properties = properties
            self.lines = lines
        }
    }
}

extension CommittedFrame.Item {
    /// The property with `tag`, if set on the node.
    public func property(_ tag: PropertyTag) -> Property? {
        properties.first { $0.tag == tag }
    }

    /// `text` for text nodes and the typed value of a text field.
    public var text: String {
        if case .text(let s)? = property(.text) { return s }
        return ""
    }
    /// A text field's placeholder (shown, dimmed, while its text is empty).
    public var placeholder: String {
        if case .placeholder(let s)? = property(.placeholder) { return s }
        return ""
    }
    /// The resolved font of text, text fields and symbol images.
    public var textStyle: TextStyle { TextStyle(resolving: properties) }
    /// Text and image colour; default opaque black (SwiftUI's `.primary` on white).
    public var foreground: WireColor {
        if case .foreground(let c)? = property(.foreground) { return c }
        return WireColor(r: 0, g: 0, b: 0, a: 255)
    }
    /// Shape fill; default opaque black (SwiftUI fills shapes with the foreground style).
    public var fill: WireColor {
        if case .fill(let c)? = property(.fill) { return c }
        return WireColor(r: 0, g: 0, b: 0, a: 255)
    }
    /// The shape of a `shape` node; default rectangle (what `Color` is).
    public var shape: ShapeKind {
        if case .shape(let s)? = property(.shape) { return s }
        return .rectangle
    }
    /// Corner radius of a rounded rectangle; default 0.
    public var cornerRadius: Double {
        if case .cornerRadius(let r)? = property(.cornerRadius) { return r }
        return 0
    }
    /// An image's symbol name.
    public var systemName: String {
        if case .systemName(let s)? = property(.systemName) { return s }
        return ""
    }
    /// How far across its frame's spare width each line of text sits: 0 leading, 0.5
    /// centred, 1 trailing.
    public var lineAlignmentFraction: Double {
        Self.lineAlignmentFraction(textAlignment: property(.textAlignment), rightToLeft: property(.rightToLeft))
    }

    /// `lineAlignmentFraction` of a node with these `textAlignment` and `rightToLeft`
    /// properties (nil: absent); hit testing places a text's lines with it too.
    static func lineAlignmentFraction(textAlignment: Property?, rightToLeft: Property?) -> Double {
        // Right to left, leading is the right edge.
        let rtl = rightToLeft == .rightToLeft(true)
        guard case .textAlignment(let a)? = textAlignment else { return rtl ? 1 : 0 }
        switch a {
        case .leading: return rtl ? 1 : 0
        case .center: return 0.5
        case .trailing: return rtl ? 0 : 1
        }
    }
    /// Whether a text field is multi-line (a TextEditor): its `lines` are its wrapped text.
    public var isMultiline: Bool {
        if case .multiline(let m)? = property(.multiline) { return m }
        return false
    }
    /// Whether a tap on the node is reported to the client.
    public var isTappable: Bool {
        if case .tappable(let b)? = property(.tappable) { return b }
        return false
    }
}

extension TextStyle {
    /// The style given by `fontSize`, `fontWeight`, `fontName` and the other font and
    /// spacing properties (and `textRuns`) among `properties`,
    /// defaults for the absent ones.
    public init(resolving properties: [Property]) {
        self.init()
        for p in properties {
            switch p {
            case .fontSize(let s): fontSize = s
            case .fontWeight(let w): fontWeight = w
            case .fontName(let n): fontName = n
            case .italic(let i): isItalic = i
            case .tracking(let v): tracking = v
            case .lineSpacing(let v): lineSpacing = v
            case .fontWidth(let v): fontWidth = v
            case .textRuns(let v): runs = v
            default: break
            }
        }
    }
}

/// A 2-D affine transform: x' = a x + c y + tx, y' = b x + d y + ty (cairo's layout).
public struct AffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `self` applied after `other` (first `other`, then `self`).
    public func concatenating(after other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                        c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                        tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// Rotation by `radians` and scale by `(sx, sy)` about the point (px, py).
    public static func about(x px: Double, y py: Double, rotation radians: Double, sx: Double, sy: Double) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        // translate(p) * rotate * scale * translate(-p)
        let a = cs * sx, b = sn * sx, c = -sn * sy, d = cs * sy
        return AffineTransform(a: a, b: b, c: c, d: d, tx: px - a * px - c * py, ty: py - b * px - d * py)
    }

    /// The linear map (a, b, c, d) applied about the point (px, py).
    public static func about(x px: Double, y py: Double, a: Double, b: Double, c: Double, d: Double) -> AffineTransform {
        AffineTransform(a: a, b: b, c: c, d: d, tx: px - a * px - c * py, ty: py - b * px - d * py)
    }

    public func apply(_ p: WirePoint) -> WirePoint {
        WirePoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The transform that undoes this one, or nil when it flattens the plane (a scale of
    /// 0, a quarter turn of a 3-D rotation seen edge on).
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The bounding box of `r` mapped through this transform.
    public func boundingBox(of r: WireRect) -> WireRect {
        let corners = [apply(WirePoint(x: r.x, y: r.y)), apply(WirePoint(x: r.x + r.width, y: r.y)),
                       apply(WirePoint(x: r.x, y: r.y + r.height)), apply(WirePoint(x: r.x + r.width, y: r.y + r.height))]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return WireRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension CommittedFrame {
    /// The index just past the subtree of `items[index]`: its descendants are the items
    /// that follow it with a greater depth (paint order lists a subtree contiguously).
    public static func subtreeEnd(of index: Int, in items: FrameItems.SubSequence) -> Int {
        let depth = items[index].depth
        var j = index + 1
        while j < items.endIndex, items[j].depth > depth { j += 1 }
        return j
    }

    /// The bounding box, in window coordinates, of the items' frames as drawn (through
    /// their transforms), or nil when there are none with an area.
    public static func bounds(of items: FrameItems.SubSequence) -> WireRect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for item in items where item.frame.width > 0 && item.frame.height > 0 {
            let f = item.frame
            let corners = [WirePoint(x: f.x, y: f.y), WirePoint(x: f.x + f.width, y: f.y),
                           WirePoint(x: f.x, y: f.y + f.height), WirePoint(x: f.x + f.width, y: f.y + f.height)]
            for c in corners {
                let p = item.transform?.apply(c) ?? c
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 < x1, y0 < y1 else { return nil }
        return WireRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// The presented effect of a transition on a subtree: what a transition in flight
/// multiplies into the subtree's opacity, how it scales it (about the root's centre) and
/// how far it moves it (in points), at the frame's time.
public struct TransitionEffect: Sendable, Equatable {
    public var opacity: Double
    public var scale: Double
    public var offset: WirePoint

    public init(opacity: Double, scale: Double, offset: WirePoint) {
        self.opacity = opacity
        self.scale = scale
        self.offset = offset
    }
}
