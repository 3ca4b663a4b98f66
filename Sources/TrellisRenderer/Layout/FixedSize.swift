// Which nodes have a size independent of the proposal along an axis ("fixed").
//
// A stack must know whether a child is rigid along its axis (same size at proposals 0
// and ∞). For most rows of a list this is decidable from the tree alone — a fixed
// `frame(width:)`, an image, a stack of such — and then one measurement replaces the
// two probes. The answer is conservative (false when unsure: the probes decide then),
// computed on demand and dropped with the node's size cache.
import TrellisProtocol

extension NodeStore {
    static let fixedKnown: UInt8 = 1, fixedH: UInt8 = 2, fixedV: UInt8 = 4

    /// Whether `s`'s size along the axis never depends on the proposal.
    mutating func isFixed(_ s: Int32, horizontal h: Bool) -> Bool {
        var bits = fixedBits[Int(s)]
        if bits == 0 {
            bits = Self.fixedKnown
            if computeFixed(s, horizontal: true) { bits |= Self.fixedH }
            if computeFixed(s, horizontal: false) { bits |= Self.fixedV }
            fixedBits[Int(s)] = bits
        }
        return bits & (h ? Self.fixedH : Self.fixedV) != 0
    }

    private mutating func computeFixed(_ s: Int32, horizontal h: Bool) -> Bool {
        let i = Int(s)
        let kids = childLists[i]
        func allFixed(_ kids: ArraySlice<Int32>, _ store: inout NodeStore) -> Bool {
            for c in kids where !store.isFixed(c, horizontal: h) { return false }
            return true
        }
        switch kinds[i] {
        case .image: return true
        // One line tall, or (a vertical TextField) as tall as its lines within its bounds;
        // a multi-line field without line bounds (TextEditor) takes the height it is
        // offered, so a stack must share its height with it.
        case .textField:
            return !h && !(params[i].multiline && params[i].minLines == 0 && params[i].lineLimit == 0)
        case .shape, .spacer, .geometry, .scroll, .text, .position: return false
        // Conservative: the probes decide.
        case .aspectRatio, .grid, .gridRow, .lazyVGrid, .lazyHGrid, .customLayout, .viewThatFits: return false
        case .frame:
            let fixed = h ? params[i].width : params[i].height
            if !fixed.isNaN { return true }
            let flexible = h ? (params[i].minWidth, params[i].idealWidth, params[i].maxWidth)
                             : (params[i].minHeight, params[i].idealHeight, params[i].maxHeight)
            if !flexible.0.isNaN || !flexible.1.isNaN || !flexible.2.isNaN { return false }
            return kids.isEmpty || isFixed(kids[0], horizontal: h)
        case .fixedSize:
            let axes = params[i].fixedAxes
            if axes & (h ? 1 : 2) != 0 { return true }
            return kids.isEmpty || isFixed(kids[0], horizontal: h)
        case .padding, .effect, .background, .overlay:
            return kids.isEmpty || isFixed(kids[0], horizontal: h)
        case .hstack, .vstack, .lazyHStack, .lazyVStack, .zstack:
            return allFixed(kids[...], &self)
        }
    }
}
