// Layout-relevant properties decoded once per update into a flat struct, so layout
// never scans property lists in its hot loops.
import TrellisProtocol

/// The decoded layout inputs of one node. `nan` means "not set" for optional numbers.
struct LayoutParams {
    var spacing: Double = .nan
    var alignment: Alignment = .center
    var width: Double = .nan
    var height: Double = .nan
    var minWidth: Double = .nan
    var idealWidth: Double = .nan
    var maxWidth: Double = .nan
    var minHeight: Double = .nan
    var idealHeight: Double = .nan
    var maxHeight: Double = .nan
    var insets = WireInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var offset = WirePoint(x: 0, y: 0)
    var priority: Double = 0
    var opacity: Double = 1
    /// Drawing transform about `anchor` (paint only).
    var rotation: Double = 0
    var scale = WirePoint(x: 1, y: 1)
    var anchor = WirePoint(x: 0.5, y: 0.5)
    /// `projection` (a, b, c, d) about `anchor`, after rotation and scale; nil: identity.
    var projection: [Double]?
    var fixedAxes: UInt8 = 0b11
    var tappable = false
    var multiline = false
    var draggable = false
    var pinchable = false
    var hitTesting = true
    var centersMiddle = false
    /// scroll: clips its content (`scrollClips`) and takes wheel input (`scrollEnabled`).
    var scrollClips = true
    var scrollEnabled = true
    /// `rightToLeft`: the children's positions are mirrored (LayoutEngine.place). Inline,
    /// not with the rare inputs: every placement reads it.
    var rightToLeft = false
    var minLength: Double = .nan
    /// Text and multi-line fields: the most lines shown (0: no limit) and the fewest lines
    /// of height (0: no minimum).
    var lineLimit: Int32 = 0
    var minLines: Int32 = 0
    var axis: Axis = .vertical
    var style = TextStyle()
    /// Paint order among siblings (`zIndex`); read by the frame walk.
    var zIndex: Double = 0
    /// The inputs only aspect-ratio, position and grid nodes (and grid cells) have, kept
    /// out of line so that every other node's params stay small.
    private var rareBox: RareLayoutBox?

    /// Whether any of the rarer inputs was set (a check that builds no default value).
    var hasRare: Bool { rareBox != nil }

    /// Inputs of the rarer layout kinds; defaults when none were set.
    var rare: RareLayoutParams {
        get { rareBox?.value ?? RareLayoutParams() }
        set {
            if rareBox == nil || !isKnownUniquelyReferenced(&rareBox!) { rareBox = RareLayoutBox(newValue) }
            else { rareBox!.value = newValue }
        }
    }

    /// Decodes `properties` (later entries win, like updates applied in order).
    init(_ properties: [Property]) {
        for p in properties { apply(p) }
    }

    mutating func apply(_ p: Property) {
        switch p {
        case .spacing(let v): spacing = v
        case .alignment(let v): alignment = v
        case .width(let v): width = v
        case .height(let v): height = v
        case .minWidth(let v): minWidth = v
        case .idealWidth(let v): idealWidth = v
        case .maxWidth(let v): maxWidth = v
        case .minHeight(let v): minHeight = v
        case .idealHeight(let v): idealHeight = v
        case .maxHeight(let v): maxHeight = v
        case .insets(let v): insets = v
        case .offset(let v): offset = v
        case .layoutPriority(let v): priority = v
        case .opacity(let v): opacity = v
        case .rotation(let v): rotation = v
        case .scale(let v): scale = v
        case .anchor(let v): anchor = v
        case .projection(let m): projection = m.count == 4 ? m : nil
        case .fixedAxes(let v): fixedAxes = v
        case .tappable(let v): tappable = v
        case .multiline(let v): multiline = v
        case .draggable(let v): draggable = v
        case .pinchable(let v): pinchable = v
        case .hitTesting(let v): hitTesting = v
        case .centersMiddle(let v): centersMiddle = v
        case .minLength(let v): minLength = v
        case .lineLimit(let v): lineLimit = Int32(clamping: v)
        case .minLines(let v): minLines = Int32(clamping: v)
        case .axis(let v): axis = v
        case .fontSize(let v): style.fontSize = v
        case .fontWeight(let v): style.fontWeight = v
        case .fontName(let v): style.fontName = v
        case .italic(let v): style.isItalic = v
        case .tracking(let v): style.tracking = v
        case .lineSpacing(let v): style.lineSpacing = v
        case .fontWidth(let v): style.fontWidth = v
        case .textRuns(let v): style.runs = v
        case .zIndex(let v): zIndex = v
        case .scrollClips(let v): scrollClips = v
        case .scrollEnabled(let v): scrollEnabled = v
        case .aspectRatio(let v): rare.aspectRatio = v
        case .contentMode(let v): rare.contentMode = v
        case .position(let v): rare.position = v
        case .verticalSpacing(let v): rare.verticalSpacing = v
        case .gridCellColumns(let v): rare.gridCellColumns = Int(v)
        case .gridColumnAlignment(let v): rare.gridColumnAlignment = v
        case .gridCellAnchor(let v): rare.gridCellAnchor = v
        case .gridCellUnsizedAxes(let v): rare.gridCellUnsizedAxes = v
        case .gridItems(let v): rare.gridItems = v
        case .contentShape(let v): rare.contentShape = v
        case .layoutSizes(let v): rare.layoutSizes = v
        case .placements(let v): rare.placements = v
        case .alignmentGuides(let v): rare.alignmentGuides = v
        case .customAlignment(let v): rare.customAlignment = v
        case .rightToLeft(let v): rightToLeft = v
        case .pinned(let v): rare.pinned = v
        case .minimumScaleFactor(let v): rare.minimumScaleFactor = max(v, 0.01)
        case .truncationMode(let v): rare.truncationMode = v
        default: break
        }
    }

    /// Whether changing a property with this tag can change layout (as opposed to
    /// only drawing: colours, opacity, tappable…). Paint-only changes do not dirty layout.
    static func affectsLayout(_ tag: PropertyTag) -> Bool {
        switch tag {
        case .foreground, .fill, .opacity, .tappable, .reportsGeometry, .focusable,
             .offset, .cornerRadius, .shape, .stroke, .lineWidth, .dash, .pathData, .pathSize, .gradient,
             .rotation, .scale, .anchor, .projection, .lineCap, .lineJoin, .miterLimit, .shadow, .innerShadow, .blur, .isMask, .draggable, .pinchable,
             .transition, .transitionBlur, .hitTesting, .trim, .zIndex, .contentShape, .measureProposals, .dragSession,
             .scrollClips, .scrollEnabled, .hoverable, .pointerStyle, .geometryGroup, .pinned:
            return false
        default:
            return true
        }
    }
}

/// Layout inputs of aspectRatio, position and grid nodes and of grid cells. `nan` and
/// nil mean "not set".
struct RareLayoutParams {
    var aspectRatio: Double = .nan
    var contentMode: ContentMode = .fit
    var position = WirePoint(x: 0, y: 0)
    var verticalSpacing: Double = .nan
    /// 0: not set (one column).
    var gridCellColumns = 0
    var gridColumnAlignment: Alignment?
    var gridCellAnchor: WirePoint?
    var gridCellUnsizedAxes: UInt8 = 0
    var gridItems: [WireGridItem] = []
    /// `contentShape`: where an effect node's subtree is hit (Geometry.swift).
    var contentShape: ShapeKind?
    /// customLayout: the client's sizes per proposal and its children's placements.
    var layoutSizes: [WireLayoutSize] = []
    var placements: [WirePlacement] = []
    /// Explicit alignment guides: (guide, a, b, c) groups (AlignmentGuides.swift).
    var alignmentGuides: [Double] = []
    /// Custom guides a container aligns by: (guide, a, b, c) groups (AlignmentGuides.swift).
    var customAlignment: [Double] = []
    /// `pinned`: a section header or footer kept in view (PinnedViews.swift).
    var pinned: PinnedRole?
    /// `minimumScaleFactor`: how far a text may shrink to fit (TextScale.swift); 1: never.
    var minimumScaleFactor = 1.0
    /// `truncationMode`: where a one-line text is cut (TextScale.swift).
    var truncationMode: TruncationMode = .tail
}

/// The out-of-line storage of `RareLayoutParams` (copied on write by `LayoutParams.rare`).
final class RareLayoutBox {
    var value: RareLayoutParams
    init(_ value: RareLayoutParams) { self.value = value }
}

/// Property lists kept per node: at most one entry per tag, in first-set order.
extension Array where Element == Property {
    mutating func set(_ p: Property) {
        let tag = p.tag
        if let i = firstIndex(where: { $0.tag == tag }) { self[i] = p } else { append(p) }
    }
    /// `props` with one entry per tag (a later one replaces an earlier one in place):
    /// `props` itself, sharing its buffer, when no tag repeats — the usual `create` — so
    /// creating a node copies no property list.
    static func oneEntryPerTag(_ props: [Property]) -> [Property] {
        var repeats = false
        for i in props.indices.dropFirst() where props[..<i].contains(where: { $0.tag == props[i].tag }) {
            repeats = true
            break
        }
        guard repeats else { return props }
        var list: [Property] = []
        for p in props { list.set(p) }
        return list
    }
    mutating func removeTags(_ tags: [PropertyTag]) {
        removeAll { tags.contains($0.tag) }
    }
}
